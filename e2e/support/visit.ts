import { expect, type Page } from '@playwright/test';

/** Goes to a path the way the site's own links do: the router follows the history, the page is not loaded again. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * The layout matrices' way through their pages, one page load per look: the first path is loaded, each next one is
 * reached in the app (as a player clicking through would), so a combination pays for the shell, its remotes and axe
 * once.
 */
export function pageVisits(page: Page): (path: string) => Promise<void> {
  let loaded = false;
  return async (path) => {
    if (loaded) return goInApp(page, path);
    await page.goto(path);
    loaded = true;
  };
}
