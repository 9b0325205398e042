import { PROVIDER_API, venueTransfer } from '@site/shared';
import { DEMO } from '../../db/seed-demo';
import { IDEMPOTENCY_MSG } from '../../http/idempotency';
import { testApp, type TestApp } from '../../test-support';
import { issueLaunchToken, LAUNCH_TOKEN_TTL_MS } from '../venues/launch-tokens';
import { baccaratReturnFen, type BaccaratCoup } from './baccarat-maths';
import { BACCARAT_SHOE_ROUNDS, CHIPS_FEN, PROVIDER_MSG, SLOT_CYCLE_MS } from './provider-rules';
import { SLOT_LINES, slotWinFen, evaluate } from './slot-maths';

let t: TestApp;
let keySeq = 0;
const nextKey = () => `round-key-${String(++keySeq).padStart(6, '0')}`;

/** A provider call as the provider's page makes it (launch token in the body, a key per round). */
async function call(path: string, body: Record<string, unknown>, key: string | null = nextKey()) {
  const res = await t.app.inject({ method: 'POST', url: path, payload: body, headers: key === null ? {} : { 'idempotency-key': key } });
  return res.json() as { code: number; message: string; data: any };
}

const launch = (enName: string, gameCode = '') => issueLaunchToken(t.db, { memberId: DEMO.id, enName, gameCode }, t.clock.now());

const venueFen = async (channelCode: string) =>
  (
    await t.db
      .selectFrom('wallet_venue_balance')
      .select('balance_fen')
      .where('member_id', '=', DEMO.id)
      .where('channel_code', '=', channelCode)
      .executeTakeFirst()
  )?.balance_fen ?? 0;

const rounds = () => t.db.selectFrom('game_round').selectAll().execute();

/** Money into a venue the way the member does it: the site's transfer call. */
async function transferIn(channelCode: string, amount: string) {
  const out = await t.browser.post(venueTransfer, { channelCode, amount, ty: 1 }, { headers: { 'idempotency-key': nextKey() } });
  expect(out.code).toBe(6000);
}

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterEach(async () => t.app.close());

describe('provider session', () => {
  it('answers the venue, its game, the venue balance and the chips', async () => {
    const token = await launch('AGZR');
    expect(await call(PROVIDER_API.session, { token }, null)).toMatchObject({
      code: 6000,
      data: { enName: 'AGZR', venueName: 'AG真人', category: 2, game: 'baccarat', gameCode: '', balanceFen: 5050, chipsFen: [...CHIPS_FEN] },
    });
    expect((await call(PROVIDER_API.session, { token: await launch('PGDZ', 'caishen') }, null)).data).toMatchObject({
      game: 'slot',
      gameCode: 'caishen',
      balanceFen: 0,
    });
    expect((await call(PROVIDER_API.session, { token: await launch('G1CP') }, null)).data.game).toBe('lottery');
    expect((await call(PROVIDER_API.session, { token: await launch('KYQP') }, null)).data.game).toBe('lobby');
  });

  it('answers 6302 for a missing, malformed, unknown or expired token', async () => {
    const bad = { code: 6302, message: PROVIDER_MSG.badToken };
    expect(await call(PROVIDER_API.session, {}, null)).toMatchObject(bad);
    expect(await call(PROVIDER_API.session, { token: 42 }, null)).toMatchObject(bad);
    expect(await call(PROVIDER_API.session, { token: 'nope' }, null)).toMatchObject(bad);
    expect(await call(PROVIDER_API.session, { token: 'ab'.repeat(24) }, null)).toMatchObject(bad);
    const token = await launch('AGZR');
    t.clock.advance(LAUNCH_TOKEN_TTL_MS);
    expect(await call(PROVIDER_API.session, { token }, null)).toMatchObject(bad);
    expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 })).toMatchObject(bad);
  });
});

