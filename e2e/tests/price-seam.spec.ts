import { expect, test, type Locator, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';
import { gameOfSelection } from '../support/sport';
import { priceText } from '../../shared/src/rules/pick-text';

/**
 * One price per bet: a fresh member (sport wallet funded by the dev hook) chooses hong kong odds, puts a 1X2 price
 * and a handicap price of another match on the slip as a 2串1, places it, and reads each leg's price in the same
 * digits on the board, the slip, the receipt, the slip's bet list (注单) and /mine/betRecord — the 1X2 leg european,
 * the handicap leg hong kong, as pick-text.ts priceText reads them. The feed is frozen (e2e-server.mjs): nothing
 * reprices unless a journey asks, so the board's price is the accepted one. A second journey: the slip's banner and
 * 确认投注 follow the slip as it is (a series with two picks of one match refuses at once; leaving the series clears it).
 */

const slip = (page: Page): Locator => page.getByTestId('bet-slip');

async function setSwitch(page: Page, testId: string, on: boolean): Promise<void> {
  const input = page.getByTestId(testId);
  if ((await input.isChecked()) !== on) await input.locator('xpath=..').click();
  await expect(input).toBeChecked({ checked: on });
}

/** The first open price button of a market kind's home side on the board, outside the games given: its selection id and hong kong price. */
async function firstOpen(page: Page, kind: 'M' | 'R', notIn: readonly string[]): Promise<{ id: string; hk: number }> {
  const cells = page.locator(`button[data-testid$=":${kind}:H"][data-hk]`);
  await expect(cells.first()).toBeVisible();
  const found = await cells.evaluateAll(
    (els, skip) =>
      els
        .map((el) => ({ id: (el.getAttribute('data-testid') ?? '').replace(/^odds-/, ''), hk: Number(el.getAttribute('data-hk')) }))
        .find((c) => c.hk > 0 && !skip.includes(c.id.split(':')[0] ?? '')),
    [...notIn],
  );
  if (!found) throw new Error(`no open ${kind} price on the board`);
  return found;
}

/** The price text of a selection's board cell. */
const boardPrice = (page: Page, id: string): Locator => page.locator(`[data-testid="odds-${id}"] [data-testid="price"]`).first();

test('a bet reads the price it was accepted at in the same digits on the board, the slip, the receipt, 注单 and the records', async ({ page }) => {
  const errors = watchErrors(page);
  const { name } = await newMemberSession(page, 'price');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  await page.goto('/game/sport/crty?sport=FT&show=FT');
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await page.getByTestId('odds-type').selectOption('H');
  await setSwitch(page, 'slip-multiple', true);

  // A 1X2 (独赢) price and a handicap price of another match; the board reads the one european, the other hong kong.
  const oneXTwo = await firstOpen(page, 'M', []);
  const handicap = await firstOpen(page, 'R', [gameOfSelection(oneXTwo.id)]);
  const legs = [
    { ...oneXTwo, text: priceText(oneXTwo.hk, 'M', 'H') },
    { ...handicap, text: priceText(handicap.hk, 'R', 'H') },
  ];
  for (const leg of legs) {
    await expect(boardPrice(page, leg.id)).toHaveText(leg.text);
    await page.locator(`button[data-testid="odds-${leg.id}"]`).first().click();
  }
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  await expect(slip(page)).toHaveAttribute('data-kind', 'multiple');

  // The slip reads the board's digits.
  for (const leg of legs) await expect(page.getByTestId(`slip-pick-${leg.id}`).getByTestId('slip-price')).toHaveText(leg.text);

  // Placed: the receipt reads each leg at the same digits.
  await page.getByTestId('slip-stake').fill('10');
  await page.getByTestId('slip-place').click();
  const receipt = page.getByTestId('slip-receipts').locator('article').first();
  await expect(receipt.getByTestId('bet-state')).toHaveText('已受理');
  await expect(receipt.getByTestId('bet-kind')).toHaveText('2串1');
  await expect(receipt.getByTestId('leg-price')).toHaveText(legs.map((l) => l.text));
  const betId = ((await receipt.getAttribute('data-testid')) ?? '').replace(/^bet-/, '');
  expect(betId).not.toBe('');

  // The slip's bet list (注单): the same digits.
  await page.getByTestId('slip-tab-bets').click();
  const listed = page.getByTestId('my-bets').getByTestId(`bet-${betId}`);
  await expect(listed.getByTestId('leg-price')).toHaveText(legs.map((l) => l.text));

  // The board still reads them (nothing repriced).
  for (const leg of legs) await expect(boardPrice(page, leg.id)).toHaveText(leg.text);

  // /mine/betRecord: the same digits.
  await page.goto('/mine/betRecord');
  const row = page.getByTestId(`bet-record-${betId}`);
  await expect(row).toContainText('2串1');
  await expect(row.getByTestId('leg-price')).toHaveText(legs.map((l) => l.text));
  expect(errors).toEqual([]);
});

test('the series banner follows the slip: two picks of one match refuse at once, leaving the series clears it and enables 确认投注', async ({ page }) => {
  const errors = watchErrors(page);
  const { name } = await newMemberSession(page, 'banner');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  await page.goto('/game/sport/crty?sport=FT&show=FT');
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await setSwitch(page, 'slip-multiple', true);
  await setSwitch(page, 'slip-series', true);
  // The 1X2 and the handicap of one match, and the 1X2 of another.
  const first = await firstOpen(page, 'M', []);
  const sameGame = gameOfSelection(first.id);
  const other = await firstOpen(page, 'M', [sameGame]);
  for (const id of [first.id, `${sameGame}:R:H`, other.id]) await page.locator(`button[data-testid="odds-${id}"]`).first().click();
  await expect(page.getByTestId('slip-count')).toHaveText('3');
  await page.getByTestId('slip-stake').fill('10');
  const banner = page.getByTestId('slip-problem');
  await expect(banner).toHaveText('串关不能包含同一场赛事的两个选项');
  await expect(page.getByTestId('slip-place')).toBeDisabled();

  // Series off: a valid two-match multiple (the newer pick of the match stays); the banner goes, 确认投注 is enabled.
  await setSwitch(page, 'slip-series', false);
  await expect(page.getByTestId('slip-count')).toHaveText('2');
  await expect(slip(page)).toHaveAttribute('data-kind', 'multiple');
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('slip-place')).toBeEnabled();
  expect(errors).toEqual([]);
});
