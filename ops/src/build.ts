import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { REPO, buildCacheDir, shellDist } from './paths';
import { precompressDir } from './precompress';
import { buildHashOf, contentHashOf, writeBuildHash } from './content-hash';
import { buildKeyOf, firstLoadWithout, sourceHash } from './build-inputs';
import { FirstLoadHint, firstLoadHintOn, remoteHintOn } from '@site/shared/first-load-plan';
import { checkedVersion } from './version-name';
import { readShellBuild, SHELL_BUILD_FILE, type ShellBuild } from './shell-build';
import { CONTRACT_CALLS_FILE, CONTRACT_HASH_FORMAT, recordsOfNames, type ContractCallsFile } from '@site/shared/contract-hash';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
// The federation plugins look for the webpack they run in unless this names it, and they look by calling webpack with
// no options to read its path off the error's stack: webpack then compiles its whole options schema to say why, about
// 0.55 CPU-s of each build. It is the webpack above either way.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
const { createRemoteConfig, createShellConfig } = require('../webpack/create-config.cjs');
const { kitVersionOf } = require('../webpack/shared-map.cjs') as { kitVersionOf(pkgDir: string): string };

export { federationOf, sourceDirOf } from './remote-folders';
export { readShellBuild, SHELL_BUILD_FILE, type ShellBuild } from './shell-build';
export { defaultVersion, sourceHash } from './build-inputs';
import type { RemoteFolder } from '@site/shared/remotes';
import { federationOf, sourceDirOf } from './remote-folders';

function run(configs: object[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs as never, (err: Error | null | undefined, stats: import('webpack').MultiStats | undefined) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ colors: false, all: false, errors: true, errorDetails: true })));
      resolve();
    });
  });
}

/** Builds remotes into the immutable build cache; returns the folders they were written to. */
export interface BuildItem {
  folder: RemoteFolder;
  version: string;
  /** Build from this copy of the remote's source instead of the repo's folder. */
  source?: string;
}

/**
 * The build cache's folder of one build: <cache>/<folder>/<version>/<key>, the key a hash of the build's
 * inputs (the version is built into the bundle too: its CDN path). A source edit makes another key, so a
 * version name built again after an edit is built again, never served from the cache.
 */
export function cacheDirOf(item: BuildItem): string {
  const key = buildKeyOf(sourceDirOf(item.folder, item.source), item.version);
  return path.join(buildCacheDir(), item.folder, checkedVersion(item.version), key);
}

interface ContractCallsOption {
  /** The contracts folder of the @site/shared the build bundles: the build records the used exports of its modules. */
  contractsDir: string;
  fileName: string;
  /** The contract-calls file of a bundle that uses these exports (ops/webpack/contract-calls.cjs). */
  describe(names: string[]): ContractCallsFile;
}

/**
 * How a build records its contract calls, from the @site/shared it bundles: the repo's (hashed by this process), or
 * a copy's own (a team's branch of shared, `--source` with its shared linked in), whose contracts may differ and are
 * hashed by that copy's own contract-hash.ts, loaded through tsx. A copy whose shared cannot hash records nothing.
 */
async function contractCallsOptionOf(sourceDir: string): Promise<ContractCallsOption | undefined> {
  const linked = path.join(sourceDir, 'node_modules', '@site', 'shared');
  const sharedDir = fs.existsSync(linked) ? fs.realpathSync(linked) : path.join(REPO, 'shared');
  const contractsDir = path.join(sharedDir, 'src', 'contracts');
  if (sharedDir === fs.realpathSync(path.join(REPO, 'shared')))
    return { contractsDir, fileName: CONTRACT_CALLS_FILE, describe: (names) => ({ hashFormat: CONTRACT_HASH_FORMAT, calls: recordsOfNames(names) }) };
  const hashing = path.join(sharedDir, 'src', 'contract-hash.ts');
  if (!fs.existsSync(hashing)) return undefined;
  // tsx's ESM entry, imported by its file: through its CommonJS entry the bundled CLI fails to load it.
  const tsxApi = pathToFileURL(path.join(path.dirname(require.resolve('tsx/esm/api')), 'index.mjs')).href;
  const { tsImport } = (await import(tsxApi)) as { tsImport(specifier: string, parent: string): Promise<unknown> };
  const own = (await tsImport(pathToFileURL(hashing).href, import.meta.url)) as { CONTRACT_HASH_FORMAT: string; recordsOfNames: typeof recordsOfNames };
  return {
    contractsDir,
    fileName: CONTRACT_CALLS_FILE,
    describe: (names) => ({ hashFormat: own.CONTRACT_HASH_FORMAT as typeof CONTRACT_HASH_FORMAT, calls: own.recordsOfNames(names) }),
  };
}

export async function buildRemotes(items: BuildItem[]): Promise<string[]> {
  const dirs = items.map(cacheDirOf);
  const todo = items.map((item, i) => ({ ...item, final: dirs[i]! })).filter(({ final }) => !fs.existsSync(path.join(final, 'mf-manifest.json')));
  if (todo.length > 0) {
    const tmpOf = (final: string) => `${final}.tmp-${process.pid}`;
    const contractCalls = await Promise.all(todo.map(({ folder, source }) => contractCallsOptionOf(sourceDirOf(folder, source))));
    const configs = todo.map(({ folder, version, source, final }, i) => {
      const fed = federationOf(folder, source);
      // The first-load plan's member-sections-high: the remote's page chunks at high priority.
      const pageChunksHigh = remoteHintOn(FirstLoadHint.memberSectionsHigh, folder, firstLoadWithout());
      return createRemoteConfig({
        name: fed.name,
        folder,
        dir: sourceDirOf(folder, source),
        version,
        outDir: tmpOf(final),
        exposes: fed.exposes,
        pageChunksHigh,
        contractCalls: contractCalls[i],
      });
    });
    await run(configs);
    for (const { final } of todo) {
      const tmp = tmpOf(final);
      writeBuildHash(tmp);
      // Compressed once here, not in every data folder the build is published into.
      precompressDir(tmp);
      // Another build of the same inputs may have finished first: builds are immutable, keep that one.
      try {
        if (fs.existsSync(final)) fs.rmSync(tmp, { recursive: true, force: true });
        else fs.renameSync(tmp, final);
      } catch {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
  }
  return dirs;
}

/**
 * Builds shell/dist, or answers the build already there when it was made from the same inputs (its version names
 * them) and its files are intact: a journey run after a change to the shell always plays the changed shell, and a
 * run without one does not pay for webpack.
 */
export async function buildShell(): Promise<{ shell: ShellBuild; reused: boolean }> {
  const dir = path.join(REPO, 'shell');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = checkedVersion(`${pkg.version}-${sourceHash(dir)}`);
  const built = readShellBuild();
  if (built?.version === version && buildHashOf(shellDist()) === contentHashOf(shellDist()).sha256) return { shell: built, reused: true };
  const without = firstLoadWithout();
  // The index page's hints of the first-load plan (shared/src/first-load-plan.ts) the build writes.
  const firstLoad = { firstPage: firstLoadHintOn(FirstLoadHint.shellFirstPage, without), entryHigh: firstLoadHintOn(FirstLoadHint.shellEntryHigh, without) };
  await run([createShellConfig({ dir, outDir: shellDist(), version, firstLoad })]);
  const build: ShellBuild = { version, kit: kitVersionOf(dir), builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(shellDist(), SHELL_BUILD_FILE), JSON.stringify(build, null, 2));
  writeBuildHash(shellDist());
  precompressDir(shellDist());
  return { shell: build, reused: false };
}
