// The one shared map every build uses (shell and all remotes): a singleton missing from one
// build would silently duplicate it, so no build writes its own.
//
// Only what must be one instance on the page is shared. Contracts, schemas, rules and i18n
// (@site/shared) are bundled into each build that uses them, so a remote deployed alone runs its
// own contracts. The platform kit (@site/kit) is a singleton with a semver range: the shell
// provides its version, a remote's manifest states the range it needs (ops checks it on deploy).
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
  // zod, as the members the site's schemas use (shared/src/zod-shared.ts): every page has run the shell's copy
  // before a remote loads, so a remote brings its own schemas (below) but no zod of its own.
  'zod',
  '@site/kit',
  '@site/kit/parcel',
];
const KIT = '@site/kit';

function baseOf(dep) {
  return dep.startsWith('@') ? dep.split('/').slice(0, 2).join('/') : dep.split('/')[0];
}

/** The version of a dependency as installed for pkgDir (what this build provides). */
function installedVersion(pkgDir, base) {
  return require(require.resolve(`${base}/package.json`, { paths: [pkgDir] })).version;
}

/**
 * The range a package states for a dependency, as semver: `workspace:^1.0.0` → `^1.0.0`,
 * `19.2.0` → `^19.2.0`; a bare `workspace:*` / `workspace:^` is refused (no real range).
 */
function rangeOf(pkgDir, base) {
  const pkg = require(path.join(pkgDir, 'package.json'));
  const stated = (pkg.dependencies || {})[base];
  if (!stated) throw new Error(`${path.basename(pkgDir)} must depend on ${base}: it is a shared singleton`);
  const range = stated.replace(/^workspace:/, '');
  if (range === '*' || range === '^' || range === '~' || range === '') {
    throw new Error(`${path.basename(pkgDir)}: ${base} needs a real version range (e.g. "workspace:^1.0.0"), not "${stated}"`);
  }
  return /^\d/.test(range) ? `^${range}` : range;
}

/** @param {string} pkgDir the package being built */
function sharedMap(pkgDir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const base = baseOf(dep);
    shared[dep] = {
      singleton: true,
      version: installedVersion(pkgDir, base),
      requiredVersion: rangeOf(pkgDir, base),
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * A remote's shared map: the same singletons, with no copy of the third-party ones in its build (`import: false`).
 * The shell hands every singleton to the share scope, marked loaded, before any remote loads
 * (shell/src/remotes/federation-host.ts), and a remote never runs without the shell: a copy in a remote would never be
 * used. Left out, a remote's folder is smaller and its build takes about a third less CPU (react-dom, mobx, RxJS and
 * i18next are most of what a small remote minifies). The kit keeps its copy: its entry in the manifest, with the
 * range the remote needs, is what deploy checks against the live shell.
 * @param {string} pkgDir the remote being built
 */
function remoteSharedMap(pkgDir) {
  const shared = sharedMap(pkgDir);
  for (const dep of SINGLETONS) if (baseOf(dep) !== KIT) shared[dep] = { ...shared[dep], import: false };
  return shared;
}

/** The kit range a package states (what its manifest will require). */
function kitRangeOf(pkgDir) {
  return rangeOf(pkgDir, KIT);
}

/** The kit version a package is built with (what the shell provides). */
function kitVersionOf(pkgDir) {
  return installedVersion(pkgDir, KIT);
}

module.exports = { sharedMap, remoteSharedMap, kitRangeOf, kitVersionOf, SINGLETONS, KIT };
