import {
  BET_KIND_OFFERS,
  betBuilderPlace,
  betBuilderQuote,
  betStatus,
  cashOutQuote,
  matchDetail,
  sportMatches,
  venueBalance,
  venueLaunch,
  venueTransfer,
  type BetView,
  type BuilderQuote,
  type Match,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser, type TestClock } from '../../../../test-support';
import { controlFeed } from '../../../sports/dev-feed-control';
import { sportsFeedOf } from '../../../sports/sports';
import { BUILDER_MSG } from '../../../bets/builder-quote';
import { settleRef } from '../../../bets/settle';
import { betsOf } from './bets';

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `builder-test-${++keys}`;
const money = () => ({ headers: { 'idempotency-key': key() } });

beforeAll(async () => {
  clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 5, matches: 40, clockSpeed: 1200, startAt: clock.now() }, bets: { delayMs: 5000 } } });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, money());
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, money())).code).toBe(6000);
});
afterAll(async () => t.app.close());

const balance = async () => (await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number;

async function prematch(gameType = 'FT', showType: 'FT' | 'FU' = 'FT'): Promise<Match[]> {
  const snap = sportMatches.response.parse((await member.post(sportMatches, { uid, gameType, showType })).data);
  return snap.matches.filter((m) => !m.isLive && m.markets.some((k) => k.kind === 'M' && !k.suspended) && m.markets.every((k) => !k.suspended));
}

const quote = async (gameId: string, picks: string[]): Promise<BuilderQuote> =>
  betBuilderQuote.response.parse((await member.post(betBuilderQuote, { uid, gameId, picks })).data);
/** A match as the feed shows it now (every market, as the match detail has them). */
const detailOf = async (gameId: string): Promise<Match> => matchDetail.response.parse((await member.post(matchDetail, { uid, gameId })).data).match;
const marketOf = async (gameId: string, kind: string) => (await detailOf(gameId)).markets.find((k) => k.kind === kind)!;
const upperLineOf = (line: string): number => Number(line.split('/').at(-1));
const place = (body: { gameId: string; picks: string[]; hkMilli: number; stake: string; autoAccept?: boolean }, k = key()) =>
  member.post<{ bet: BetView; balance: number }>(betBuilderPlace, { uid, autoAccept: false, ...body }, { headers: { 'idempotency-key': k } });

describe('同场串关 quote', () => {
  it('prices two to six selections of a football match together, not as the product of their own prices', async () => {
    const [m] = await prematch();
    const q = await quote(m!.gameId, ['M:H', 'OU:O:2.5']);
    expect(q).toMatchObject({ gameId: m!.gameId, state: 'open', message: '', inPlay: false, minStake: 10 });
    expect(q.picks.map((p) => p.pickName)).toEqual([`独赢 ${m!.team_h}`, '大小 大 2.5']);
    expect(q.hkMilli).toBeGreaterThan(0);
    expect(q.hkMilli + 1000).not.toBe(q.productEuroMilli);
    expect(q.maxStake).toBeGreaterThan(10);
  });

  it('refuses contradicting selections, sizes outside 2..6 and a sport without a joint model, in Chinese', async () => {
    const [m] = await prematch();
    expect(await quote(m!.gameId, ['M:H', 'M:C'])).toMatchObject({
      state: 'refused',
      message: `「独赢 ${m!.team_h}」与「独赢 ${m!.team_c}」不能同时成立`,
      hkMilli: 0,
    });
    expect(await quote(m!.gameId, ['OU:O:2.5', 'OU:U:1.5'])).toMatchObject({ state: 'refused', message: '「大小 大 2.5」与「大小 小 1.5」不能同时成立' });
    expect(await quote(m!.gameId, ['HM:H', 'M:C', 'OU:U:2.5'])).toMatchObject({ state: 'refused', message: '所选投注项不能同时成立' });
    expect(await quote(m!.gameId, ['M:H'])).toMatchObject({ state: 'refused', message: '同场串关须选择2至6个投注项' });
    const seven = ['M:H', 'OU:O:0.5', 'OU:O:1.5', 'EO:ODD', 'HM:H', 'HOU:O:0.5', 'R:H:-0.5'];
    expect(await quote(m!.gameId, seven)).toMatchObject({ state: 'refused', message: BUILDER_MSG.size });
    const [bk] = await prematch('BK');
    expect(await quote(bk!.gameId, ['M:H', 'OU:O:2.5'])).toMatchObject({ state: 'refused', message: '该赛事不提供同场串关' });
  });

  it('is re-quoted as the match moves: a goal changes the joint price', async () => {
    const [m] = await prematch();
    const feed = sportsFeedOf(t.app);
    const before = await quote(m!.gameId, ['M:H', 'OU:O:2.5']);
    expect(await controlFeed(feed, { op: 'kickOff', gameId: m!.gameId })).toMatchObject({ ok: true });
    expect(await controlFeed(feed, { op: 'score', gameId: m!.gameId, side: 'H' })).toMatchObject({ ok: true });
    // The goal suspends the match's markets a while: the builder too.
    expect(await quote(m!.gameId, ['M:H', 'OU:O:2.5'])).toMatchObject({ state: 'suspended', message: '盘口已暂停，请稍后再试' });
    expect(await controlFeed(feed, { op: 'reopen', gameId: m!.gameId })).toMatchObject({ ok: true });
    const after = await quote(m!.gameId, ['M:H', 'OU:O:2.5']);
    expect(after).toMatchObject({ state: 'open', inPlay: true });
    expect(after.hkMilli).toBeLessThan(before.hkMilli);
  });
});

describe("同场串关 in play, past the board's over/under line", () => {
  it("still prices its own lines once the goals have passed the board's line, and is held while a goal suspends the match", async () => {
    const [m] = await prematch();
    const feed = sportsFeedOf(t.app);
    expect(await controlFeed(feed, { op: 'kickOff', gameId: m!.gameId })).toMatchObject({ ok: true });
    for (let goal = 0; goal < 4; goal++)
      expect(await controlFeed(feed, { op: 'score', gameId: m!.gameId, side: goal % 2 ? 'C' : 'H' })).toMatchObject({ ok: true });
    expect(await controlFeed(feed, { op: 'reopen', gameId: m!.gameId })).toMatchObject({ ok: true });
    const boardOverUnder = await marketOf(m!.gameId, 'OU');
    // 2:2 has passed the board's line: that market is decided, shut for good.
    expect(boardOverUnder.suspended).toBe(true);
    expect(upperLineOf(boardOverUnder.line)).toBeLessThan(4);
    expect(await quote(m!.gameId, ['EO:ODD', 'OU:O:4.5'])).toMatchObject({ state: 'open', inPlay: true });
    // A goal suspends the match's markets a while (the odd/even among them): the builder waits with them.
    expect(await controlFeed(feed, { op: 'score', gameId: m!.gameId, side: 'H' })).toMatchObject({ ok: true });
    expect(await quote(m!.gameId, ['EO:ODD', 'OU:O:4.5'])).toMatchObject({ state: 'suspended', message: '盘口已暂停，请稍后再试' });
  });
});

describe('同场串关 placement and settlement', () => {
  it('places one bet at the joint price (once per key), refuses a moved price, settles from the final score in fen', async () => {
    const [m] = await prematch();
    const win = await quote(m!.gameId, ['M:H', 'OU:O:1.5']);
    const lose = await quote(m!.gameId, ['M:N', 'OU:U:2.5']);
    const start = await balance();

    const moved = await place({ gameId: m!.gameId, picks: ['M:H', 'OU:O:1.5'], hkMilli: win.hkMilli + 7, stake: '10' });
    expect(moved).toMatchObject({
      code: 6012,
      message: '赔率已变化，请确认新的赔率后再投注',
      data: { reason: 'ODDS_CHANGED', quote: { hkMilli: win.hkMilli } },
    });

    const k = key();
    const first = await place({ gameId: m!.gameId, picks: ['M:H', 'OU:O:1.5'], hkMilli: win.hkMilli, stake: '10.01' }, k);
    expect(first.code).toBe(6000);
    expect(first.data.bet).toMatchObject({
      kind: 'builder',
      kindName: '同场串关',
      state: 'ACCEPTED',
      totalStake: 10.01,
      builder: { hkMilli: win.hkMilli },
      offers: { cashOut: false, edit: false },
      cashOut: null,
      combinations: [],
    });
    expect(first.data.bet.legs.map((l) => [l.wtype, l.rtype, l.line, l.pickName, l.hkMilli])).toEqual(
      win.picks.map((p, i) => [['M', 'OU'][i], ['H', 'O'][i], ['', '1.5'][i], p.pickName, p.hkMilli]),
    );
    // The most it returns: the stake at the joint price, floored to the fen.
    expect(first.data.bet.maxReturn).toBe(Math.floor((1001 * (win.hkMilli + 1000)) / 1000) / 100);
    const again = await place({ gameId: m!.gameId, picks: ['M:H', 'OU:O:1.5'], hkMilli: win.hkMilli, stake: '10.01' }, k);
    expect(again.data.bet.betId).toBe(first.data.bet.betId);
    const lost = await place({ gameId: m!.gameId, picks: ['M:N', 'OU:U:2.5'], hkMilli: lose.hkMilli, stake: '20' });
    expect([lost.code, lost.message]).toEqual([6000, '投注成功']);
    expect(await balance()).toBe(start - 30.01);

    const refused = await member.post(cashOutQuote, { uid, betId: first.data.bet.betId });
    expect(refused).toMatchObject({ code: 6012, message: BET_KIND_OFFERS.builder.reason });

    // Home 2-0 at the end: home win and over 1.5 won; the draw lost.
    const feed = sportsFeedOf(t.app);
    for (const c of [{ op: 'kickOff' }, { op: 'score', side: 'H' }, { op: 'score', side: 'H' }, { op: 'finish' }] as const)
      expect(await controlFeed(feed, { ...c, gameId: m!.gameId } as Parameters<typeof controlFeed>[1])).toMatchObject({ ok: true });
    await feed.step();
    await betsOf(t.app).sweep();
    const ids = [first.data.bet.betId, lost.data.bet.betId];
    const settled = betStatus.response.parse((await member.post(betStatus, { uid, betIds: ids })).data).bets;
    const byId = new Map(settled.map((b) => [b.betId, b]));
    const won = byId.get(first.data.bet.betId)!;
    expect(won).toMatchObject({ state: 'SETTLED', result: 'W', resultName: '赢' });
    expect(won.legs.map((l) => [l.result, l.score])).toEqual([
      ['W', '2-0'],
      ['W', '2-0'],
    ]);
    const paidFen = Math.floor((1001 * (win.hkMilli + 1000)) / 1000);
    expect(won.payout).toBe(paidFen / 100);
    expect(byId.get(lost.data.bet.betId)).toMatchObject({ state: 'SETTLED', result: 'L', payout: 0 });
    expect(await balance()).toBe((Math.round(start * 100) - 3001 + paidFen) / 100);
    // Paid once, under the bet's settle reference, in fen.
    const paid = await t.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_txn', 'ledger_txn.id', 'ledger_entry.txn_id')
      .select('ledger_entry.amount_fen')
      .where('ledger_txn.ref', '=', settleRef(won.betId))
      .where('ledger_entry.account', '=', 'venue')
      .execute();
    expect(paid.map((r) => Number(r.amount_fen))).toEqual([paidFen]);
  });

  it('in play waits in 确认中 for the delay, is re-quoted and accepted at the price it was placed at', async () => {
    const [m] = await prematch();
    const feed = sportsFeedOf(t.app);
    expect(await controlFeed(feed, { op: 'kickOff', gameId: m!.gameId })).toMatchObject({ ok: true });
    const live = await quote(m!.gameId, ['EO:ODD', 'OU:O:0.5']);
    expect(live).toMatchObject({ state: 'open', inPlay: true });
    const out = await place({ gameId: m!.gameId, picks: ['EO:ODD', 'OU:O:0.5'], hkMilli: live.hkMilli, stake: '10' });
    expect(out.data.bet).toMatchObject({ state: 'PENDING', stateName: '确认中', kindName: '同场串关' });
    clock.advance(5000);
    await betsOf(t.app).sweep();
    const after = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [out.data.bet.betId] })).data);
    expect(after.bets[0]).toMatchObject({ state: 'ACCEPTED', stateName: '已受理', builder: { hkMilli: live.hkMilli } });
  });
});

