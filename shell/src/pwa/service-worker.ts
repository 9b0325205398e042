/**
 * The site's service worker (built beside the shell as sw.js; the api serves the live shell's copy at /sw.js, so its
 * scope is the whole site). It keeps only what the cache table calls immutable and is no entry (workerKeeps:
 * files of versioned CDN folders), plus this shell's offline page. It never answers for index.html, the registry,
 * a remote's manifest or entry, or an api call: those go to the network as if there were no worker, so a deploy or
 * a rollback reaches every player on their next load. A page asked for with the network gone gets the offline page.
 */
import { workerKeeps } from '@site/shared/cache-policy';

/** The one cache: its keys are versioned urls, so files of every version live side by side. */
const CACHE = 'site-versioned-files-v1';
/**
 * The most files kept: every deploy brings new versioned urls and nothing says when an old version is gone for good,
 * so past this the oldest kept go first (a few versions of every remote and the shell fit).
 */
const MOST_KEPT = 800;
/** This shell version's offline page (kept at install). */
const OFFLINE_PAGE = `/cdn/shell/${__REMOTE_VERSION__}/offline.html`;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response> | Response): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (e) => {
  // Caches of an earlier layout of this worker go; then this worker answers the open pages at once.
  e.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') {
    e.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (workerKeeps(url.pathname)) e.respondWith(keptOrFetched(request));
});

/** The kept copy of an immutable file, or the network's answer (kept when it is a whole, successful one). */
async function keptOrFetched(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.status === 200 && answer.type === 'basic') {
    await cache.put(request, answer.clone());
    await trim(cache);
  }
  return answer;
}

/** Drops the oldest kept files past MOST_KEPT (a cache lists its keys in the order they were put), never the offline page. */
async function trim(cache: Cache): Promise<void> {
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname !== OFFLINE_PAGE);
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MOST_KEPT)).map((k) => cache.delete(k)));
}

async function offlinePage(): Promise<Response> {
  return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
}
