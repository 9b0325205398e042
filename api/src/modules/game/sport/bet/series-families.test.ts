import {
  betPlace,
  betStatus,
  maxReturnFen,
  parlayReturnFen,
  resultCodeSchema,
  sportMatches,
  venueBalance,
  venueLaunch,
  venueTransfer,
  type BetPick,
  type BetView,
  type Match,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser } from '../../../../test-support';
import { sportsFeedOf } from '../../../sports/sports';
import { betsOf } from './bets';
import { PLACE_MSG } from '../../../bets/placement';

/** The range families of the M串N table placed and settled through the api, in fen. */

let t: TestApp;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `series-families-test-${++keys}`;

beforeAll(async () => {
  const clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 5, matches: 60, clockSpeed: 1200, startAt: clock.now() }, bets: { usdCnyRate: 7.2 } } });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': key() } });
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, { headers: { 'idempotency-key': key() } })).code).toBe(6000);
});
afterAll(async () => t.app.close());

const balanceFen = async () => Math.round(((await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number) * 100);

/** Open pre-match matches (today's and early, football and basketball) with an open 1X2 market: `count` after `skip`. */
async function prematch(skip: number, count: number): Promise<Match[]> {
  const list: Match[] = [];
  for (const gameType of ['FT', 'BK']) {
    for (const showType of ['FT', 'FU']) {
      const snap = sportMatches.response.parse((await member.post(sportMatches, { uid, gameType, showType })).data);
      for (const m of snap.matches) {
        if (m.markets.some((k) => k.kind === 'M' && !k.suspended) && !list.some((x) => x.gameId === m.gameId)) list.push(m);
      }
    }
  }
  expect(list.length).toBeGreaterThanOrEqual(skip + count);
  return list.slice(skip, skip + count);
}

function pickOf(m: Match): BetPick {
  const market = m.markets.find((k) => k.kind === 'M' && !k.suspended)!;
  const sel = market.selections[0]!;
  return { gameId: m.gameId, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli };
}

const place = (body: Record<string, unknown>) =>
  member.post<{ bet: BetView; balance: number }>(betPlace, { uid, autoAccept: false, ...body }, { headers: { 'idempotency-key': key() } });

describe('range families of the M串N table', () => {
  it('4串5 (trebles and the four-fold) stakes 5 units, returns at most Σ of its combinations, and settles each as a parlay, in fen', async () => {
    const matches = await prematch(0, 4);
    const picks = matches.map(pickOf);
    const before = await balanceFen();
    const out = await place({ kind: 'series', picks, sizes: [3, 4], unitStake: '10.50' });
    expect(out.code).toBe(6000);
    const bet = out.data.bet;
    expect(bet).toMatchObject({ kind: 'series', kindName: '4串5', sizes: [3, 4], unitStake: 10.5, totalStake: 52.5 });
    expect(bet.combinations.map((c) => c.legs)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [0, 1, 2, 3],
    ]);
    const legs = picks.map((p) => ({ gameId: p.gameId, hkMilli: p.hkMilli }));
    expect(Math.round(bet.maxReturn * 100)).toBe(maxReturnFen(legs, [3, 4], 1050));
    expect(await balanceFen()).toBe(before - 5250);

    const feed = sportsFeedOf(t.app);
    for (const m of matches) expect(feed.producer()!.sim.endSoon(m.gameId)).toBe(true);
    await feed.step();
    const settledBefore = await balanceFen();
    await betsOf(t.app).sweep();
    const [settled] = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [bet.betId] })).data).bets;
    expect(settled?.state).toBe('SETTLED');
    // Each combination is a parlay of one unit at the accepted prices, paid by its legs' results.
    const results = settled!.legs.map((l) => ({ hkMilli: l.hkMilli, result: resultCodeSchema.parse(l.result) }));
    const perCombination = settled!.combinations.map((c) =>
      parlayReturnFen(
        1050,
        c.legs.map((i) => results[i]!),
      ),
    );
    expect(settled!.combinations.map((c) => Math.round((c.payout ?? -1) * 100))).toEqual(perCombination);
    const paid = perCombination.reduce((a, b) => a + b, 0);
    expect(Math.round(settled!.payout! * 100)).toBe(paid);
    expect(await balanceFen()).toBe(settledBefore + paid);
    // Paid once.
    await betsOf(t.app).sweep();
    expect(await balanceFen()).toBe(settledBefore + paid);
  });

  it('5串20 (doubles and trebles), 5串16 (trebles and up) and the two 5串10 told apart by their sizes', async () => {
    const picks = (await prematch(4, 5)).map(pickOf);
    const cases: [number[], string, number][] = [
      [[2, 3], '5串20', 20],
      [[3, 4, 5], '5串16', 16],
      [[2], '5串10（二串）', 10],
      [[3], '5串10（三串）', 10],
      [[4, 5], '5串6', 6],
    ];
    for (const [sizes, kindName, combinations] of cases) {
      const out = await place({ kind: 'series', picks, sizes, unitStake: '10' });
      expect(out.code).toBe(6000);
      expect(out.data.bet).toMatchObject({ kindName, sizes, totalStake: combinations * 10 });
      expect(out.data.bet.combinations).toHaveLength(combinations);
    }
  });

  it('a range the table does not list is refused, nothing moves', async () => {
    const picks = (await prematch(9, 6)).map(pickOf);
    const before = await balanceFen();
    expect(await place({ kind: 'series', picks, sizes: [3, 4], unitStake: '10' })).toMatchObject({ code: 6007, message: PLACE_MSG.family });
    expect(await place({ kind: 'series', picks, sizes: [2, 4], unitStake: '10' })).toMatchObject({ code: 6007, message: PLACE_MSG.family });
    expect(await balanceFen()).toBe(before);
  });
});