describe("同场串关 in play, past the first half's over/under line", () => {
  it("still prices its own first-half lines once the goals have passed the board's first-half line", async () => {
    // A match of the early board (today's are the tests' above), kicked off now.
    const [m] = await prematch('FT', 'FU');
    const feed = sportsFeedOf(t.app);
    expect(await controlFeed(feed, { op: 'kickOff', gameId: m!.gameId })).toMatchObject({ ok: true });
    // Goals until the first half's line is passed: under 2.5 of the builder is then still to be decided.
    const upper = upperLineOf((await marketOf(m!.gameId, 'HOU')).line);
    expect(upper).toBeLessThan(2);
    while ((await detailOf(m!.gameId)).sc_FT_H <= upper)
      expect(await controlFeed(feed, { op: 'score', gameId: m!.gameId, side: 'H' })).toMatchObject({ ok: true });
    // The goals' suspension lifted (the feed steps on with each control: a moment of danger may suspend it again).
    for (let i = 0; i < 5 && (await marketOf(m!.gameId, 'EO')).suspended; i++)
      expect(await controlFeed(feed, { op: 'reopen', gameId: m!.gameId })).toMatchObject({ ok: true });
    expect((await marketOf(m!.gameId, 'EO')).suspended).toBe(false);
    // The board's first-half over/under is decided, shut for good; the builder's own first-half lines are not.
    expect((await marketOf(m!.gameId, 'HOU')).suspended).toBe(true);
    expect(await quote(m!.gameId, ['HOU:U:2.5', 'EO:EVEN'])).toMatchObject({ state: 'open', inPlay: true });
  });
});
