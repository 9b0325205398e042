import { expect, test, type Page } from '@playwright/test';
import { fillLogin, openLogin, resetGuards } from '../support/auth';

// THROWAWAY (not committed): a look at the page with contract-shaped data before the feed lands.
const names = [['曼城', '阿森纳'], ['利物浦', '切尔西'], ['热刺', '曼联'], ['纽卡斯尔', '阿斯顿维拉'], ['布莱顿', '西汉姆联'], ['埃弗顿', '富勒姆']];
function snap() {
  const leagues = [[100021, '英格兰超级联赛'], [100026, '意大利甲级联赛'], [100030, '西班牙甲级联赛'], [100210, '中国超级联赛']].map(([id, name]) => ({ id: `FT-${id}`, league_id: id, leagueId: id, name, icon_class: 'sport-FT', isShow: true, isExpand: true, gameType: 'FT', count: 6 }));
  const matches = [];
  let k = 0;
  for (const l of leagues) for (const [h, c] of names) {
    const g = `g${k++}`;
    const sel = (m: string, key: string, hk: number) => ({ id: `${m}:${key}`, key, name: '', hkMilli: hk });
    matches.push({ gameId: g, gide: g, hgid: g, league_id: l.league_id, gameType: 'FT', showType: 'RB', team_h: h, team_c: c, datetime: Date.now(), isLive: true, gameStatus: 'live', re_time: k % 3 ? `1H^${10 + k}'` : "LIVE^0'", se_now: '1H', t_count: 0, HalfTime: false, inningNum: 0, sc_FT_H: k % 3 ? k % 2 : 0, sc_FT_C: k % 3 ? 1 : 0, sc_FT_A: 1, sc_set_H: 0, sc_set_A: 0, sc_game_H: 0, sc_game_A: 0,
      markets: [
        { id: `${g}:M`, kind: 'M', line: '', strong: 'H', suspended: false, selections: [sel(`${g}:M`, 'H', 1100 + k * 13), sel(`${g}:M`, 'C', 2200), sel(`${g}:M`, 'N', 1950)] },
        { id: `${g}:R`, kind: 'R', line: '0.5/1', strong: 'H', suspended: k === 4, selections: [sel(`${g}:R`, 'H', 920), sel(`${g}:R`, 'C', 960)] },
        { id: `${g}:OU`, kind: 'OU', line: '2.5/3', strong: 'H', suspended: false, selections: [sel(`${g}:OU`, 'O', 880), sel(`${g}:OU`, 'U', 1000)] },
        { id: `${g}:EO`, kind: 'EO', line: '', strong: 'H', suspended: false, selections: [sel(`${g}:EO`, 'ODD', 950), sel(`${g}:EO`, 'EVEN', 930)] },
      ] });
  }
  const counts: Record<string, Record<string, number>> = {};
  for (const s of ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT']) counts[s] = { FU: 40, FT: 30, RB: 12, FSFT: 0, FSFU: 0 };
  return { code: 6000, message: '', data: { seqs: { 'FT.RB': 1 }, at: 1, counts, leagues, matches } };
}
async function intercept(page: Page) {
  await page.route('**/sport/matches', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify(snap()) }));
}
for (const edition of ['classic', 'professional']) for (const lang of ['zh-CN', 'zh-TW']) test(`look ${edition} ${lang}`, async ({ page }) => {
  await page.addInitScript(({ e, l }) => { localStorage.setItem('edition', e); localStorage.setItem('language', l); }, { e: edition, l: lang });
  await intercept(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  await resetGuards(page.request);
  const d = await openLogin(page); await fillLogin(d, 'demo02', 'demo1234'); await d.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user')).toHaveText('demo02');
  await page.goto('/game/sport/crty');
  await expect(page.getByTestId('match-g0')).toBeVisible();
  await page.screenshot({ path: `/tmp/centre-look-1440-${edition}-${lang}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/centre-look-390-${edition}-${lang}.png` });
  if (edition === 'classic' && lang === 'zh-CN') {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('more-g1').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/centre-look-detail.png` });
  }
});
