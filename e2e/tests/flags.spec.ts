import { expect, test, type Page } from '../support/test';
import { watchErrors } from '../support/site';
import { loginAsNewMember } from '../support/auth';

/** The shell's site flags (spec §6), each flipped through the dev site-config endpoint and seen on the page. */

const DEFAULT_FLAGS = {
  hideAgent: false,
  hideNavIcons: false,
  foreverSite: false,
  defaultLanguage: 'zh-CN',
  skipSportsPage: false,
  siteDeposit: true,
  selfRunSport: true,
};

async function siteFlags(page: Page, flags: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/dev/site-config', { data: { flags } });
  expect((await res.json()).code).toBe(6000);
}

test.afterEach(async ({ page }) => {
  await siteFlags(page, DEFAULT_FLAGS);
});

test('hideAgent: the agent entry is gone from the page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('agent-entry')).toBeVisible();
  await siteFlags(page, { hideAgent: true });
  await page.reload();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByTestId('agent-entry')).toHaveCount(0);
  await expect(page.locator('a[href="/app/help/hzhb"]')).toHaveCount(0);
  await page.goto('/agent');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('skipSportsPage: the sport menu entry enters the sports venue instead of the sports list', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '体育', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/sport$/);
  await siteFlags(page, { skipSportsPage: true });
  await page.goto('/home');
  await expect(menu.getByRole('link', { name: '体育', exact: true })).toHaveCount(0);
  // Venue entry: a guest is asked to log in first.
  await menu.getByRole('button', { name: '体育', exact: true }).click();
  await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('hideNavIcons: the main menu without its section icons', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '体育', exact: true })).toBeVisible();
  await expect(menu.getByTestId('nav-icon')).toHaveCount(13);
  await siteFlags(page, { hideNavIcons: true });
  await page.reload();
  await expect(menu.getByRole('link', { name: '体育', exact: true })).toBeVisible();
  await expect(menu.getByTestId('nav-icon')).toHaveCount(0);
});

test('foreverSite: the permanent-address notice shows the address, in either language', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('forever-site')).toHaveCount(0);
  await siteFlags(page, { foreverSite: true });
  await page.reload();
  const host = new URL(page.url()).host;
  await expect(page.getByTestId('forever-site')).toHaveText(`请收藏本站永久网址：${host}`);
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect(page.getByTestId('forever-site')).toHaveText(`請收藏本站永久網址：${host}`);
  await page.getByTestId('language-switch').selectOption('zh-CN');
  expect(errors).toEqual([]);
});

test('defaultLanguage: a first visit gets the site language; a chosen language is kept', async ({ page, browser }) => {
  await page.goto('/home');
  await siteFlags(page, { defaultLanguage: 'zh-TW' });

  const first = await browser.newContext();
  const visitor = await first.newPage();
  await visitor.goto('/home');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(visitor.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁', exact: true })).toBeVisible();
  await expect(visitor.getByTestId('language-switch')).toHaveValue('zh-TW');
  await expect(visitor).toHaveTitle(/星耀體育/);
  // The site's default is not written as the visitor's choice.
  expect(await visitor.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await first.close();

  const chooser = await browser.newContext();
  const chosen = await chooser.newPage();
  await chosen.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
  await chosen.goto('/home');
  await expect(chosen.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页', exact: true })).toBeVisible();
  await expect(chosen.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await chooser.close();
});

test('siteDeposit off: the wallet tabs offer no 存款 and the deposit page is not found', async ({ page }) => {
  await loginAsNewMember(page);
  await page.goto('/mine/wallet');
  const tabs = page.getByRole('navigation', { name: '钱包页面' });
  await expect(tabs.getByRole('link', { name: '存款' })).toBeVisible();
  await siteFlags(page, { siteDeposit: false });
  await page.reload();
  await expect(tabs.getByRole('link', { name: '取款' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: '存款' })).toHaveCount(0);
  await page.goto('/mine/savemoney');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('selfRunSport off: the self-run sportsbook is gone from the sports list and its page is not found', async ({ page }) => {
  await loginAsNewMember(page);
  await page.goto('/game/sport');
  await expect(page.getByTestId('venue-tab-crty')).toBeVisible();
  await siteFlags(page, { selfRunSport: false });
  await page.reload();
  await expect(page.getByTestId('venue-tab-XMTY')).toBeVisible();
  await expect(page.getByTestId('venue-tab-crty')).toHaveCount(0);
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
