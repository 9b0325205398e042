import {
  BET_KIND_OFFERS,
  betList,
  betRecordList,
  betRecordTotal,
  queryMemberBetList,
  betPlace,
  betRefusalSchema,
  betPriceCheck,
  betStatus,
  cashOutAccept,
  cashOutQuote,
  matchDetail,
  sportMatches,
  venueBalance,
  venueLaunch,
  venueTransfer,
  type BetPick,
  type BetView,
  type Match,
  type ShowType,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser, type TestClock } from '../../../../test-support';
import { resultOf } from '../../../sports/feed-store';
import { sportsFeedOf } from '../../../sports/sports';
import { betsOf } from './bets';
import { PLACE_MSG } from '../../../bets/placement';
import { CASH_OUT_MSG, recordCashOutRefusal } from '../../../bets/cash-out';
import { payoutOf, refundRef } from '../../../bets/settle';
import { betOf, sportsValidFenSince } from '../../../bets/bet-queries';

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `bets-test-${++keys}`;
const money = { headers: () => ({ headers: { 'idempotency-key': key() } }) };

/** USD→CNY at 0.002: football's daily limit is 3,000 yuan, other sports' 400 yuan (the payout-limit test reaches it). */
const RATE = 0.002;
const DELAY_MS = 5000;

beforeAll(async () => {
  clock = testClock();
  t = await testApp({
    clock,
    app: { sports: { manual: true, seed: 3, matches: 60, clockSpeed: 1200, startAt: clock.now() }, bets: { usdCnyRate: RATE, delayMs: DELAY_MS } },
  });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, money.headers());
  expect(launched.code).toBe(6000);
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  const moved = await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, money.headers());
  expect(moved.code).toBe(6000);
});
afterAll(async () => t.app.close());

