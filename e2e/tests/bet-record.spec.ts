import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { finishMatch } from '../support/sport';
import { expectLoggedIn, fillLogin, freshName, openLogin, registerByApi, memberPost as signedMemberPost } from '../support/auth';

const memberPost = (page: Page, path: string, body: unknown, idempotencyKey?: string) =>
  signedMemberPost(page, path, body, idempotencyKey, 'e2e-bet-record-device');

/**
 * /mine/betRecord: a fresh member with a sport venue balance (dev hook) places a single, a
 * 2串1 and a 3串4 through the bet api, the matches end (dev hook), the bets settle, and the record page
 * shows each leg's result, the series' combinations and the totals. BET_RECORD_SHOTS=<folder> also
 * saves screenshots at 1440 and 390 px, both editions, both languages.
 */
const SHOTS = process.env.BET_RECORD_SHOTS;
const PASSWORD = 'abcd1234';

interface Sel {
  id: string;
  key: string;
  hkMilli: number;
}
interface Mkt {
  kind: string;
  line: string;
  suspended: boolean;
  selections: Sel[];
}
interface Mtch {
  gameId: string;
  markets: Mkt[];
}

const pickOf = (m: Mtch, kind: string) => {
  const k = m.markets.find((x) => x.kind === kind && !x.suspended)!;
  const s = k.selections[0]!;
  return { gameId: m.gameId, selectionId: s.id, wtype: k.kind, rtype: s.key, line: k.line, hkMilli: s.hkMilli };
};

test('a member sees settled bets with each leg’s result, a series with its combinations, and the totals', async ({ page }) => {
  await page.goto('/home');
  const name = freshName('br');
  await registerByApi(page, name, PASSWORD);
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '500' } })).ok()).toBe(true);
  const dialog = await openLogin(page);
  await fillLogin(dialog, name, PASSWORD);
  await dialog.getByTestId('login-submit').click();
  await expectLoggedIn(page, name);

  const launched = await memberPost(page, '/game/api/v1/venue/launch', { enName: 'crty', gameCode: '' }, `e2e-br-${randomUUID()}`);
  expect(launched.code, launched.message).toBe(6000);
  const uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url as string)?.[1] ?? '';
  const snap = await memberPost(page, '/game/api/v1/sport/matches', { uid, gameType: 'FT', showType: 'FU' });
  const open = (snap.data.matches as Mtch[]).filter((m) => ['M', 'OU', 'R'].every((k) => m.markets.some((x) => x.kind === k && !x.suspended)));
  expect(open.length).toBeGreaterThanOrEqual(3);
  const [a, b, c] = open;
  const place = async (body: Record<string, unknown>) => {
    const out = await memberPost(page, '/game/api/v1/sport/bet/place', { uid, autoAccept: true, ...body }, `e2e-br-${randomUUID()}`);
    expect(out.code, out.message).toBe(6000);
    expect(out.data.bet.stateName).toBe('已受理');
    return out.data.bet.betId as string;
  };
  const single = await place({ kind: 'single', picks: [pickOf(a!, 'R')], unitStake: '50' });
  await place({ kind: 'multiple', picks: [pickOf(a!, 'OU'), pickOf(b!, 'M')], unitStake: '20' });
  const series = await place({ kind: 'series', picks: [pickOf(a!, 'M'), pickOf(b!, 'OU'), pickOf(c!, 'M')], sizes: [2, 3], unitStake: '10' });

  // The matches end now and their bets settle before the dev hook answers.
  for (const m of [a!, b!, c!]) await finishMatch(page.request, m.gameId);
  await expect
    .poll(async () =>
      (await memberPost(page, '/game/api/v1/sport/bet/status', { uid, betIds: [single, series] })).data.bets.map((x: { state: string }) => x.state),
    )
    .toEqual(['SETTLED', 'SETTLED']);

  await page.goto('/mine/betRecord');
  await expect(page.getByRole('heading', { level: 1, name: '投注记录' })).toBeVisible();
  const rows = page.getByTestId('bet-record-list').locator(':scope > li');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId(`bet-record-${single}`)).toContainText('已结算');
  // Every leg shows its result in Chinese (the feed voids a match now and then: 取消 with its reason).
  const legResults = page.locator('[data-result]');
  await expect(legResults).toHaveCount(6);
  for (const text of await legResults.allTextContents()) expect(text).toMatch(/^(恢复|赢|赢半|输半|输|和|取消（.+）)$/);
  const seriesRow = page.getByTestId(`bet-record-${series}`);
  await expect(seriesRow).toContainText('3串4');
  await seriesRow.getByText('3串4：共4个组合').click();
  await expect(seriesRow.locator('details li')).toHaveCount(4);
  await expect(page.getByTestId('bet-record-totals')).toContainText('¥ 110');
  // Filter by state: nothing is pending any more.
  await page.getByLabel('状态').selectOption('PENDING');
  await expect(page.getByText('所选时间内暂无投注记录')).toBeVisible();
  await page.getByLabel('状态').selectOption('all');
  await expect(rows).toHaveCount(3);

  if (SHOTS) {
    for (const edition of ['classic', 'professional'] as const) {
      await page.evaluate((e) => localStorage.setItem('edition', e), edition);
      for (const lang of ['zh-CN', 'zh-TW'] as const) {
        await page.evaluate((l) => localStorage.setItem('language', l), lang);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-edition', edition);
        await expect(page.getByTestId('bet-record-page')).toBeVisible();
        await expect(rows).toHaveCount(3);
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page
            .getByTestId(`bet-record-${series}`)
            .locator('details')
            .evaluate((d) => ((d as HTMLDetailsElement).open = true));
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `${SHOTS}/bet-record-${edition}-${lang}-${width}.png`, fullPage: true });
        }
      }
    }
  }
});
