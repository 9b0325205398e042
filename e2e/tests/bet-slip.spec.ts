import { expect, test, type Page } from '../support/test';
import { authDialog, completeNewDevice, DEMO, fillLogin, newMemberSession, openLogin, resetGuards } from '../support/auth';
import { watchErrors } from '../support/site';
import { openBoard, pick, setSwitch, slip } from '../support/slip';
import { finishMatch, gameOfSelection, sportControl } from '../support/sport';

/**
 * The bet slip in the match centre, over the real api and its sports feed (seeded, frozen: e2e/support/sport.ts).
 * The main journey plays with a fresh member whose sport venue wallet (crty) is funded with 500.00 by the dev hook
 * (demo02's seeded balance is asserted by the wallet, phone and sports journeys): it builds a 3-leg multiple (one
 * in-play leg, so the bet waits in delay), switches to series and sees 3串4 with its total stake, places it and sees
 * 确认中 then 已受理, ends the matches (dev hook), sees the bet settle with each leg's result, the sport wallet change
 * by exactly the settled return, and the bet on /mine/betRecord. The other journeys play as demo01, whose crty wallet
 * is seeded with 100.00: a price moved (dev control) while the slip is open shows the up/down flag and the accept step
 * (auto-accept off); a pre-match single is cashed out. SHOTS=<dir> saves screenshots (1440 and 390 px, both editions,
 * both languages).
 */
const SHOTS = process.env.SHOTS;

async function logInDemo(page: Page): Promise<void> {
  await page.goto('/home');
  await resetGuards(page.request);
  const dialog = await openLogin(page);
  await fillLogin(dialog, DEMO.name, DEMO.password);
  await dialog.getByTestId('login-submit').click();
  // A device the demo member has not used yet asks for the new-device check first.
  const user = page.getByTestId('header-user');
  const newDevice = page.locator('[data-testid="auth-dialog"][data-mode="5"]');
  await expect(user.or(newDevice).first()).toBeVisible();
  if (await newDevice.isVisible()) await completeNewDevice(page, dialog);
  await expect(authDialog(page)).toBeHidden();
  await expect(user).toHaveText(DEMO.name);
}

/** Turns the 3-leg slip into a series: every family of 3 legs, 3串4 by default, 4 combinations at 10 = 40. */
async function asSeries3x4(page: Page): Promise<void> {
  await setSwitch(page, 'slip-series', true);
  await expect(slip(page)).toHaveAttribute('data-kind', 'series');
  const families = page.getByTestId('slip-families');
  await expect(families.locator('label')).toHaveText([/3串1/, /3串3/, /3串4/]);
  await expect(families.getByRole('radio', { name: /3串4/ })).toBeChecked();
  await page.getByTestId('slip-stake').fill('10');
  await expect(page.getByTestId('slip-combinations')).toHaveText('4 注');
  await expect(page.getByTestId('slip-total')).toHaveText('40.00');
  await expect(page.getByTestId('slip-win')).not.toHaveText('0.00');
}

test.describe.configure({ mode: 'serial' });

