import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the api finds what lives beside it, from this file rather than the working directory: the api (and each of
 * its command lines) runs the same from the repo root, from api/, or from anywhere else.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** DATA_DIR (a relative one from the working directory), or the repo's git-ignored .data: database, CDN, registry. */
export const dataDirOf = (env: NodeJS.ProcessEnv): string => path.resolve(env.DATA_DIR ?? path.join(REPO, '.data'));

/** The shell's build in the repo, served until the registry names a published shell. */
export const REPO_SHELL_DIST = path.join(REPO, 'shell', 'dist');
