import { expect, test, type Page } from '../support/test';
import { authDialog, fillLogin, openLogin, openRegister, resetGuards } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { siteStorage } from '../support/site-blank';

/**
 * What a new player meets first: the shell and the auth dialog at 360, 390 and 1440 px in
 * both editions and languages, internal names, the balance placeholder, the deposit flag, one message at a time.
 */

const WIDTHS = [360, 390, 1440] as const;
const EDITIONS = ['classic', 'professional'] as const;
const SHOTS = process.env.PHONE_SHOTS;

/**
 * Layout faults a player sees: the page scrolls sideways, a text runs outside the box it sits in or
 * off the screen (text in a sideways-scrolling strip or a deliberately clipped box is fine), or a
 * header label breaks over lines (the brand one character a line).
 */
async function layoutFaults(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const faults: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) faults.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const rootEl = document.querySelector(rootSelector);
    if (!rootEl) return [`${rootSelector} missing`];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    const clipsOrScrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX !== 'visible' || s.clip !== 'auto' || s.clipPath !== 'none') return true;
      }
      return false;
    };
    const boxOf = (el: Element): Element => {
      let e: Element = el;
      while (e.parentElement && getComputedStyle(e).display === 'inline') e = e.parentElement;
      return e;
    };
    const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.closest('[hidden], option, script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      // Moved wholly off-screen on purpose (the skip link until focused): not a layout fault.
      if (r.right <= 0 || r.left >= window.innerWidth) continue;
      if (clipsOrScrolls(parent)) continue;
      const box = boxOf(parent).getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1) faults.push(`"${text.slice(0, 12)}" runs outside ${name(boxOf(parent))}`);
      if (r.left < -1 || r.right > window.innerWidth + 1) faults.push(`"${text.slice(0, 12)}" is off-screen in ${name(parent)}`);
      if (parent.closest('[data-testid="site-header"]')) {
        const lines = new Set(Array.from(range.getClientRects()).map((x) => Math.round(x.top)));
        if (lines.size > 1) faults.push(`"${text.slice(0, 12)}" breaks over ${lines.size} lines in the header`);
      }
    }
    return faults;
  }, root);
}

/** The screen, and the edition and language in the site's storage before its first page. */
async function setUp(page: Page, width: number, edition: string, language: string): Promise<void> {
  await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
  await siteStorage(page, { edition, language });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });
}

for (const width of WIDTHS) {
  for (const edition of EDITIONS) {
    test.describe(`${width} px, ${edition}`, () => {
      test('home, a help article and the auth dialog fit the screen, with no serious accessibility findings', async ({ page }) => {
        await setUp(page, width, edition, 'zh-CN');
        await page.goto('/home');
        await expect(page.getByTestId('home')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
        expect(await layoutFaults(page)).toEqual([]);
        expect(await seriousFindings(page)).toEqual([]);
        await shot(page, `${width}-${edition}-home`);

        const login = await openLogin(page);
        expect(await layoutFaults(page, '[role="dialog"]')).toEqual([]);
        expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
        await shot(page, `${width}-${edition}-login`);
        await login.getByRole('button', { name: '关闭' }).first().click();
        await expect(authDialog(page)).toBeHidden();

        await openRegister(page);
        expect(await layoutFaults(page, '[role="dialog"]')).toEqual([]);
        expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
        await shot(page, `${width}-${edition}-register`);

        await page.goto('/app/help/kh');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await layoutFaults(page)).toEqual([]);
        expect(await seriousFindings(page)).toEqual([]);
        await shot(page, `${width}-${edition}-help`);
      });
    });
  }
}

test('in zh-TW at 360 px the header, home and help still fit', async ({ page }) => {
  await setUp(page, 360, 'professional', 'zh-TW');
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  expect(await layoutFaults(page)).toEqual([]);
  await shot(page, '360-professional-home-tw');
  await page.goto('/app/help/kh');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await layoutFaults(page)).toEqual([]);
  await shot(page, '360-professional-help-tw');
});

