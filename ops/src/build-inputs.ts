import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './paths';
import { checkedVersion } from './version-name';
import type { RemoteFolder } from '@site/shared/remotes';
import { hintsSwitchedOff } from '@site/shared/first-load-plan';
import { sourceDirOf } from './remote-folders';

/**
 * Everything a remote's (or the shell's) build is made of, as files: the package's own sources (src/,
 * public/) and package.json, the shared and kit sources it bundles with their package.json, the webpack
 * factory and ops' package.json, the root package.json and the lockfile (every dependency's version).
 * Tests and node_modules are no input.
 */
const PACKAGE_INPUTS = ['src', 'public', 'package.json'];
const REPO_INPUTS = ['shared/src', 'shared/package.json', 'kit/src', 'kit/package.json', 'ops/webpack', 'ops/package.json', 'package.json', 'pnpm-lock.yaml'];

const isTest = (name: string): boolean => /\.test\.(ts|tsx|mjs)$/.test(name);

function walk(file: string, out: string[]): void {
  if (!fs.existsSync(file)) return;
  if (!fs.statSync(file).isDirectory()) {
    out.push(file);
    return;
  }
  for (const e of fs.readdirSync(file, { withFileTypes: true })) {
    if (e.name === 'node_modules' || isTest(e.name)) continue;
    walk(path.join(file, e.name), out);
  }
}

/** The input files of the package in `dir`, each with the name it is hashed under (package files as `pkg/…`). */
export function buildInputsOf(dir: string): Array<{ name: string; file: string }> {
  const inputs: Array<{ name: string; file: string }> = [];
  for (const [root, entries, prefix] of [
    [dir, PACKAGE_INPUTS, 'pkg'],
    [REPO, REPO_INPUTS, 'repo'],
  ] as const) {
    const files: string[] = [];
    for (const entry of entries) walk(path.join(root, entry), files);
    for (const file of files) inputs.push({ name: `${prefix}/${path.relative(root, file).split(path.sep).join('/')}`, file });
  }
  return inputs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The hints of the first-load plan the builds leave out (FIRST_LOAD_WITHOUT: ids, or `all`), checked against the plan. */
export function firstLoadWithout(): string {
  const without = process.env.FIRST_LOAD_WITHOUT?.trim() ?? '';
  hintsSwitchedOff(without);
  return without;
}

/** A sha256 (hex) over the names and contents of the build's inputs: equal inputs, equal hash. */
export function buildInputsHash(dir: string): string {
  const h = crypto.createHash('sha256');
  for (const { name, file } of buildInputsOf(dir)) {
    const body = fs.readFileSync(file);
    h.update(`${name}\0${body.length}\0`);
    h.update(body);
  }
  // The first-load plan's switch (shared/src/first-load-plan.ts) is built into the bundles: a build without a hint
  // is another build, never the cached one with it.
  const without = firstLoadWithout();
  if (without) h.update(`env/FIRST_LOAD_WITHOUT\0${without}`);
  return h.digest('hex');
}

/** The build cache's key of one build: its inputs and the version name (built into the bundle as its CDN path). */
export function buildKeyOf(dir: string, version: string): string {
  return crypto
    .createHash('sha256')
    .update(`${buildInputsHash(dir)}\0${version}`)
    .digest('hex')
    .slice(0, 16);
}

/** A short hash of everything that goes into a build: the default version's suffix. */
export const sourceHash = (dir: string): string => buildInputsHash(dir).slice(0, 10);

/** The version a build gets when none is named: the package's version and its inputs' hash. */
export function defaultVersion(folder: RemoteFolder, source?: string): string {
  const dir = sourceDirOf(folder, source);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return checkedVersion(`${pkg.version}-${sourceHash(dir)}`);
}
