import { expect, test, type Page } from '../support/test';
import { randomUUID } from 'node:crypto';
import { loginAsNewMember, memberPost } from '../support/auth';
import { shot } from '../support/shots';

/**
 * Entering a venue that holds ¥0 (spec §4 Venue entry, §7 auto transfer): a new member with money in the centre and
 * nothing in AG真人 gets the transfer-in dialog instead of a ¥0 table, moves money, and the table opens with it; with
 * auto-transfer on the table opens with the whole centre moved in and no dialog.
 */

/** A fresh member with `yuan` in the centre wallet and ¥0 in every casino venue: the dev control funds the sports
 * venue, and the member moves that money to the centre through the real transfer call. */
async function newMemberWithCentre(page: Page, yuan: string): Promise<string> {
  const { name } = await loginAsNewMember(page, 'vf');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: yuan } })).ok()).toBe(true);
  const out = await memberPost(page, '/game/api/v1/venue/transfer', { channelCode: 'crty', amount: yuan, ty: 0 }, `e2e-vf-${randomUUID()}`);
  expect(out.code, out.message).toBe(6000);
  await page.goto('/game/realbet');
  await expect(page.getByTestId('header-balance')).toHaveText(new RegExp(`¥\\s*${yuan}$`));
  return name;
}

/** The baccarat table in the in-site frame, its venue balance in fen once loaded. */
async function tableBalanceFen(page: Page): Promise<string | null> {
  await expect(page).toHaveURL(/\/game\/AGZR/);
  const balance = page.frameLocator('[data-testid="game-frame"] iframe').locator('#balance');
  await expect(balance).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return balance.getAttribute('data-fen');
}

test('a new member entering a ¥0 live-casino venue gets the transfer-in dialog, moves money, and the table opens with it', async ({ page }) => {
  await newMemberWithCentre(page, '500');
  await page.getByTestId('enter-AGZR').click();

  const dialog = page.getByTestId('transfer-in-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('该场馆余额为0，请先转入额度再开始游戏');
  await expect(dialog.getByTestId('transfer-in-center')).toHaveText('500');
  await expect(page).toHaveURL(/\/game\/realbet/);
  await shot(page, 'venue-funding-dialog-desktop');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: '立即转入' })).toBeInViewport();
  await shot(page, 'venue-funding-dialog-390');
  if (desktop) await page.setViewportSize(desktop);

  await dialog.getByLabel('转入金额').fill('300');
  await dialog.getByRole('button', { name: '立即转入' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '转账成功' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await tableBalanceFen(page)).toBe('30000');
  await expect(page.getByTestId('header-balance')).toHaveText(/¥\s*200$/);
});

test('with auto-transfer on, the ¥0 venue opens with the whole centre moved in and no dialog', async ({ page }) => {
  await newMemberWithCentre(page, '500');
  const auto = await memberPost(page, '/game/api/v1/status/setAutoTransferStatus', { status: 1 });
  expect(auto.code, auto.message).toBe(6000);

  await page.getByTestId('enter-AGZR').click();
  expect(await tableBalanceFen(page)).toBe('50000');
  await expect(page.getByTestId('transfer-in-dialog')).toHaveCount(0);
});
