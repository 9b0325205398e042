/**
 * What may be kept, and for how long: the one owner of "which files are immutable", read by the api's static
 * files (the cache-control header of each) and by the shell's service worker (which responses it keeps).
 *
 * | file                                                             | cache-control          | service worker keeps |
 * | ---------------------------------------------------------------- | ---------------------- | -------------------- |
 * | index.html, /registry.json, mf-manifest.json, mf-stats.json      | no-store               | never                |
 * | remoteEntry.js in a versioned folder /cdn/<remote>/<version>/    | immutable for a year   | never (an entry)     |
 * | any other file in a versioned folder /cdn/<remote>/<version>/    | immutable for a year   | yes                  |
 * | a shell file whose name carries a content hash (103.a3d6f196.js) | immutable for a year   | only under /cdn/     |
 * | any other shell file (main.js, favicon.svg, shell-build.json)    | revalidate (no-cache)  | never                |
 * | a page, an api answer, anything outside /cdn/                    | (their own)            | never                |
 *
 * A deploy or a rollback writes only the registry: what a page runs is decided by the live files above, which no
 * cache keeps, so the next load of every player runs the version the registry names.
 */
export const CachePolicy = {
  NO_STORE: 'no-store',
  IMMUTABLE: 'public, max-age=31536000, immutable',
  REVALIDATE: 'no-cache',
} as const;
export type CachePolicy = (typeof CachePolicy)[keyof typeof CachePolicy];

/** Files that say what is live: never kept, so a deploy or rollback shows on the next load. */
const LIVE_FILES = new Set(['index.html', 'registry.json', 'mf-manifest.json', 'mf-stats.json']);
/**
 * The doors into a version: the federation runtime opens a remote through its entry after checking it against the
 * integrity the registry names for that load. The browser may keep one (its folder never changes) but the service
 * worker does not: everything it keeps is reached only through a live file and an entry fetched that load.
 */
const ENTRY_FILES = new Set(['remoteEntry.js']);
/** A content hash in the file name: `<name>.<8+ hex>.<ext>` (webpack's [contenthash]). */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.LICENSE\.txt)?$/i;
/** A file in a versioned CDN folder: /cdn/<remote or shell>/<version>/<path of the file>. */
const VERSIONED_FILE = /^\/cdn\/[\w-]+\/[\w.+-]+\/((?:[\w.+-]+\/)*([\w.+-]+))$/;

/** The cache policy of a file of the CDN (`versioned`: it sits in /cdn/<remote>/<version>/) or of the shell. */
export function cachePolicyOf(fileName: string, where: 'cdn' | 'shell'): CachePolicy {
  if (LIVE_FILES.has(fileName)) return CachePolicy.NO_STORE;
  if (where === 'cdn') return CachePolicy.IMMUTABLE;
  return HASHED_NAME.test(fileName) ? CachePolicy.IMMUTABLE : CachePolicy.REVALIDATE;
}

/**
 * Whether the service worker keeps the answer to a GET of this same-origin path (its query aside): a file of a
 * versioned CDN folder that the table calls immutable and that is not an entry. Nothing else, ever.
 */
export function workerKeeps(pathname: string): boolean {
  const m = VERSIONED_FILE.exec(pathname);
  if (!m) return false;
  const fileName = m[2] as string;
  if (m[1]?.split('/').some((part) => part === '..' || part === '.')) return false;
  return !ENTRY_FILES.has(fileName) && cachePolicyOf(fileName, 'cdn') === CachePolicy.IMMUTABLE;
}
