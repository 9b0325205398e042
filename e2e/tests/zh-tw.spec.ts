import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { freshName, openLogin, registerByApi } from '../support/auth';
import { watchErrors } from '../support/site';

/** zh-TW journeys: the whole page (shell, remotes, api texts and messages) in traditional Chinese with Taiwan terms. */

/** Characters written differently in the two scripts: a zh-TW page shows none of their simplified forms. */
const SIMPLIFIED_ONLY = /[们这为说时国会来对发过还个问应页码号账户邮录册务请输验证实体设单认让详点钱币额错误与机帮欢线网赛电视竞优员择开类规则条]/g;
/** Mainland wording the reviewed Taiwan terms replace. */
const MAINLAND_TERMS = /賬號|賬戶|郵箱/g;

/** Every text a player (or a screen reader, or the tab) gets: body, hidden SEO block, skip link, labels, title. */
async function pageTexts(page: Page, scope = 'body'): Promise<string> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!.cloneNode(true) as HTMLElement;
    // The language names are each in their own script; noscript is never shown with scripts on.
    root.querySelectorAll('[data-testid="language-switch"], noscript').forEach((el) => el.remove());
    const labels = Array.from(root.querySelectorAll('[aria-label],[title],[placeholder]')).map((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, root.textContent ?? '', ...labels].join('\n');
  }, scope);
}

/** The simplified characters and mainland terms in a text. */
function simplifiedIn(text: string): string[] {
  return [...(text.match(SIMPLIFIED_ONLY) ?? []), ...(text.match(MAINLAND_TERMS) ?? [])];
}

function expectTaiwan(text: string): void {
  expect(text.match(SIMPLIFIED_ONLY) ?? []).toEqual([]);
  expect(text.match(MAINLAND_TERMS) ?? []).toEqual([]);
}

async function chooseTaiwan(page: Page): Promise<void> {
  await siteStorage(page, { language: 'zh-TW' });
}

test('home in zh-TW: brand, tab title, skip link and SEO block included, no simplified characters', async ({ page }) => {
  const errors = watchErrors(page);
  await chooseTaiwan(page);
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('header').getByText('星耀體育', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/星耀體育/);
  await expect(page.getByTestId('seo-text')).toContainText('星耀體育官網');
  await expect(page.locator('a[href="#main"]')).toHaveText('跳到主要內容');
  expectTaiwan(await pageTexts(page));
  expect(errors).toEqual([]);
});

test('help in zh-TW has no simplified characters', async ({ page }) => {
  await chooseTaiwan(page);
  await page.goto('/app/help/kh');
  await expect(page.getByRole('heading', { level: 1, name: '開戶' })).toBeVisible();
  expectTaiwan(await pageTexts(page));
});

test('the activities in zh-TW: the api writes their titles and summaries in traditional characters, and a switch asks again', async ({ page }) => {
  await chooseTaiwan(page);
  await page.goto('/activity/discount');
  await expect(page.getByTestId('discount-card').first()).toBeVisible();
  expectTaiwan(await pageTexts(page, 'main'));
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect.poll(async () => (await pageTexts(page, 'main')).match(SIMPLIFIED_ONLY)?.length ?? 0).toBeGreaterThan(0);
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect.poll(async () => simplifiedIn(await pageTexts(page, 'main'))).toEqual([]);
});

test('home’s notices follow a language switch (the api writes them in the language asked for)', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect.poll(async () => simplifiedIn(await pageTexts(page, 'main'))).toEqual([]);
});

test("the auth dialog and the server's messages in zh-TW", async ({ page }) => {
  await page.goto('/home');
  const name = freshName('t');
  await registerByApi(page, name, 'abc12345');
  await page.evaluate(() => localStorage.setItem('language', 'zh-TW'));
  await page.reload();
  const dialog = await openLogin(page);
  await dialog.getByLabel('使用者名稱').fill(name);
  await dialog.getByLabel('密碼', { exact: true }).fill('abc99999');
  await dialog.getByTestId('login-submit').click();
  await expect(dialog.getByTestId('login-error')).toHaveText('使用者名稱或密碼錯誤');
  expectTaiwan(await pageTexts(page, '[role="dialog"]'));
});

test('a language switch asks the api again: the tab title follows', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/星耀体育/);
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect(page).toHaveTitle(/星耀體育/);
  await expect(page.getByTestId('seo-text')).toContainText('星耀體育官網');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page).toHaveTitle(/星耀体育/);
});

test("the casino list in zh-TW: its catalog is a chunk of its own, in before the first render, and a zh-CN player's switch loads it", async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (r) => {
    if (/\/cdn\/mf-casino\/.*casino-zh-TW/.test(r.url())) catalogs.push(r.url());
  });
  // zh-CN: never downloaded.
  await page.goto('/game/egame');
  await expect(page.getByRole('heading', { level: 1, name: '电子游艺' })).toBeVisible();
  await expect(page.getByPlaceholder('搜索游戏名称')).toBeVisible();
  expect(catalogs).toEqual([]);
  // A switch while the list is shown: the catalog comes, the list follows.
  await page.getByTestId('language-switch').selectOption('zh-TW');
  await expect(page.getByRole('heading', { level: 1, name: '電子游藝' })).toBeVisible();
  await expect(page.getByPlaceholder('搜尋遊戲名稱')).toBeVisible();
  expect(catalogs).toHaveLength(1);
  // The api's names (the venues, the games) are asked again in zh-TW: nothing simplified is left in the page.
  await expect.poll(async () => simplifiedIn(await pageTexts(page, 'main'))).toEqual([]);
  // A zh-TW first load: no zh-CN text first, none left.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '電子游藝' })).toBeVisible();
  await expect(page.locator('li[data-testid^="game-"]').first()).toBeVisible();
  expectTaiwan(await pageTexts(page, 'main'));
});
