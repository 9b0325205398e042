import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { md5, memberPost, newMemberSession } from '../support/auth';
import { freshCardNo } from '../support/member';
import { seriousFindings } from '../support/axe';

/**
 * A statement that follows every movement: a new player with 100 deposited sits on /mine/transRecord; a withdrawal of
 * 50 requested outside the page (the api call the withdrawal form makes, as from another tab) moves the header balance
 * and the statement without a navigation (the live balance push), as one line under review; the operator's approval
 * (dev control) turns that line paid, still one line, never a second debit.
 */
const PASSWORD = '135790';
/** The calls the deposit, card and withdrawal pages make (shared/src/contracts). */
const API = {
  bindFromDeposit: '/site/api/v1/user/bindFromDeposit',
  addBankCard: '/fd/api/v1/bankCard/add',
  withdrawalPwdSet: '/site/api/v1/user/withdrawal/pwd/set',
  pay: '/fd/api/v1/payment/pay',
  withdrawNew: '/fd/api/v1/withdraw/new',
} as const;
/** The withdrawal password as the page sends it (md5, shared/src/rules/withdraw-password.ts). */
const withdrawPasswordDigest = md5;
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a withdrawal moves the header balance and the statement at once, one line from 审核中 to 已出款', async ({ page }) => {
  const { name, userId } = await newMemberSession(page, 'st');
  const bound = await memberPost(page, API.bindFromDeposit, { realName: '王小明', phone: randomPhone() });
  expect(bound.code, bound.message).toBe(6000);
  const card = await memberPost(page, API.addBankCard, { bankCode: 'CMB', cardNo: freshCardNo(), holder: '王小明' });
  expect(card.code, card.message).toBe(6000);
  const pwd = await memberPost(page, API.withdrawalPwdSet, { password: withdrawPasswordDigest(PASSWORD) });
  expect(pwd.code, pwd.message).toBe(6000);
  const order = await memberPost(page, API.pay, { payCode: 'BANK', amount: '100' });
  expect(order.code, order.message).toBe(6000);
  const [gatewayPath, query] = String(order.data.gatewayUrl).split('?');
  const confirmed = await page.request.post(`${gatewayPath}/confirm?${query}`, { form: {} });
  expect(confirmed.status()).toBe(200);

  await page.goto('/mine/transRecord');
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 100');
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('records-kind')).toHaveText('存款');
  await expect(rows.first().getByTestId('records-after')).toContainText('¥ 100');
  await expect(page.getByTestId('records-balance')).toContainText('中心钱包余额 ¥ 100');

  // The page watches its balance topic once loaded (dev control: the api's live sockets and their subscriptions).
  await expect
    .poll(async () => {
      const res = await page.request.get('/dev/live/sockets');
      const sockets = ((await res.json()) as { data: { memberId?: string; subscriptions: string[] }[] }).data;
      return sockets.some((s) => s.memberId === userId && s.subscriptions.includes(`balance:${userId}`));
    })
    .toBe(true);
  const withdrawal = await memberPost(
    page,
    API.withdrawNew,
    { accountId: Number(card.data.card.id), amount: '50', password: withdrawPasswordDigest(PASSWORD) },
    randomUUID(),
  );
  expect(withdrawal.code, withdrawal.message).toBe(6000);
  // No navigation: the balance push moves the header and the statement.
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 50');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('records-kind')).toHaveText('取款');
  await expect(rows.first().getByTestId('records-amount')).toHaveText('-¥ 50');
  await expect(rows.first().getByTestId('records-state')).toHaveText('审核中');
  await expect(rows.first().getByTestId('records-after')).toContainText('¥ 50');
  await expect(page.getByTestId('records-balance')).toContainText('中心钱包余额 ¥ 50');

  const approved = await page.request.post('/dev/withdraw/approve', { data: { name } });
  expect(((await approved.json()) as { data: { approved: number } }).data.approved).toBe(1);
  await expect(rows.first().getByTestId('records-state')).toHaveText('已出款');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('header-balance')).toHaveText('¥ 50');
  expect(await seriousFindings(page, '[data-testid="trans-record-page"]')).toEqual([]);
});