test('the journey: a 3-leg multiple becomes 3串4, is placed (确认中 → 已受理), settles, pays exactly its return and shows in the records', async ({ page }) => {
  const errors = watchErrors(page);
  // A fresh member with 500.00 in the sport venue wallet (dev hook): no demo member's seeded balance moves.
  const { name } = await newMemberSession(page, 'slip');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  await openBoard(page, 'RB');
  await expect(page.getByTestId('bet-slip-panel')).toBeVisible();
  const wallet = page.getByTestId('slip-wallet');
  await expect(wallet).toHaveAttribute('data-fen', '50000');
  await setSwitch(page, 'slip-multiple', true);
  // One in-play leg (the bet waits in delay), then two pre-match legs; the slip survives the page load between.
  const live = await pick(page);
  await openBoard(page, 'FT');
  await expect(page.getByTestId(`slip-pick-${live}`)).toBeVisible();
  await pick(page);
  await pick(page);
  await expect(page.getByTestId('slip-count')).toHaveText('3');
  await expect(slip(page)).toHaveAttribute('data-kind', 'multiple');

  // Series: hong kong odds, every family of 3 legs, the full system 3串4 by default: 4 combinations at 10 = 40.
  await asSeries3x4(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-series-1440.png`, animations: 'disabled' });

  // Placed: 确认中 while the in-play leg's delay runs (no picks meanwhile), then 已受理 and the slip is empty.
  const receipts = page.getByTestId('slip-receipts').locator('article');
  await page.getByTestId('slip-place').click();
  const card = receipts.first();
  await expect(card.getByTestId('bet-state')).toHaveText('确认中');
  await page.locator('button[data-testid$=":M:H"][aria-pressed="false"]').last().click();
  await expect(page.getByText('当前有注单正在确认中，请稍候').first()).toBeVisible();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await expect(page.getByTestId('slip-empty')).toBeVisible();
  const receipt = receipts.first();
  await expect(receipt).toContainText('3串4');
  await expect(receipt).toContainText('本金 40');
  const betId = ((await receipt.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  expect(betId).not.toBe('');
  // The stake left the sport wallet once: the figure followed the balance event.
  await expect(wallet).toHaveAttribute('data-fen', '46000');

  // The matches end and the bet settles (dev hook).
  const gameIds = await receipt.locator('li[data-game-id]').evaluateAll((legs) => legs.map((l) => l.getAttribute('data-game-id') ?? ''));
  expect(gameIds).toHaveLength(3);
  for (const gameId of gameIds) await finishMatch(page.request, gameId);
  // 注单 → 已结算: the list reads again on the balance event of the settlement, no reload.
  await page.getByTestId('slip-tab-bets').click();
  await page.getByRole('tab', { name: '已结算' }).click();
  const settled = page.getByTestId('my-bets').getByTestId(`bet-${betId}`);
  await expect(settled).toHaveAttribute('data-state', 'SETTLED');
  await expect(settled.getByTestId('bet-state')).toHaveText('已结算');
  await expect(settled.getByTestId('bet-result')).toHaveText(/^(赢|和|输半|输|取消（.+）)$/);
  await expect(settled.locator('li[data-game-id]')).toHaveCount(3);
  for (const result of await settled.locator('li[data-game-id]').evaluateAll((legs) => legs.map((l) => l.getAttribute('data-result')))) {
    expect(['W', 'LW', 'LL', 'L', 'P', 'D', 'A']).toContain(result);
  }
  await expect(settled.getByTestId('leg-result')).toHaveCount(3);
  const payoutFen = Math.round(Number(await settled.getAttribute('data-payout')) * 100);
  expect(Number.isInteger(payoutFen) && payoutFen >= 0).toBe(true);
  // The balance changed by exactly the settled amount.
  await expect(wallet).toHaveAttribute('data-fen', String(46000 + payoutFen));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-settled-1440.png`, animations: 'disabled' });

  // /mine/betRecord: the bet with each leg's result and its 4 combinations.
  await page.goto('/mine/betRecord');
  const row = page.getByTestId(`bet-record-${betId}`);
  await expect(row).toContainText('已结算');
  await expect(row).toContainText('3串4');
  await expect(row.locator('[data-result]')).toHaveCount(3);
  for (const text of await row.locator('[data-result]').allTextContents()) expect(text).toMatch(/^(恢复|赢|赢半|输半|输|和|取消（.+）)$/);
  await row.getByText('3串4：共4个组合').click();
  await expect(row.locator('details li')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('auto-accept off: a price change shows its up/down flag and the accept step', async ({ page }) => {
  await logInDemo(page);
  await openBoard(page, 'RB');
  await setSwitch(page, 'slip-multiple', false);
  await setSwitch(page, 'slip-auto-accept', false);
  const id = await pick(page);
  const item = page.getByTestId(`slip-pick-${id}`);
  await expect(item).toBeVisible();
  // The price moves up (dev control); the slip's re-check (every 10 s while open) finds it.
  await sportControl(page.request, { op: 'price', gameId: gameOfSelection(id), kind: 'M', direction: 'up' });
  await expect(item).toHaveAttribute('data-change', 'up', { timeout: 15_000 });
  await expect(item.getByTestId('slip-flag')).toHaveText('赔率上升');
  await expect(page.getByTestId('slip-accept')).toBeVisible();
  await expect(page.getByTestId('slip-place')).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-accept-1440.png`, animations: 'disabled' });
  await page.getByTestId('slip-accept').click();
  await expect(item).toHaveAttribute('data-change', 'none');
  await expect(page.getByTestId('slip-place')).toBeVisible();
  await setSwitch(page, 'slip-auto-accept', true);
  await page.locator(`[data-testid="slip-pick-${id}"] button`).click();
  await expect(page.getByTestId('slip-empty')).toBeVisible();
});

test('a pre-match single is accepted at once and cashed out at the quote (已兑现)', async ({ page }) => {
  await logInDemo(page);
  await openBoard(page, 'FT');
  await setSwitch(page, 'slip-multiple', false);
  await pick(page, 2);
  await expect(slip(page)).toHaveAttribute('data-kind', 'single');
  await page.getByTestId('slip-stake').fill('10');
  await expect(page.getByTestId('slip-total')).toHaveText('10.00');
  await page.getByTestId('slip-place').click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await card.getByRole('button', { name: '兑现', exact: true }).click();
  const confirm = page.getByTestId('dialog-confirm');
  await expect(confirm).toContainText(/确认兑现 [\d.]+/);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已兑现 [\d.]+/).first()).toBeVisible();
  await expect(card.getByTestId('bet-state')).toHaveText('已兑现');

  // The page's own bets (注单): the cashed-out single is among the settled ones.
  await page.getByTestId('slip-tab-bets').click();
  await page.getByRole('tab', { name: '已结算' }).click();
  await expect(page.getByTestId('my-bets').locator('article').first()).toBeVisible();
  await expect(page.getByTestId('my-bets').getByTestId('bet-state').filter({ hasText: '已兑现' }).first()).toBeVisible();
});

for (const edition of ['classic', 'professional'] as const) {
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    test(`the slip looks right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await logInDemo(page);
      await page.evaluate(
        ({ e, l }) => {
          window.localStorage.setItem('edition', e);
          window.localStorage.setItem('language', l);
        },
        { e: edition, l: language },
      );
      await openBoard(page, 'FT');
      await setSwitch(page, 'slip-multiple', true);
      await pick(page);
      await pick(page);
      await page.getByTestId('slip-stake').fill('10');
      await expect(page.getByTestId('slip-total')).toHaveText('10.00');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-1440-${edition}-${language}.png`, animations: 'disabled' });
      await page.setViewportSize({ width: 390, height: 844 });
      const bar = page.getByTestId('slip-dock-bar');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('2');
      await bar.click();
      await expect(page.getByTestId('bet-slip')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-390-${edition}-${language}.png`, animations: 'disabled' });
      await page.getByTestId('slip-dock-bar').click();
      // Leave the slip empty for the next test.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId('bet-slip').getByRole('button', { name: '清空' }).click();
      await expect(page.getByTestId('slip-empty')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}
