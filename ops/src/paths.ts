import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (ops/ sits directly under it). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the api keeps its database, the CDN and the registry (git-ignored). */
export const dataDir = (): string => path.resolve(process.env.DATA_DIR ?? path.join(REPO, '.data'));
export const cdnDir = (): string => path.join(dataDir(), 'cdn');
/**
 * Immutable build outputs, keyed by their inputs (build-inputs.ts): <data>/builds, or BUILD_CACHE_DIR (a
 * folder several data dirs share, e.g. start and test deploying the same builds).
 */
export const buildCacheDir = (): string => path.resolve(process.env.BUILD_CACHE_DIR ?? path.join(dataDir(), 'builds'));
export const shellDist = (): string => path.join(REPO, 'shell', 'dist');
