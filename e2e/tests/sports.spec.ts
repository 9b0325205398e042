import { expect, test, type Page } from '../support/test';
import { priceText } from '../../shared/src/rules/pick-text';
import { fillLogin, openLogin, resetGuards } from '../support/auth';
import { watchErrors } from '../support/site';
import { homeWin } from '../support/slip';
import { gameOfSelection, sportControl } from '../support/sport';

/**
 * The sports venue over the real api and its sports feed (seeded and frozen: scripts/e2e-server.mjs sets SPORT_SEED
 * and SPORT_FROZEN; e2e/support/sport.ts moves it): demo02 enters the sports venue through venue entry, sees leagues
 * and matches, filters by a quick league, switches the odds type, and sees a price and a score move (dev controls)
 * without a reload; a guest is sent home. demo02's auto-transfer stays off (its balance is the wallet
 * journeys' seed). SHOTS=<dir> saves the screenshots (1440 and 390 px, both editions, both languages).
 */
const PLAYER = 'demo02';
const SHOTS = process.env.SHOTS;

async function logInAs(page: Page, name: string): Promise<void> {
  await resetGuards(page.request);
  const dialog = await openLogin(page);
  await fillLogin(dialog, name, 'demo1234');
  await dialog.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
}

async function headerBalance(page: Page): Promise<string> {
  return (await page.getByTestId('header-balance').textContent()) ?? '';
}

const matchRows = (page: Page) =>
  page.locator('[data-testid^="match-"]:not([data-testid="match-list"]):not([data-testid="match-centre"]):not([data-testid="match-detail"])');
const leagueRows = (page: Page) => page.locator('button[data-testid^="league-"]');

/** The open price cells of one selection key (e.g. ':R:H'): hong kong thousandths and the text shown, read together. */
function pricesOf(page: Page, suffix: string): Promise<{ hk: number; text: string }[]> {
  return page
    .locator(`[data-testid$="${suffix}"][data-hk]`)
    .evaluateAll((cells) =>
      cells.map((el) => ({ hk: Number((el as HTMLElement).dataset['hk']), text: el.querySelector('[data-testid="price"]')?.textContent ?? '' })),
    );
}

/** Every price and score on screen (to see that something moved). */
function board(page: Page): Promise<{ prices: Record<string, string>; scores: Record<string, string> }> {
  return page.evaluate(() => {
    const prices: Record<string, string> = {};
    const scores: Record<string, string> = {};
    document.querySelectorAll<HTMLElement>('[data-testid^="odds-"][data-hk]').forEach((el) => (prices[el.dataset['testid'] ?? ''] = el.dataset['hk'] ?? ''));
    document.querySelectorAll<HTMLElement>('[data-testid^="score-"]').forEach((el) => (scores[el.dataset['testid'] ?? ''] = el.textContent ?? ''));
    return { prices, scores };
  });
}

const changed = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).some((k) => k in before && before[k] !== after[k]);

