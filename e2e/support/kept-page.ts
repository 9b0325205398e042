import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { openSiteBlank } from './site-blank';

/**
 * The tab a worker keeps from one journey to the next. A journey on a new browser context pays for a new renderer
 * process and a cold start of the site in it (about 1.4 CPU-s here, against 0.3 for a load in a renderer that has
 * run the site before); so, as long as nothing a journey did would reach the next one, the next journey gets the
 * same context and tab, emptied the way a new context is empty:
 * - cookies, permissions, routes, every storage of the site's origin (session storage too), the HTTP cache (each
 *   journey is a first visit, as it would be in a new context), the tab's history, the viewport and the mouse;
 * - the listeners the journey put on the tab or the context are taken off;
 * - the tab is left on a blank document of the site's own origin, so the next journey's first page stays in the
 *   renderer that ran the site (a blank page of another origin would cost a new one).
 *
 * What cannot be emptied makes the context go, and the next journey gets a new one: a journey that failed, closed
 * its tab or opened others, ran with service workers allowed, or called anything that stays with a context (the fake
 * clock, init scripts, exposed functions, offline mode, extra headers, geolocation, HAR or WebSocket routes, emulated
 * media, default timeouts): those calls are watched on the kept context and tab. A journey that sets the site's
 * storage before its first page does it from the blank document (support/site-blank.ts), not with an init script.
 */

/** A tab and its context, and whether the journey that used it did something a reset cannot undo. */
interface Kept {
  key: string;
  context: BrowserContext;
  page: Page;
  spent: boolean;
  pageListeners: Listeners;
  contextListeners: Listeners;
}

/** The calls of a context that stay with it: one of them makes the context go at the journey's end. */
const CONTEXT_LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const PAGE_LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const CLOCK_LASTING = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

type Events = Pick<NodeJS.EventEmitter, 'eventNames' | 'listeners' | 'removeListener'>;
/** The listeners on a tab or context by event (their emitters are Node-like, though typed without these). */
type Listeners = Map<string | symbol, unknown[]>;
const listenersOf = (emitter: Page | BrowserContext): Listeners => {
  const events = emitter as unknown as Events;
  return new Map(events.eventNames().map((name) => [name, [...events.listeners(name)]]));
};
/** Takes off the listeners a journey added (a page.on of a helper, say), as a new context would not have them. */
function removeAdded(emitter: Page | BrowserContext, before: Listeners): void {
  const events = emitter as unknown as Events;
  for (const [name, now] of listenersOf(emitter)) {
    const had = before.get(name) ?? [];
    for (const listener of now) if (!had.includes(listener)) events.removeListener(name, listener as (...args: unknown[]) => void);
  }
}

/** Makes each of `names` on `target` mark the kept tab spent before doing what it does. */
function watch(kept: Kept, target: object, names: readonly string[]): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      kept.spent = true;
      return original.apply(this, args);
    };
  }
}

export class KeptPages {
  private kept: Kept | undefined;

  constructor(private readonly browser: Browser) {}

  /** The kept context and tab for these options, or a new one when there is none or it cannot serve them. */
  async take(options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
    const key = JSON.stringify(options);
    if (this.kept && this.kept.key !== key) await this.drop();
    if (!this.kept) {
      const context = await this.browser.newContext(options);
      const page = await context.newPage();
      const kept: Kept = { key, context, page, spent: false, pageListeners: new Map(), contextListeners: new Map() };
      watch(kept, context, CONTEXT_LASTING);
      watch(kept, page, PAGE_LASTING);
      watch(kept, context.clock, CLOCK_LASTING);
      this.kept = kept;
    }
    this.kept.pageListeners = listenersOf(this.kept.page);
    this.kept.contextListeners = listenersOf(this.kept.context);
    return this.kept;
  }

  /** The kept tab of a context `take` gave. */
  pageOf(context: BrowserContext): Page {
    if (this.kept?.context !== context) throw new Error('pageOf: not the kept context');
    return this.kept.page;
  }

  /** At a journey's end: the tab emptied for the next one, or its context closed when it cannot be. */
  async giveBack(passed: boolean, options: BrowserContextOptions): Promise<void> {
    const kept = this.kept;
    if (!kept) return;
    const reusable =
      passed &&
      !kept.spent &&
      !kept.page.isClosed() &&
      kept.context.pages().length === 1 &&
      options.baseURL !== undefined &&
      // What emptying would take from the next journey: the storage and the permissions its options start it with.
      options.storageState === undefined &&
      options.permissions === undefined &&
      // A service worker's registration outlives the storage clearing while the tab it controls stays open (its
      // unregistration waits for that tab to go): the next journey would start controlled by it, or find it revived
      // by its own register() yet never claiming the page.
      options.serviceWorkers !== 'allow';
    const emptied =
      reusable &&
      (await this.empty(kept, options).then(
        () => true,
        () => false,
      ));
    if (!emptied) await this.drop();
  }

  async drop(): Promise<void> {
    const kept = this.kept;
    this.kept = undefined;
    await kept?.context.close().catch(() => undefined);
  }

  private async empty({ context, page, pageListeners, contextListeners }: Kept, options: BrowserContextOptions): Promise<void> {
    removeAdded(page, pageListeners);
    removeAdded(context, contextListeners);
    const origin = new URL(options.baseURL!).origin;
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openSiteBlank(page);
    await page.evaluate(() => sessionStorage.clear());
    const cdp = await context.newCDPSession(page);
    try {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Page.resetNavigationHistory');
    } finally {
      await cdp.detach();
    }
    await context.clearCookies();
    await context.clearPermissions();
    const viewport = options.viewport;
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
    await page.mouse.move(-1, -1);
  }
}
