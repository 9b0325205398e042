// The one shared map every build uses (shell and all remotes): a singleton missing from one
// build would silently duplicate it, so no build writes its own.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  'rxjs',
  'rxjs/operators',
  'i18next',
  '@site/shared',
  '@site/shared/react',
  '@site/shared/remote',
];

function versionOf(pkgDir, dep) {
  const pkg = require(path.join(pkgDir, 'package.json'));
  const base = dep.startsWith('@') ? dep.split('/').slice(0, 2).join('/') : dep.split('/')[0];
  const range = (pkg.dependencies || {})[base];
  return { base, range };
}

/** @param {string} pkgDir the package being built */
function sharedMap(pkgDir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const { base, range } = versionOf(pkgDir, dep);
    if (!range) throw new Error(`${path.basename(pkgDir)} must depend on ${base}: it is a shared singleton`);
    shared[dep] = {
      singleton: true,
      requiredVersion: range.startsWith('workspace:') ? false : `^${range.replace(/^[\^~]/, '')}`,
      strictVersion: false,
    };
  }
  return shared;
}

module.exports = { sharedMap, SINGLETONS };
