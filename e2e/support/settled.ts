import type { Page } from '@playwright/test';

/**
 * The page as a person sees it once it has drawn: web fonts loaded, every image on it decoded (lazy ones outside the
 * viewport aside), two frames painted. What a layout or contrast check needs, unlike the network going quiet (a page
 * that polls, or holds a request open, never does).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    // A failsafe bound: an image that never loads is the page's problem, shown by the checks that follow.
    const bound = new Promise((r) => setTimeout(r, 5000));
    await Promise.race([Promise.all(images.map((img) => img.decode().catch(() => undefined))), bound]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
