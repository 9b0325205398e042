// Preload hints for the shell's first page, written into index.html at build time.
//
// Without them the browser finds the shell's scripts one hop at a time: index.html → main.js (the
// federation runtime) → the bootstrap chunk and the shared modules it consumes. With them every
// file of the first page is asked for while main.js is still on its way (one round trip, not two).
//
// What counts as the first page: the chunks of the entry's `import('./bootstrap')` and of the shared
// modules (react, react-dom, mobx, …) the bootstrap consumes, which on a first load are the shell's
// own copies. The bootstrap's lazy imports (the zh-TW catalog, the session clock, nprogress, parcels)
// are not preloaded: a guest's home never asks for them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstPagePlugin';
/** How the federation plugin names a consumed shared module: consume-shared-module|<scope>|<key>|… */
const CONSUMED = /^consume-shared-module\|([^|]+)\|([^|]+)\|/;
/** … and a module the build provides to the share scope: provide module (<scope>) <key>@<version> = … */
const PROVIDED = /^provide module \(([^)]+)\) (.+)@[^@ ]+ = /;

function filesOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files]);
}

/** The share-scope key a group was split off for (`default:react-dom`), by the given identifier pattern. */
function shareKeyOf(group, pattern) {
  for (const o of group.origins) {
    const m = o.module && pattern.exec(o.module.identifier());
    if (m) return `${m[1]}:${m[2]}`;
  }
  return undefined;
}

/**
 * The groups of the shared modules a group consumes, and of theirs in turn (react under react-dom, …).
 * A consumed module runs from the copy in the share scope, on a first load the shell's own: the provided
 * group's files, not the fallback the consumer carries (another chunk with the same module).
 */
function consumedGroups(group, provided, seen = new Set()) {
  for (const child of group.getChildren()) {
    const key = shareKeyOf(child, CONSUMED);
    if (!key) continue;
    const used = provided.get(key) ?? child;
    if (seen.has(used)) continue;
    seen.add(used);
    consumedGroups(used, provided, seen);
  }
  return seen;
}

/** The files the first page needs, in the order a browser best asks for them (the bootstrap first). */
function firstPageFiles(compilation, entryName, bootstrapRequest) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`${NAME}: no entry named ${entryName}`);
  const provided = new Map();
  for (const g of entry.getChildren()) {
    const key = shareKeyOf(g, PROVIDED);
    if (key) provided.set(key, g);
  }
  const bootstrap = entry.getChildren().find((g) => g.origins.some((o) => o.request === bootstrapRequest));
  if (!bootstrap) throw new Error(`${NAME}: the entry has no import('${bootstrapRequest}')`);
  const shared = [...consumedGroups(bootstrap, provided)];
  // A build without them would quietly preload half the page: the federation plugin changed its names.
  if (shared.length === 0 || provided.size === 0) throw new Error(`${NAME}: found none of the shared modules the bootstrap consumes`);
  return [...new Set([...filesOf(bootstrap), ...shared.flatMap(filesOf)])];
}

class PreloadFirstPagePlugin {
  constructor({ entry = 'main', bootstrap = './bootstrap' } = {}) {
    this.entry = entry;
    this.bootstrap = bootstrap;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapAsync(NAME, (data, done) => {
        try {
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
          const links = firstPageFiles(compilation, this.entry, this.bootstrap)
            .filter((f) => /\.(js|css)$/.test(f))
            .map((f) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: publicPath + f }));
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
