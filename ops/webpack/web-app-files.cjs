// The files that make the shell an installable web app, emitted beside its build (so into its versioned CDN folder
// /cdn/shell/<version>/), and the tags that name them in index.html:
// - manifest.webmanifest and the icons it lists (shell/public; the icons are PNGs drawn from favicon.svg);
// - offline.html, the page the service worker answers with when a page is asked for with the network gone.
// The service worker itself is the build's `sw` entry (sw.js, src/pwa/service-worker.ts); the api serves the live
// shell's copy at /sw.js so that its scope is the whole site.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'WebAppFilesPlugin';
const MANIFEST = 'manifest.webmanifest';
const OFFLINE_PAGE = 'offline.html';
const APPLE_ICON = 'icons/apple-touch-icon-180.png';

class WebAppFilesPlugin {
  constructor({ publicDir }) {
    this.publicDir = publicDir;
  }

  /** The manifest, every icon it lists, the apple touch icon and the offline page (paths within public/). */
  files() {
    const manifest = JSON.parse(fs.readFileSync(path.join(this.publicDir, MANIFEST), 'utf8'));
    return [MANIFEST, OFFLINE_PAGE, APPLE_ICON, ...manifest.icons.map((i) => i.src)];
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of new Set(this.files())) {
          const full = path.join(this.publicDir, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
        }
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
        const manifest = JSON.parse(fs.readFileSync(path.join(this.publicDir, MANIFEST), 'utf8'));
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'manifest', href: publicPath + MANIFEST }),
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'theme-color', content: manifest.theme_color }),
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'apple-touch-icon', href: publicPath + APPLE_ICON }),
        );
        return data;
      });
    });
  }
}

module.exports = { WebAppFilesPlugin };
