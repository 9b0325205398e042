import { expect, test, type Page } from '../support/test';
import { authDialog, expectLoggedIn, freshName, memberPost, memberSession, newMemberSession, openRegister, resetGuards } from '../support/auth';
import { siteStorage } from '../support/site-blank';
import { seriousFindings } from '../support/axe';
import { shot } from '../support/shots';

/**
 * Deposit limits offered up front: after 注册成功 the auth dialog offers a limit per 24 h / 7 days / 1 month (saved
 * through the responsible-gambling page's call and rule), or a skip in one tap; a member who has never deposited and
 * has not answered gets the same offer once before the first deposit form, kept by the api for every device.
 * SHOTS=<folder> saves the offer at 1440 and 390 px, both editions, both languages.
 */
const PASSWORD = 'abc12345';
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Registers through the dialog's form (fields by name, so in either language); the dialog then shows the offer. */
async function registerInDialog(page: Page, name: string) {
  const dialog = await openRegister(page);
  await dialog.locator('input[name="username"]').fill(name);
  await dialog.locator('input[name="new-password"]').fill(PASSWORD);
  await dialog.locator('input[name="repeat-password"]').fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog.getByTestId('limit-offer')).toBeVisible();
  return dialog;
}

/** Real name and phone bound through the api, so the deposit page goes straight to what follows them. */
async function bindForDeposit(page: Page): Promise<void> {
  const bound = await memberPost(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone: randomPhone() });
  expect(bound.code, bound.message).toBe(6000);
}

test('a new player sets a 24-hour limit in the offer after 注册成功; a deposit above what is left is refused', async ({ page }) => {
  await page.goto('/home');
  await resetGuards(page.request);
  const name = freshName('dl');
  const dialog = await registerInDialog(page, name);
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '设置存款限额' })).toBeVisible();
  // The order rule, before anything is sent.
  await dialog.getByTestId('limit-offer-day').fill('800');
  await dialog.getByTestId('limit-offer-week').fill('500');
  await dialog.getByTestId('limit-offer-save').click();
  await expect(dialog.getByTestId('limit-offer-error')).toHaveText('24小时存款限额（800.00元）不能高于7天存款限额（500.00元）');
  await dialog.getByTestId('limit-offer-week').fill('');
  await dialog.getByTestId('limit-offer-day').fill('200');
  await dialog.getByTestId('limit-offer-save').click();
  await expect(page.getByText('存款限额已生效')).toBeVisible();
  await expectLoggedIn(page, name);

  // The responsible-gambling page shows the same limit; the first deposit asks no more (the offer was answered).
  await page.goto('/mine/responsible');
  await expect(page.getByTestId('limit-day')).toContainText('当前 200.00 元');
  await page.goto('/mine/savemoney');
  await page.getByTestId('deposit-real-name').fill('王小明');
  await page.getByTestId('deposit-phone').fill(randomPhone());
  await page.getByTestId('deposit-bind-submit').click();
  await page.getByTestId('deposit-type-BANK').click();
  await expect(page.getByTestId('limit-offer')).toHaveCount(0);
  await page.getByTestId('deposit-amount').fill('300');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-refused')).toHaveText('存款金额超过您设定的24小时存款限额（200.00元），本周期内还可存款200.00元');
});

test('a player who did not answer gets the offer once before the first deposit, skips it in one tap, and is not asked again', async ({ page, browser }) => {
  const { name } = await newMemberSession(page, 'dk');
  await bindForDeposit(page);
  await page.goto('/mine/savemoney');
  await expect(page.getByTestId('limit-offer')).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveCount(0);
  await page.getByTestId('limit-offer-skip').click();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  await expect(page.getByTestId('limit-offer')).toHaveCount(0);
  // Not again: after a reload, nor on another device.
  await page.reload();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
  await expect(page.getByTestId('limit-offer')).toHaveCount(0);
  const other = await browser.newContext();
  try {
    const device = await other.newPage();
    await memberSession(device, name, PASSWORD);
    await device.goto('/mine/savemoney');
    await expect(device.getByTestId('deposit-amount')).toBeVisible();
    await expect(device.getByTestId('limit-offer')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the offer fits the screen at 1440 and 390 px in both editions and languages, in the dialog and on the deposit page', async ({ page }) => {
  for (const width of [1440, 390] as const) {
    for (const edition of ['classic', 'professional'] as const) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        const look = `${width}-${edition}-${language}`;
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition, language });
        // Each look is a new player's: the previous one's session is left behind.
        await page.evaluate(() => ['token', 'userId'].forEach((key) => localStorage.removeItem(key)));
        await page.goto('/home');
        await resetGuards(page.request);
        const dialog = await registerInDialog(page, freshName('dv'));
        await expect(dialog.getByTestId('limit-offer-skip')).toHaveText(language === 'zh-CN' ? '跳过' : '跳過');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), look).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="auth-dialog"]'), look).toEqual([]);
        await shot(page, `limit-offer-dialog-${look}`, { animations: 'disabled' });
        // Closed without an answer: the first deposit offers it.
        await dialog
          .getByRole('button', { name: language === 'zh-CN' ? '关闭' : '關閉' })
          .first()
          .click();
        await expect(authDialog(page)).toBeHidden();
        await bindForDeposit(page);
        await page.goto('/mine/savemoney');
        await expect(page.getByTestId('limit-offer')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), look).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="savemoney-page"]'), look).toEqual([]);
        await shot(page, `limit-offer-deposit-${look}`, { fullPage: true, animations: 'disabled' });
      }
    }
  }
});
