import { randomUUID } from 'node:crypto';
import * as OpenCC from 'opencc-js';
import { expect, test, type Page } from '../support/test';
import { memberPost, newMemberSession } from '../support/auth';
import { siteStorage } from '../support/site-blank';
import { shot } from '../support/shots';
import { goInApp } from '../support/visit';

/**
 * The seams between what the client writes and what the api sends: in zh-TW every text a player reads is traditional
 * (the api's data included), a game is called by one name from its tile to its record, and every time reads Beijing
 * time whatever the device's time zone.
 */

const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
/**
 * Characters cn → tw changes that are also standard traditional characters in Taiwan (台灣, 公里, 皇后, 于姓…): they
 * are not simplified-only.
 */
const ALSO_TRADITIONAL = new Set('台里后么干于云几准丑斗余范征');
/** The simplified-only characters of a text (cn → tw changes them), each with its context. */
function simplifiedOnly(text: string): string[] {
  const found: string[] = [];
  for (const [i, ch] of [...text].entries()) {
    if (!/\p{Script=Han}/u.test(ch) || ALSO_TRADITIONAL.has(ch) || toTw(ch) === ch) continue;
    found.push(`${ch} in “${[...text].slice(Math.max(0, i - 8), i + 8).join('')}”`);
  }
  return found;
}

/** What a player reads in `scope` (text, labels, titles, the options of a select), the player's own name left out. */
async function textsOf(page: Page, scope: string, ownName: string): Promise<string> {
  const text = await page.locator(scope).evaluate((el) => {
    const labels = Array.from(el.querySelectorAll('[aria-label],[title],[placeholder]')).map((x) =>
      ['aria-label', 'title', 'placeholder'].map((a) => x.getAttribute(a) ?? '').join(' '),
    );
    return [(el as HTMLElement).innerText, ...labels].join('\n');
  });
  return text.split(ownName).join(' ');
}

const key = () => `e2e-seam-${randomUUID()}`;

/** The page as the player reads it at 1440 and 390 px (SHOTS=<folder> keeps the pictures), back at 1440. */
async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
}

interface Board {
  matches: {
    gameId: string;
    gide?: number;
    hgid?: number;
    markets: { kind: string; line: string; suspended: boolean; selections: { id: string; key: string; hkMilli: number }[] }[];
  }[];
}

/** A fresh member in zh-TW with a sports bet, a transfer and a reward behind it (the records have rows of each). */
async function memberWithHistory(page: Page): Promise<{ name: string; betId: string }> {
  await siteStorage(page, { language: 'zh-TW' });
  const { name } = await newMemberSession(page, 'ls');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '300' } })).ok()).toBe(true);
  const launched = await memberPost(page, '/game/api/v1/venue/launch', { enName: 'crty', gameCode: '' }, key());
  expect(launched.code, launched.message).toBe(6000);
  const uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url as string)?.[1] ?? '';
  const board = (await memberPost(page, '/game/api/v1/sport/matches', { uid, gameType: 'FT', showType: 'FU' })).data as Board;
  const match = board.matches.find((m) => m.markets.some((k) => k.kind === 'M' && !k.suspended))!;
  const market = match.markets.find((k) => k.kind === 'M' && !k.suspended)!;
  const sel = market.selections[0]!;
  const pick = {
    gameId: match.gameId,
    gide: match.gide,
    hgid: match.hgid,
    selectionId: sel.id,
    wtype: 'M',
    rtype: sel.key,
    line: market.line,
    hkMilli: sel.hkMilli,
  };
  const placed = await memberPost(page, '/game/api/v1/sport/bet/place', { uid, autoAccept: true, kind: 'single', picks: [pick], unitStake: '20' }, key());
  expect(placed.code, placed.message).toBe(6000);
  const moved = await memberPost(page, '/game/api/v1/venue/transfer', { channelCode: 'crty', amount: '50', ty: 0 }, key());
  expect(moved.code, moved.message).toBe(6000);
  return { name, betId: placed.data.bet.betId as string };
}

