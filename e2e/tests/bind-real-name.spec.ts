import { expect, test } from '../support/test';
import { loginAsNewMember, memberPost, newMemberSession } from '../support/auth';
import { freshCardNo } from '../support/member';

/**
 * 6449 (bind real name, spec §6 / §8): the shell's dialog with the server message; '去完善' leads to the real-name
 * binding of the member centre and, once it is bound, back to the page the player was on. The dialog is opened the
 * way the error policy opens it (the platform's effect, through the dev dialog kit of localhost).
 */
test('6449: 去完善 leads to the real-name binding and back to the page once bound', async ({ page }) => {
  await loginAsNewMember(page, 'rn');
  await page.goto('/mine/takemoney');
  await expect(page.getByTestId('takemoney-page')).toBeVisible();
  await page.evaluate(() => (window as unknown as { __siteDialogs: { bindRealName(): void } }).__siteDialogs.bindRealName());
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '去完善' }).click();
  await expect(page).toHaveURL(/\/mine\/auth\?tab=realName&back=%2Fmine%2Ftakemoney$/);
  await page.getByLabel('真实姓名').fill('王小明');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page).toHaveURL(/\/mine\/takemoney$/);
  await expect(page.getByTestId('takemoney-page')).toBeVisible();
});

/**
 * The server's own 6449 on a real call: a new player (phone and real name bound in the deposit flow's one call) is on
 * /mine/addBankCard when the operator resets the real name (a failed identity check; dev control). Adding the card
 * answers 6449: the error policy's dialog with the server's message, '去完善' to the binding, back to the card page
 * once bound, and the card is added.
 */
test("a real 6449: adding a bank card after the real name was reset opens the server's dialog; bound again, the card is added", async ({ page }) => {
  const { name } = await newMemberSession(page, 'rr');
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const bound = await memberPost(page, '/site/api/v1/user/bindFromDeposit', { realName: '王小明', phone });
  expect(bound.code, bound.message).toBe(6000);
  await page.goto('/mine/addBankCard');
  await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();

  const reset = await page.request.post('/dev/member', { data: { name, realName: '' } });
  expect((await reset.json()).code).toBe(6000);
  const cardNo = freshCardNo();
  const fill = async () => {
    await page.getByLabel('开户银行').selectOption('CMB');
    await page.getByLabel('银行卡号').fill(cardNo);
    await page.getByLabel('持卡人').fill('王小明');
    await page.getByRole('button', { name: '添加银行卡' }).click();
  };
  await fill();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('请先绑定真实姓名');
  await dialog.getByRole('button', { name: '去完善' }).click();
  await expect(page).toHaveURL(/\/mine\/auth\?tab=realName&back=%2Fmine%2FaddBankCard$/);
  await page.getByLabel('真实姓名').fill('王小明');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page).toHaveURL(/\/mine\/addBankCard$/);
  await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
  await fill();
  await expect(page).toHaveURL(/\/mine\/accountManage\/bank/);
  await expect(page.getByTestId('card-item')).toContainText(`**** **** **** ${cardNo.slice(-4)}`);
});
