// Preload hints for the shell's first page, written into index.html at build time: the first-load plan's
// shell-first-page and shell-entry-high (shared/src/first-load-plan.ts; ops/src/build.ts says which are on).
//
// Without them the browser finds the shell's scripts one hop at a time: index.html → main.js (webpack's
// runtime) → the bootstrap chunk and the vendor chunks split off it (react, react-dom, mobx, …). With them
// every file of the first page is asked for while main.js is still on its way (one round trip, not two).
//
// The chunks are async script tags, the stylesheet a preload: each chunk is evaluated in a task of its own as soon
// as it is in (it only registers its modules), and when main.js asks for the bootstrap webpack finds each chunk
// installed or its tag already in the page. With preload links it inserted a script element per chunk itself, about
// 4 ms each at 4× CPU, all in main.js's task. The tags keep an async script's own (low) priority: at
// fetchpriority="high" no page's LCP came sooner, and Lighthouse's phone counted every chunk that had come before
// the loading text's first paint as holding that paint back (first contentful paint 0.7 to 2 s, from one run to
// the next, on the same page).
//
// The entry script itself is asked for at high priority: a deferred script is otherwise a low-priority request,
// which a phone's few connections serve after every preload (the remote's files the api adds among them), and
// the entry is what starts everything else.
//
// What counts as the first page: the chunks of the entry's `import('./bootstrap')`. The shell imports its
// shared singletons as any app does (the federation runtime and its share scope come with the first remote),
// so they are among those chunks. The bootstrap's lazy imports (the zh-TW catalog, the session clock,
// nprogress, parcels, the federation runtime) are not preloaded: a guest's home never asks for them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstPagePlugin';

function filesOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files]);
}

/** The files the first page needs, in the order a browser best asks for them (the bootstrap first). */
function firstPageFiles(compilation, entryName, bootstrapRequest) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`${NAME}: no entry named ${entryName}`);
  const bootstrap = entry.getChildren().find((g) => g.origins.some((o) => o.request === bootstrapRequest));
  if (!bootstrap) throw new Error(`${NAME}: the entry has no import('${bootstrapRequest}')`);
  return [...new Set(filesOf(bootstrap))];
}

class PreloadFirstPagePlugin {
  constructor({ entry = 'main', bootstrap = './bootstrap', firstPage = true, entryHigh = true } = {}) {
    this.entry = entry;
    this.bootstrap = bootstrap;
    this.firstPage = firstPage;
    this.entryHigh = entryHigh;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapAsync(NAME, (data, done) => {
        try {
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
          const links = (this.firstPage ? firstPageFiles(compilation, this.entry, this.bootstrap) : [])
            .filter((f) => /\.(js|css)$/.test(f))
            .map((f) =>
              f.endsWith('.css')
                ? HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'style', href: publicPath + f })
                : HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, src: publicPath + f }),
            );
          const entryFiles = new Set(
            compilation.entrypoints
              .get(this.entry)
              .getFiles()
              .map((f) => publicPath + f),
          );
          for (const tag of data.headTags) {
            const src = tag.tagName === 'script' ? String(tag.attributes.src ?? '').split('?')[0] : '';
            if (this.entryHigh && entryFiles.has(src)) tag.attributes.fetchpriority = 'high';
          }
          data.headTags.push(...links);
          done(null, data);
        } catch (e) {
          done(e);
        }
      });
    });
  }
}

module.exports = { PreloadFirstPagePlugin, firstPageFiles };
