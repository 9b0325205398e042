import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical WCAG 2 A/AA findings on the pages a player meets first, in both editions. */
async function audit(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

for (const edition of ['classic', 'professional'] as const) {
  test.describe(`${edition} edition`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((e) => window.localStorage.setItem('edition', e), edition);
    });

    test('home has no serious accessibility findings', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByTestId('home')).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });

    test('a help article has no serious accessibility findings', async ({ page }) => {
      await page.goto('/app/help/kh?versions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-version-mf_help')).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });

    test('the login dialog has no serious accessibility findings', async ({ page }) => {
      await page.goto('/home');
      await page.getByTestId('header-login').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await audit(page, '[role="dialog"]')).toEqual([]);
    });
  });
}
