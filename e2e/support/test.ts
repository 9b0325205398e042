import { test as base } from '@playwright/test';
import { buildCache, startSiteServer, type SiteServer } from './site-server';

/**
 * Playwright's test with the site as a worker fixture: every worker plays against a composed site of its own (its
 * api, port and data folder), so journeys in parallel workers share no member, balance, flag or registry.
 * E2E_BASE_URL plays against a site already running instead (one worker: see playwright.config.ts).
 */
export const test = base.extend<object, { site: SiteServer }>({
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
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';
