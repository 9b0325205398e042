import { expect, test } from '../support/test';
import { loginAsNewMember } from '../support/auth';

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
