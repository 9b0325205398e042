import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { partsOf, pagesModuleOf } from '@site/kit';
import { remoteOfPath, routeOfPath, type RemoteName } from '@site/shared';
import { mayPreload, PreloadReason, remoteOfHref, remotesLinkedFrom, type ConnectionHint } from './preload-logic';

/**
 * Links warmed when the browser is idle: those of the page's own content (not the menu, which links
 * every remote: a remote entry carries the federation runtime, ~24 KB brotli each, too much to take
 * for all of them on every page), and only those on screen. Any link is warmed on hover/focus.
 */
const IDLE_LINKS = 'main a[href]';

/** The part of the federation runtime the preloader drives (the shell's host instance). */
export type PreloadHost = Pick<ModuleFederation, 'preloadRemote'>;

/** What the preloader reads of the registry (the RemoteLoader): whether a remote is there, and its idle warm. */
export interface PreloadRegistry {
  has(remote: RemoteName): boolean;
  /** Manifest and entry of the registered version, without the federation runtime (RemoteLoader.warmEntry). */
  warmEntry(remote: RemoteName, prefetch: (url: string) => void): boolean;
  /** The page being opened: its manifest now, then its entry, pages chunks and page chunk warmed (RemoteLoader.warmOpening). */
  warmOpening(remote: RemoteName, exposePath: string, routeName: string | undefined, warm: (url: string) => void): boolean;
}

/** What the preloader reads of the page: the document, the browser's idle callback and connection hint. */
export interface PreloadEnv {
  document: Document;
  origin: string;
  connection: () => ConnectionHint | undefined;
  onIdle: (run: () => void) => void;
  /** Whether an element is (at least partly) in the viewport. */
  onScreen: (el: Element) => boolean;
  /** Asks the browser to fetch a file into its cache at low priority, without running it. */
  prefetch: (url: string) => void;
  /**
   * Fetches a file the page is about to run into the browser's HTTP cache, at high priority (answering the
   * index page's `<link rel="preload" as="fetch">` of it, when there is one); a failure is left to the load.
   */
  warm: (url: string) => void;
}

/** The page's browser environment (requestIdleCallback where there is one, a short timer otherwise). */
export function browserPreloadEnv(): PreloadEnv {
  return {
    document,
    origin: window.location.origin,
    connection: () => (navigator as Navigator & { connection?: ConnectionHint }).connection,
    onIdle: (run) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: 5000 });
      else window.setTimeout(run, 1000);
    },
    onScreen: (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
    },
    prefetch: (url) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // The entry's script is loaded in CORS mode (with its integrity): the same mode, so the cached copy is used.
      link.crossOrigin = 'anonymous';
      link.href = url;
      document.head.appendChild(link);
    },
    warm: (url) => {
      void fetch(url, { credentials: 'same-origin' })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    },
  };
}

/**
 * Warms the remotes the page links to: when the browser is idle, the manifest and remote entry of the
 * remotes the page's content links to on screen (IDLE_LINKS), fetched without the federation runtime
 * (the RemoteLoader keeps the manifest, the browser's cache the entry: a shell page such as home never
 * downloads the runtime for it); when the player points at or focuses a link, also the chunks of that
 * remote's pages module, through the runtime's preloadRemote (the player is about to need the runtime).
 * Never on save-data connections, each remote once per reason, only remotes the registry has (registered
 * by the RemoteLoader, which also makes the entry load with its integrity). A failed preload only warns:
 * loading the route later goes through the loader's fallbacks as usual.
 */
export class RemotePreloader {
  private readonly done = new Map<PreloadReason, Set<RemoteName>>([
    [PreloadReason.IDLE, new Set()],
    [PreloadReason.HOVER, new Set()],
  ]);
  private idleScheduled = false;

  constructor(
    private readonly host: PreloadHost,
    private readonly registry: PreloadRegistry,
    private readonly env: PreloadEnv,
  ) {}

