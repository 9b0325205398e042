import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_SHELL_DIST, siteDataDir } from '@site/registry';

/** Repository root (ops/ sits directly under it). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the api keeps its database, the CDN and the registry (git-ignored): the registry package's one answer. */
export const dataDir = (): string => siteDataDir(process.env);
export const cdnDir = (): string => path.join(dataDir(), 'cdn');
/**
 * Immutable build outputs, keyed by their inputs (build-inputs.ts): <data>/builds, or BUILD_CACHE_DIR (a
 * folder several data dirs share, e.g. start and test deploying the same builds).
 */
export const buildCacheDir = (): string => path.resolve(process.env.BUILD_CACHE_DIR ?? path.join(dataDir(), 'builds'));
/** Where the shell is built and its build read from: shell/dist, or SHELL_DIST_DIR (a test's own built shell). */
export const shellDist = (): string => path.resolve(process.env.SHELL_DIST_DIR ?? REPO_SHELL_DIST);