const balance = async () => (await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number;

async function matches(showType: ShowType, gameType = 'FT'): Promise<Match[]> {
  const snap = sportMatches.response.parse((await member.post(sportMatches, { uid, gameType, showType })).data);
  return snap.matches;
}

/** A pick on an open market of a match (kind and side), at the price shown now. */
function pickOf(m: Match, kind: BetPick['wtype'] = 'M', side?: string): BetPick {
  const market = m.markets.find((k) => k.kind === kind && !k.suspended);
  if (!market) throw new Error(`no open ${kind} market in ${m.gameId}`);
  const sel = side ? market.selections.find((s) => s.key === side)! : market.selections[0]!;
  return { gameId: m.gameId, gide: m.gide, hgid: m.hgid, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli };
}

async function openPrematch(count: number): Promise<Match[]> {
  const list = (await matches('FT')).filter((m) => m.markets.some((k) => k.kind === 'M' && !k.suspended));
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}

const place = (body: Record<string, unknown>, k = key()) =>
  member.post<{ bet: BetView; balance: number }>(betPlace, { uid, autoAccept: true, ...body }, { headers: { 'idempotency-key': k } });

describe('price check (点水)', () => {
  it('answers each pick open with its price, line, stake limits and how it moved since the seen price', async () => {
    const [m] = await openPrematch(1);
    const p = pickOf(m!);
    const out = await member.post(betPriceCheck, { uid, picks: [p, { ...p, hkMilli: p.hkMilli - 10 }, { ...p, hkMilli: p.hkMilli + 10 }] });
    expect(out.code).toBe(6000);
    const parsed = betPriceCheck.response.parse(out.data);
    expect(parsed.balance).toBe(1000);
    expect(parsed.prices.map((x) => x.change)).toEqual(['none', 'up', 'down']);
    expect(parsed.prices[0]).toMatchObject({ state: 'open', open: true, hkMilli: p.hkMilli, line: p.line, minStake: 10, lineChanged: false, inPlay: false });
    expect(parsed.prices[0]!.maxStake).toBeGreaterThan(10);
  });

  it('the max stake shrinks as the odds rise; an unknown pick is closed; a bad uid is 6302', async () => {
    const all = await matches('FT');
    const prices = all.flatMap((m) => m.markets.filter((k) => k.kind === 'M').flatMap((k) => k.selections.map((s) => ({ m, k, s }))));
    prices.sort((a, b) => a.s.hkMilli - b.s.hkMilli);
    const low = prices[0]!;
    const high = prices.at(-1)!;
    const pick = (x: typeof low): BetPick => ({ gameId: x.m.gameId, selectionId: x.s.id, wtype: 'M', rtype: x.s.key, line: '', hkMilli: x.s.hkMilli });
    const out = betPriceCheck.response.parse((await member.post(betPriceCheck, { uid, picks: [pick(low), pick(high)] })).data);
    expect(out.prices[1]!.maxStake).toBeLessThan(out.prices[0]!.maxStake);
    const gone = betPriceCheck.response.parse(
      (await member.post(betPriceCheck, { uid, picks: [{ ...pick(low), gameId: 'nope', selectionId: 'nope:M:H' }] })).data,
    );
    expect(gone.prices[0]).toMatchObject({ state: 'closed', open: false, maxStake: 0 });
    expect((await member.post(betPriceCheck, { uid: 'bad', picks: [pick(low)] })).code).toBe(6302);
  });
});

describe('placement', () => {
  it('a pre-match single is accepted at once and moves the stake once, even when submitted twice', async () => {
    const [m] = await openPrematch(1);
    const before = await balance();
    const k = key();
    const first = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '12.50' }, k);
    expect(first.code).toBe(6000);
    expect(first.message).toBe('投注成功');
    expect(first.data.bet).toMatchObject({ state: 'ACCEPTED', stateName: '已受理', kindName: '单注', totalStake: 12.5, pendingUntil: null });
    expect(first.data.balance).toBe(before - 12.5);
    const again = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '12.50' }, k);
    expect(again.data.bet.betId).toBe(first.data.bet.betId);
    expect(await balance()).toBe(before - 12.5);
  });

  it('keeps the odds type a bet was placed in beside its accepted prices: the receipt, the status, the list and the records carry it', async () => {
    // The last open match: the settlement below ends the first ones and pays what is on them.
    const m = (await matches('FT')).filter((x) => ['M', 'R'].every((kind) => x.markets.some((k) => k.kind === kind && !k.suspended))).at(-1);
    const placed = await place({ kind: 'single', picks: [pickOf(m!, 'R')], unitStake: '10', oddsType: 'M' });
    expect(placed.code).toBe(6000);
    const bet = placed.data.bet;
    expect(bet.oddsType).toBe('M');
    expect(bet.legs[0]).toMatchObject({ wtype: 'R', hkMilli: pickOf(m!, 'R').hkMilli });
    const status = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [bet.betId] })).data);
    expect(status.bets[0]).toMatchObject({ oddsType: 'M', legs: [{ hkMilli: bet.legs[0]!.hkMilli }] });
    const open = betList.response.parse((await member.post(betList, { uid, scope: 'open', pageNum: 1, pageSize: 50 })).data);
    expect(open.list.find((b) => b.betId === bet.betId)?.oddsType).toBe('M');
    const range = { beginTime: clock.now() - 3600_000, endTime: clock.now() + 1 };
    const records = betRecordList.response.parse((await member.post(betRecordList, { ...range, category: 1, pageNum: 1, pageSize: 100 })).data);
    expect(records.list.find((r) => r.id === bet.betId)?.sport).toMatchObject({ oddsType: 'M', legs: [{ hkMilli: bet.legs[0]!.hkMilli }] });

    // Not said: hong kong, the default type. Not a type: refused, nothing moves.
    const plain = await place({ kind: 'single', picks: [pickOf(m!, 'M')], unitStake: '10' });
    expect(plain.data.bet.oddsType).toBe('H');
    const before = await balance();
    expect((await place({ kind: 'single', picks: [pickOf(m!, 'M')], unitStake: '10', oddsType: 'X' })).code).not.toBe(6000);
    expect(await balance()).toBe(before);
  });

  it('a moved price is refused without auto-accept (with the new prices) and taken at the current price with it', async () => {
    const [m] = await openPrematch(1);
    const p = pickOf(m!);
    const seen = { ...p, hkMilli: p.hkMilli + 30 };
    const refused = await place({ kind: 'single', picks: [seen], unitStake: '10', autoAccept: false });
    expect(refused).toMatchObject({ code: 6012, message: PLACE_MSG.oddsChanged, data: { reason: 'ODDS_CHANGED' } });
    expect(betRefusalSchema.parse(refused.data).prices?.[0]).toMatchObject({ change: 'down', hkMilli: p.hkMilli });
    const taken = await place({ kind: 'single', picks: [seen], unitStake: '10', autoAccept: true });
    expect(taken.code).toBe(6000);
    expect(taken.data.bet.legs[0]!.hkMilli).toBe(p.hkMilli);
  });

  it('refuses a stake out of range, a multiple with two picks of one game, a single with two picks', async () => {
    const [a, b] = await openPrematch(2);
    expect(await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '5' })).toMatchObject({ code: 6012, data: { reason: 'STAKE_LIMIT' } });
    expect((await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '5' })).message).toMatch(/^投注金额须在10至\d+(\.\d\d?)?元之间$/);
    expect(await place({ kind: 'multiple', picks: [pickOf(a!, 'M'), pickOf(a!, 'OU')], unitStake: '10' })).toMatchObject({
      code: 6012,
      message: PLACE_MSG.sameGame,
    });
    expect(await place({ kind: 'single', picks: [pickOf(a!), pickOf(b!)], unitStake: '10' })).toMatchObject({ code: 6007, message: PLACE_MSG.singleOne });
    expect(await place({ kind: 'series', picks: [pickOf(a!), pickOf(b!)], sizes: [3], unitStake: '10' })).toMatchObject({
      code: 6007,
      message: PLACE_MSG.family,
    });
  });

  it('a 3串4 series stakes four combinations; its view lists them', async () => {
    const three = await openPrematch(3);
    const before = await balance();
    const out = await place({ kind: 'series', picks: three.map((m) => pickOf(m)), sizes: [2, 3], unitStake: '10' });
    expect(out.code).toBe(6000);
    expect(out.data.bet).toMatchObject({ kind: 'series', kindName: '3串4', totalStake: 40, sizes: [2, 3] });
    expect(out.data.bet.combinations.map((c) => c.legs)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    expect(await balance()).toBe(before - 40);
  });

  it('refuses a bet over the daily payout limit of its sport (spec §9) with a clear message', async () => {
    // Table tennis is an "other sport": 200,000 USD a day, 400 yuan at the test's rate.
    const tt = [...(await matches('FT', 'TT')), ...(await matches('FU', 'TT'))].find((m) => m.markets.some((k) => k.kind === 'M' && !k.suspended));
    expect(tt).toBeDefined();
    const out = await place({ kind: 'single', picks: [pickOf(tt!)], unitStake: '300' });
    expect(out).toMatchObject({ code: 6012, data: { reason: 'PAYOUT_LIMIT' } });
    expect(out.message).toBe('超出当日派彩限额：其他体育项目每位会员每日最高派彩200,000美元（约400元），今日剩余可派彩400元');
  });

  it('refuses a pick whose market is suspended, and one whose match is over', async () => {
    const feed = sportsFeedOf(t.app);
    let suspended: { m: Match; kind: BetPick['wtype'] } | null = null;
    for (let i = 0; i < 200 && !suspended; i++) {
      await feed.step();
      for (const m of await matches('RB')) {
        const k = m.markets.find((x) => x.suspended && x.kind !== 'FS');
        if (k) suspended = { m, kind: k.kind };
      }
    }
    expect(suspended).not.toBeNull();
    const market = suspended!.m.markets.find((k) => k.kind === suspended!.kind)!;
    const sel = market.selections[0]!;
    const pick: BetPick = { gameId: suspended!.m.gameId, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli };
    expect(await place({ kind: 'single', picks: [pick], unitStake: '10' })).toMatchObject({
      code: 6012,
      message: PLACE_MSG.suspended,
      data: { reason: 'SUSPENDED' },
    });
    expect(await place({ kind: 'single', picks: [{ ...pick, gameId: 'gone' }], unitStake: '10' })).toMatchObject({ code: 6012, message: PLACE_MSG.matchOver });
  });
});

