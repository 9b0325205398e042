import {
  betPlace,
  betRefusalSchema,
  betStatus,
  formatHundredths,
  oddsHundredths,
  priceText,
  sportMatches,
  venueBalance,
  venueLaunch,
  venueTransfer,
  type BetPick,
  type BetView,
  type Match,
  type MarketKind,
  type ShowType,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser, type TestClock } from '../../../../test-support';
import { controlFeed } from '../../../sports/dev-feed-control';
import { sportsFeedOf } from '../../../sports/sports';
import { betsOf } from './bets';
import { PLACE_MSG } from '../../../bets/placement';

/** The odds floor: without auto-accept, a price at or above the pick's floor (in the player's odds type) is taken. */

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `odds-floor-test-${++keys}`;
const DELAY_MS = 5000;

beforeAll(async () => {
  clock = testClock();
  t = await testApp({
    clock,
    app: { sports: { manual: true, seed: 7, matches: 60, clockSpeed: 1200, startAt: clock.now() }, bets: { usdCnyRate: 7.2, delayMs: DELAY_MS } },
  });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': key() } });
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, { headers: { 'idempotency-key': key() } })).code).toBe(6000);
});
afterAll(async () => t.app.close());

const balance = async () => (await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number;

async function matches(showType: ShowType): Promise<Match[]> {
  return sportMatches.response.parse((await member.post(sportMatches, { uid, gameType: 'FT', showType })).data).matches;
}

/** A match of `showType` with an open market of `kind`, and the pick on its first side at the price now. */
async function pickIn(showType: ShowType, kind: MarketKind, skip = 0): Promise<{ m: Match; pick: BetPick }> {
  const found = (await matches(showType)).filter((m) => m.markets.some((k) => k.kind === kind && !k.suspended))[skip];
  if (!found) throw new Error(`no open ${kind} market`);
  const market = found.markets.find((k) => k.kind === kind && !k.suspended)!;
  const sel = market.selections[0]!;
  return { m: found, pick: { gameId: found.gameId, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli } };
}

const place = (body: Record<string, unknown>) =>
  member.post<{ bet: BetView; balance: number }>(
    betPlace,
    { uid, kind: 'single', unitStake: '10', autoAccept: false, ...body },
    { headers: { 'idempotency-key': key() } },
  );

/** A floor typed in `type` as the player reads it (two decimals), in signed thousandths. */
const floorOf = (hkMilli: number, type: 'E' | 'H' | 'M' | 'I') => oddsHundredths(hkMilli, type) * 10;

describe('odds floor at placement', () => {
  it('a worse price above the floor is taken at the current price; below the floor it is refused with the prices, nothing moves', async () => {
    const { pick } = await pickIn('FT', 'R');
    const now = pick.hkMilli;
    // The player saw 0.05 more than the price now: the price moved against them.
    const seen = { ...pick, hkMilli: now + 50 };
    const before = await balance();
    const refused = await place({ picks: [{ ...seen, floor: floorOf(now + 20, 'H') }], oddsType: 'H' });
    expect(refused.code).toBe(6012);
    expect(refused.message).toBe(`当前赔率${priceText(now, 'R', 'H')}低于您设定的最低赔率${formatHundredths(oddsHundredths(now + 20, 'H'))}，未能投注`);
    expect(refused.message).toBe(PLACE_MSG.belowFloor(priceText(now, 'R', 'H'), formatHundredths(oddsHundredths(now + 20, 'H'))));
    expect(betRefusalSchema.parse(refused.data)).toMatchObject({ reason: 'BELOW_FLOOR', prices: [{ change: 'down', hkMilli: now }] });
    expect(await balance()).toBe(before);

    const taken = await place({ picks: [{ ...seen, floor: floorOf(now - 20, 'H') }], oddsType: 'H' });
    expect(taken.code).toBe(6000);
    expect(taken.data.bet.legs[0]!.hkMilli).toBe(now);
    expect(await balance()).toBe(before - 10);
    // At the floor exactly: taken.
    expect((await place({ picks: [{ ...seen, floor: now }], oddsType: 'H' })).code).toBe(6000);
    // Without a floor the moved price is refused as before.
    expect(await place({ picks: [seen], oddsType: 'H' })).toMatchObject({ code: 6012, message: PLACE_MSG.oddsChanged, data: { reason: 'ODDS_CHANGED' } });
  });

  it('the floor reads in the player odds type: malay for a handicap, european for 1X2 whatever the type', async () => {
    const { pick } = await pickIn('FT', 'R', 1);
    const now = pick.hkMilli;
    const seen = { ...pick, hkMilli: now + 80 };
    const low = floorOf(now - 50, 'M');
    const high = floorOf(now + 50, 'M');
    expect((await place({ picks: [{ ...seen, floor: low }], oddsType: 'M' })).code).toBe(6000);
    expect(await place({ picks: [{ ...seen, floor: high }], oddsType: 'M' })).toMatchObject({
      code: 6012,
      message: `当前赔率${priceText(now, 'R', 'M')}低于您设定的最低赔率${formatHundredths(high / 10)}，未能投注`,
    });

    const x = (await pickIn('FT', 'M', 2)).pick;
    const seenX = { ...x, hkMilli: x.hkMilli + 50 };
    // 1X2 reads european: the floor 1 + hk − 0.02 is under the price now.
    expect((await place({ picks: [{ ...seenX, floor: floorOf(x.hkMilli - 20, 'E') }], oddsType: 'M' })).code).toBe(6000);
    expect((await place({ picks: [{ ...seenX, floor: floorOf(x.hkMilli + 20, 'E') }], oddsType: 'M' })).data).toMatchObject({ reason: 'BELOW_FLOOR' });
  });

  it('a floor no price of its type can be is refused (6007); auto-accept takes any price whatever the floor', async () => {
    const { pick } = await pickIn('FT', 'R', 3);
    const seen = { ...pick, hkMilli: pick.hkMilli + 50 };
    // European 0.90 (under 1) and hong kong −0.50 are no prices.
    expect(await place({ picks: [{ ...pick, floor: 900, wtype: 'M' }], oddsType: 'E' })).toMatchObject({ code: 6007, message: PLACE_MSG.badFloor });
    expect(await place({ picks: [{ ...seen, floor: -500 }], oddsType: 'H' })).toMatchObject({ code: 6007, message: PLACE_MSG.badFloor });
    expect((await place({ picks: [{ ...seen, floor: pick.hkMilli + 40 }], oddsType: 'H', autoAccept: true })).code).toBe(6000);
  });

  it('a multiple: every pick with a floor holds to it; one below refuses the bet', async () => {
    const a = (await pickIn('FU', 'M', 0)).pick;
    const b = (await pickIn('FU', 'M', 1)).pick;
    const ok = await place({
      kind: 'multiple',
      picks: [
        { ...a, hkMilli: a.hkMilli + 30, floor: floorOf(a.hkMilli, 'E') },
        { ...b, floor: floorOf(b.hkMilli - 10, 'E') },
      ],
    });
    expect(ok.code).toBe(6000);
    const refused = await place({ kind: 'multiple', picks: [{ ...a, hkMilli: a.hkMilli + 30, floor: floorOf(a.hkMilli + 10, 'E') }, b] });
    expect(refused.data).toMatchObject({ reason: 'BELOW_FLOOR' });
  });
});

describe('odds floor at the end of the in-play delay', () => {
  it('the price fell but stayed above the floor: accepted; fell below it: rejected (未受理) with the stake returned', async () => {
    const feed = sportsFeedOf(t.app);
    expect(await controlFeed(feed, { op: 'freeze' })).toMatchObject({ ok: true });
    const { m, pick } = await pickIn('RB', 'M');
    const before = await balance();
    const low = await place({ picks: [{ ...pick, floor: floorOf(Math.max(1, Math.floor(pick.hkMilli / 4)), 'E') }] });
    const tight = await place({ picks: [{ ...pick, floor: floorOf(pick.hkMilli, 'E') }] });
    expect([low.data.bet.state, tight.data.bet.state]).toEqual(['PENDING', 'PENDING']);
    expect(await controlFeed(feed, { op: 'price', gameId: m.gameId, kind: 'M', direction: 'down' })).toMatchObject({ ok: true });
    const moved = (await matches('RB')).find((x) => x.gameId === m.gameId)!.markets.find((k) => k.kind === 'M')!.selections[0]!;
    expect(moved.hkMilli).toBeLessThan(pick.hkMilli);
    expect(moved.hkMilli).toBeGreaterThanOrEqual(Math.floor(pick.hkMilli / 4));
    clock.advance(DELAY_MS);
    await betsOf(t.app).sweep();
    const out = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [low.data.bet.betId, tight.data.bet.betId] })).data);
    const byId = new Map(out.bets.map((x) => [x.betId, x]));
    expect(byId.get(low.data.bet.betId)).toMatchObject({ state: 'ACCEPTED' });
    expect(byId.get(tight.data.bet.betId)).toMatchObject({ state: 'REJECTED', rejectReason: 'BELOW_FLOOR', rejectMessage: '赔率低于设定的最低赔率' });
    expect(await balance()).toBe(before - 10);
  });
});
