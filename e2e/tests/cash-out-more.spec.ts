import { expect, test, type Locator, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';
import { offerEarlyPayout, sportControl, sweepBets } from '../support/sport';

/**
 * 部分兑现, 自动兑现 and 提前派彩 on the sports page, over the real api and its frozen feed (e2e/support/sport.ts), each
 * with a fresh member whose sport venue wallet (crty) the dev hook funds with 500.00. The journey: a pre-match single
 * of 100 is cashed out in part (38 of its 95 quote: 40 of the stake goes, 60 runs on), then an automatic
 * cash-out is set at the value of the rest and fired by a sweep (dev hook) while the player looks elsewhere: the
 * wallet moves by exactly the quoted figures and the 注单 list says what happened. Early payout: a home single,
 * kicked off and two goals up (dev controls), settles as won at once once the operator offers it on the competition.
 * The look: the panels read right in the professional edition in traditional Chinese at 1440 and 390 px. SHOTS=<dir>
 * saves screenshots.
 */
const SHOTS = process.env.SHOTS;

async function openBoard(page: Page, show: 'RB' | 'FT'): Promise<void> {
  await page.goto(`/game/sport/crty?sport=FT&show=${show}`);
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
}

async function setSwitch(page: Page, testId: string, on: boolean): Promise<void> {
  const input = page.getByTestId(testId);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  await expect(input).toBeChecked({ checked: on });
}

/** A fresh funded member places a pre-match home-win single (the skip-th open price) of `stake`; answers its receipt card. */
async function placeSingle(page: Page, prefix: string, stake: string, skip: number, look?: { edition: string; language: string }): Promise<Locator> {
  const { name } = await newMemberSession(page, prefix);
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  if (look)
    await page.evaluate(({ edition, language }) => {
      window.localStorage.setItem('edition', edition);
      window.localStorage.setItem('language', language);
    }, look);
  await openBoard(page, 'FT');
  await expect(page.getByTestId('slip-wallet')).toHaveAttribute('data-fen', '50000');
  await setSwitch(page, 'slip-multiple', false);
  const cells = page.locator('button[data-testid$=":M:H"][data-hk][aria-pressed="false"]');
  await expect(cells.nth(skip)).toBeVisible();
  await cells.nth(skip).click();
  await page.getByTestId('slip-stake').fill(stake);
  await page.getByTestId('slip-place').click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  return card;
}

test.describe.configure({ mode: 'serial' });

test('部分兑现 then 自动兑现: each moves exactly its figure, the rule fires once while the player is away', async ({ page }) => {
  const errors = watchErrors(page);
  const card = await placeSingle(page, 'cashpart', '100', 1);
  const wallet = page.getByTestId('slip-wallet');
  await expect(wallet).toHaveAttribute('data-fen', '40000');

  // 部分兑现: the quote (the frozen price less the 5% margin) and its range; 38 of 95 leaves 60 of the stake running.
  await card.getByTestId('bet-action-part').click();
  const part = card.getByTestId('cash-out-panel-part');
  await part.getByTestId('part-quote-ask').click();
  await expect(part.getByTestId('part-quote')).toHaveText('当前可兑现 95 可兑现 1 至 94，其余本金继续有效');
  await part.getByTestId('part-amount').fill('0.5');
  await part.getByTestId('part-confirm').click();
  await expect(part.getByTestId('panel-error')).toHaveText('部分兑现金额须在1至94元之间');
  await expect(wallet).toHaveAttribute('data-fen', '40000');
  await expect(part.getByTestId('part-quote')).toContainText('当前可兑现 95');
  await part.getByTestId('part-amount').fill('38');
  await part.getByTestId('part-confirm').click();
  await expect(page.getByText('已部分兑现 38').first()).toBeVisible();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await expect(card.getByTestId('bet-note-part')).toHaveText('已部分兑现 38（本金 40）');
  await expect(card).toContainText('本金 60');
  await expect(wallet).toHaveAttribute('data-fen', '43800');

  // 自动兑现 at the value of the rest (60 less the margin = 57): set, then a sweep fires it, once.
  await card.getByTestId('bet-action-auto').click();
  const auto = card.getByTestId('cash-out-panel-auto');
  await auto.getByTestId('auto-target').fill('57');
  await auto.getByTestId('auto-save').click();
  await expect(card.getByTestId('bet-note-auto')).toHaveText('自动兑现：兑现金额达到 57 时全额兑现');
  const betId = ((await card.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  await page.getByTestId('slip-tab-bets').click();
  // The sweep fires it (this one, or the api's own timed sweep just before): once, whichever gets there first.
  await sweepBets(page.request);
  await sweepBets(page.request);
  await page.getByRole('tab', { name: '已结算' }).click();
  const settled = page.getByTestId('my-bets').getByTestId(`bet-${betId}`);
  await expect(settled.getByTestId('bet-state')).toHaveText('已兑现');
  await expect(settled.getByTestId('bet-note-auto')).toHaveText('自动兑现已执行，兑现 57');
  await expect(settled.getByTestId('bet-note-part')).toHaveText('已部分兑现 38（本金 40）');
  await expect(wallet).toHaveAttribute('data-fen', '49500');
  expect(errors).toEqual([]);
});

test('提前派彩: a home single two goals up settles as won at once when the competition offers it', async ({ page }) => {
  const errors = watchErrors(page);
  const card = await placeSingle(page, 'early', '10', 3);
  const betId = ((await card.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  const gameId = (await card.locator('li[data-game-id]').first().getAttribute('data-game-id')) ?? '';
  const wallet = page.getByTestId('slip-wallet');
  await expect(wallet).toHaveAttribute('data-fen', '49000');
  await sportControl(page.request, { op: 'kickOff', gameId });
  await sportControl(page.request, { op: 'score', gameId, side: 'H' });
  await sportControl(page.request, { op: 'score', gameId, side: 'H' });
  // Two up, but the competition does not offer it yet: the bet runs on.
  expect((await sweepBets(page.request)).earlyPaid).toBe(0);
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await offerEarlyPayout(page.request, gameId);
  await page.getByTestId('slip-tab-bets').click();
  await page.getByRole('tab', { name: '已结算' }).click();
  const settled = page.getByTestId('my-bets').getByTestId(`bet-${betId}`);
  await expect(settled.getByTestId('bet-state')).toHaveText('已结算');
  await expect(settled.getByTestId('bet-result')).toHaveText('赢');
  await expect(settled.getByTestId('bet-note-early')).toHaveText('提前派彩');
  await expect(settled.getByTestId('leg-result')).toHaveText('赢');
  const payout = Number(await settled.getAttribute('data-payout'));
  expect(payout).toBeGreaterThan(10);
  await expect(wallet).toHaveAttribute('data-fen', String(49000 + Math.round(payout * 100)));
  expect(errors).toEqual([]);
});

test('the cash-out panels read right in the professional edition in traditional Chinese at 1440 and 390 px', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const card = await placeSingle(page, 'cashlook', '20', 5, { edition: 'professional', language: 'zh-TW' });
  await expect(card.getByTestId('bet-action-part')).toHaveText('部分兌現');
  await expect(card.getByTestId('bet-action-auto')).toHaveText('自動兌現');
  await card.getByTestId('bet-action-part').click();
  await card.getByTestId('part-quote-ask').click();
  await expect(card.getByTestId('part-quote')).toHaveText('當前可兌現 19 可兌現 1 至 18，其餘本金繼續有效');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cash-out-part-1440-professional-zh-TW.png`, animations: 'disabled' });
  await card.getByTestId('bet-action-auto').click();
  await expect(card.getByTestId('cash-out-panel-auto')).toContainText('兌現金額達到目標時自動兌現，離開頁面也會執行，執行後以站內信通知');
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone's slip is a sheet of its own: its 注单 list opens the panel again.
  await page.getByTestId('slip-dock-bar').click();
  await page.getByTestId('slip-tab-bets').click();
  const listed = page.getByTestId('my-bets').locator('article').first();
  await listed.getByTestId('bet-action-auto').click();
  await expect(listed.getByTestId('cash-out-panel-auto')).toContainText('自動兌現');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cash-out-auto-390-professional-zh-TW.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});
