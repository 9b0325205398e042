import { expect, test, type Locator, type Page } from '../support/test';
import { newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';
import { sportControl } from '../support/sport';

/**
 * 赛况 (the match tracker) of an in-play match, over the real api and its frozen, seeded feed: a member opens the
 * detail of a football match in play and reads its tracker — the phase the dev control put it in before the page
 * subscribed (the state a late subscriber gets), then each change the control makes: a corner, a card, a goal (the
 * score control: the timeline's goal and the stats' goals are the match's score), a free kick. A basketball match
 * shows its court and score line. The other editions, languages and widths check that it renders and reads right.
 * SHOTS=<dir> saves the screenshots.
 */
const SHOTS = process.env.SHOTS;

type Edition = 'classic' | 'professional';
type Language = 'zh-CN' | 'zh-TW';

async function openBoard(page: Page, sport: 'FT' | 'BK', edition: Edition, language: Language): Promise<void> {
  await newMemberSession(page, 'trk');
  await page.evaluate(
    ({ e, l }) => {
      window.localStorage.setItem('edition', e);
      window.localStorage.setItem('language', l);
    },
    { e: edition, l: language },
  );
  await page.goto(`/game/sport/crty?sport=${sport}&show=RB`);
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
}

/** The first match row of the board, by its match id. */
async function firstMatch(page: Page): Promise<string> {
  const more = page.locator('[data-testid^="more-"]').first();
  await expect(more).toBeVisible();
  return ((await more.getAttribute('data-testid')) ?? '').replace(/^more-/, '');
}

async function openTracker(page: Page, gameId: string): Promise<Locator> {
  await page.getByTestId(`more-${gameId}`).click();
  const tracker = page.getByTestId('match-detail').getByTestId('match-tracker');
  await expect(tracker).toBeVisible();
  return tracker;
}

/** One stats line's home and away values as shown. */
async function statOf(tracker: Locator, name: string): Promise<[string, string]> {
  const values = await tracker
    .getByTestId(`stat-${name}`)
    .locator('span')
    .evaluateAll((spans) => spans.slice(0, 3).map((s) => s.textContent ?? ''));
  return [values[0] ?? '', values[2] ?? ''];
}

test('a member follows 赛况 of a football match in play: the phase it is in, then a corner, a card, a goal and a free kick', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBoard(page, 'FT', 'classic', 'zh-CN');
  const gameId = await firstMatch(page);
  const teams = await page.getByTestId(`match-${gameId}`).locator('button').first().textContent();
  expect(teams).toBeTruthy();

  // Put in a dangerous attack before the detail opens: the tracker shows it at once (the state on subscribing).
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'danger', side: 'H' });
  const tracker = await openTracker(page, gameId);
  await expect(tracker.getByRole('heading', { name: '赛况' })).toBeVisible();
  await expect(tracker).toHaveAttribute('data-phase', 'danger');
  await expect(tracker).toHaveAttribute('data-side', 'H');
  await expect(tracker.getByTestId('tracker-phase')).toContainText('危险进攻');
  await expect(tracker.locator('svg[data-ground="pitch"]')).toBeVisible();
  await expect(tracker.getByLabel('技术统计')).toBeVisible();
  for (const name of ['进球', '射门', '角球', '黄牌', '红牌', '控球率']) await expect(tracker.getByText(name, { exact: true }).first()).toBeVisible();

  // A corner for the home side: the phase, the stats and the timeline's newest event.
  const [cornersBefore] = await statOf(tracker, 'corners');
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'corner', side: 'H' });
  await expect(tracker).toHaveAttribute('data-phase', 'corner');
  await expect(tracker.getByTestId('tracker-phase')).toContainText('角球');
  await expect(tracker.getByTestId('stat-corners').locator('span').first()).toHaveText(String(Number(cornersBefore) + 1));
  await expect(tracker.getByTestId('tracker-event').first()).toHaveAttribute('data-kind', 'corner');
  await expect(tracker.getByTestId('tracker-event').first()).toContainText('角球');

  // A yellow card for the away side.
  const [, yellowBefore] = await statOf(tracker, 'yellow');
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'yellow', side: 'C' });
  await expect(tracker.getByTestId('tracker-phase')).toContainText('黄牌');
  await expect(tracker.getByTestId('stat-yellow').locator('span').nth(2)).toHaveText(String(Number(yellowBefore) + 1));
  await expect(tracker.getByTestId('tracker-event').first()).toHaveAttribute('data-kind', 'yellow');

  // A goal comes with the score: the phase, the timeline's goal with the score it made, and the goals line = the score.
  const score = page.getByTestId('match-detail').locator('b').first();
  const [h, c] = ((await score.textContent()) ?? '0 : 0').split(':').map((x) => Number(x.trim()));
  await sportControl(page.request, { op: 'score', gameId, side: 'H' });
  await expect(tracker).toHaveAttribute('data-phase', 'goal');
  await expect(tracker.getByTestId('tracker-phase')).toContainText('进球');
  const goal = tracker.getByTestId('tracker-event').first();
  await expect(goal).toHaveAttribute('data-kind', 'goal');
  await expect(goal).toContainText(`进球`);
  await expect(goal).toContainText(`${h! + 1}-${c}`);
  await expect(score).toHaveText(`${h! + 1} : ${c}`);
  expect(await statOf(tracker, 'goals')).toEqual([String(h! + 1), String(c)]);

  // A free kick, then an attack of the away side.
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'freeKick', side: 'H' });
  await expect(tracker.getByTestId('tracker-phase')).toContainText('任意球');
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'attack', side: 'C' });
  await expect(tracker).toHaveAttribute('data-side', 'C');
  await expect(tracker.getByTestId('tracker-phase')).toHaveText(/进攻$/);
  const [ph, pc] = await statOf(tracker, 'possession');
  expect(Number(ph.replace('%', '')) + Number(pc.replace('%', ''))).toBe(100);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-1440-classic-zh-CN.png`, animations: 'disabled' });

  // Closed and opened again: the state it is in now, with its timeline.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('match-detail')).toBeHidden();
  const again = await openTracker(page, gameId);
  await expect(again).toHaveAttribute('data-phase', 'attack');
  await expect(again.getByTestId('tracker-event').first()).toHaveAttribute('data-kind', 'freeKick');
  await expect(again.getByTestId('tracker-event').nth(1)).toHaveAttribute('data-kind', 'goal');
  expect(errors).toEqual([]);
});

test('a basketball match in play shows its court and its score line', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBoard(page, 'BK', 'professional', 'zh-CN');
  const gameId = await firstMatch(page);
  await sportControl(page.request, { op: 'tracker', gameId, phase: 'attack', side: 'C' });
  const tracker = await openTracker(page, gameId);
  await expect(tracker.locator('svg[data-ground="court"]')).toBeVisible();
  await expect(tracker.getByTestId('tracker-phase')).toContainText('进攻');
  await expect(tracker.getByTestId('stat-score')).toContainText('比分');
  await sportControl(page.request, { op: 'score', gameId, side: 'H' });
  await expect(tracker.getByTestId('tracker-event').first()).toHaveAttribute('data-kind', 'point');
  await expect(tracker.getByTestId('tracker-event').first()).toContainText('得1分');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-1440-professional-zh-CN-BK.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});

const LOOKS: { edition: Edition; language: Language; width: number }[] = [
  { edition: 'classic', language: 'zh-TW', width: 390 },
  { edition: 'professional', language: 'zh-CN', width: 390 },
  { edition: 'professional', language: 'zh-TW', width: 1440 },
];

for (const { edition, language, width } of LOOKS) {
  test(`赛况 renders and reads right (${edition}, ${language}, ${width} px)`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await openBoard(page, 'FT', edition, language);
    const gameId = await firstMatch(page);
    await sportControl(page.request, { op: 'tracker', gameId, phase: 'corner', side: 'C' });
    const tracker = await openTracker(page, gameId);
    const tw = language === 'zh-TW';
    await expect(tracker.getByRole('heading', { name: tw ? '賽況' : '赛况' })).toBeVisible();
    await expect(tracker.getByTestId('tracker-phase')).toContainText('角球');
    await expect(tracker.getByTestId('tracker-event').first()).toContainText('角球');
    await expect(tracker.getByText(tw ? '控球率' : '控球率', { exact: true })).toBeVisible();
    await expect(tracker.getByText(tw ? '黃牌' : '黄牌', { exact: true }).first()).toBeVisible();
    // The ground fills the panel (up to its own width) and nothing runs off the page.
    const ground = await tracker.locator('svg').boundingBox();
    expect(ground!.width).toBeGreaterThan(width < 600 ? 300 : 400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const label = await tracker.getByTestId('tracker-phase').boundingBox();
    expect(label!.x).toBeGreaterThanOrEqual(ground!.x);
    expect(label!.x + label!.width).toBeLessThanOrEqual(ground!.x + ground!.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tracker-${width}-${edition}-${language}.png`, animations: 'disabled' });
    expect(errors).toEqual([]);
  });
}
