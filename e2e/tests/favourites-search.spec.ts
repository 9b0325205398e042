import { expect, test, type Page } from '../support/test';
import { memberPost, newMemberSession } from '../support/auth';
import { watchErrors } from '../support/site';

/**
 * 收藏 and 搜索 in the match centre over the real api and its frozen sports feed: a member's browser holds a guest's
 * stars (platform storage) that merge into the member's set on the first visit; the member stars a league and a match,
 * narrows the board to 收藏, finds the stars again after a reload (the api keeps them), and searches a league typed in
 * traditional characters and a team as it types, opening the team's match from the results while the board stays
 * mounted. The other editions and languages check that the star, the 收藏 tab and the search box render and read
 * right at 1440 and 390 px. SHOTS=<dir> saves screenshots.
 */
const SHOTS = process.env.SHOTS;

async function openBoard(page: Page, show: 'FU' | 'FT' | 'RB' = 'FU'): Promise<void> {
  await page.goto(`/game/sport/crty?sport=FT&show=${show}`);
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
}

const leagueStars = (page: Page) => page.locator('button[data-testid^="star-league-"]');
const matchStars = (page: Page) => page.locator('button[data-testid^="star-match-"]');
const idOf = async (star: ReturnType<typeof leagueStars>, kind: 'league') => ((await star.getAttribute('data-testid')) ?? '').replace(`star-${kind}-`, '');

test('a member stars a league and a match, narrows to 收藏, and searches across scripts', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await newMemberSession(page, 'fav');
  // What this browser starred as a guest: merged into the member's set on the first visit.
  await page.evaluate(() => localStorage.setItem('mf_sports/sportFavourites', JSON.stringify({ leagues: ['BK-300001'], matches: [] })));
  await openBoard(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mf_sports/sportFavourites'))).toBe(JSON.stringify({ leagues: [], matches: [] }));

  const league = leagueStars(page).first();
  const leagueId = await idOf(league, 'league');
  await expect(league).toHaveAttribute('aria-pressed', 'false');
  await league.click();
  await expect(league).toHaveAttribute('aria-pressed', 'true');
  await expect(league).toHaveAttribute('title', '取消收藏');
  // A match of another league: the first match row after the second league's header, in the list's order.
  const matchId = await page.getByTestId('match-list').evaluate((list) => {
    const rows = [...list.querySelectorAll<HTMLElement>('[style*="translateY"]')].sort(
      (a, b) => Number(/translateY\((\d+)/.exec(a.style.transform)?.[1]) - Number(/translateY\((\d+)/.exec(b.style.transform)?.[1]),
    );
    let leagues = 0;
    for (const row of rows) {
      if (row.querySelector('[data-testid^="star-league-"]')) leagues++;
      const star = row.querySelector('[data-testid^="star-match-"]');
      if (leagues === 2 && star) return (star.getAttribute('data-testid') ?? '').replace('star-match-', '');
    }
    return '';
  });
  expect(matchId).not.toBe('');
  const otherMatch = page.getByTestId(`star-match-${matchId}`);
  await otherMatch.click();
  await expect(otherMatch).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('favourites-tab').click();
  await expect(page.getByTestId('favourites-tab')).toHaveAttribute('aria-pressed', 'true');
  const shownLeagues = await leagueStars(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(shownLeagues).toHaveLength(2);
  expect(shownLeagues).toContain(`star-league-${leagueId}`);
  await expect(page.getByTestId(`match-${matchId}`)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/favourites-1440-classic-zh-CN.png` });

  // The api keeps them: a reload finds the stars, the guest's league among them.
  await page.reload();
  await expect(page.getByTestId('sports-board')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await expect(page.getByTestId(`star-league-${leagueId}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`star-match-${matchId}`)).toHaveAttribute('aria-pressed', 'true');
  const held = await memberPost(page, '/game/api/v1/sport/favourites/list', {});
  expect(held.data).toEqual({ leagues: ['BK-300001', leagueId], matches: [matchId] });

  // Search: a league typed in traditional characters finds its simplified name; the board stays mounted.
  const board = await page.getByTestId('sports-board').elementHandle();
  const search = page.getByTestId('sports-search-input');
  await search.fill('英格蘭超級');
  const results = page.getByTestId('search-results');
  await expect(results).toHaveAttribute('data-state', 'ok');
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results).toContainText('英格兰超级联赛');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1440-classic-zh-CN.png` });
  expect(await board!.evaluate((el) => el.isConnected)).toBe(true);

  // A team as the player types: its match opens with every market.
  const team = (await page.locator('[class*="teamName"]').first().textContent()) ?? '';
  await search.fill(team.slice(0, 2));
  await expect(results).toHaveAttribute('data-state', 'ok');
  await search.fill(team);
  await expect(results).toHaveAttribute('data-state', 'ok');
  const hit = results.locator('button[data-testid^="search-match-"]').filter({ hasText: team }).first();
  await expect(hit).toBeVisible();
  const gameId = ((await hit.getAttribute('data-testid')) ?? '').replace('search-match-', '');
  await hit.click();
  await expect(results).toBeHidden();
  const detail = page.getByTestId('match-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(team);
  await expect(page.getByTestId(`match-${gameId}`)).toBeVisible();

  // Nothing found reads so.
  await search.fill('没有这支球队');
  await expect(page.getByTestId('search-empty')).toHaveText('没有找到相关的球队或联赛');
  expect(errors).toEqual([]);
});

for (const [edition, language] of [
  ['professional', 'zh-TW'],
  ['classic', 'zh-TW'],
  ['professional', 'zh-CN'],
] as const) {
  test(`the stars, 收藏 and the search box read right at 1440 and 390 px (${edition}, ${language})`, async ({ page }) => {
    const errors = watchErrors(page);
    const tw = language === 'zh-TW';
    await page.setViewportSize({ width: 1440, height: 900 });
    await newMemberSession(page, 'fav');
    await page.evaluate(
      ({ e, l }) => {
        localStorage.setItem('edition', e);
        localStorage.setItem('language', l);
      },
      { e: edition, l: language },
    );
    await openBoard(page);
    await expect(page.getByTestId('sports-search-input')).toHaveAttribute('placeholder', tw ? '搜尋球隊、聯賽、賽事' : '搜索球队、联赛、赛事');
    await expect(page.getByTestId('favourites-tab')).toHaveText(/收藏/);
    await expect(leagueStars(page).first()).toHaveAttribute('title', '收藏');
    await page.getByTestId('favourites-tab').click();
    await expect(page.getByTestId('favourites-empty')).toContainText(tw ? '還沒有收藏的聯賽或賽事' : '还没有收藏的联赛或赛事');
    await page.getByTestId('favourites-tab').click();
    await page.getByTestId('sports-search-input').fill(tw ? '聯賽' : '联赛');
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-state', 'ok');
    await expect(page.getByTestId('search-results').getByRole('heading').first()).toHaveText(tw ? '聯賽' : '联赛');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1440-${edition}-${language}.png` });
    await page.getByTestId('sports-search-input').press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(matchStars(page).first()).toBeVisible();
    await expect(page.getByTestId('sports-search-input')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/favourites-390-${edition}-${language}.png` });
    expect(errors).toEqual([]);
  });
}
