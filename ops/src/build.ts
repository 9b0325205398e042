import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO, buildCacheDir, shellDist } from './paths';
import { precompressDir } from './precompress';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
const { createRemoteConfig, createShellConfig } = require('../webpack/create-config.cjs');
const { kitVersionOf } = require('../webpack/shared-map.cjs') as { kitVersionOf(pkgDir: string): string };

export { REMOTE_FOLDERS, federationOf, isRemoteFolder, sourceDirOf, type RemoteFolder } from './remote-folders';
import { federationOf, sourceDirOf, type RemoteFolder } from './remote-folders';

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx')) out.push(p);
  }
}

/** A hash of everything that goes into a build: its source, shared, the kit, the factory, the lockfile. */
export function sourceHash(dir: string): string {
  const files: string[] = [];
  walk(path.join(dir, 'src'), files);
  for (const d of ['shared/src', 'kit/src', 'ops/webpack']) walk(path.join(REPO, d), files);
  files.push(path.join(dir, 'package.json'), path.join(REPO, 'kit', 'package.json'), path.join(REPO, 'pnpm-lock.yaml'));
  const h = crypto.createHash('sha256');
  for (const f of files.sort()) {
    h.update(f.startsWith(dir) ? path.relative(dir, f) : path.relative(REPO, f));
    if (fs.existsSync(f)) h.update(fs.readFileSync(f));
  }
  return h.digest('hex').slice(0, 10);
}

export function defaultVersion(folder: RemoteFolder, source?: string): string {
  const dir = sourceDirOf(folder, source);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${pkg.version}-${sourceHash(dir)}`;
}

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

export async function buildRemotes(items: BuildItem[]): Promise<string[]> {
  const todo = items.filter((i) => !fs.existsSync(path.join(buildCacheDir(), i.folder, i.version, 'mf-manifest.json')));
  if (todo.length > 0) {
    const configs = todo.map(({ folder, version, source }) => {
      const fed = federationOf(folder, source);
      return createRemoteConfig({
        name: fed.name,
        folder,
        dir: sourceDirOf(folder, source),
        version,
        outDir: path.join(buildCacheDir(), folder, `${version}.tmp-${process.pid}`),
        exposes: fed.exposes,
      });
    });
    await run(configs);
    for (const { folder, version } of todo) {
      const tmp = path.join(buildCacheDir(), folder, `${version}.tmp-${process.pid}`);
      const final = path.join(buildCacheDir(), folder, version);
      // Another build of the same version may have finished first: builds are immutable, keep that one.
      try {
        if (fs.existsSync(final)) fs.rmSync(tmp, { recursive: true, force: true });
        else fs.renameSync(tmp, final);
      } catch {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }
  }
  return items.map((i) => path.join(buildCacheDir(), i.folder, i.version));
}

/** What a shell build provides, written beside it (shell/dist/shell-build.json) and into the registry. */
export interface ShellBuild {
  version: string;
  kit: string;
  builtAt: string;
}
export const SHELL_BUILD_FILE = 'shell-build.json';

export async function buildShell(): Promise<ShellBuild> {
  const dir = path.join(REPO, 'shell');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${sourceHash(dir)}`;
  await run([createShellConfig({ dir, outDir: shellDist(), version })]);
  const build: ShellBuild = { version, kit: kitVersionOf(dir), builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(shellDist(), SHELL_BUILD_FILE), JSON.stringify(build, null, 2));
  precompressDir(shellDist());
  return build;
}

/** The shell build that is served (shell/dist), or undefined when the shell was never built. */
export function readShellBuild(): ShellBuild | undefined {
  const file = path.join(shellDist(), SHELL_BUILD_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ShellBuild) : undefined;
}
