import { expect, test, type Page } from '../support/test';
import { siteStorage } from '../support/site-blank';
import { expectLoggedIn, fillLogin, freshName, newMemberSession, openLogin, registerByApi, resetGuards } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { addBankCard } from '../support/member';
import { settled } from '../support/settled';
import { goInApp } from '../support/visit';

/**
 * Money in the member centre: a new player deposits through the demo payment gateway (real name and
 * phone asked inside the deposit flow), sees the balance and the transaction record, adds a bank
 * card, sets a withdrawal password, withdraws 50 and sees it locked then approved (the dev
 * auto-approver, WITHDRAW_AUTO_APPROVE_MS 3000 in e2e); bad amounts show their Chinese messages. FUNDS_SHOTS=<folder> saves screenshots at 1440 and 390 px, both
 * editions, both languages.
 */
const SHOTS = process.env.FUNDS_SHOTS;
const PASSWORD = 'abc12345';

async function newPlayer(page: Page): Promise<string> {
  const name = freshName('f');
  await page.goto('/home');
  // Many registrations from one address: the flood guard would ask for the slider.
  await resetGuards(page.request);
  await registerByApi(page, name, PASSWORD);
  const dialog = await openLogin(page);
  await fillLogin(dialog, name, PASSWORD);
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page, name);
  return name;
}

const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function bindInDeposit(page: Page): Promise<void> {
  await page.goto('/mine/savemoney');
  await expect(page.getByTestId('deposit-bind')).toBeVisible();
  await page.getByTestId('deposit-real-name').fill('王·');
  await page.getByTestId('deposit-phone').fill(randomPhone());
  await page.getByTestId('deposit-bind-submit').click();
  await expect(page.getByTestId('deposit-bind-error')).toHaveText('请输入正确的姓名');
  await page.getByTestId('deposit-real-name').fill('王小明');
  await page.getByTestId('deposit-bind-submit').click();
  // A first deposit offers the deposit limits once (deposit-limits.spec plays it): skipped in one tap.
  await page.getByTestId('limit-offer-skip').click();
  await expect(page.getByTestId('deposit-amount')).toBeVisible();
}

/** Deposits through the demo gateway (bank transfer), confirming as the bank would; answers the order number. */
async function depositThroughGateway(page: Page, amount: string): Promise<string> {
  await page.getByTestId('deposit-type-BANK').click();
  await page.getByTestId('deposit-amount').fill(amount);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('deposit-submit').click();
  const gateway = await popup;
  await expect(page).toHaveURL(/\/mine\/transferWait\?orderNo=D\d+/);
  await expect(page.getByTestId('deposit-wait-state')).toContainText('等待付款中');
  const orderNo = (await page.getByTestId('deposit-wait-order').textContent()) ?? '';
  await expect(gateway.getByTestId('gateway-amount')).toHaveText(`¥${Number(amount).toFixed(2)}`);
  await expect(gateway.getByText(await page.getByTestId('deposit-wait-reference').innerText())).toBeVisible();
  await gateway.getByTestId('gateway-confirm').click();
  await expect(gateway.getByTestId('gateway-paid')).toContainText('支付成功');
  await gateway.close();
  await expect(page.getByTestId('deposit-wait-state')).toHaveText('支付成功，金额已到账');
  return orderNo;
}

