import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { loginAsNewMember, memberPost } from '../support/auth';
import { shot } from '../support/shots';

/**
 * The demo provider's baccarat table shows its roads (珠盘路 and 大路) from the rounds the api keeps for that table:
 * a member deals a round and both roads grow by it, the newest bead in the winner's colour.
 */
test('a dealt baccarat round shows on the bead plate and the big road', async ({ page }) => {
  const { name } = await loginAsNewMember(page, 'br');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  const home = await memberPost(page, '/game/api/v1/venue/transfer', { channelCode: 'crty', amount: '500', ty: 0 }, `e2e-br-${randomUUID()}`);
  expect(home.code, home.message).toBe(6000);
  const into = await memberPost(page, '/game/api/v1/venue/transfer', { channelCode: 'AGZR', amount: '500', ty: 1 }, `e2e-br-${randomUUID()}`);
  expect(into.code, into.message).toBe(6000);

  await page.goto('/game/realbet');
  await page.getByTestId('enter-AGZR').click();
  await expect(page).toHaveURL(/\/game\/AGZR/);
  const table = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(table.locator('#balance')).toHaveAttribute('data-fen', '50000', { timeout: 20_000 });
  const bead = table.locator('#bead-plate');
  await expect(table.locator('#shoe')).toHaveText(/^第\d+靴 · 第\d+局$/);
  const before = Number(await bead.getAttribute('data-rounds'));
  const big = table.locator('#big-road');
  const marksBefore = Number(await big.getAttribute('data-marks'));

  await table.locator('[data-spot="player"]').click();
  await table.getByRole('button', { name: '发牌' }).click();
  const result = table.locator('#result');
  await expect(result).toHaveText(/^(闲赢|庄赢|和局)/, { timeout: 20_000 });
  await expect(bead).toHaveAttribute('data-rounds', String(before + 1));
  const text = (await result.textContent()) ?? '';
  const winner = text.startsWith('闲') ? 'player' : text.startsWith('庄') ? 'banker' : 'tie';
  await expect(bead.locator('.bead').last()).toHaveClass(new RegExp(`\\b${winner}\\b`));
  if (winner === 'tie') {
    // A tie makes no mark of its own: it is counted on the last mark (or on the first one still to come).
    await expect(big).toHaveAttribute('data-marks', String(marksBefore));
    if (marksBefore > 0) await expect(big.locator('.mark').last()).toHaveClass(/\btied\b/);
  } else {
    await expect(big).toHaveAttribute('data-marks', String(marksBefore + 1));
    await expect(big.locator('.mark').last()).toHaveClass(new RegExp(`\\b${winner}\\b`));
  }

  // More rounds for the picture: the roads as a player sees them at the desktop and phone widths.
  for (let i = 0; i < 5; i++) {
    await table.getByRole('button', { name: '发牌' }).click();
    await expect(bead).toHaveAttribute('data-rounds', String(before + 2 + i), { timeout: 20_000 });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await table.locator('#big-road').scrollIntoViewIfNeeded();
  await shot(page, 'baccarat-roads-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await table.locator('#big-road').scrollIntoViewIfNeeded();
  await shot(page, 'baccarat-roads-390');
});
