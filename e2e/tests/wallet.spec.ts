import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { expectLoggedIn, fillLogin, memberSession, openLogin } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { goInApp } from '../support/visit';

/**
 * The wallet pages (mf-member): demo02 moves money between the centre wallet and a venue,
 * recycles every venue back, and keeps the auto-transfer switch and the hide-no-balance flag. The
 * journey leaves demo02's money where it found it (other suites expect the seeded balance).
 * WALLET_SHOTS=<folder> also saves screenshots at 1440 and 390 px, both editions, both languages.
 */
const SHOTS = process.env.WALLET_SHOTS;

/** '¥ 1,234.5' → 1234.5 */
function yuanOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function yuanAt(page: Page, testId: string): Promise<number> {
  await expect(page.getByTestId(testId)).toContainText(/\d/);
  return yuanOf(await page.getByTestId(testId).textContent());
}

/** The way the one formatter writes an amount (zh-CN, trailing .00 dropped). */
function shown(yuan: number): string {
  const text = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(yuan).replace(/\.00$/, '');
  return `¥ ${text}`;
}

async function logInDemo02(page: Page): Promise<void> {
  await page.goto('/home');
  const dialog = await openLogin(page);
  await fillLogin(dialog, 'demo02', 'demo1234');
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page, 'demo02');
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('demo02 transfers into a venue and out; bad amounts show their Chinese messages', async ({ page }) => {
  await logInDemo02(page);
  await page.goto('/mine/transfermoney?venue=AGZR');
  await expect(page.getByRole('heading', { level: 1, name: '转账' })).toBeVisible();
  await expect(page.getByTestId('transfer-venue-select')).toHaveValue('AGZR');
  const center0 = await yuanAt(page, 'transfer-center');
  const venue0 = await yuanAt(page, 'transfer-venue');
  const amount = page.getByLabel('转账金额');
  const submit = page.getByTestId('transfer-submit');
  const error = page.getByTestId('transfer-amount-error');

  for (const [text, message] of [
    ['', '请输入转账金额'],
    ['12.', '请输入正确的金额，最多两位小数'],
    ['0', '转账金额必须大于0'],
    [String(Math.floor(center0) + 1), '中心钱包余额不足'],
  ] as const) {
    await amount.fill(text);
    await submit.click();
    await expect(error).toHaveText(message);
  }
  await amount.fill('1234567890123');
  await expect(amount).toHaveValue('123456789012');
  // As typed: the third decimal and letters never reach the field; the amount shows in capital numerals.
  await amount.fill('');
  await amount.pressSequentially('12.3e45');
  await expect(amount).toHaveValue('12.34');
  await expect(page.getByTestId('transfer-amount-capital')).toHaveText('大写：壹拾贰元叁角肆分');

  // In: 100 from the centre to AG真人.
  await amount.fill('100');
  await submit.click();
  await expect(page.getByText('转账成功')).toBeVisible();
  await expect(page.getByTestId('transfer-center')).toHaveText(shown(center0 - 100));
  await expect(page.getByTestId('transfer-venue')).toHaveText(shown(venue0 + 100));
  await expect(page.getByTestId('header-balance')).toHaveText(shown(center0 - 100));
  await expect(amount).toHaveValue('');

  // Out: more than the venue holds is refused, then 'all' brings the whole venue balance back.
  await page.getByRole('radio', { name: '转出到中心钱包' }).click();
  await amount.fill(String(venue0 + 101));
  await submit.click();
  await expect(error).toHaveText('场馆余额不足');
  await page.getByRole('button', { name: '全部' }).click();
  await expect(amount).not.toHaveValue('');
  await submit.click();
  await expect(page.getByTestId('transfer-venue')).toHaveText('¥ 0');
  await expect(page.getByTestId('transfer-center')).toHaveText(shown(center0 + venue0));
  await expect(page.getByTestId('header-balance')).toHaveText(shown(center0 + venue0));

  // Put the venue's money back where it was.
  if (venue0 > 0) {
    await page.getByRole('radio', { name: '转入场馆' }).click();
    await amount.fill(String(venue0));
    await submit.click();
    await expect(page.getByTestId('transfer-venue')).toHaveText(shown(venue0));
  }
});

