import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO, buildCacheDir, shellDist } from './paths';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
const { createRemoteConfig, createShellConfig } = require('../webpack/create-config.cjs');

export const REMOTE_FOLDERS = ['mf-auth', 'mf-sports', 'mf-casino', 'mf-member', 'mf-activity', 'mf-help'] as const;
export type RemoteFolder = (typeof REMOTE_FOLDERS)[number];

export function isRemoteFolder(x: string): x is RemoteFolder {
  return (REMOTE_FOLDERS as readonly string[]).includes(x);
}

interface Federation {
  name: string;
  exposes: Record<string, string>;
}
export function federationOf(folder: RemoteFolder): Federation {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, folder, 'package.json'), 'utf8'));
  return pkg.federation as Federation;
}

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx')) out.push(p);
  }
}

/** A hash of everything that goes into a remote's build: its source, shared, the factory, the lockfile. */
export function sourceHash(folder: string): string {
  const files: string[] = [];
  for (const d of [path.join(folder, 'src'), 'shared/src', 'ops/webpack']) walk(path.join(REPO, d), files);
  files.push(path.join(REPO, folder, 'package.json'), path.join(REPO, 'pnpm-lock.yaml'));
  const h = crypto.createHash('sha256');
  for (const f of files.sort()) {
    h.update(path.relative(REPO, f));
    if (fs.existsSync(f)) h.update(fs.readFileSync(f));
  }
  return h.digest('hex').slice(0, 10);
}

export function defaultVersion(folder: RemoteFolder): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, folder, 'package.json'), 'utf8'));
  return `${pkg.version}-${sourceHash(folder)}`;
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
export async function buildRemotes(items: { folder: RemoteFolder; version: string }[]): Promise<string[]> {
  const todo = items.filter((i) => !fs.existsSync(path.join(buildCacheDir(), i.folder, i.version, 'mf-manifest.json')));
  if (todo.length > 0) {
    const configs = todo.map(({ folder, version }) => {
      const fed = federationOf(folder);
      return createRemoteConfig({
        name: fed.name,
        folder,
        dir: path.join(REPO, folder),
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

export async function buildShell(): Promise<void> {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'shell', 'package.json'), 'utf8'));
  await run([
    createShellConfig({
      dir: path.join(REPO, 'shell'),
      outDir: shellDist(),
      version: `${pkg.version}-${sourceHash('shell')}`,
      runtimePlugins: [path.join(REPO, 'shell', 'src', 'remotes', 'registry-runtime-plugin.ts')],
    }),
  ]);
}
