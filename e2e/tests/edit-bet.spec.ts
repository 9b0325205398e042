import { expect, test, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';

/**
 * 修改注单 on the sports page, over the real api and its frozen feed, with a fresh member whose sport venue wallet
 * (crty) the dev hook funds with 500.00. The journey: a pre-match single of 100 is placed, another price goes on the
 * slip, and the bet is edited into a 2串1 of that pick and the old one at 30: the price shown first (the old bet's
 * cash-out 95 at the frozen price, the new stake, 65 back), then confirmed: the wallet moves by exactly 65,
 * the old bet is 已兑现 and says it was edited, the new 2串1 is open and says where it came from. The look: the panel
 * reads right in the professional edition in traditional Chinese at 1440 and 390 px. SHOTS=<dir> saves screenshots.
 */
const SHOTS = process.env.SHOTS;

async function setSwitch(page: Page, testId: string, on: boolean): Promise<void> {
  const input = page.getByTestId(testId);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  await expect(input).toBeChecked({ checked: on });
}

/** A fresh funded member on the pre-match football board (in the edition and language asked, when asked). */
async function openAsNewMember(page: Page, prefix: string, look?: { edition: string; language: string }): Promise<void> {
  const { name } = await newMemberSession(page, prefix);
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  if (look)
    await page.evaluate(({ edition, language }) => {
      window.localStorage.setItem('edition', edition);
      window.localStorage.setItem('language', language);
    }, look);
  await page.goto('/game/sport/crty?sport=FT&show=FT');
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await expect(page.getByTestId('slip-wallet')).toHaveAttribute('data-fen', '50000');
  await setSwitch(page, 'slip-multiple', false);
}

const openHomeWins = (page: Page) => page.locator('button[data-testid$=":M:H"][data-hk][aria-pressed="false"]');

test.describe.configure({ mode: 'serial' });

test('修改注单: priced as the cash-out plus a new bet, confirmed as one move of exactly the difference', async ({ page }) => {
  const errors = watchErrors(page);
  await openAsNewMember(page, 'editbet');
  await openHomeWins(page).nth(2).click();
  await page.getByTestId('slip-stake').fill('100');
  await page.getByTestId('slip-place').click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  const oldId = ((await card.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  const wallet = page.getByTestId('slip-wallet');
  await expect(wallet).toHaveAttribute('data-fen', '40000');
  // Another match's price on the slip: the edit offers to add it.
  await openHomeWins(page).nth(4).click();

  await card.getByTestId('bet-action-edit').click();
  const panel = card.getByTestId('edit-bet-panel');
  await expect(panel).toContainText('修改注单 = 按当前兑现金额兑现原注单 + 按当前赔率投注新注单');
  await panel.getByTestId('edit-add-slip').check();
  await panel.getByTestId('edit-stake').fill('30');
  await panel.getByTestId('edit-price').click();
  const quote = panel.getByTestId('edit-quote');
  await expect(quote).toContainText('兑现原注单 95');
  await expect(quote).toContainText('新注单本金 30');
  await expect(panel.getByTestId('edit-net')).toHaveText('退回体育余额 65');
  // Nothing kept: refused before asking the api.
  await panel.getByTestId('edit-keep').uncheck();
  await panel.getByTestId('edit-add-slip').uncheck();
  await panel.getByTestId('edit-price').click();
  await expect(panel.getByTestId('panel-error')).toHaveText('请至少保留一个投注项');
  await panel.getByTestId('edit-keep').check();
  await panel.getByTestId('edit-add-slip').check();
  await panel.getByTestId('edit-price').click();
  await expect(panel.getByTestId('edit-net')).toHaveText('退回体育余额 65');
  await panel.getByTestId('edit-confirm').click();
  await expect(page.getByText('注单已修改').first()).toBeVisible();
  await expect(wallet).toHaveAttribute('data-fen', '46500');

  await page.getByTestId('slip-tab-bets').click();
  const open = page.getByTestId('my-bets').locator('article[data-state="ACCEPTED"]').first();
  await expect(open.getByTestId('bet-kind')).toHaveText('2串1');
  await expect(open.getByTestId('bet-note-edited-from')).toHaveText('由原注单修改而来');
  await expect(open).toContainText('本金 30');
  await page.getByRole('tab', { name: '已结算' }).click();
  const old = page.getByTestId('my-bets').getByTestId(`bet-${oldId}`);
  await expect(old.getByTestId('bet-state')).toHaveText('已兑现');
  await expect(old.getByTestId('bet-note-edited-to')).toHaveText('已修改为新注单');
  await expect(old).toContainText('返还 95');
  expect(errors).toEqual([]);
});

test('the edit panel reads right in the professional edition in traditional Chinese at 1440 and 390 px', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsNewMember(page, 'editlook', { edition: 'professional', language: 'zh-TW' });
  await openHomeWins(page).nth(6).click();
  await page.getByTestId('slip-stake').fill('20');
  await page.getByTestId('slip-place').click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-action-edit')).toHaveText('修改注單');
  await card.getByTestId('bet-action-edit').click();
  const panel = card.getByTestId('edit-bet-panel');
  await panel.getByTestId('edit-stake').fill('30');
  await panel.getByTestId('edit-price').click();
  await expect(panel.getByTestId('edit-quote')).toContainText('兌現原注單 19');
  await expect(panel.getByTestId('edit-net')).toHaveText('從體育餘額扣除 11');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-bet-1440-professional-zh-TW.png`, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone's slip is a sheet of its own: its 注单 list opens the panel again.
  await page.getByTestId('slip-dock-bar').click();
  await page.getByTestId('slip-tab-bets').click();
  const listed = page.getByTestId('my-bets').locator('article').first();
  await listed.getByTestId('bet-action-edit').click();
  await expect(listed.getByTestId('edit-bet-panel')).toContainText('修改注單 = 按當前兌現金額兌現原注單 + 按當前賠率投注新注單');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-bet-390-professional-zh-TW.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});
