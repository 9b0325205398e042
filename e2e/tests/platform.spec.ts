import { expect, test, type Page, type Request } from '../support/test';
import { newMemberSession } from '../support/auth';
import { siteStorage } from '../support/site-blank';
import { watchErrors } from '../support/site';
import { shot } from '../support/shots';

/** Shell platform journeys: guards, relogin, encryption, deposit flag, title, dialog kit. */

const DEFAULT_TITLE = '星耀体育 · 真人 · 棋牌 · 电竞 · 彩票';
const API_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/'];

async function siteConfig(page: Page, patch: { title?: string; h5DomainUrl?: string; flags?: Record<string, unknown> }): Promise<void> {
  const res = await page.request.post('/dev/site-config', { data: patch });
  expect((await res.json()).code).toBe(6000);
}
async function resetSite(page: Page): Promise<void> {
  await siteConfig(page, { title: DEFAULT_TITLE, h5DomainUrl: '', flags: { siteDeposit: true, encrypt: false, professionalTheme: 1 } });
}

/** A fresh member's session, stored as a login would before the journey's first page. */
async function loginAsNewMember(page: Page): Promise<void> {
  await newMemberSession(page, 'pf');
}

test.afterEach(async ({ page }) => {
  await resetSite(page);
});

test('a guest opening /mine/userinfo is warned and sent home', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/mine/userinfo');
  await expect(page.getByTestId('toast').filter({ hasText: '请先登录账号，才能了解更多' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an expired session (6001) runs the relogin flow: 请重新登录, home, login dialog', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => {
    localStorage.setItem('token', 'bogus-expired-token');
    localStorage.setItem('DD_banks', JSON.stringify({ d: [1], v: 1 }));
  });
  await page.goto('/mine/userinfo');
  await expect(page.getByTestId('toast').filter({ hasText: '请重新登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // auth:login opened the auth dialog host (mf-auth's dialog parcel, or its error panel).
  await expect(page.locator('.remote-mf_auth, [data-remote="mf_auth"]').first()).toBeAttached();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('DD_banks')])).toEqual([null, null]);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('with encryption on the site works and its api calls go to obfuscated /x/ paths (preInfo comes in the index page)', async ({ page }) => {
  // Let the first load finish its calls so none of them is counted for the encrypted load.
  await page.goto('/home', { waitUntil: 'networkidle' });
  await siteConfig(page, { flags: { encrypt: true } });
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/x/') || API_PREFIXES.some((p) => path.startsWith(p))) seen.push(path);
  });
  const errors = watchErrors(page);
  await page.evaluate(() => localStorage.setItem('token', 'bogus-expired-token'));
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  // member/info (encrypted) answered 6001 (encrypted): the flow ran, so the answer was read.
  await expect(page.getByTestId('toast').filter({ hasText: '请重新登录' })).toBeVisible();
  // preInfo (with the encrypt flag) came in the index page's boot data: every call of the load is obfuscated.
  expect(seen.length).toBeGreaterThan(0);
  for (const p of seen) expect(p).toMatch(/^\/x\/[0-9a-f]+$/);
  expect(errors).toEqual([]);
});

test('with the deposit flag off the deposit pages are not found', async ({ page }) => {
  await loginAsNewMember(page);
  await siteConfig(page, { flags: { siteDeposit: false } });
  await page.goto('/mine/savemoney');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/app/help/ck');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/app/help/qk');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('a long title scrolls like a marquee and the site icon is set', async ({ page }) => {
  await page.goto('/home');
  const title = '星耀体育官方网站：体育真人棋牌电竞彩票一站畅玩';
  await siteConfig(page, { title });
  await page.goto('/home');
  // The marquee turns the title (with a space between the turns) on its own timer: every title the tab shows is the
  // site's title or one of its turns, and it moves.
  const isTurnOfTitle = (shown: string) => shown === title || (shown.length === title.length + 1 && `${title} ${title} `.includes(shown));
  await expect.poll(async () => isTurnOfTitle(await page.title())).toBe(true);
  const titles = new Set<string>();
  await expect
    .poll(async () => {
      const shown = await page.title();
      expect(isTurnOfTitle(shown), shown).toBe(true);
      titles.add(shown);
      return titles.size;
    })
    .toBeGreaterThan(2);
  // The site's icon is the shell's own: inline (no request for it on every page load).
  expect(await page.locator('link[rel~="icon"]').first().getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
});

type Kind = 'confirm' | 'single' | 'tips' | 'bindRealName' | 'loginRequired' | 'reenterGame';
async function open(page: Page, kind: Kind): Promise<void> {
  await page.evaluate((k) => void (window as any).__siteDialogs[k](), kind);
}

test('each dialog kind opens and closes with the keyboard, in both editions', async ({ page }) => {
  for (const edition of ['classic', 'professional'] as const) {
    await siteStorage(page, { edition });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-edition', edition);

    for (const kind of ['confirm', 'single', 'tips', 'bindRealName', 'loginRequired'] as const) {
      await page.getByTestId('header-login').focus();
      await open(page, kind);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      // Focus is inside; Tab stays inside.
      for (let i = 0; i < 4; i++) {
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Tab');
      }
      if (kind === 'tips') await shot(page, `dialog-tips-${edition}`);
      if (kind === 'bindRealName') {
        await expect(dialog.getByRole('button', { name: '去完善' })).toBeVisible();
        await shot(page, `dialog-bindRealName-${edition}`);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('header-login')).toBeFocused();
    }

    // Confirm with Enter on the focused confirm button.
    await open(page, 'confirm');
    await shot(page, `dialog-confirm-${edition}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The 6302 dialog has no close button and ignores Esc; its button closes it.
    await open(page, 'reenterGame');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('数据错误，请重新进入游戏');
    await expect(alert.getByRole('button', { name: '关闭' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(alert).toBeVisible();
    await shot(page, `dialog-reenter-${edition}`);
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);

    // Toasts at the bottom and the loading toast that closes itself after 3 s.
    await page.evaluate(() => {
      const d = (window as any).__siteDialogs;
      d.toast('info');
      d.toast('success');
      d.toast('warning');
      d.toast('error');
      d.loading();
    });
    await expect(page.getByTestId('toast')).toHaveCount(4);
    await expect(page.getByTestId('loading-toast')).toBeVisible();
    await shot(page, `toasts-${edition}`);
    await expect(page.getByTestId('loading-toast')).toHaveCount(0, { timeout: 4500 });
  }
});

test('a phone is sent to the H5 site with the invite and referral codes', async ({ browser, page }) => {
  await siteConfig(page, { h5DomainUrl: 'https://h5.example.test/' });
  const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
  try {
    const mobile = await phone.newPage();
    await mobile.route('https://h5.example.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>H5</h1>' }));
    await mobile.goto('/home?I_CODE=inv42&Rcode=ref7');
    await expect(mobile).toHaveURL(/^https:\/\/h5\.example\.test\/\?/);
    const url = new URL(mobile.url());
    expect(url.searchParams.get('icode')).toBe('inv42');
    expect(url.searchParams.get('rcode')).toBe('ref7');
  } finally {
    await phone.close();
    await resetSite(page);
  }
});

test('with no H5 site configured a phone stays on this site', async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36' });
  try {
    const mobile = await phone.newPage();
    await mobile.goto('/home');
    await expect(mobile.getByTestId('home')).toBeVisible();
  } finally {
    await phone.close();
  }
});