describe('slot', () => {
  it('describes the launched game: theme, paytable, lines, RTP and the game cycle', async () => {
    const token = await launch('PGDZ', 'fortune-dragon');
    const info = await call(PROVIDER_API.slotInfo, { token, game: 'fortune-dragon' }, null);
    expect(info).toMatchObject({ code: 6000, data: { gameCode: 'fortune-dragon', gameName: '龙腾四海', theme: 'fortune-dragon', cycleMs: SLOT_CYCLE_MS } });
    expect(info.data.symbols).toHaveLength(8);
    expect(info.data.lines).toHaveLength(SLOT_LINES.length);
    expect(info.data.rtp).toBeCloseTo(0.9615, 4);
  });

  it('accepts any catalogue game code it was launched with, themed by a stable hash', async () => {
    const token = await launch('JDBBY', 'ocean-king-3');
    const a = await call(PROVIDER_API.slotInfo, { token, game: 'ocean-king-3' }, null);
    const b = await call(PROVIDER_API.slotInfo, { token, game: 'ocean-king-3' }, null);
    expect(a.code).toBe(6000);
    expect(a.data.theme).toBe(b.data.theme);
  });

  it('refuses a game other than the launched one, and a lobby session any game but the theme games', async () => {
    const unknown = { code: 6004, message: PROVIDER_MSG.unknownGame };
    const token = await launch('PGDZ', 'caishen');
    expect(await call(PROVIDER_API.slotInfo, { token, game: 'deep-sea' }, null)).toMatchObject(unknown);
    expect(await call(PROVIDER_API.slotInfo, { token, game: '' }, null)).toMatchObject(unknown);
    expect(await call(PROVIDER_API.slotSpin, { token, game: '<script>', stakeFen: 100 })).toMatchObject(unknown);
    const lobby = await launch('KYQP');
    expect(await call(PROVIDER_API.slotInfo, { token: lobby, game: 'ocean-king-3' }, null)).toMatchObject(unknown);
    expect((await call(PROVIDER_API.slotInfo, { token: lobby, game: 'deep-sea' }, null)).code).toBe(6000);
  });

  it('a spin stakes a chip from the venue wallet and pays the win back, with its round row, once per key', async () => {
    await transferIn('PGDZ', '100');
    const token = await launch('PGDZ', 'caishen');
    const key = nextKey();
    const spin = await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 500 }, key);
    expect(spin.code).toBe(6000);
    const { reels, wins, stakeFen, winFen, balanceFen, roundId } = spin.data;
    expect(reels).toHaveLength(5);
    expect(stakeFen).toBe(500);
    expect(winFen).toBe(slotWinFen(evaluate(reels), 500));
    expect(wins.reduce((s: number, w: { winFen: number }) => s + w.winFen, 0)).toBe(winFen);
    expect(balanceFen).toBe(10000 - 500 + winFen);
    expect(await venueFen('PGDZ')).toBe(balanceFen);
    expect(await rounds()).toEqual([
      expect.objectContaining({
        id: roundId,
        member_id: DEMO.id,
        channel_code: 'PGDZ',
        game_kind: 'slot',
        game_code: 'caishen',
        game_name: '财神到',
        stake_fen: 500,
        win_fen: winFen,
      }),
    ]);
    // The same click retried: the first answer, nothing moves again.
    t.clock.advance(SLOT_CYCLE_MS);
    expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 500 }, key)).toEqual(spin);
    expect(await venueFen('PGDZ')).toBe(balanceFen);
    expect(await rounds()).toHaveLength(1);
  });

  it('keeps a game cycle of 2.5 s between spins (no autoplay)', async () => {
    await transferIn('PGDZ', '10');
    const token = await launch('PGDZ', 'caishen');
    expect((await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 })).code).toBe(6000);
    const before = await venueFen('PGDZ');
    t.clock.advance(SLOT_CYCLE_MS - 1);
    expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 })).toMatchObject({ code: 6011, message: PROVIDER_MSG.tooFast });
    expect(await venueFen('PGDZ')).toBe(before);
    t.clock.advance(1);
    expect((await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 })).code).toBe(6000);
    expect(await rounds()).toHaveLength(2);
  });

  it('two spins sent at once: one plays, the other is refused by the game cycle', async () => {
    await transferIn('PGDZ', '10');
    const token = await launch('PGDZ', 'caishen');
    const both = await Promise.all([1, 2].map(() => call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 })));
    expect(both.map((o) => o.code).sort()).toEqual([6000, 6011]);
    const played = both.find((o) => o.code === 6000);
    expect(await venueFen('PGDZ')).toBe(1000 - 100 + played?.data.winFen);
    expect(await rounds()).toHaveLength(1);
  });

  it('refuses a stake that is not a chip, a bad body and a missing key, moving nothing', async () => {
    await transferIn('PGDZ', '10');
    const token = await launch('PGDZ', 'caishen');
    const badChip = { code: 6007, message: PROVIDER_MSG.badChip };
    for (const stakeFen of [0, -100, 150, 100_000, 99]) {
      expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen })).toMatchObject(badChip);
    }
    expect((await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: '1' })).code).toBe(6007);
    expect((await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 1.5 })).code).toBe(6007);
    expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 100 }, null)).toMatchObject({ code: 6007, message: IDEMPOTENCY_MSG.missing });
    expect(await venueFen('PGDZ')).toBe(1000);
    expect(await rounds()).toHaveLength(0);
  });

  it('a short venue balance says so in the game and moves nothing', async () => {
    await transferIn('PGDZ', '1');
    const token = await launch('PGDZ', 'caishen');
    expect(await call(PROVIDER_API.slotSpin, { token, game: 'caishen', stakeFen: 200 })).toMatchObject({ code: 6007, message: PROVIDER_MSG.venueShort });
    expect(await venueFen('PGDZ')).toBe(100);
    expect(await rounds()).toHaveLength(0);
  });
});

