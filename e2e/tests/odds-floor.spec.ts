import { expect, test } from '../support/test';
import { watchErrors } from '../support/site';
import { gameOfSelection, sportControl } from '../support/sport';
import { fundedMember, openBoard, pick, setSwitch } from '../support/slip';

/**
 * The odds floor over the real api: with auto-accept off the player sets a floor (in the odds type the pick reads
 * in: european for 1X2); the price is moved worse by the simulator's dev control. Below the floor the bet is refused
 * with the reason; with the floor lowered under the new price it is placed at that price without an accept step.
 * Then the professional edition in zh-TW on a phone: the floor field and its refusal of a floor above the price.
 * SHOTS=<dir> saves screenshots.
 */
const SHOTS = process.env.SHOTS;

test.describe.configure({ mode: 'serial' });

test('a price moved below the floor is refused; above a lowered floor it is placed (classic, zh-CN, 1440)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedMember(page, 'floor', '100');
  await openBoard(page, 'FT');
  await setSwitch(page, 'slip-auto-accept', false);
  const id = await pick(page);
  const item = page.getByTestId(`slip-pick-${id}`);
  const seen = (await item.getByTestId('slip-price').textContent()) ?? '';
  expect(seen).toMatch(/^\d+\.\d\d$/);
  // The floor at the price seen: any fall is below it.
  await item.getByTestId('slip-floor').fill(seen);
  await expect(item.getByTestId('slip-floor-problem')).toBeHidden();
  await page.getByTestId('slip-stake').fill('10');

  await sportControl(page.request, { op: 'price', gameId: gameOfSelection(id), kind: 'M', direction: 'down' });
  // 确认投注 checks the price first: it fell below the floor.
  await page.getByTestId('slip-place').click();
  await expect(item).toHaveAttribute('data-change', 'down');
  await expect(page.getByTestId('slip-problem')).toHaveText('赔率已低于您设定的最低赔率，请接受新赔率或调整最低赔率');
  await expect(page.getByTestId('slip-accept')).toBeVisible();
  await expect(page.getByTestId('slip-receipts')).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/odds-floor-refused-1440-classic-zh-CN.png`, animations: 'disabled' });

  // The floor lowered under the new price: the worse price is taken as it is, no accept step.
  await item.getByTestId('slip-floor').fill('1.01');
  await expect(item.getByTestId('slip-floor-takes')).toHaveText('新赔率不低于最低赔率，将按新赔率投注');
  await expect(page.getByTestId('slip-problem')).toBeHidden();
  const now = (await item.getByTestId('slip-price').textContent()) ?? '';
  expect(Number(now)).toBeLessThan(Number(seen));
  await page.getByTestId('slip-place').click();
  const receipt = page.getByTestId('slip-receipts').locator('article').first();
  await expect(receipt.getByTestId('bet-state')).toHaveText('已受理');
  await expect(receipt.getByTestId('leg-price')).toHaveText(now);
  await expect(page.getByTestId('slip-wallet')).toHaveAttribute('data-fen', '9000');
  expect(errors).toEqual([]);
});

test('the floor field on a phone (professional, zh-TW, 390): a floor above the price is refused', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await fundedMember(page, 'floorp', '100', 'professional', 'zh-TW');
  await openBoard(page, 'FT');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'professional');
  const id = await pick(page);
  await page.getByTestId('slip-dock-bar').click();
  await setSwitch(page, 'slip-auto-accept', false);
  const item = page.getByTestId(`slip-pick-${id}`);
  const floor = item.getByTestId('slip-floor');
  await expect(floor).toHaveAttribute('placeholder', '不接受變化');
  await expect(item).toContainText('最低賠率');
  await floor.fill('99.99');
  await expect(item.getByTestId('slip-floor-problem')).toHaveText('最低賠率不能高於當前賠率');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/odds-floor-390-professional-zh-TW.png`, animations: 'disabled' });
  await floor.fill('1.01');
  await expect(item.getByTestId('slip-floor-problem')).toBeHidden();
  expect(errors).toEqual([]);
});
