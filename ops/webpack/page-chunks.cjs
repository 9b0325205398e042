// A remote's pages are chunks of their own (a section of the member centre, loaded when one of its routes opens):
// the remote asks for one once its pages module has run, a round trip after the files the index page preloads.
// This plugin writes, into the remote's mf-manifest.json, the files of each named lazy chunk group
// (webpackChunkName) as `pageChunks: { [name]: file[] }`, less the expose's own sync files. A page chunk named after
// its route (the member centre's "userinfo" for /mine/userinfo) is then preloaded by the index page of that route
// (api/src/modules/site/opening-remote.ts), beside the remote's entry and pages module.
const NAME = 'PageChunksPlugin';
const MANIFEST = 'mf-manifest.json';

class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the federation plugin has written the manifest (its stage is OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) throw new Error(`${NAME}: the build wrote no ${MANIFEST}`);
        const manifest = JSON.parse(asset.source.source().toString());
        const exposeFiles = new Set((manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []));
        const pageChunks = {};
        for (const [name, group] of [...compilation.namedChunkGroups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
          if (group.isInitial() || name.startsWith('__federation_expose_')) continue;
          const files = [...new Set(group.chunks.flatMap((c) => [...c.files]))].filter((f) => /^[\w.-]+\.js$/.test(f) && !exposeFiles.has(f));
          if (files.length > 0) pageChunks[name] = files;
        }
        compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(JSON.stringify({ ...manifest, pageChunks }, null, 2)));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
