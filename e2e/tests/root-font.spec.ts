import { expect, test } from '../support/test';

/** The root font size scales from the 1920 px design width (spec §9), between a floor and a ceiling. */
test('the root font is 16 px at 1920 px wide, 20 px at most on a wide screen, 14 px at least on a laptop or a phone', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  for (const [width, px] of [
    [1920, '16px'],
    [2160, '18px'],
    [2560, '20px'],
    [1440, '14px'],
    [390, '14px'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(rootFont).toBe(px);
  }
});
