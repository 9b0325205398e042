import { expect, test } from '../support/test';
import { watchErrors } from '../support/site';
import { fundedMember, homeWin, openBoard, setSwitch, slip } from '../support/slip';

/**
 * Quick bet (快速投注) over the real api: with the switch on and a preset stake, one tap on a price places that single
 * at once with the same checks and the same receipt as 确认投注; the stake leaves the sport wallet once. Then the
 * professional edition in zh-TW on a phone: the tap opens the slip's sheet with the receipt. SHOTS=<dir> saves
 * screenshots.
 */
const SHOTS = process.env.SHOTS;

test.describe.configure({ mode: 'serial' });

test('quick bet: one tap on a price places a single at the preset stake and shows its receipt (classic, zh-CN, 1440)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedMember(page, 'quick', '500');
  await openBoard(page, 'FT');
  const wallet = page.getByTestId('slip-wallet');
  await expect(wallet).toHaveAttribute('data-fen', '50000');
  await setSwitch(page, 'slip-quick', true);
  await expect(page.getByTestId('slip-quick-hint')).toHaveText('点击赔率即以 10 元投注单注');
  await page.getByTestId('slip-quick-panel').getByRole('button', { name: '50', exact: true }).click();
  await expect(page.getByTestId('slip-quick-hint')).toHaveText('点击赔率即以 50 元投注单注');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-bet-1440-classic-zh-CN.png`, animations: 'disabled' });

  // One tap: placed at once (pre-match: 已受理), the receipt as 确认投注 gives it, 50 yuan left the wallet once.
  const { cell } = await homeWin(page);
  await cell.click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await expect(card.getByTestId('bet-kind')).toHaveText('单注');
  await expect(card).toContainText('本金 50');
  await expect(wallet).toHaveAttribute('data-fen', '45000');
  await expect(page.getByTestId('slip-empty')).toHaveText('快速投注已开启：点击赔率即直接投注，无需确认');
  // Quick bet stays on: the next tap places again.
  await (await homeWin(page)).cell.click();
  await expect(page.getByTestId('slip-receipts').locator('article')).toHaveCount(2);
  await expect(page.getByTestId('slip-receipts').locator('article').first().getByTestId('bet-state')).toHaveText('已受理');
  await expect(wallet).toHaveAttribute('data-fen', '40000');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-bet-receipt-1440-classic-zh-CN.png`, animations: 'disabled' });

  // Off: a tap goes on the slip again and places nothing.
  await setSwitch(page, 'slip-quick', false);
  await (await homeWin(page)).cell.click();
  await expect(slip(page)).toHaveAttribute('data-kind', 'single');
  await expect(page.getByTestId('slip-place')).toBeVisible();
  await expect(page.getByTestId('slip-receipts').locator('article')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('quick bet on a phone (professional, zh-TW, 390): the tap opens the sheet with the receipt', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'quickp', '100', 'professional', 'zh-TW');
  await openBoard(page, 'FT');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  await page.getByTestId('slip-dock-bar').click();
  await setSwitch(page, 'slip-quick', true);
  await expect(page.getByTestId('slip-quick-hint')).toHaveText('點選賠率即以 10 元投注單注');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-bet-390-professional-zh-TW.png`, animations: 'disabled' });
  await page.getByTestId('slip-dock-bar').click();
  await expect(page.getByTestId('slip-quick-panel')).toBeHidden();

  await (await homeWin(page)).cell.click();
  const card = page.getByTestId('slip-receipts').locator('article').first();
  await expect(card.getByTestId('bet-state')).toHaveText('已受理');
  await expect(page.getByTestId('slip-wallet')).toHaveAttribute('data-fen', '9000');
  await expect(page.getByTestId('slip-empty')).toHaveText('快速投注已開啟：點選賠率即直接投注，無需確認');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-bet-receipt-390-professional-zh-TW.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});
