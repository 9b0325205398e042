// The contracts a remote's bundle calls, read off the build's own module graph: after webpack has worked out which
// exports of each module the bundle uses (production's usedExports), the used exports of the modules of
// shared/src/contracts are the contracts (and constants) the remote's code, or the shared code it bundles, really
// imports. No hand-kept list: a contract imported and used is in, one imported and dropped by tree shaking is not.
// `describe` (ops/src/build.ts) turns those export names into the file's content (each contract's method, path and
// schema hashes, shared/src/contract-hash.ts); the file is written beside mf-manifest.json, so build-hash.json and
// the published version folder cover it.
const path = require('node:path');
const fs = require('node:fs');

const NAME = 'ContractCallsPlugin';

class ContractCallsPlugin {
  /**
   * @param {{ contractsDir: string, fileName: string, describe: (names: string[]) => unknown }} options
   */
  constructor({ contractsDir, fileName, describe }) {
    this.contractsDir = fs.realpathSync(contractsDir) + path.sep;
    this.fileName = fileName;
    this.describe = describe;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {Set<string>} */
      const used = new Set();
      // After FlagDependencyUsagePlugin (optimizeDependencies), before modules are concatenated.
      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = module.resource;
          if (typeof resource !== 'string' || !resource.startsWith(this.contractsDir)) continue;
          const info = compilation.moduleGraph.getExportsInfo(module);
          const names = info.getUsedExports(undefined);
          if (names === false) continue;
          // true / null: the module is used as a whole (a namespace object) or without usage info: every export counts.
          const provided = info.getProvidedExports();
          const all = Array.isArray(provided) ? provided : [];
          for (const name of names === true || names === null ? all : names) used.add(name);
        }
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const body = JSON.stringify(this.describe([...used].sort()), null, 2);
        compilation.emitAsset(this.fileName, new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}

module.exports = { ContractCallsPlugin };
