import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { memberPost, newMemberSession } from '../support/auth';
import { seriousFindings } from '../support/axe';
import { settled } from '../support/settled';
import { pageVisits } from '../support/visit';

/**
 * VIP and welfare: a new player deposits through the demo gateway and bets (the dev hook
 * plays even-money casino rounds through the ledger), sees the progress to VIP1 and reaches it,
 * claims the VIP1 upgrade bonus once, exchanges points for a cash bonus and finds it in the exchange
 * records with the filter kept in the address. VIP_SHOTS=<folder> saves screenshots of the six pages
 * at 1440 and 390 px, both editions, both languages.
 */
const SHOTS = process.env.VIP_SHOTS;
const DEVICE = 'e2e-vip-device';
const post = (page: Page, path: string, body: unknown, key?: string) => memberPost(page, path, body, key, DEVICE);
const newKey = () => `e2e-vip-${randomUUID()}`;

/** Binds real name and phone, pays a bank-transfer order and confirms it on the demo gateway as the bank would. */
async function deposit(page: Page, amount: string): Promise<void> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const bound = await post(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone });
  expect(bound.code, bound.message).toBe(6000);
  const order = await post(page, '/fd/api/v1/payment/pay', { payCode: 'BANK', amount });
  expect(order.code, order.message).toBe(6000);
  const [path, query] = String((order.data as { gatewayUrl: string }).gatewayUrl).split('?');
  const confirmed = await page.request.post(`${path}/confirm?${query}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '' });
  expect(confirmed.status()).toBe(200);
}

/** Valid bets through the dev hook (the balance ends where it began). */
async function play(page: Page, name: string, amount: string): Promise<void> {
  const res = await page.request.post('/dev/vip/play', { data: { name, amount } });
  expect((await res.json()) as unknown).toMatchObject({ code: 6000 });
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('a new player reaches VIP1, claims the upgrade bonus once, exchanges points and sees the record', async ({ page }) => {
  const { name } = await newMemberSession(page, 'v');
  await deposit(page, '100');

  // Progress: the deposit is there, the valid bets are missing.
  await page.goto('/mine/vip');
  await expect(page.getByTestId('vip-grade')).toHaveText('VIP0');
  await expect(page.getByTestId('vip-deposit')).toHaveText('¥ 100');
  await expect(page.getByTestId('vip-bet-left')).toHaveText('还差 ¥ 1,000');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('aria-valuenow', '0');
  await play(page, name, '600');
  await page.reload();
  await expect(page.getByTestId('vip-bet-left')).toHaveText('还差 ¥ 400');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('aria-valuenow', '60');
  await play(page, name, '400');
  await page.reload();
  await expect(page.getByTestId('vip-grade')).toHaveText('VIP1');
  await expect(page.getByTestId('vip-bet')).toHaveText('¥ 1,000');
  await expect(page.getByTestId('vip-grades').locator('tr[aria-current="true"] td').first()).toHaveText('VIP1');

  // The grade detail keeps the chosen grade in the address.
  await page.getByRole('button', { name: '查看等级特权' }).click();
  await page.getByTestId('vip-detail-grade-3').click();
  await expect(page).toHaveURL(/\/mine\/vip\/detail\?grade=3$/);
  await expect(page.getByTestId('vip-detail-upgrade')).toHaveText('¥ 58');
  await page.reload();
  await expect(page.getByTestId('vip-detail-grade-3')).toHaveAttribute('aria-pressed', 'true');

  // The welfare centre: the VIP1 upgrade bonus, once.
  await page.goto('/mine/welfare');
  const claim = page.getByTestId('welfare-upgrade-claim-1');
  await expect(claim).toHaveText('立即领取');
  await expect(page.getByTestId('welfare-upgrade-claim-2')).toBeDisabled();
  await claim.click();
  await expect(toast(page, '领取成功，¥8 已到账')).toBeVisible();
  await expect(claim).toHaveText('已领取');
  await expect(claim).toBeDisabled();
  const again = await post(page, '/act/api/v1/vipWelfare/receive', { kind: 'upgrade', grade: 1 }, newKey());
  expect([again.code, again.message]).toEqual([6009, '该福利已领取']);
  await expect(page.getByTestId('header-balance')).toHaveText(/¥\s*108$/);

  // The exchange: 1,000 of valid bets are 100 points; the 8-yuan cash bonus costs 80.
  await page.goto('/mine/exchange');
  await expect(page.getByTestId('exchange-points')).toHaveText('100');
  await expect(page.getByTestId('exchange-submit-2')).toHaveText('积分不足');
  await page.getByTestId('exchange-submit-1').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '兑换成功：8元现金红利')).toBeVisible();
  await expect(page.getByTestId('exchange-points')).toHaveText('20');
  await expect(page.getByTestId('exchange-submit-1')).toHaveText('积分不足');
  await expect(page.getByTestId('header-balance')).toHaveText(/¥\s*116$/);

  // The exchange records: the filter is kept in the address.
  await page.getByRole('button', { name: '查看兑换记录' }).click();
  await expect(page).toHaveURL(/\/mine\/giftRecord$/);
  const row = page.getByTestId('gift-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('8元现金红利');
  await expect(row).toContainText('-80');
  await expect(row).toContainText('已到账');
  await page.getByTestId('gift-kind').selectOption('gift');
  await expect(page).toHaveURL(/\/mine\/giftRecord\?kind=gift$/);
  await expect(page.getByText('暂无兑换记录')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('gift-kind')).toHaveValue('gift');
  await page.getByTestId('gift-kind').selectOption('cash');
  await expect(row).toHaveCount(1);

  // The tutorial marks what this player has done.
  await page.goto('/mine/introTutorial');
  await expect(page.getByTestId('tutorial-deposit-done')).toBeVisible();
  await expect(page.getByTestId('tutorial-bet-done')).toBeVisible();
  await expect(page.getByTestId('tutorial-withdraw')).toContainText('取款申请提交后不可撤销');
});

const PAGES = [
  ['/mine/vip', 'vip-page'],
  ['/mine/vip/detail', 'vip-detail-page'],
  ['/mine/welfare', 'welfare-page'],
  ['/mine/exchange', 'exchange-page'],
  ['/mine/giftRecord', 'gift-record-page'],
  ['/mine/introTutorial', 'tutorial-page'],
] as const;

test('the VIP pages fit 1440 and 390 px in both editions and languages, with no serious accessibility findings', async ({ page }) => {
  test.setTimeout(300_000);
  const { name } = await newMemberSession(page, 'v');
  await deposit(page, '100');
  await play(page, name, '1200');
  expect((await post(page, '/act/api/v1/activityTopGift/exchange', { itemId: 1 }, newKey())).code).toBe(6000);
  for (const width of [1440, 390] as const) {
    await page.setViewportSize({ width, height: width >= 1000 ? 900 : 844 });
    for (const edition of ['classic', 'professional'] as const) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        await page.evaluate(
          ({ e, l }) => {
            localStorage.setItem('edition', e);
            localStorage.setItem('language', l);
          },
          { e: edition, l: language },
        );
        const visit = pageVisits(page);
        for (const [path, testId] of PAGES) {
          await visit(path);
          await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
          await expect(page.getByTestId(testId)).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            language === 'zh-CN' ? /会员等级|等级特权|福利中心|积分兑换|兑换记录|新手教程/ : /會員等級|等級特權|福利中心|積分兌換|兌換記錄|新手教程/,
          );
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          expect(await seriousFindings(page, `[data-testid="${testId}"]`)).toEqual([]);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${testId}-${width}-${edition}-${language}.png`, fullPage: true, animations: 'disabled' });
        }
      }
    }
  }
});
