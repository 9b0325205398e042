import { test as base, type BrowserContextOptions } from '@playwright/test';
import { KeptPages } from './kept-page';
import { buildCache, startSiteServer, type SiteServer } from './site-server';

/**
 * Playwright's test with the site as a worker fixture: every worker plays against a composed site of its own (its
 * api, port and data folder), so journeys in parallel workers share no member, balance, flag or registry.
 * E2E_BASE_URL plays against a site already running instead (one worker: see playwright.config.ts).
 */
export const test = base.extend<object, { site: SiteServer; keptPages: KeptPages }>({
  site: [
    async ({}, use, workerInfo) => {
      const running = process.env.E2E_BASE_URL;
      if (running) {
        await use({ url: running, dataDir: process.env.DATA_DIR ?? '', stop: async () => undefined });
        return;
      }
      const server = await startSiteServer(workerInfo.parallelIndex);
      // site-ops in this worker (support/site.ts, the ops journeys) acts on this worker's data folder, with the
      // builds every worker shares.
      process.env.DATA_DIR = server.dataDir;
      process.env.BUILD_CACHE_DIR = buildCache();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // A journey's context and tab: the worker's kept ones, emptied between journeys (support/kept-page.ts). The
  // context is made with every option a journey can set (test.use), as Playwright's own fixture makes it. Each option
  // is named twice: Playwright resolves a fixture's dependencies from the names in its parameter (no rest property).
  keptPages: [
    async ({ browser }, use) => {
      const kept = new KeptPages(browser);
      await use(kept);
      await kept.drop();
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      keptPages,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      clientCertificates,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const chosen: BrowserContextOptions = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      clientCertificates,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    };
    const options = { ...contextOptions, ...Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== undefined)) };
    const { context } = await keptPages.take(options);
    await use(context);
    await keptPages.giveBack(testInfo.status === testInfo.expectedStatus, options);
  },
  page: async ({ context, keptPages }, use) => use(keptPages.pageOf(context)),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';