test('a new player binds real name and phone in the deposit flow and deposits 100 through the demo gateway', async ({ page }) => {
  // The whole money journey (deposit, card, withdrawal with its approval, password change, deposit limit).
  const name = await newPlayer(page);
  await bindInDeposit(page);
  for (const [text, message] of [
    ['', '请输入存款金额'],
    ['12.', '存款金额最多两位小数'],
    ['99', '存款金额低于该通道最低限额'],
    ['50001', '存款金额超过该通道最高限额'],
  ] as const) {
    await page.getByTestId('deposit-amount').fill(text);
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-amount-error')).toHaveText(message);
  }
  await page.getByTestId('deposit-amount').fill('');
  await page.getByTestId('deposit-amount').pressSequentially('100.005');
  await expect(page.getByTestId('deposit-amount')).toHaveValue('100.00');
  await expect(page.getByTestId('deposit-amount-capital')).toHaveText('大写：壹佰元整');
  await depositThroughGateway(page, '100');
  await expect(page.getByTestId('header-balance')).toContainText('100');

  // The transaction record shows the deposit; the filters are kept in the query string.
  await page.goto('/mine/transRecord');
  await expect(page.getByTestId('records-row').first()).toContainText('存款');
  await expect(page.getByTestId('records-row').first()).toContainText('+¥ 100');
  await page.getByTestId('records-type').selectOption('withdraw_lock');
  await expect(page).toHaveURL(/type=withdraw_lock/);
  await expect(page.getByText('该时间段内暂无交易记录')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('records-type')).toHaveValue('withdraw_lock');

  // The withdrawal: a bank card, the withdrawal password set on the page (site flag on), 50 withdrawn →
  // locked at once → approved by ops (dev control); the centre wallet then holds 50.
  await addBankCard(page, '王小明');
  await page.goto('/mine/takemoney');
  await expect(page.getByTestId('withdraw-password-setup')).toBeVisible();
  await page.getByTestId('withdraw-new-password').fill('123456');
  await page.getByTestId('withdraw-repeat-password').fill('123456');
  await page.getByTestId('withdraw-password-submit').click();
  await expect(page.getByTestId('withdraw-password-setup').getByRole('alert')).toHaveText('取款密码过于简单，不能是同一数字或连续数字');
  await page.getByTestId('withdraw-new-password').fill('135790');
  await page.getByTestId('withdraw-repeat-password').fill('135791');
  await page.getByTestId('withdraw-password-submit').click();
  await expect(page.getByTestId('withdraw-password-setup').getByRole('alert')).toHaveText('两次输入的取款密码不一致');
  await page.getByTestId('withdraw-repeat-password').fill('135790');
  await page.getByTestId('withdraw-password-submit').click();
  // Set: the withdrawal form now asks for it (the page reloads its facts at once).
  await expect(page.getByTestId('withdraw-password')).toBeVisible();
  // Before submit: the bank card's limits, the fee of this withdrawal, the expected arrival; then what arrives.
  await expect(page.getByTestId('withdraw-terms-range')).toHaveText('¥50 – ¥50,000');
  await expect(page.getByTestId('withdraw-terms-fee')).toHaveText('本笔免费（今日还可免费取款 3 次，之后每笔 ¥5）');
  await expect(page.getByTestId('withdraw-terms-arrival')).toHaveText('审核通过后 30 分钟内到账');
  await page.getByTestId('withdraw-amount').fill('50');
  await expect(page.getByTestId('withdraw-terms-payout')).toHaveText('¥ 50');
  await expect(page.getByTestId('withdraw-amount-capital')).toHaveText('大写：伍拾元整');
  await page.getByTestId('withdraw-password').fill('000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-refused')).toHaveText('取款密码错误');
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(page.getByTestId('withdraw-locked')).toHaveText('¥ 50');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('¥ 50');
  await expect(page.getByTestId('withdraw-order-state').first()).toHaveText('审核中');
  // Ops approve it (dev control: the auto-approver's decision, now); the page, asking every 3 s while an order is
  // under review, shows it paid.
  const approved = await page.request.post('/dev/withdraw/approve', { data: { name } });
  expect(((await approved.json()) as { data: { approved: number } }).data.approved).toBe(1);
  await expect(page.getByTestId('withdraw-order-state').first()).toHaveText('已出款');
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 50');

  // The password is changed with the current one (withdrawal/pwd/reset).
  await page.getByTestId('withdraw-password-manage').locator('summary').click();
  await page.getByTestId('wpwd-oldPassword').fill('135790');
  await page.getByTestId('wpwd-password').fill('135790');
  await page.getByTestId('wpwd-repeat').fill('135790');
  await page.getByTestId('wpwd-submit').click();
  await expect(page.getByTestId('withdraw-password-manage').getByRole('alert')).toHaveText('新密码不能与原密码相同');
  await page.getByTestId('wpwd-password').fill('246802');
  await page.getByTestId('wpwd-repeat').fill('246802');
  await page.getByTestId('wpwd-submit').click();
  await expect(page.getByText('取款密码修改成功')).toBeVisible();

  // A 24-hour deposit limit of 150 (a decrease: at once); a deposit above what is left is refused by the api.
  await page.goto('/mine/savemoney');
  await page.getByTestId('deposit-responsible-link').click();
  await expect(page).toHaveURL(/\/mine\/responsible/);
  await expect(page.getByTestId('responsible-elapsed')).toContainText(/\d:\d\d:\d\d/);
  await page.getByTestId('limit-input-day').fill('150');
  await page.getByTestId('limit-save-day').click();
  await expect(page.getByText('存款限额已生效')).toBeVisible();
  await expect(page.getByTestId('limit-day')).toContainText('当前 150.00 元');
  await page.goto('/mine/savemoney');
  await page.getByTestId('deposit-type-BANK').click();
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-refused')).toHaveText('存款金额超过您设定的24小时存款限额（150.00元），本周期内还可存款50.00元');
});

