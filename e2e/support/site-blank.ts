import type { Page } from '@playwright/test';

/** The path of the blank document: answered by a route in the page, never asked of the server. */
const BLANK_PATH = '/__e2e_blank';

/**
 * A blank document of the site's origin: the site's storage and cookies are there, nothing of the site is loaded or
 * run. A journey prepares the site's storage from it before the first page it plays.
 */
export async function openSiteBlank(page: Page): Promise<void> {
  const blank = `**${BLANK_PATH}`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>e2e</title>' }));
  try {
    await page.goto(BLANK_PATH, { timeout: 10_000 });
  } finally {
    await page.unroute(blank);
  }
}

/** Puts entries in the site's local storage (the edition, the language) before the first page of the site loads. */
export async function siteStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await openSiteBlank(page);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}
