import {
  betPlace,
  betStatus,
  parlayReturnFen,
  sportMatches,
  venueBalance,
  venueLaunch,
  venueTransfer,
  type BetPick,
  type BetView,
  type Match,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser, type TestClock } from '../../test-support';
import { sportsFeedOf } from '../sports/sports';
import { voidFateOf } from '../sports/void-fate';
import { betsOf } from '../game/sport/bet/bets';
import { sportsValidFenSince } from './bet-queries';
import { settleRef } from './settle';

/**
 * Voided matches settle for real: a feed that voids every match (SPORT_VOID_SHARE 1) — a match
 * called off (D1) or abandoned in play (D5) — and the bets on it settle through the ledger as refunds.
 */
/** A seed whose start has football in play fated both ways (abandoned, called off) when the second case looks. */
const SEED = 8;
const DELAY_MS = 5000;

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `voids-test-${++keys}`;

beforeAll(async () => {
  clock = testClock();
  t = await testApp({
    clock,
    app: { sports: { manual: true, seed: SEED, matches: 60, clockSpeed: 1200, startAt: clock.now(), voidShare: 1 }, bets: { delayMs: DELAY_MS } },
  });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': key() } });
  expect(launched.code).toBe(6000);
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, { headers: { 'idempotency-key': key() } })).code).toBe(6000);
});
afterAll(async () => t.app.close());

const balanceFen = async () => Math.round(((await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number) * 100);

async function matches(showType: 'FT' | 'RB'): Promise<Match[]> {
  return sportMatches.response.parse((await member.post(sportMatches, { uid, gameType: 'FT', showType })).data).matches;
}

function pickOf(m: Match, kind: BetPick['wtype'] = 'M'): BetPick {
  const market = m.markets.find((k) => k.kind === kind && !k.suspended);
  if (!market) throw new Error(`no open ${kind} market in ${m.gameId}`);
  const sel = market.selections[0]!;
  return { gameId: m.gameId, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli };
}

const open = (m: Match) => m.markets.some((k) => k.kind === 'M' && !k.suspended);

async function place(body: Record<string, unknown>): Promise<BetView> {
  const out = await member.post<{ bet: BetView }>(betPlace, { uid, autoAccept: true, ...body }, { headers: { 'idempotency-key': key() } });
  expect(out.code).toBe(6000);
  return out.data.bet;
}

async function statusOf(ids: string[]): Promise<BetView[]> {
  return betStatus.response.parse((await member.post(betStatus, { uid, betIds: ids })).data).bets;
}

/** Ends the matches at the feed's next tick, then settles. */
async function finish(gameIds: string[]): Promise<void> {
  const feed = sportsFeedOf(t.app);
  for (const id of gameIds) expect(feed.producer()!.sim.endSoon(id)).toBe(true);
  await feed.step();
  await betsOf(t.app).sweep();
}

async function settledRefs(ref: string): Promise<number[]> {
  const rows = await t.db
    .selectFrom('ledger_entry')
    .innerJoin('ledger_txn', 'ledger_txn.id', 'ledger_entry.txn_id')
    .select('ledger_entry.amount_fen')
    .where('ledger_txn.ref', '=', ref)
    .where('ledger_entry.account', '=', 'venue')
    .execute();
  return rows.map((r) => Number(r.amount_fen));
}

describe('bets on voided matches', () => {
  it('a match called off (D1): a single and a 3串4 on it settle 取消（赛事取消）, the stakes come back once through the ledger', async () => {
    const three = (await matches('FT')).filter(open).slice(0, 3);
    expect(three).toHaveLength(3);
    const before = await balanceFen();
    const demo02 = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    const validBefore = await sportsValidFenSince(t.db, demo02.id, 0);
    const single = await place({ kind: 'single', picks: [pickOf(three[0]!)], unitStake: '50' });
    const series = await place({ kind: 'series', picks: three.map((m) => pickOf(m)), sizes: [2, 3], unitStake: '10' });
    expect(await balanceFen()).toBe(before - 5000 - 4000);

    await finish(three.map((m) => m.gameId));
    const [s, x] = await statusOf([single.betId, series.betId]).then((bets) => [single, series].map((b) => bets.find((y) => y.betId === b.betId)!));
    expect(s).toMatchObject({ state: 'SETTLED', result: 'D', resultName: '取消（赛事取消）', payout: 50, winLoss: 0 });
    expect(s!.legs[0]).toMatchObject({ result: 'D', dReason: 'D1', resultName: '取消（赛事取消）', score: '' });
    // The series has its own result: every combination void, the whole stake back.
    expect(x).toMatchObject({ state: 'SETTLED', kindName: '3串4', result: 'D', resultName: '取消（赛事取消）', payout: 40, winLoss: 0 });
    expect(x!.combinations.map((c) => c.payout)).toEqual([10, 10, 10, 10]);
    expect(await balanceFen()).toBe(before);
    expect(await settledRefs(settleRef(single.betId))).toEqual([5000]);
    expect(await settledRefs(settleRef(series.betId))).toEqual([4000]);
    // A void counts nothing towards the turnover; a second sweep pays nothing more.
    expect(await sportsValidFenSince(t.db, demo02.id, 0)).toBe(validBefore);
    await betsOf(t.app).sweep();
    expect(await balanceFen()).toBe(before);
  });

  it('a match abandoned in play (D5) voids its full-time pick; in a 2串1 the void leg counts 1 and the other leg settles', async () => {
    const live = (await matches('RB')).filter(open);
    const abandoned = live.find((m) => voidFateOf(SEED, m.gameId, 'FT', true, 1)?.reason === 'D5');
    // A match in play fated to be called off can no longer be: it ends normally.
    const normal = live.find((m) => voidFateOf(SEED, m.gameId, 'FT', true, 1)?.reason === 'D1');
    expect(abandoned).toBeDefined();
    expect(normal).toBeDefined();
    const before = await balanceFen();
    const single = await place({ kind: 'single', picks: [pickOf(abandoned!)], unitStake: '30' });
    const multiple = await place({ kind: 'multiple', picks: [pickOf(abandoned!), pickOf(normal!)], unitStake: '20' });
    expect([single.state, multiple.state]).toEqual(['PENDING', 'PENDING']);
    clock.advance(DELAY_MS);
    await betsOf(t.app).sweep();
    const accepted = await statusOf([single.betId, multiple.betId]);
    // In play a price can move beyond the policy during the delay: only accepted bets go on.
    const ids = accepted.filter((b) => b.state === 'ACCEPTED').map((b) => b.betId);
    expect(ids).toContain(single.betId);

    await finish([abandoned!.gameId, normal!.gameId]);
    const settled = await statusOf(ids);
    const s = settled.find((b) => b.betId === single.betId)!;
    expect(s).toMatchObject({ state: 'SETTLED', result: 'D', resultName: '取消（赛事提前）', payout: 30 });
    expect(await settledRefs(settleRef(single.betId))).toEqual([3000]);
    const m = settled.find((b) => b.betId === multiple.betId);
    let paidFen = 3000;
    if (m) {
      expect(m.legs[0]).toMatchObject({ result: 'D', dReason: 'D5' });
      expect(m.legs[1]!.result).not.toBe('D');
      const other = m.legs[1]!;
      const fen = parlayReturnFen(2000, [{ hkMilli: other.hkMilli, result: other.result! }]);
      expect(Math.round(m.payout! * 100)).toBe(fen);
      paidFen += fen;
    } else paidFen += 2000; // rejected after the delay: the stake came back
    expect(await balanceFen()).toBe(before - 3000 - 2000 + paidFen);
  });
});