test('the reality check comes on any page at the chosen interval, with the session time visible in the header', async ({ page }) => {
  const { name } = await newMemberSession(page, 'rc');
  // The page's clock is the journey's: it moves the page past each interval instead of waiting for it.
  await page.clock.install();
  await page.goto('/mine/responsible');
  await page.getByTestId('reality-interval').selectOption('10');
  await expect(page.getByTestId('reality-interval')).toHaveValue('10');
  await expect(page.getByTestId('session-clock')).toHaveText(/0:0\d:\d\d$/);

  // The session made to look 10 minutes old but 12 s (the api's dev hook), the page shown, then both clocks moved on
  // those 12 s: the api's by the hook again, the page's by the journey (by seconds only: minutes would put the page's
  // signed timestamps outside the api's replay window).
  const age = async (elapsedMs: number) => {
    const res = await page.request.post('/dev/responsible/session-elapsed', { data: { name, elapsedMs } });
    expect((await res.json()).code).toBe(6000);
  };
  const reach = async (elapsedMs: number) => {
    await age(elapsedMs);
    await page.clock.fastForward(12_000);
  };
  await age(10 * 60_000 - 12_000);
  await page.goto('/game/realbet');
  await expect(page.getByTestId('session-clock')).toHaveText(/0:(09:[45]\d|10:\d\d)$/);
  const dialog = page.getByRole('dialog').filter({ hasText: '游戏时间提醒' });
  await expect(dialog).toHaveCount(0);
  await reach(10 * 60_000);
  await expect(dialog).toContainText(/您本次已在线 0:1\d:\d\d，投注 0\.00 元，净输赢 0\.00 元。是否继续？/);
  await dialog.getByRole('button', { name: '继续游戏' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // The next interval: log out from the dialog.
  await age(20 * 60_000 - 12_000);
  await page.goto('/home');
  await expect(page.getByTestId('session-clock')).toHaveText(/0:(19:[45]\d|20:\d\d)$/);
  await reach(20 * 60_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('session-clock')).toHaveCount(0);
});

for (const width of [1440, 390] as const) {
  for (const edition of ['classic', 'professional'] as const) {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      test(`deposit pages at ${width} px, ${edition}, ${language}: fit the screen, no serious accessibility findings`, async ({ page }) => {
        await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await siteStorage(page, { edition });
        await newMemberSession(page, 'f');
        await page.evaluate((l) => localStorage.setItem('language', l), language);
        await page.goto('/mine/savemoney');
        await expect(page.getByTestId('deposit-bind')).toBeVisible();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-bind-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        await page.getByTestId('deposit-real-name').fill('王小明');
        await page.getByTestId('deposit-phone').fill(randomPhone());
        await page.getByTestId('deposit-bind-submit').click();
        await page.getByTestId('limit-offer-skip').click();
        await page.getByTestId('deposit-type-USDT').click();
        await page.getByTestId('deposit-amount').fill('1000');
        await expect(page.getByTestId('deposit-preview')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect(await seriousFindings(page, '[data-testid="savemoney-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        const popup = page.waitForEvent('popup');
        await page.getByTestId('deposit-submit').click();
        const gateway = await popup;
        await gateway.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
        await expect(page.getByTestId('deposit-wait-state')).toBeVisible();
        expect(await seriousFindings(page, '[data-testid="deposit-wait-page"]')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-wait-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        await expect(gateway.getByTestId('gateway-confirm')).toBeVisible();
        if (SHOTS && edition === 'classic' && language === 'zh-CN') await gateway.screenshot({ path: `${SHOTS}/gateway-usdt-${width}.png`, fullPage: true });
        await gateway.close();
        for (const [path, testId] of [
          ['/mine/transRecord', 'trans-record-page'],
          ['/mine/responsible', 'responsible-page'],
          ['/mine/takemoney', 'takemoney-page'],
        ] as const) {
          await goInApp(page, path);
          await expect(page.getByTestId(testId)).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          expect(await seriousFindings(page, `[data-testid="${testId}"]`)).toEqual([]);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${testId}-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        }
      });
    }
  }
}