test('zh-TW: the sports board, the records, exchange and responsible pages show no simplified-only character', async ({ page }) => {
  const { name } = await memberWithHistory(page);
  const looks: Record<string, string[]> = {};
  /** The simplified-only characters of the page (which has Chinese to read: the check bites). */
  const look = async (label: string) => {
    const text = await textsOf(page, '#main', name);
    expect(text.match(/\p{Script=Han}/gu)?.length ?? 0).toBeGreaterThan(20);
    looks[label] = simplifiedOnly(text);
    await shots(page, `seam-${label.replace(/ /g, '-')}`);
  };

  await page.goto('/game/sport');
  await page.getByTestId('enter-crty').click();
  await expect(page.locator('[data-testid="sports-board"]').first()).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await expect(page.locator('button[data-testid^="league-"]').first()).toBeVisible();
  await look('sports board');

  await goInApp(page, '/mine/betRecord');
  await expect(page.getByTestId('bet-record-list').locator(':scope > li')).toHaveCount(1);
  await look('bet records');

  await goInApp(page, '/mine/transRecord');
  await expect(page.getByTestId('records-row').first()).toBeVisible();
  // The venue is named as its tile names it, never by its code.
  await expect(page.getByTestId('records-row').filter({ hasText: '場館轉帳' }).first()).toContainText('皇冠體育');
  await look('transaction records');

  await goInApp(page, '/mine/exchange');
  await expect(page.getByTestId('exchange-items')).toBeVisible();
  await look('exchange');

  await goInApp(page, '/mine/responsible');
  await expect(page.getByTestId('limit-day')).toBeVisible();
  await expect(page.getByTestId('exclusion-choice').locator('option').first()).toHaveText(/24小時/);
  await look('responsible');

  expect(looks).toEqual({ 'sports board': [], 'bet records': [], 'transaction records': [], exchange: [], responsible: [] });
});

test('zh-TW: a game reads one name on its tile, its frame, the provider’s page and its record (never its theme or a code)', async ({ page }) => {
  await siteStorage(page, { language: 'zh-TW' });
  const { name } = await newMemberSession(page, 'ln');
  expect((await page.request.post('/dev/sport/fund', { data: { name, amount: '100' } })).ok()).toBe(true);
  for (const [channelCode, ty] of [
    ['crty', 0],
    ['CQ9DZ', 1],
  ] as const) {
    const moved = await memberPost(page, '/game/api/v1/venue/transfer', { channelCode, amount: '100', ty }, key());
    expect(moved.code, moved.message).toBe(6000);
  }

  await page.goto('/game/egame');
  await page.getByTestId('venue-tab-CQ9DZ').click();
  await page.getByTestId('game-search').fill('水果狂歡');
  const tile = page.locator('li[data-testid^="game-"]').filter({ hasText: '水果狂歡' });
  await expect(tile).toHaveCount(1);
  const tileName = (await tile.getByRole('button').first().innerText()).split('\n')[0]!.trim();
  expect(tileName).toBe('水果狂歡');
  await tile.getByRole('button').first().click();

  await expect(page).toHaveURL(/\/dz\/game/);
  await expect(page.getByTestId('frame-title')).toHaveText(tileName);
  const provider = page.frameLocator('[data-testid="slot-frame"] iframe');
  await expect(provider.locator('h1')).toHaveText(tileName);
  await shots(page, 'name-frame');
  const spin = provider.getByRole('button', { name: '旋轉', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(provider.locator('#result')).toHaveAttribute('data-win', /\d+/, { timeout: 20_000 });

  await page.goto('/mine/betRecord');
  const record = page.getByTestId('bet-record-list').locator(':scope > li');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(tileName);
  await expect(record).toContainText('CQ9電子');
  await expect(page.locator('#main')).not.toContainText('CQ9DZ');
  await shots(page, 'name-record');
});

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  /** A moment as the site writes it, Beijing time (UTC+8): 'YYYY-MM-DD HH:mm:ss'. */
  const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

  test('reads Beijing time in the records, the chat and the bet records', async ({ page }) => {
    const { betId } = await memberWithHistory(page);
    // The device is on New York time: its own clock reads another hour than Beijing's.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

    const deals = await memberPost(page, '/fd/api/v1/transactions/queryDealRecord', { type: 'transfer', range: '7d' });
    const transferAt = (deals.data.list as { createdAt: number }[])[0]!.createdAt;
    await page.goto('/mine/transRecord?type=transfer');
    await expect(page.getByTestId('records-row').first().locator('td').first()).toHaveText(beijing(transferAt));

    const records = await memberPost(page, '/game/api/v1/record/betRecordList', {
      beginTime: transferAt - 3_600_000,
      endTime: transferAt + 3_600_000,
      pageNum: 1,
      pageSize: 10,
    });
    const placedAt = (records.data.list as { id: string; time: number }[]).find((r) => r.id === betId)!.time;
    await goInApp(page, '/mine/betRecord');
    await expect(page.getByTestId(`bet-record-${betId}`).locator('time')).toHaveText(beijing(placedAt).slice(0, 16));

    await page.getByTestId('chat-launcher').click({ timeout: 20_000 });
    const room = page.getByTestId('chat-room');
    await expect(room.getByTestId('chat-connection')).toHaveText(/線上/);
    const line = `北京時間 ${randomUUID().slice(0, 6)}`;
    await room.getByTestId('chat-input').fill(line);
    await room.getByTestId('chat-send').click();
    const sent = room.getByTestId('chat-line').filter({ hasText: line });
    await expect(sent).toHaveCount(1);
    const at = Date.parse((await sent.locator('time').getAttribute('datetime')) ?? '');
    await expect(sent.locator('time')).toHaveText(beijing(at).slice(11, 16));
    await shots(page, 'new-york-chat');
  });
});