describe('in play: held in delay, then accepted or rejected', () => {
  async function livePick(): Promise<{ m: Match; pick: BetPick }> {
    for (const m of await matches('RB')) {
      const k = m.markets.find((x) => x.kind === 'M' && !x.suspended);
      if (k) return { m, pick: pickOf(m, 'M') };
    }
    throw new Error('no open in-play market');
  }

  it('is 确认中 for the delay, then 已受理 when the price held', async () => {
    const { pick } = await livePick();
    const out = await place({ kind: 'single', picks: [pick], unitStake: '10' });
    expect(out.code).toBe(6000);
    expect(out.message).toBe('注单确认中');
    expect(out.data.bet).toMatchObject({ state: 'PENDING', stateName: '确认中', pendingUntil: clock.now() + DELAY_MS });
    const id = out.data.bet.betId;
    const early = await member.post(betStatus, { uid, betIds: [id] });
    expect(early.data.bets[0].state).toBe('PENDING');
    clock.advance(DELAY_MS);
    const later = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [id] })).data);
    expect(later.bets[0]).toMatchObject({ state: 'ACCEPTED', stateName: '已受理', pendingUntil: null });
  });

  it('is 未受理 with the stake returned when the match ended during the delay', async () => {
    const { m, pick } = await livePick();
    const before = await balance();
    const out = await place({ kind: 'single', picks: [pick], unitStake: '20' });
    expect(out.data.bet.state).toBe('PENDING');
    expect(await balance()).toBe(before - 20);
    const feed = sportsFeedOf(t.app);
    expect(feed.producer()!.sim.endSoon(m.gameId)).toBe(true);
    await feed.step();
    clock.advance(DELAY_MS);
    await betsOf(t.app).sweep();
    const after = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [out.data.bet.betId] })).data);
    expect(after.bets[0]).toMatchObject({ state: 'REJECTED', stateName: '未受理', rejectReason: 'MATCH_OVER', rejectMessage: '赛事已结束' });
    // The stake came back once, under the bet's refund reference (the sweep may have settled other bets too).
    const refunds = await t.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_txn', 'ledger_txn.id', 'ledger_entry.txn_id')
      .select(['ledger_entry.amount_fen'])
      .where('ledger_txn.ref', '=', refundRef(out.data.bet.betId))
      .where('ledger_entry.account', '=', 'venue')
      .execute();
    expect(refunds.map((r) => r.amount_fen)).toEqual([2000]);
    await betsOf(t.app).sweep();
    expect(await t.db.selectFrom('ledger_txn').select('id').where('ref', '=', refundRef(out.data.bet.betId)).execute()).toHaveLength(1);
    expect(await balance()).toBeGreaterThanOrEqual(before);
  });
});

