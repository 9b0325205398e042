import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo, found from this file (not the working directory): the api and ops run the same from any folder. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The site's data folder, one answer for the api and ops: DATA_DIR (a relative one from the working directory), or
 * the repo's git-ignored .data — database, CDN, registry.
 */
export const siteDataDir = (env: NodeJS.ProcessEnv): string => path.resolve(env.DATA_DIR ?? path.join(REPO, '.data'));

/** The shell's build in the repo, served until the registry names a published shell. */
export const REPO_SHELL_DIST = path.join(REPO, 'shell', 'dist');

/** The registry of a data dir (the api's DATA_DIR, the one ops deploy into). */
export const registryFile = (dir: string): string => path.join(dir, 'registry.json');
/** The registry's append-only journal: one JSON line per change. */
export const journalFile = (dir: string): string => path.join(dir, 'registry-journal.jsonl');