describe('baccarat', () => {
  it('deals a coup against the ZR venue wallet and pays by the rules', async () => {
    const token = await launch('AGZR');
    const bets = { player: 1000, banker: 500, tie: 100, playerPair: 0, bankerPair: 200 };
    const out = await call(PROVIDER_API.baccaratDeal, { token, bets });
    expect(out.code).toBe(6000);
    const d = out.data as BaccaratCoup & { stakeFen: number; winFen: number; balanceFen: number; roundId: string };
    expect(d.stakeFen).toBe(1800);
    expect(d.winFen).toBe(baccaratReturnFen(d, bets));
    expect(d.balanceFen).toBe(5050 - 1800 + d.winFen);
    expect(await venueFen('AGZR')).toBe(d.balanceFen);
    expect(await rounds()).toEqual([
      expect.objectContaining({ id: d.roundId, game_kind: 'baccarat', game_name: '百家乐', stake_fen: 1800, win_fen: d.winFen }),
    ]);
  });

  it('refuses no bet, a part chip, a bet over the table limit, a bad body, a short balance and a venue that is not ZR', async () => {
    const token = await launch('AGZR');
    const none = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
    expect(await call(PROVIDER_API.baccaratDeal, { token, bets: none })).toMatchObject({ code: 6007, message: PROVIDER_MSG.noBet });
    expect(await call(PROVIDER_API.baccaratDeal, { token, bets: { ...none, player: 150 } })).toMatchObject({ code: 6007, message: PROVIDER_MSG.badChip });
    expect(await call(PROVIDER_API.baccaratDeal, { token, bets: { ...none, tie: 50100 } })).toMatchObject({ code: 6007, message: PROVIDER_MSG.overLimit });
    expect((await call(PROVIDER_API.baccaratDeal, { token, bets: { ...none, player: -100 } })).code).toBe(6007);
    expect((await call(PROVIDER_API.baccaratDeal, { token, bets: { player: 100 } })).code).toBe(6007);
    expect(await call(PROVIDER_API.baccaratDeal, { token, bets: { ...none, banker: 5100 } })).toMatchObject({ code: 6007, message: PROVIDER_MSG.venueShort });
    const slotVenue = await launch('PGDZ', 'caishen');
    expect(await call(PROVIDER_API.baccaratDeal, { token: slotVenue, bets: { ...none, player: 100 } })).toMatchObject({
      code: 6004,
      message: PROVIDER_MSG.notThisVenue,
    });
    expect(await venueFen('AGZR')).toBe(5050);
    expect(await rounds()).toHaveLength(0);
  });
});

