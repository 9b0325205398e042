// The webpack factory for the shell (host) and every remote: one place for loaders, the shared
// map and the module-federation options, so builds cannot drift apart.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap, remoteSharedMap } = require('./shared-map.cjs');
const { PreloadFirstPagePlugin } = require('./preload-first-page.cjs');
const { PageChunksPlugin } = require('./page-chunks.cjs');
const { WebAppFilesPlugin } = require('./web-app-files.cjs');
const { ContractCallsPlugin } = require('./contract-calls.cjs');

// Every build runs in the browser: the federation runtime drops its node-only loaders (script
// loading through vm/fetch for node) when told its target, a smaller main.js and remoteEntry.js.
const federationExperiments = { optimization: { target: 'web' } };

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/**
 * How a build's CSS reaches the page. A remote's styles travel inside its JavaScript (style-loader,
 * tagged with its scope), so the remote stays one federated unit. The shell's are extracted into
 * .css files (a <link> in index.html for the first page, a stylesheet per lazy chunk): the home
 * route's JavaScript budget carries no CSS text, and the browser reads the styles before the scripts run.
 */
function styleLoader(scope, extract) {
  if (extract) return MiniCssExtractPlugin.loader;
  return { loader: require.resolve('style-loader'), options: { attributes: { 'data-owner': scope } } };
}

/**
 * px → rem at build time (spec §9: the root font scales from the 1920 px design width, shared/src/tokens.ts), so the
 * styles written in px follow the root. Only the type scales (font, font-size, letter-spacing):
 * - box sizes stay px: the sports board's virtualized rows are placed from px heights in JS
 *   (mf-sports match-centre/board-rows.ts ROW_HEIGHT), the fixed header, tab and slip bars are measured against
 *   them, and game frames and the prize wheel keep the size their art was drawn for;
 * - line-height stays px: every px line-height centres text in a box of the same fixed px height (badges, counts,
 *   round markers), so it must move with that box, not with the font; unitless line-heights follow the font anyway;
 * - media queries stay px (mediaQuery false): a breakpoint is a window width, not a size of text;
 * - a 1 px letter-spacing stays 1 px (minPixelValue 2): scaled, it would fall between device pixels;
 * - the rows of the virtualized sports board keep their type in px too (FIXED_PX_STYLES: the rows, and the price
 *   cells and match clocks they hold): each row is as high as ROW_HEIGHT says, so text scaled up on a wide screen
 *   would spill into the next row.
 */
const FIXED_PX_STYLES = /[\\/]mf-sports[\\/]src[\\/]features[\\/](match-centre[\\/]board-rows|odds[\\/]odds|clock[\\/]clock)\.module\.css$/;
const pxToRem = {
  loader: require.resolve('postcss-loader'),
  options: {
    postcssOptions: {
      config: false,
      plugins: [
        [
          require.resolve('postcss-pxtorem'),
          { rootValue: 16, unitPrecision: 5, propList: ['font', 'font-size', 'letter-spacing'], minPixelValue: 2, mediaQuery: false, exclude: FIXED_PX_STYLES },
        ],
      ],
    },
  },
};

function rules(scope, extract) {
  return [
    { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions } },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader(scope, extract),
        {
          loader: require.resolve('css-loader'),
          options: {
            importLoaders: 1,
            modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: `${scope}__[local]__[hash:base64:5]` },
          },
        },
        pxToRem,
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        extract ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
        pxToRem,
      ],
    },
    { test: /\.(svg|png|jpg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 8 * 1024 } } },
  ];
}