describe('settlement', () => {
  it('settles a single and a multiple when their matches end: each leg by the result, paid once (also with two sweeps at once)', async () => {
    const [a, b] = await openPrematch(2);
    const single = await place({ kind: 'single', picks: [pickOf(a!, 'R', 'H')], unitStake: '30' });
    const multiple = await place({ kind: 'multiple', picks: [pickOf(a!, 'OU', 'O'), pickOf(b!, 'M', 'H')], unitStake: '10' });
    expect(single.code).toBe(6000);
    expect(multiple.data.bet.kindName).toBe('2串1');
    const feed = sportsFeedOf(t.app);
    for (const m of [a!, b!]) expect(feed.producer()!.sim.endSoon(m.gameId)).toBe(true);
    await feed.step();
    expect(await resultOf(t.db, a!.gameId)).toBeDefined();
    const before = await balance();
    const sweeps = await Promise.all([betsOf(t.app).sweep(), betsOf(t.app).sweep()]);
    expect(sweeps.reduce((n, s) => n + s.settled, 0)).toBeGreaterThanOrEqual(2);
    const ids = [single.data.bet.betId, multiple.data.bet.betId];
    const out = betStatus.response.parse((await member.post(betStatus, { uid, betIds: ids })).data);
    let paid = 0;
    for (const bet of out.bets) {
      expect(bet.state).toBe('SETTLED');
      expect(bet.stateName).toBe('已结算');
      expect(bet.legs.every((l) => l.result !== null && l.resultName !== '' && /^\d+-\d+/.test(l.score))).toBe(true);
      // The payout is the settlement rules' figure for these legs.
      const row = (await betOf(t.db, 100002, bet.betId))!;
      expect(bet.payout).toBe(payoutOf(row.bet, row.legs).fen / 100);
      expect(bet.winLoss).toBeCloseTo(bet.payout! - bet.totalStake, 2);
      paid += bet.payout!;
    }
    expect(await balance()).toBeCloseTo(before + paid, 2);
    await betsOf(t.app).sweep();
    expect(await balance()).toBeCloseTo(before + paid, 2);
    const settledList = betList.response.parse((await member.post(betList, { uid, scope: 'settled', pageNum: 1, pageSize: 50 })).data);
    expect(settledList.list.map((x) => x.betId)).toEqual(expect.arrayContaining(ids));
  });
});