describe('quick lottery', () => {
  it('draws three dice against the CP venue wallet', async () => {
    await transferIn('G1CP', '20');
    const token = await launch('G1CP');
    const out = await call(PROVIDER_API.lotteryDraw, { token, pick: 'big', stakeFen: 1000 });
    expect(out.code).toBe(6000);
    const { dice, sum, triple, won, winFen, balanceFen } = out.data;
    expect(sum).toBe(dice[0] + dice[1] + dice[2]);
    expect(won).toBe(!triple && sum >= 11);
    expect(winFen).toBe(won ? 2000 : 0);
    expect(balanceFen).toBe(2000 - 1000 + winFen);
    expect(await rounds()).toEqual([expect.objectContaining({ game_kind: 'lottery', game_name: '快三', stake_fen: 1000, win_fen: winFen })]);
  });

  it('refuses a bad pick, a part chip, a short balance and a venue that is not CP', async () => {
    await transferIn('G1CP', '1');
    const token = await launch('G1CP');
    expect((await call(PROVIDER_API.lotteryDraw, { token, pick: 'triple', stakeFen: 100 })).code).toBe(6007);
    expect(await call(PROVIDER_API.lotteryDraw, { token, pick: 'odd', stakeFen: 300 })).toMatchObject({ code: 6007, message: PROVIDER_MSG.badChip });
    expect(await call(PROVIDER_API.lotteryDraw, { token, pick: 'odd', stakeFen: 200 })).toMatchObject({ code: 6007, message: PROVIDER_MSG.venueShort });
    expect(await call(PROVIDER_API.lotteryDraw, { token: await launch('AGZR'), pick: 'odd', stakeFen: 100 })).toMatchObject({
      code: 6004,
      message: PROVIDER_MSG.notThisVenue,
    });
    expect(await venueFen('G1CP')).toBe(100);
    expect(await rounds()).toHaveLength(0);
  });
});

describe('baccarat roads: the table keeps its own shoe', () => {
  const one = { player: 100, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };

  it("answers the results of the table's rounds in play order, this table's only", async () => {
    const token = await launch('AGZR');
    expect(await call(PROVIDER_API.baccaratRoad, { token }, null)).toMatchObject({ code: 6000, data: { shoe: 1, results: [] } });
    const played: string[] = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1000);
      const out = await call(PROVIDER_API.baccaratDeal, { token, bets: one });
      expect(out.code).toBe(6000);
      played.push(out.data.result);
    }
    expect(await call(PROVIDER_API.baccaratRoad, { token }, null)).toMatchObject({ code: 6000, data: { shoe: 1, results: played } });
    expect((await call(PROVIDER_API.baccaratRoad, { token: await launch('DGZR') }, null)).data).toEqual({ shoe: 1, results: [] });
    expect(await call(PROVIDER_API.baccaratRoad, { token: await launch('PGDZ', 'caishen') }, null)).toMatchObject({
      code: 6004,
      message: PROVIDER_MSG.notThisVenue,
    });
  });

  it(`a shoe holds ${BACCARAT_SHOE_ROUNDS} rounds; the next round starts a new shoe`, async () => {
    const row = (i: number, result: string) => ({
      id: `r-${String(i).padStart(4, '0')}`,
      member_id: DEMO.id,
      channel_code: 'AGZR',
      game_kind: 'baccarat' as const,
      game_code: 'baccarat',
      game_name: '百家乐',
      stake_fen: 100,
      win_fen: 0,
      detail: JSON.stringify({ bets: one, coup: { result } }),
      created_at: 1_000 + i,
    });
    const full = Array.from({ length: BACCARAT_SHOE_ROUNDS }, (_, i) => row(i, i % 2 ? 'player' : 'banker'));
    await t.db.insertInto('game_round').values(full).execute();
    const token = await launch('AGZR');
    const whole = (await call(PROVIDER_API.baccaratRoad, { token }, null)).data;
    expect(whole.shoe).toBe(1);
    expect(whole.results).toHaveLength(BACCARAT_SHOE_ROUNDS);
    expect(whole.results.slice(0, 3)).toEqual(['banker', 'player', 'banker']);
    await t.db.insertInto('game_round').values(row(BACCARAT_SHOE_ROUNDS, 'tie')).execute();
    expect((await call(PROVIDER_API.baccaratRoad, { token }, null)).data).toEqual({ shoe: 2, results: ['tie'] });
  });
});
