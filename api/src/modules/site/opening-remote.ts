import fs from 'node:fs';
import path from 'node:path';
import { openingPageFilesOf, PAGES_EXPOSE_KEY, remoteOfPath, routeOfPath, type OpeningRemote, type Registry } from '@site/shared';
import { escapeHtml } from '../../http/html-escape';
import { integrityOfBytes } from '@site/registry';

/** What the index page of a remote's page carries for it: the manifest for the boot data, and preload links. */
export interface OpeningHints {
  opening: OpeningRemote;
  /**
   * `<link rel="preload" as="fetch">` of the remote entry and the pages chunks: into the HTTP cache (the files are
   * immutable), answered by the shell's own fetch of each (RemoteLoader.warmOpening), so the runtime's scripts
   * are served from the cache. Not `as="script"`: chromium hands a script preload that failed to the script that
   * later asks for the URL, and the error panel's retry could then not load the remote until a reload.
   * At low priority: the remote runs only after the shell's own scripts, which on a phone's six connections to the
   * site would otherwise wait behind these for a connection (the shell's are found a parse later than these).
   */
  links: string;
}

/**
 * The opening remote of a page: a first load onto /app/help/kh needs mf_help's manifest, entry and pages
 * chunks, which the shell could ask for only once its own scripts have run (one round trip for the manifest,
 * another for the files it names). The api knows all three when it sends the page: the manifest goes into the
 * boot data and the files into preload links, so they load beside the shell's own. So does the route's page chunk
 * when the remote has one named after the route (pageChunkFilesOf: /mine/userinfo's "userinfo"), which the pages
 * module would ask for only once it has run.
 *
 * None when the path is a shell page, there is no registry (none, or not one) or the remote is not in it, its players are split between two
 * versions (a canary: the version is chosen by the player's cohort, in the browser), or the manifest in the CDN
 * is missing or does not match the registry's integrity (the shell then fetches it and fails closed as before).
 */
export function openingHints(pathname: string, registry: Registry | undefined, readCdnFile: (urlPath: string) => Buffer | null): OpeningHints | undefined {
  const remote = remoteOfPath(pathname);
  const entry = remote && registry ? registry.remotes[remote] : undefined;
  if (!remote || !entry?.manifestIntegrity || (entry.candidate && entry.candidate.percent > 0)) return undefined;
  const bytes = readCdnFile(entry.manifest);
  if (!bytes || integrityOfBytes(bytes) !== entry.manifestIntegrity) return undefined;
  const text = bytes.toString('utf8');
  const files = openingPageFilesOf(entry.manifest, text, `./${PAGES_EXPOSE_KEY}`, routeOfPath(pathname)?.name);
  const links = files.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(href)}">`).join('');
  return { opening: { remote, manifest: entry.manifest, text }, links };
}

/** A file of the local CDN by its URL path (/cdn/<remote>/<version>/<file>), or null (outside the CDN, missing). */
export function cdnFileReader(cdnDir: string): (urlPath: string) => Buffer | null {
  const root = path.resolve(cdnDir);
  return (urlPath) => {
    if (!urlPath.startsWith('/cdn/')) return null;
    const file = path.resolve(root, `.${urlPath.slice('/cdn'.length)}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    try {
      return fs.readFileSync(file);
    } catch {
      return null;
    }
  };
}
