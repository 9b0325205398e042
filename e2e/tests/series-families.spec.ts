import { expect, test } from '../support/test';
import { watchErrors } from '../support/site';
import { fundedMember, openBoard, pick, setSwitch, slip } from '../support/slip';

/**
 * Every M串N family over the real api: a 4-leg series offers the range families of the standard table beside the
 * exact sizes and the full system; 4串5 (every treble and the four-fold) is placed, its receipt and its record name
 * it. Then the professional edition in zh-TW on a phone: a 5-leg series tells the two 5串10 apart. SHOTS=<dir> saves
 * screenshots.
 */
const SHOTS = process.env.SHOTS;

test.describe.configure({ mode: 'serial' });

test('a 4-leg series offers the range families; 4串5 is placed and its record shows the family (classic, zh-CN, 1440)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedMember(page, 'family', '500');
  await openBoard(page, 'FT');
  await setSwitch(page, 'slip-multiple', true);
  for (let i = 0; i < 4; i += 1) await pick(page);
  await expect(page.getByTestId('slip-count')).toHaveText('4');
  await setSwitch(page, 'slip-series', true);
  await expect(slip(page)).toHaveAttribute('data-kind', 'series');
  const families = page.getByTestId('slip-families');
  await expect(families.locator('b')).toHaveText(['4串1', '4串4', '4串5', '4串6', '4串10', '4串11']);
  await expect(page.getByTestId('slip-family-4:3-4')).toContainText('3至4串1 × 5');
  await expect(page.getByTestId('slip-family-4:2-3')).toContainText('2至3串1 × 10');
  // The full system by default.
  await expect(families.getByRole('radio', { name: /4串11/ })).toBeChecked();

  await page.getByTestId('slip-family-4:3-4').click();
  await expect(families.getByRole('radio', { name: /4串5/ })).toBeChecked();
  await page.getByTestId('slip-stake').fill('10');
  await expect(page.getByTestId('slip-family-title')).toHaveText('4串5');
  await expect(page.getByTestId('slip-combinations')).toHaveText('5 注');
  await expect(page.getByTestId('slip-total')).toHaveText('50.00');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/series-families-1440-classic-zh-CN.png`, animations: 'disabled' });

  await page.getByTestId('slip-place').click();
  const receipt = page.getByTestId('slip-receipts').locator('article').first();
  await expect(receipt.getByTestId('bet-state')).toHaveText('已受理');
  await expect(receipt.getByTestId('bet-kind')).toHaveText('4串5');
  await expect(receipt).toContainText('本金 50');
  await expect(page.getByTestId('slip-wallet')).toHaveAttribute('data-fen', '45000');
  const betId = ((await receipt.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  expect(betId).not.toBe('');

  await page.goto('/mine/betRecord');
  const row = page.getByTestId(`bet-record-${betId}`);
  await expect(row).toContainText('4串5');
  await row.getByText('4串5：共5个组合').click();
  await expect(row.locator('details li')).toHaveCount(5);
  expect(errors).toEqual([]);
});

test('a 5-leg series on a phone tells the two 5串10 apart (professional, zh-TW, 390)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'familyp', '100', 'professional', 'zh-TW');
  await openBoard(page, 'FT');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  await page.getByTestId('slip-dock-bar').click();
  await setSwitch(page, 'slip-multiple', true);
  await page.getByTestId('slip-dock-bar').click();
  for (let i = 0; i < 3; i += 1) await pick(page);
  // Two more from the in-play board: the slip survives the page load.
  await openBoard(page, 'RB');
  for (let i = 0; i < 2; i += 1) await pick(page);
  await page.getByTestId('slip-dock-bar').click();
  await setSwitch(page, 'slip-series', true);
  const families = page.getByTestId('slip-families');
  await expect(families.locator('b')).toHaveText(['5串1', '5串5', '5串6', '5串10（二串）', '5串10（三串）', '5串16', '5串20', '5串25', '5串26']);
  await expect(families.locator('legend')).toHaveText('串關方式');
  await page.getByTestId('slip-family-5:3-3').click();
  await expect(page.getByTestId('slip-family-title')).toHaveText('5串10（三串）');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/series-families-390-professional-zh-TW.png`, animations: 'disabled', fullPage: true });
  expect(errors).toEqual([]);
});
