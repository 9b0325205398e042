import { expect, test } from '../support/test';
import { watchErrors } from '../support/site';

test('home renders inside the dashboard with the main menu', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home')).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  for (const label of ['首页', '体育', '真人', '棋牌', '电竞', '彩票', '电子', '捕鱼', '优惠', 'APP下载']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an unknown path shows not-found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('the zh-TW switch changes the text and is kept', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '首页', exact: true })).toBeVisible();
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.reload();
  await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁', exact: true })).toBeVisible();
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(menu.getByRole('link', { name: '首页', exact: true })).toBeVisible();
});

test('the professional edition changes the theme', async ({ page }) => {
  await page.goto('/home');
  const bg = () =>
    page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'classic');
  const classic = await bg();
  await page.getByTestId('edition-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  expect(await bg()).not.toBe(classic);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  await page.getByTestId('edition-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'classic');
});

test('the shell and a remote share one instance of every singleton; @site/shared is bundled into each', async ({ page }) => {
  await page.goto('/app/help/kh?versions');
  await expect(page.getByTestId('remote-version-mf_help')).toBeVisible();
  // Production builds give each importer its own namespace view of the exports it uses, so the
  // proof is export identity: every export both sides see must be the very same object.
  const same = await page.evaluate(async () => {
    const w = window as unknown as { __siteInstances: Record<string, Record<string, unknown>> };
    // RxJS is recorded as a loader (no page downloads all of it for the probe): each side loads its own 'rxjs' here.
    const loaded = async (set: Record<string, unknown>): Promise<Record<string, unknown>> => ({ ...set, rxjs: await (set.rxjs as () => Promise<unknown>)() });
    const shell = await loaded(w.__siteInstances.shell!);
    const help = await loaded(w.__siteInstances.mf_help!);
    const identical = (a: unknown, b: unknown): boolean => {
      if (a === b) return a !== undefined;
      if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
      const common = Object.keys(a).filter((k) => k in (b as object));
      return common.length > 0 && common.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
    };
    // The markers are objects of their own: the very same object means one loaded copy.
    const markers = ['shared', 'kit'];
    return Object.fromEntries(Object.keys(shell).map((k) => [k, markers.includes(k) ? shell[k] === help[k] : identical(shell[k], help[k])]));
  });
  // Contracts, schemas and rules travel with each build (a remote deployed alone runs its own);
  // the platform kit is one instance.
  expect(same).toEqual({ react: true, reactDom: true, reactDomClient: true, mobx: true, mobxReactLite: true, rxjs: true, shared: false, kit: true });
});