describe('cash-out', () => {
  it('quotes an accepted single from the current price less the margin; accepting pays the quote once', async () => {
    const [m] = await openPrematch(1);
    const out = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '100' });
    const betId = out.data.bet.betId;
    expect(out.data.bet.cashOut).toEqual({ state: 'open', amount: 0 });
    const quote = await member.post(cashOutQuote, { uid, betId });
    expect(quote.code).toBe(6000);
    const q = cashOutQuote.response.parse(quote.data);
    // The price has not moved: 100 less the 5% margin.
    expect(q.amount).toBe(95);
    expect(q.validUntil).toBe(clock.now() + 5000);
    const before = await balance();
    const k = key();
    const done = await member.post(cashOutAccept, { uid, betId, quoteId: q.quoteId }, { headers: { 'idempotency-key': k } });
    expect(done).toMatchObject({
      code: 6000,
      message: '兑现成功',
      data: { amount: 95, state: 'accepted', bet: { state: 'CASHED_OUT', stateName: '已兑现', payout: 95 } },
    });
    await member.post(cashOutAccept, { uid, betId, quoteId: q.quoteId }, { headers: { 'idempotency-key': k } });
    expect(await balance()).toBe(before + 95);
    expect(await t.db.selectFrom('bet_cash_out_quote').select(['state', 'reason']).where('id', '=', q.quoteId).executeTakeFirst()).toEqual({
      state: 'accepted',
      reason: '',
    });
    const again = await member.post(cashOutAccept, { uid, betId, quoteId: q.quoteId }, money.headers());
    expect(again).toMatchObject({ code: 6012, message: CASH_OUT_MSG.notOpen, data: { state: 'rejected' } });
  });

  it('in play a cash-out is processing (兑现确认中) for the delay, then paid at the quote once by the sweep', async () => {
    const live = (await matches('RB')).find((m) => m.markets.some((k) => k.kind === 'M' && !k.suspended));
    expect(live).toBeDefined();
    const placed = await place({ kind: 'single', picks: [pickOf(live!)], unitStake: '20' });
    expect(placed.data.bet.state).toBe('PENDING');
    const betId = placed.data.bet.betId;
    clock.advance(DELAY_MS);
    await betsOf(t.app).sweep();
    const q = cashOutQuote.response.parse((await member.post(cashOutQuote, { uid, betId })).data);
    const before = await balance();
    const asked = await member.post(cashOutAccept, { uid, betId, quoteId: q.quoteId }, money.headers());
    expect(asked).toMatchObject({
      code: 6000,
      message: '兑现确认中',
      data: { state: 'processing', amount: q.amount, bet: { state: 'ACCEPTED', cashOut: { state: 'processing', amount: 0 } } },
    });
    expect(await balance()).toBe(before);
    // Asked again meanwhile: it is being decided (nothing new is recorded).
    expect(await member.post(cashOutQuote, { uid, betId })).toMatchObject({ code: 6012, message: CASH_OUT_MSG.processing });
    clock.advance(DELAY_MS);
    expect((await betsOf(t.app).sweep()).cashOuts).toBe(1);
    const done = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [betId] })).data).bets[0]!;
    expect(done).toMatchObject({ state: 'CASHED_OUT', stateName: '已兑现', payout: q.amount, cashOut: { state: 'accepted', amount: q.amount } });
    expect(await balance()).toBeCloseTo(before + q.amount, 2);
    expect((await t.db.selectFrom('bet_cash_out_quote').select('state').where('id', '=', q.quoteId).executeTakeFirstOrThrow()).state).toBe('accepted');
    expect((await betsOf(t.app).sweep()).cashOuts).toBe(0);
    expect(await balance()).toBeCloseTo(before + q.amount, 2);
  });

  it('refuses an expired quote, a series, and a bet whose match is over', async () => {
    const three = await openPrematch(3);
    const single = await place({ kind: 'single', picks: [pickOf(three[0]!)], unitStake: '10' });
    const q = cashOutQuote.response.parse((await member.post(cashOutQuote, { uid, betId: single.data.bet.betId })).data);
    clock.advance(5001);
    expect(await member.post(cashOutAccept, { uid, betId: single.data.bet.betId, quoteId: q.quoteId }, money.headers())).toMatchObject({
      code: 6012,
      message: CASH_OUT_MSG.expired,
    });
    // The refusal is kept (after the call's transaction): the quote rejected with its reason, the bet's cash-out state too.
    const quoteRow = () => t.db.selectFrom('bet_cash_out_quote').select(['state', 'reason']).where('id', '=', q.quoteId).executeTakeFirstOrThrow();
    for (let i = 0; i < 50 && (await quoteRow()).state !== 'rejected'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await quoteRow()).toEqual({ state: 'rejected', reason: CASH_OUT_MSG.expired });
    const seen = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [single.data.bet.betId] })).data).bets[0]!;
    expect(seen).toMatchObject({ state: 'ACCEPTED', cashOut: { state: 'rejected', amount: 0 } });
    // A refused quote stays closed; a new one opens the cash-out again.
    expect(await member.post(cashOutAccept, { uid, betId: single.data.bet.betId, quoteId: q.quoteId }, money.headers())).toMatchObject({
      code: 6012,
      message: CASH_OUT_MSG.noQuote,
    });
    const q2 = cashOutQuote.response.parse((await member.post(cashOutQuote, { uid, betId: single.data.bet.betId })).data);
    expect(q2.state).toBe('open');
    // The refusal of the older quote may be kept only now (it is written after its call): the new quote stays open.
    const { id: memberId } = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    await recordCashOutRefusal(t.db, { memberId, betId: single.data.bet.betId, quoteId: q.quoteId, reason: CASH_OUT_MSG.noQuote, now: clock.now() });
    const reopened = betStatus.response.parse((await member.post(betStatus, { uid, betIds: [single.data.bet.betId] })).data).bets[0]!;
    expect(reopened.cashOut).toEqual({ state: 'open', amount: 0 });
    const series = await place({ kind: 'series', picks: three.map((m) => pickOf(m)), sizes: [2], unitStake: '10' });
    expect(series).toMatchObject({ code: 6000, message: '投注成功' });
    expect(await member.post(cashOutQuote, { uid, betId: series.data.bet.betId })).toMatchObject({ code: 6012, message: BET_KIND_OFFERS.series.reason });
    // A refused quote is kept at once (not a money call), with its reason.
    expect(await t.db.selectFrom('bet_cash_out_quote').select(['state', 'reason', 'amount_fen']).where('bet_id', '=', series.data.bet.betId).execute()).toEqual(
      [{ state: 'rejected', reason: BET_KIND_OFFERS.series.reason, amount_fen: 0 }],
    );
    const feed = sportsFeedOf(t.app);
    feed.producer()!.sim.endSoon(three[0]!.gameId);
    await feed.step();
    expect(await member.post(cashOutQuote, { uid, betId: single.data.bet.betId })).toMatchObject({ code: 6012, message: CASH_OUT_MSG.matchOver });
    expect((await member.post(matchDetail, { uid, gameId: three[0]!.gameId })).code).toBe(6303);
  });
});