test('the wallet shows every venue; recycle all brings every venue balance back; the switches persist', async ({ page }) => {
  await logInDemo02(page);
  await page.goto('/mine/wallet');
  await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
  const center0 = await yuanAt(page, 'wallet-center');
  const total0 = await yuanAt(page, 'wallet-total');
  const venues = page.getByRole('list', { name: '场馆钱包' }).getByRole('listitem');
  expect(await venues.count()).toBeGreaterThanOrEqual(8);

  // Money into two venues through the transfer page, then recycle all.
  for (const [venue, yuan] of [
    ['AGZR', '50'],
    ['KYQP', '25.5'],
  ] as const) {
    await page.goto(`/mine/transfermoney?venue=${venue}`);
    await expect(page.getByTestId('transfer-venue-select')).toHaveValue(venue);
    await page.getByLabel('转账金额').fill(yuan);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByText('转账成功').first()).toBeVisible();
    await expect(page.getByTestId('transfer-amount')).toHaveValue('');
  }
  await page.getByRole('link', { name: '我的钱包' }).click();
  await expect(page.getByTestId('wallet-center')).toHaveText(shown(center0 - 75.5));
  await expect(page.getByTestId('wallet-total')).toHaveText(shown(total0 + 75.5));

  // Refresh one venue.
  await page.getByRole('button', { name: '刷新开元棋牌余额' }).click();
  await expect(page.getByTestId('venue-balance-KYQP')).toContainText('25.50');

  await page.getByTestId('wallet-recycle').click();
  const results = page.getByTestId('recycle-results');
  await expect(results).toBeVisible();
  await expect(results.getByTestId('recycle-AGZR')).toContainText('50');
  await expect(results.getByTestId('recycle-KYQP')).toContainText('25.50');
  await expect(page.getByTestId('wallet-total')).toHaveText('¥ 0');
  await expect(page.getByTestId('wallet-center')).toHaveText(shown(center0 + total0));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/wallet-recycled-1440-classic-zh-CN.png`, fullPage: false, animations: 'disabled' });
  await expect(page.getByTestId('header-balance')).toHaveText(shown(center0 + total0));
  for (const item of await venues.all()) await expect(item.getByTestId(/^venue-balance-/)).toHaveText('¥ 0');

  // The auto-transfer switch is kept by the api.
  const auto = page.getByRole('switch', { name: '自动转账' });
  await expect(auto).toHaveAttribute('aria-checked', 'false');
  await auto.click();
  await expect(auto).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: '自动转账' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: '自动转账' }).click();
  await expect(page.getByRole('switch', { name: '自动转账' })).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: '自动转账' })).toHaveAttribute('aria-checked', 'false');

  // Hide-no-balance is kept in the remote's storage as 1/0: every venue is empty now.
  await page.getByLabel('隐藏无余额场馆').check();
  await expect(page.getByTestId('wallet-venues-empty')).toHaveText('暂无有余额的场馆');
  expect(await page.evaluate(() => localStorage.getItem('mf_member/hideNoBalance'))).toBe('1');
  await page.reload();
  await expect(page.getByLabel('隐藏无余额场馆')).toBeChecked();
  await page.getByLabel('隐藏无余额场馆').uncheck();
  expect(await page.evaluate(() => localStorage.getItem('mf_member/hideNoBalance'))).toBe('0');
  await expect(venues.first()).toBeVisible();
});

for (const width of [1440, 390] as const) {
  for (const edition of ['classic', 'professional'] as const) {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      test(`wallet pages at ${width} px, ${edition}, ${language}: fit the screen, no serious accessibility findings`, async ({ page }) => {
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition });
        // Logged in through the api (the login dialog is the other journeys'), in the language of the pages under test.
        await memberSession(page, 'demo02', 'demo1234');
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        await page.goto('/mine/wallet');
        await expect(page.getByTestId('wallet-center')).toContainText(/\d/);
        await expect(page.getByRole('heading', { level: 1, name: language === 'zh-CN' ? '我的钱包' : '我的錢包' })).toBeVisible();
        await noSidewaysScroll(page);
        expect(await seriousFindings(page, '[data-testid="wallet-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/wallet-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });

        await goInApp(page, '/mine/transfermoney?venue=AGZR');
        await expect(page.getByTestId('transfer-center')).toContainText(/\d/);
        await page.getByTestId('transfer-submit').click();
        await expect(page.getByTestId('transfer-amount-error')).toHaveText(language === 'zh-CN' ? '请输入转账金额' : '請輸入轉帳金額');
        await noSidewaysScroll(page);
        expect(await seriousFindings(page, '[data-testid="transfer-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/transfer-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
      });
    }
  }
}
