import { expect, test } from '../support/test';
import { siteOps } from '../support/site';

const loadedHelpVersion = async (page: import('@playwright/test').Page) => {
  const el = page.getByTestId('remote-version-mf_help');
  await expect(el).toBeVisible();
  return el.getAttribute('data-version');
};

test('deploying a second mf-help version and rolling it back switches what the page loads, with no shell build', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = siteOps('status', '--json');
  await page.goto('/app/help/kh?versions');
  const first = await loadedHelpVersion(page);
  expect(first).toBeTruthy();

  const next = `1.0.0-e2e${Date.now()}`;
  const out = siteOps('deploy', 'mf-help', '--version', next);
  expect(out).toContain(`deployed mf-help ${next}`);
  await page.reload();
  expect(await loadedHelpVersion(page)).toBe(next);

  const back = siteOps('rollback', 'mf-help');
  expect(back).toContain(`rolled mf-help back to ${first}`);
  await page.reload();
  expect(await loadedHelpVersion(page)).toBe(first);

  // Only mf-help's entry moved; every other remote kept its version.
  const before = JSON.parse(shellBefore).remotes;
  const after = JSON.parse(siteOps('status', '--json')).remotes;
  for (const name of Object.keys(before)) expect(after[name].active).toBe(before[name].active);
});

test('with mf-help unreachable the help route shows the error panel with retry while home still works', async ({ page }) => {
  await page.route('**/cdn/mf-help/**', (route) => route.abort('connectionrefused'));
  await page.goto('/app/help/kh?versions');
  const panel = page.getByTestId('remote-error-mf_help');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('此区域暂时无法加载')).toBeVisible();
  // The navigation keeps working.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页', exact: true }).click();
  await expect(page.getByTestId('home')).toBeVisible();
  // Back on help with the files reachable again, retry loads the remote.
  await page.goBack();
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/cdn/mf-help/**');
  await panel.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('remote-version-mf_help')).toBeVisible({ timeout: 30_000 });
  await expect(panel).toHaveCount(0);
});

test('a remote whose active version is broken falls back to its previous good version', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/app/help/kh?versions');
  const good = await loadedHelpVersion(page);
  const bad = `1.0.0-bad${Date.now()}`;
  siteOps('deploy', 'mf-help', '--version', bad);
  try {
    await page.route(`**/cdn/mf-help/${bad}/**`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    expect(await loadedHelpVersion(page)).toBe(good);
    await expect(page.getByTestId('remote-error-mf_help')).toHaveCount(0);
  } finally {
    siteOps('rollback', 'mf-help');
  }
});