describe('bet records (record/betRecordList, betRecordTotal, user/queryMemberBetList)', () => {
  const range = () => ({ beginTime: clock.now() - 24 * 3600_000, endTime: clock.now() });

  it('lists the sports bets with their state, result, legs and a series with its combinations; filters by state and venue', async () => {
    const all = betRecordList.response.parse((await member.post(betRecordList, { ...range(), category: 1, pageNum: 1, pageSize: 100 })).data);
    expect(all.total).toBeGreaterThan(5);
    expect(all.list.every((r) => r.enName === 'crty' && r.venueName === '皇冠体育' && r.sport !== null)).toBe(true);
    const settled = all.list.filter((r) => r.state === 'SETTLED');
    expect(settled.length).toBeGreaterThanOrEqual(2);
    for (const r of settled) {
      expect(r.stateName).toBe('已结算');
      expect(r.result).not.toBeNull();
      expect(r.resultName).not.toBe('');
      expect(r.profit).toBeCloseTo(r.win - r.stake, 2);
      expect(r.sport!.legs.every((l) => l.resultName !== '')).toBe(true);
    }
    const series = all.list.find((r) => r.sport?.kind === 'series' && r.sport.kindName === '3串4');
    expect(series?.sport?.combinations).toHaveLength(4);
    expect(series?.gameName).toBe('3串4');
    const rejected = betRecordList.response.parse((await member.post(betRecordList, { ...range(), state: 'REJECTED', pageNum: 1, pageSize: 100 })).data);
    expect(rejected.list.length).toBeGreaterThan(0);
    expect(rejected.list.every((r) => r.state === 'REJECTED' && r.stateName === '未受理' && r.sport?.rejectMessage === '赛事已结束')).toBe(true);
    const casinoOnly = await member.post(betRecordList, { ...range(), category: 2, pageNum: 1, pageSize: 100 });
    expect(casinoOnly.data.total).toBe(0);
  });

  it('totals stake, valid turnover and win/loss, rejected bets left out; the member summary per venue adds up to them', async () => {
    const total = betRecordTotal.response.parse((await member.post(betRecordTotal, range())).data);
    const list = betRecordList.response.parse((await member.post(betRecordList, { ...range(), pageNum: 1, pageSize: 100 })).data).list;
    const counted = list.filter((r) => r.state !== 'REJECTED');
    expect(total.count).toBe(counted.length);
    expect(total.stake).toBeCloseTo(
      counted.reduce((n, r) => n + r.stake, 0),
      2,
    );
    expect(total.validStake).toBeCloseTo(
      counted.reduce((n, r) => n + r.validStake, 0),
      2,
    );
    expect(total.profit).toBeCloseTo(
      counted.reduce((n, r) => n + r.profit, 0),
      2,
    );
    // Valid turnover counts settled and cashed-out bets only (the open ones count 0 until they settle).
    expect(total.validStake).toBeLessThan(total.stake);
    const summary = queryMemberBetList.response.parse((await member.post(queryMemberBetList, range())).data);
    expect(summary.list).toEqual([expect.objectContaining({ enName: 'crty', venueName: '皇冠体育', category: 1, count: total.count, stake: total.stake })]);
    expect(summary.total).toEqual(total);
    // The withdrawal's turnover counts the same valid stake (addValidBetSource).
    const demo02 = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    expect(await sportsValidFenSince(t.db, demo02.id, 0)).toBe(Math.round(total.validStake * 100));
  });
});

describe('responsible gambling', () => {
  it('refuses a bet while the member is timed out or self-excluded, with the Chinese reason; nothing moves', async () => {
    const [m] = await openPrematch(1);
    const demo02 = await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow();
    const before = await balance();
    await t.db
      .insertInto('play_exclusion')
      .values({ member_id: demo02.id, kind: 'timeout', created_at: clock.now(), until_at: clock.now() + 3600_000 })
      .execute();
    try {
      const refused = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '10' });
      expect(refused.code).toBe(6003);
      expect(refused.message).toMatch(/^您的账户正处于暂停（冷静期）期内，.+前无法登录、存款或投注$/);
      expect(await balance()).toBe(before);
    } finally {
      await t.db.deleteFrom('play_exclusion').where('member_id', '=', demo02.id).execute();
    }
  });
});
