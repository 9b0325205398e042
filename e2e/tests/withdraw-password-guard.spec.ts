import { expect, test } from '../support/test';
import { md5, memberPost, newMemberSession } from '../support/auth';
import { freshCardNo } from '../support/member';

/**
 * The withdrawal password's failure budget: a member (real name and phone, 100 deposited, a bank card and a
 * withdrawal password, all through the api) enters a wrong withdrawal password 5 times on /mine/takemoney; the 5th answer is the lock message, the
 * right password is refused too, and the letter telling of the lock is in 消息中心.
 */
const LOCKED = '取款密码连续输错次数过多，取款已锁定，请通过绑定邮箱重置取款密码后解锁';

test('5 wrong withdrawal passwords lock withdrawals: the lock message, and the letter in 消息中心', async ({ page }) => {
  await newMemberSession(page, 'wg');
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await memberPost(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone })).code).toBe(6000);
  // 100 deposited through the demo gateway (its confirm is what the bank's notice would do).
  const order = await memberPost(page, '/fd/api/v1/payment/pay', { payCode: 'BANK', amount: '100' });
  expect(order.code, order.message).toBe(6000);
  const [gatewayPath, sig] = String((order.data as { gatewayUrl: string }).gatewayUrl).split('?');
  expect((await page.request.post(`${gatewayPath}/confirm?${sig}`, { form: {} })).ok()).toBe(true);
  expect((await memberPost(page, '/fd/api/v1/bankCard/add', { bankCode: 'CMB', cardNo: freshCardNo(), holder: '王小明' })).code).toBe(6000);
  expect((await memberPost(page, '/site/api/v1/user/withdrawal/pwd/set', { password: md5('135790') })).code).toBe(6000);

  await page.goto('/mine/takemoney');
  await expect(page.getByTestId('withdraw-password')).toBeVisible();
  await page.getByTestId('withdraw-amount').fill('50');
  for (let i = 1; i <= 4; i++) {
    await page.getByTestId('withdraw-password').fill('000000');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-refused')).toHaveText('取款密码错误');
    // The next try is a new intent: the refused one's answer is cleared by editing the password.
    await page.getByTestId('withdraw-password').fill('');
    await expect(page.getByTestId('withdraw-refused')).toBeHidden();
  }
  await page.getByTestId('withdraw-password').fill('000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-refused')).toHaveText(LOCKED);
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-refused')).toHaveText(LOCKED);

  await page.goto('/mine/message');
  const letter = page.getByTestId('message-item').filter({ hasText: '取款已锁定' });
  await expect(letter).toHaveCount(1);
  await letter.getByRole('button').first().click();
  await expect(
    page.getByText('您的取款密码连续输错5次，取款功能已锁定。请通过绑定邮箱重置取款密码解锁；如非本人操作，请立即修改登录密码并联系客服。'),
  ).toBeVisible();
});
