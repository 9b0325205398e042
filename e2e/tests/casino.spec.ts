import { expect, test, type Page } from '../support/test';
import { randomUUID } from 'node:crypto';
import { fillLogin, openLogin, resetGuards, memberPost as signedMemberPost } from '../support/auth';

const memberPost = (page: Page, path: string, body: unknown, idempotencyKey?: string) =>
  signedMemberPost(page, path, body, idempotencyKey, 'e2e-casino-device');

/**
 * The casino's journeys over the real api (venues, the demo provider, the ledger): a guest meets the
 * login prompt, demo03 finds a slot, favourites it, enters it through the transfer-in dialog and plays
 * a spin in the frame, and a venue in maintenance answers its message.
 */

async function logInAs(page: Page, name: string): Promise<void> {
  await resetGuards(page.request);
  const dialog = await openLogin(page);
  await fillLogin(dialog, name, 'demo1234');
  await dialog.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
}

/** The header's centre balance as a number ('¥ 1,000' → 1000). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a guest who opens a venue gets the login-required prompt', async ({ page }) => {
  await page.goto('/game/realbet');
  await expect(page.getByTestId('venue-list')).toHaveAttribute('data-type', 'ZR');
  await page.locator('[data-testid^="enter-"]').first().click();
  const prompt = page.getByTestId('dialog-confirm');
  await expect(prompt).toContainText('请先登录账号，才能了解更多');
});

test('a guest who stars a game gets the login-required prompt', async ({ page }) => {
  await page.goto('/game/egame');
  await page.locator('[data-testid^="collect-"]').first().click();
  await expect(page.getByTestId('dialog-confirm')).toContainText('请先登录账号，才能了解更多');
});

/** demo03 plays here, so demo02's seeded balance stays as the other journeys expect it. */
const PLAYER = 'demo03';

test('demo03 finds a slot, favourites it, enters through the transfer-in dialog and plays a spin', async ({ page }) => {
  await page.goto('/game/egame');
  await logInAs(page, PLAYER);
  // A retry starts where an earlier attempt left the money: every venue back in the centre first.
  const recycled = await memberPost(page, '/game/api/v1/venue/recycle', {}, `e2e-casino-${randomUUID()}`);
  expect(recycled.code, recycled.message).toBe(6000);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  const before = await headerBalance(page);
  expect(before).toBeGreaterThan(0);

  // Search: the first game's name finds that game.
  const first = page.locator('li[data-testid^="game-"]').first();
  await expect(first).toBeVisible();
  const gameId = (await first.getAttribute('data-testid'))!.slice('game-'.length);
  const name = (await first.locator('span').first().textContent())!.trim();
  await page.getByTestId('game-search').fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  const card = page.getByTestId(`game-${gameId}`);
  await expect(card).toBeVisible();

  // Favourite it.
  const star = page.getByTestId(`collect-${gameId}`);
  if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast').filter({ hasText: '收藏成功' })).toBeVisible();

  // Enter: the venue's activity answers 6413 → the transfer-in dialog; 'all' fills the centre balance.
  await card.getByRole('button', { name: new RegExp(name) }).click();
  const dialog = page.getByTestId('transfer-in-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '立即转入' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入转入金额');
  await dialog.getByRole('button', { name: '全部' }).click();
  await expect(dialog.getByLabel('转入金额')).toHaveValue(String(before).replace(/\.0+$/, ''));
  await dialog.getByRole('button', { name: '立即转入' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '转账成功' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/¥\s*0$/);

  // The venue opens on the slot frame page; one spin in the frame.
  await expect(page).toHaveURL(/\/(pg|dz)\/game/);
  const frame = page.frameLocator('[data-testid="slot-frame"] iframe');
  const spin = frame.getByRole('button', { name: '旋转', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await expect(frame.locator('#balance')).not.toHaveAttribute('data-state', 'loading');
  const venueBefore = (await frame.locator('#balance').textContent()) ?? '';
  await spin.click();
  const result = frame.locator('#result');
  await expect(result).toHaveText(/恭喜中奖|未中奖/, { timeout: 20_000 });
  // A losing spin takes the stake from the venue wallet (a win may equal the stake).
  if ((await result.getAttribute('data-win')) === '0') await expect(frame.locator('#balance')).not.toHaveText(venueBefore);

  // The bet record has the round of this game.
  await expect(async () => {
    const now = Date.now();
    const res = await memberPost(page, '/game/api/v1/record/betRecordList', { beginTime: now - 3_600_000, endTime: now + 60_000, pageNum: 1, pageSize: 10 });
    expect(res.code, res.message).toBe(6000);
    const rows = (res.data as { list: { gameCode: string }[] }).list;
    expect(rows.map((r) => r.gameCode)).toContain(gameId);
  }).toPass({ timeout: 10_000 });
});

test('a venue in maintenance answers its message', async ({ page }) => {
  await page.goto('/game/egame');
  await logInAs(page, PLAYER);
  for (const route of ['/game/egame', '/game/realbet', '/game/chess', '/game/gaming', '/game/lottery', '/game/sport', '/game/fishing']) {
    await page.goto(route);
    await expect(page.getByTestId('venue-list')).toBeVisible();
    // The tabs come with the venues (the list shows its loading state first): counted once they are there.
    await expect(page.getByTestId('venue-list').getByRole('tab').first()).toBeVisible();
    const tab = page.locator('[role="tab"]').filter({ hasText: '维护中' }).first();
    if ((await tab.count()) === 0) continue;
    await tab.click();
    // The list is the venue's own once its maintenance notice shows (before that the previous venue's games are
    // still there, and a click would enter one of them).
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByTestId('venue-list')
        .getByRole('note')
        .filter({ hasText: /正在维护/ }),
    ).toBeVisible();
    const enter = page.locator('[data-testid^="enter-"], li[data-testid^="game-"] > button:first-child').first();
    await enter.click();
    await expect(page.getByTestId('toast').filter({ hasText: /维护中，请稍后再试$/ })).toBeVisible();
    return;
  }
  throw new Error('no venue in maintenance was found on any list page');
});