test('logged in on a 360 px phone: the header fits and 退出 is on screen; the balance is never a false ¥ 0', async ({ page }) => {
  await setUp(page, 360, 'classic', 'zh-CN');
  await page.goto('/home');
  await resetGuards(page.request);
  // The balance answers late: the header shows a placeholder until it arrives, never ¥ 0.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fd/api/**', async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openLogin(page);
  await fillLogin(dialog, 'demo02', 'demo1234');
  await dialog.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user')).toHaveText('demo02');
  await expect(page.getByTestId('header-balance')).toHaveAttribute('data-loaded', 'false');
  await expect(page.getByTestId('header-balance')).not.toContainText(/\d/);
  release();
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 1,000');
  await page.unroute('**/fd/api/**');

  const logout = page.getByRole('button', { name: '退出' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  expect(await layoutFaults(page)).toEqual([]);
  expect(await seriousFindings(page)).toEqual([]);
  await shot(page, '360-classic-home-member');

  // An unknown URL opened directly loads the member's info and balance like every route.
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveText('demo02');
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 1,000');
  await logout.click();
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('the edition toggle is named by what it shows', async ({ page }) => {
  await setUp(page, 390, 'classic', 'zh-CN');
  await page.goto('/home');
  await expect(page.getByRole('button', { name: '专业版' })).toBeVisible();
  await page.getByRole('button', { name: '专业版' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  await expect(page.getByRole('button', { name: '经典版' })).toBeVisible();
});

test('no internal names: pages are named in Chinese, the footer has no module versions', async ({ page }) => {
  await setUp(page, 390, 'classic', 'zh-CN');
  // (Every route has its page: the not-open panel, which also names the page in Chinese, is
  // covered by each remote's App test.)
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('APP 下载');
  await expect(page.locator('main')).not.toContainText('appdownload');
  await expect(page.locator('main')).not.toContainText('mf_activity');
  expect(await layoutFaults(page)).toEqual([]);
  await shot(page, '390-classic-download');
  await page.goto('/app/help/kh');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('mf_help@');
  await expect(page.getByTestId('remote-versions')).toHaveCount(0);
  // For ops: ?versions shows them.
  await page.goto('/app/help/kh?versions');
  await expect(page.getByTestId('remote-version-mf_help')).toBeVisible();
});

test('a guest with an expired token on /mine/userinfo gets one message: 请重新登录', async ({ page }) => {
  // Every toast the page shows, as it appears (toasts leave after a few seconds).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement) {
            const toasts = n.matches('[data-testid="toast"]') ? [n] : Array.from(n.querySelectorAll('[data-testid="toast"]'));
            for (const t of toasts) seen.push(t.textContent ?? '');
          }
        });
    }).observe(document, { childList: true, subtree: true });
  });
  await siteStorage(page, { token: 'bogus-expired-token' });
  await page.goto('/mine/userinfo');
  await expect(authDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const seen = () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
  await expect.poll(seen).toContain('请重新登录');
  expect(await seen()).toEqual(['请重新登录']);
});

test.describe('with the site deposit flag off', () => {
  test.afterEach(async ({ page }) => {
    await page.request.post('/dev/site-config', { data: { flags: { siteDeposit: true } } });
  });

  test('home has no 如何存款 link and the member menu no 存款 entry', async ({ page }) => {
    const res = await page.request.post('/dev/site-config', { data: { flags: { siteDeposit: false } } });
    expect((await res.json()).code).toBe(6000);
    await setUp(page, 1440, 'classic', 'zh-CN');
    await page.goto('/home');
    await expect(page.getByRole('link', { name: '如何取款' })).toBeVisible();
    await expect(page.getByRole('link', { name: '如何存款' })).toHaveCount(0);
    await resetGuards(page.request);
    const dialog = await openLogin(page);
    await fillLogin(dialog, 'demo02', 'demo1234');
    await dialog.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-user')).toHaveText('demo02');
    const member = page.getByRole('list', { name: '会员菜单' });
    await expect(member.getByRole('link', { name: '取款' })).toBeVisible();
    await expect(member.getByRole('link', { name: '存款', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '退出' }).click();
  });
});
