/**
 * How long a browser may keep each kind of file the site serves (issue 9: long caching for the
 * immutable files, and a new deploy never served stale).
 *
 * | file                                              | cache-control                        |
 * | ------------------------------------------------- | ------------------------------------ |
 * | index.html, /registry.json, mf-manifest.json, mf-stats.json | no-store                  |
 * | a CDN file in a versioned folder /cdn/<remote>/<version>/   | immutable for a year      |
 * | a shell file whose name carries a content hash (103.a3d6f196.js) | immutable for a year |
 * | any other shell file (main.js, favicon.svg, shell-build.json)    | revalidate (no-cache) |
 */
export const CachePolicy = {
  NO_STORE: 'no-store',
  IMMUTABLE: 'public, max-age=31536000, immutable',
  REVALIDATE: 'no-cache',
} as const;
export type CachePolicy = (typeof CachePolicy)[keyof typeof CachePolicy];

/** Files that say what is live: never kept, so a deploy or rollback shows on the next load. */
const LIVE_FILES = new Set(['index.html', 'registry.json', 'mf-manifest.json', 'mf-stats.json']);
/** A content hash in the file name: `<name>.<8+ hex>.<ext>` (webpack's [contenthash]). */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.LICENSE\.txt)?$/i;

/** The cache policy of a file of the CDN (`versioned`: it sits in /cdn/<remote>/<version>/) or of the shell. */
export function cachePolicyOf(fileName: string, where: 'cdn' | 'shell'): CachePolicy {
  if (LIVE_FILES.has(fileName)) return CachePolicy.NO_STORE;
  if (where === 'cdn') return CachePolicy.IMMUTABLE;
  return HASHED_NAME.test(fileName) ? CachePolicy.IMMUTABLE : CachePolicy.REVALIDATE;
}
