import { expect, test } from '../support/test';
import { seriousFindings } from '../support/axe';
import { siteStorage } from '../support/site-blank';

for (const edition of ['classic', 'professional'] as const) {
  test.describe(`${edition} edition`, () => {
    test.beforeEach(async ({ page }) => {
      await siteStorage(page, { edition });
    });

    test('home has no serious accessibility findings', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByTestId('home')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    test('a help article has no serious accessibility findings', async ({ page }) => {
      await page.goto('/app/help/kh?versions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-version-mf_help')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    test('the login dialog has no serious accessibility findings', async ({ page }) => {
      await page.goto('/home');
      await page.getByTestId('header-login').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
    });
  });
}