test('a guest is sent home with the login warning', async ({ page }) => {
  await page.goto('/game/sport/crty');
  await expect(page.getByText('请先登录账号，才能了解更多').first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('demo02 enters the sports venue, filters, switches the odds type and watches the feed move', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/game/sport');
  await logInAs(page, PLAYER);
  const balance = await headerBalance(page);

  // Venue entry (spec §4): crty stores its session and opens the local sport page, full width, no footer.
  await page.getByTestId('enter-crty').click();
  await expect(page).toHaveURL(/\/game\/sport\/crty/);
  await expect(page.getByTestId('match-centre')).toBeVisible();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  // Auto-transfer is off for demo02: entering moved no money.
  expect(await headerBalance(page)).toBe(balance);

  // Leagues and matches (football in play by default), with the clock and the main markets.
  await expect(leagueRows(page).first()).toBeVisible();
  await expect(matchRows(page).first()).toBeVisible();
  await expect(page.getByTestId('sport-FT')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('show-RB')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-testid^="clock-"]').first()).toHaveText(/\S/);

  // The odds type: hong kong by default, then european, malay, indonesian by the formulas, kept on reload.
  await expect(page.getByTestId('odds-type')).toHaveValue('H');
  // Every open handicap and 1X2 price on screen, read with its hong kong price at the same moment (a
  // suspended market shows a lock and no price, so only open ones are read).
  await expect(page.locator('[data-testid$=":R:H"][data-hk]').first()).toBeVisible();
  for (const type of ['H', 'E', 'M', 'I'] as const) {
    await page.getByTestId('odds-type').selectOption(type);
    await expect
      .poll(
        async () => {
          const handicap = await pricesOf(page, ':R:H');
          const oneXTwo = await pricesOf(page, ':M:H');
          return (
            handicap.length > 0 &&
            handicap.every((p) => p.text === priceText(p.hk, 'R', type)) &&
            // 1X2 stays european whatever the type.
            oneXTwo.every((p) => p.text === priceText(p.hk, 'M', type))
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  await page.getByTestId('odds-type').selectOption('E');
  await page.reload();
  await expect(page.getByTestId('odds-type')).toHaveValue('E');
  await expect(matchRows(page).first()).toBeVisible();

  // In play, a price and a score move without a reload (every sport's in-play board; dev controls move the feed).
  await page.getByTestId('sport-ALL').click();
  await expect(page).toHaveURL(/sport=ALL/);
  // The board of every sport, loaded: the football rows of the board before it may still be on screen a moment.
  await expect(page.locator('[data-testid="sports-board"][data-sport="ALL"][data-show="RB"]')).toHaveAttribute('data-state', 'ok');
  await expect(matchRows(page).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
  const before = await board(page);
  // A home win that is neither a near certainty nor a long shot: its price can move up a step whatever the match.
  const gameId = gameOfSelection((await homeWin(page)).id);
  expect(Object.keys(before.prices).filter((k) => k.startsWith(`odds-${gameId}:`)).length).toBeGreaterThan(0);
  await sportControl(page.request, { op: 'price', gameId, kind: 'M', direction: 'up' });
  await expect.poll(async () => changed(before.prices, (await board(page)).prices)).toBe(true);
  await sportControl(page.request, { op: 'score', gameId, side: 'H' });
  await expect.poll(async () => changed(before.scores, (await board(page)).scores)).toBe(true);
  await sportControl(page.request, { op: 'reopen', gameId });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);

  // The quick league filter (spec §9): only that league's matches, on today's board.
  await page.getByTestId('sport-FT').click();
  await expect(page.getByTestId('sport-FT')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('show-FU').click();
  await expect(page.getByTestId('show-FU')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-testid="sports-board"][data-sport="FT"][data-show="FU"]')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  // The first quick league that has matches on the early board.
  const quickIds = await page
    .locator('[data-testid^="quick-"]:not([data-testid="quick-all"])')
    .evaluateAll((chips) => chips.map((c) => (c.getAttribute('data-testid') ?? '').replace('quick-', '')));
  expect(quickIds.length).toBeGreaterThan(0);
  let filtered = '';
  for (const id of quickIds) {
    await page.getByTestId(`quick-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`league=${id}`));
    await expect(page.getByTestId(`quick-${id}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok');
    const shown = await leagueRows(page)
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) continue;
    expect(await leagueRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))).toEqual([`league-${id}`]);
    filtered = id;
    break;
  }
  expect(filtered).not.toBe('');

  // Every market of a match.
  await matchRows(page).first().getByRole('button').first().click();
  const detail = page.getByTestId('match-detail');
  await expect(detail).toBeVisible();
  await expect(detail.locator('[data-testid^="market-"]').first()).toBeVisible();
  expect(await detail.locator('[data-testid^="market-"]').count()).toBeGreaterThan(4);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  expect(errors).toEqual([]);
});

for (const edition of ['classic', 'professional'] as const) {
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    test(`the match centre looks right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/home');
      await logInAs(page, PLAYER);
      await page.evaluate(
        ({ e, l }) => {
          window.localStorage.setItem('edition', e);
          window.localStorage.setItem('language', l);
        },
        { e: edition, l: language },
      );
      // Straight to the page: with no stored session it launches the venue itself (guard 4).
      await page.goto('/game/sport/crty?sport=FT&show=FT');
      // The venue launch and the snapshot come first (a busy machine may take a while).
      await expect(matchRows(page).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('bet-slip-panel')).toBeVisible();
      await expect(page.getByTestId('match-centre').getByRole('heading', { level: 1 })).toHaveText(language === 'zh-TW' ? '體育投注' : '体育投注');
      // The eleven sport tabs fit in one row beside the slip (a wrapped eleventh would push the boards down).
      const tabs = page.getByTestId('sport-ALL').locator('..');
      expect(
        await tabs.evaluate((nav) => ({
          fits: nav.scrollWidth <= nav.clientWidth,
          tops: new Set([...nav.children].map((b) => (b as HTMLElement).offsetTop)).size,
        })),
      ).toEqual({
        fits: true,
        tops: 1,
      });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sports-1440-${edition}-${language}.png`, animations: 'disabled' });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(matchRows(page).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // On a phone the kick-off time keeps clear of the team names, and the tabs stay in one row.
      const spacing = await matchRows(page)
        .first()
        .evaluate((row) => {
          const clock = row.querySelector('[data-testid^="clock-"]') as HTMLElement;
          const teams = clock.parentElement!.nextElementSibling as HTMLElement;
          return { gap: teams.getBoundingClientRect().left - clock.getBoundingClientRect().right, fits: clock.scrollWidth <= clock.parentElement!.clientWidth };
        });
      expect(spacing.fits).toBe(true);
      expect(spacing.gap).toBeGreaterThanOrEqual(12);
      expect(await tabs.evaluate((nav) => new Set([...nav.children].map((b) => (b as HTMLElement).offsetTop)).size)).toBe(1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sports-390-${edition}-${language}.png`, animations: 'disabled' });
      // The DOM stays bounded by the viewport: far fewer rows than matches.
      expect(await matchRows(page).count()).toBeLessThan(30);
      expect(errors).toEqual([]);
    });
  }
}