  /** Starts watching the page: hover/focus on links, and unless `idle` is false an idle scan now and after every change of the page. */
  start(idle = true): () => void {
    const doc = this.env.document;
    const onPoint = (e: Event) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      const remote = link ? remoteOfHref(link.getAttribute('href') ?? '', this.env.origin) : undefined;
      if (remote) this.preload(remote, PreloadReason.HOVER);
    };
    doc.addEventListener('pointerover', onPoint, { passive: true });
    doc.addEventListener('focusin', onPoint);
    // The idle scan is the first-load plan's idle-linked-remotes (off: only hover and focus warm a remote).
    const observer = new MutationObserver(() => this.scheduleIdleScan());
    if (idle) {
      observer.observe(doc.body, { childList: true, subtree: true });
      this.scheduleIdleScan();
    }
    return () => {
      doc.removeEventListener('pointerover', onPoint);
      doc.removeEventListener('focusin', onPoint);
      observer.disconnect();
    };
  }

  private scheduleIdleScan(): void {
    if (this.idleScheduled) return;
    this.idleScheduled = true;
    this.env.onIdle(() => {
      this.idleScheduled = false;
      const links = Array.from(this.env.document.querySelectorAll(IDLE_LINKS)).filter((a) => this.env.onScreen(a));
      const hrefs = links.map((a) => a.getAttribute('href') ?? '');
      for (const remote of remotesLinkedFrom(hrefs, this.env.origin)) this.preload(remote, PreloadReason.IDLE);
    });
  }

  /** Preloads one remote for one reason (once); false when it was not (save-data, unknown, done already). */
  preload(remote: RemoteName, reason: PreloadReason): boolean {
    if (!mayPreload(this.env.connection())) return false;
    return this.warm(remote, reason);
  }

  /**
   * The remote of the page being opened (a first load straight onto /app/help/kh): its manifest (at once,
   * without waiting for the federation runtime), entry and pages chunks are asked for as soon as the registry
   * is in, while the shell still evaluates and renders, instead of after its first render. Not a guess, so also on save-data: the page
   * needs these files now. False for a shell page or a remote the registry does not have.
   */
  openingRoute(pathname: string): boolean {
    const remote = remoteOfPath(pathname);
    if (remote === undefined || !this.registry.has(remote)) return false;
    // The manifest at once, then the entry and the pages chunks, beside the federation runtime's download: the
    // runtime finds them in the HTTP cache. Not the runtime's own preload as well (its script preloads, once
    // failed, would fail the retry too); a later hover or idle scan asks for nothing more.
    if (this.done.get(PreloadReason.HOVER)?.has(remote)) return false;
    const pages = pagesModuleOf(remote);
    const route = routeOfPath(pathname)?.name;
    if (!pages || !this.registry.warmOpening(remote, partsOf(pages).path, route, this.env.warm)) return this.warm(remote, PreloadReason.HOVER);
    this.done.get(PreloadReason.HOVER)?.add(remote);
    return true;
  }

  private warm(remote: RemoteName, reason: PreloadReason): boolean {
    const done = this.done.get(reason);
    if (!done || done.has(remote) || !this.registry.has(remote)) return false;
    // A remote warmed for a hover (or the page being opened) has its manifest and entry already.
    if (reason === PreloadReason.IDLE && this.done.get(PreloadReason.HOVER)?.has(remote)) return false;
    done.add(remote);
    const pages = pagesModuleOf(remote);
    if (reason === PreloadReason.IDLE || !pages) return this.registry.warmEntry(remote, this.env.prefetch);
    const args = { nameOrAlias: remote, exposes: [partsOf(pages).path], resourceCategory: 'sync' as const, share: false, depsRemote: false };
    this.host.preloadRemote([args]).catch((e: unknown) => console.warn(`[shell] preloading ${remote} failed`, e));
    return true;
  }
}