function base({ dir, outDir, publicPath, uniqueName, define, mode, extractCss }) {
  return {
    mode: mode || 'production',
    context: dir,
    devtool: false,
    output: {
      path: outDir,
      publicPath,
      uniqueName,
      // Entry names stay plain (the federation runtime cannot template a content hash into them);
      // the shell's index.html adds a build hash query, remotes live in immutable version folders.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: rules(uniqueName, Boolean(extractCss)) },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    // swc's minifier in place of webpack's default terser: the same plugin (license comments still extracted), a
    // build in a fraction of the CPU time for files within a few bytes of terser's (npm run bench -- build). Without
    // reduce_vars and inline: swc otherwise moves a function used once into the export getter that returns it
    // (`set: () => function e(…){…}`, mobx's set), so each read of the export is a new function and a singleton
    // shared with a remote is no longer the same object (the foundation journey checks it).
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { reduce_vars: false, inline: 0 }, mangle: true } })],
    },
    // __FIRST_LOAD_WITHOUT__: the first-load plan's hints this build leaves out (shared/src/first-load-plan.ts; ops
    // checks the ids and hashes the value into the build's inputs), empty in every build but a measurement's.
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({ __FIRST_LOAD_WITHOUT__: process.env.FIRST_LOAD_WITHOUT?.trim() ?? '', ...define }).map(([k, v]) => [k, JSON.stringify(v)]),
        ),
      ),
    ],
  };
}

/**
 * A remote: remoteEntry.js + mf-manifest.json into <cdn>/<folder>/<version>/. The uniqueName
 * carries the version so a switched version never runs the chunks of another one. `contractCalls`
 * ({ contractsDir, fileName, describe }, ops/src/build.ts) adds the file of the contracts the bundle calls.
 */
function createRemoteConfig({ name, folder, dir, version, outDir, exposes, pageChunksHigh = false, contractCalls }) {
  const uniqueName = `${name}_${version.replace(/[^A-Za-z0-9]/g, '_')}`;
  const cfg = base({
    dir,
    outDir,
    publicPath: `/cdn/${folder}/${version}/`,
    uniqueName,
    define: { __REMOTE_NAME__: name, __REMOTE_VERSION__: version },
  });
  cfg.entry = {};
  // pageChunksHigh (the first-load plan's member-sections-high, ops/src/build.ts): every dynamic import of the remote
  // (its sections' chunks) is a high-priority request, as a page that waits for it needs.
  if (pageChunksHigh) cfg.module.parser = { javascript: { dynamicImportFetchPriority: 'high' } };
  cfg.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: remoteSharedMap(dir),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The federation runtime core is the shell's (kit ^1.1: shell/src/remotes/federation-host.ts provides it
      // on the global this externalizes it to), not a copy in every remote's entry: 17 KB gzip less per remote page.
      experiments: { ...federationExperiments, externalRuntime: true },
    }),
    new PageChunksPlugin(),
  );
  if (contractCalls) cfg.plugins.push(new ContractCallsPlugin(contractCalls));
  return cfg;
}

/**
 * The host: browser routing, no remotes at build time (the registry brings them), the federation runtime
 * loaded with the first remote. Its files are served
 * from its own immutable CDN folder /cdn/shell/<version>/ (the index page the api sends is the one of
 * the shell version the registry names, so a shell rolls back like a remote).
 */
function createShellConfig({ dir, outDir, version, firstLoad = { firstPage: true, entryHigh: true } }) {
  const cfg = base({
    dir,
    outDir,
    publicPath: `/cdn/shell/${version}/`,
    uniqueName: 'site_shell',
    // No federation plugin here: the shell imports its singletons as any app does and hands them to the
    // share scope of a host it creates when the first remote loads (shell/src/remotes/federation-host.ts),
    // so a shell page never downloads the federation runtime. The map travels into the build for it.
    define: { __REMOTE_NAME__: 'shell', __REMOTE_VERSION__: version, __SHELL_SHARED__: sharedMap(dir) },
    extractCss: true,
  });
  // sw: the service worker, a script of its own (sw.js; index.html never loads it).
  cfg.entry = { main: './src/index.ts', sw: './src/pwa/service-worker.ts' };
  // React's own files apart from the other vendors: the first page's 120 KB gzip of vendor code comes in
  // two files side by side (each on its own connection's slow start), not one; finer splits lose more to
  // compression than they gain.
  cfg.optimization = {
    ...cfg.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: { react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: false, priority: 10, reuseExistingChunk: true } },
    },
  };
  cfg.plugins.push(
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({ hash: true, chunks: ['main'], template: path.join(dir, 'public/index.html'), favicon: path.join(dir, 'public/favicon.svg') }),
    new PreloadFirstPagePlugin(firstLoad),
    new WebAppFilesPlugin({ publicDir: path.join(dir, 'public') }),
  );
  return cfg;
}

module.exports = { createRemoteConfig, createShellConfig };
