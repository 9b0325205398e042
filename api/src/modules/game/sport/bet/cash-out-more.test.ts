import {
  betEdit,
  betEditQuote,
  betList,
  betPlace,
  betStatus,
  cashOutAccept,
  cashOutAutoCancel,
  cashOutAutoSet,
  cashOutQuote,
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
import { controlFeed } from '../../../sports/dev-feed-control';
import { sportsFeedOf } from '../../../sports/sports';
import { betsOf } from './bets';
import { CASH_OUT_MSG, cashOutPartRef } from '../../../bets/cash-out';
import { AUTO_CASH_OUT_MSG } from '../../../bets/auto-cash-out';
import { EDIT_MSG } from '../../../bets/edit-bet';
import { EARLY_PAYOUT_MSG, setEarlyPayout } from '../../../bets/early-payout';
import { partStakeFen } from '../../../bets/policy';
import { cashOutRef, settleRef } from '../../../bets/settle';

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';
let keys = 0;
const key = () => `cash-out-more-${++keys}`;
const money = () => ({ headers: { 'idempotency-key': key() } });
const DELAY_MS = 5000;
const MEMBER_ID = 100002;

beforeAll(async () => {
  clock = testClock();
  t = await testApp({
    clock,
    app: { sports: { manual: true, seed: 5, matches: 200, clockSpeed: 1200, startAt: clock.now() }, bets: { delayMs: DELAY_MS } },
  });
  // The feed stands still: prices and scores move only by the controls below.
  expect(await controlFeed(sportsFeedOf(t.app), { op: 'freeze' })).toMatchObject({ ok: true });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, money());
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
  expect((await member.post(venueTransfer, { channelCode: 'crty', amount: '1000', ty: 1 }, money())).code).toBe(6000);
});
afterAll(async () => t.app.close());

const balance = async () => (await member.post(venueBalance, { channelCode: 'crty' })).data.balance as number;

async function matches(showType: ShowType): Promise<Match[]> {
  return sportMatches.response.parse((await member.post(sportMatches, { uid, gameType: 'FT', showType })).data).matches;
}
function pickOf(m: Match, kind: BetPick['wtype'] = 'M', side = 'H'): BetPick {
  const market = m.markets.find((k) => k.kind === kind && !k.suspended)!;
  const sel = market.selections.find((s) => s.key === side) ?? market.selections[0]!;
  return { gameId: m.gameId, selectionId: sel.id, wtype: market.kind, rtype: sel.key, line: market.line, hkMilli: sel.hkMilli };
}
/** Pre-match football matches with an open 1X2, one per call (never the same twice in this file). */
let used = 0;
async function freshMatches(n: number): Promise<Match[]> {
  const list = [...(await matches('FT')), ...(await matches('FU'))].filter((m) => m.markets.some((k) => k.kind === 'M' && !k.suspended));
  const out = list.slice(used, used + n);
  used += n;
  expect(out).toHaveLength(n);
  return out;
}
const place = async (body: Record<string, unknown>) => {
  const out = await member.post<{ bet: BetView }>(betPlace, { uid, autoAccept: true, ...body }, money());
  expect(out.code).toBe(6000);
  return out.data.bet;
};
const statusOf = async (betId: string) => betStatus.response.parse((await member.post(betStatus, { uid, betIds: [betId] })).data).bets[0]!;
const quote = async (betId: string) => cashOutQuote.response.parse((await member.post(cashOutQuote, { uid, betId })).data);

/** The journal transactions under a ref: each sums to zero; answers the venue wallet's side of each. */
async function journal(ref: string): Promise<number[]> {
  const entries = await t.db
    .selectFrom('ledger_entry')
    .innerJoin('ledger_txn', 'ledger_txn.id', 'ledger_entry.txn_id')
    .select(['ledger_txn.id', 'ledger_entry.account', 'ledger_entry.amount_fen'])
    .where('ledger_txn.ref', '=', ref)
    .execute();
  const txns = [...new Set(entries.map((e) => e.id))];
  return txns.map((id) => {
    const mine = entries.filter((e) => e.id === id);
    expect(mine.reduce((s, e) => s + Number(e.amount_fen), 0)).toBe(0);
    return mine.filter((e) => e.account === 'venue').reduce((s, e) => s + Number(e.amount_fen), 0);
  });
}
const letters = (title: string) => t.db.selectFrom('letter').selectAll().where('member_id', '=', MEMBER_ID).where('title', '=', title).execute();

describe('部分兑现 (cash-out in part)', () => {
  it('pays exactly the part asked, leaves the rest running at the proportional stake, and a retry moves nothing twice', async () => {
    const [m] = await freshMatches(1);
    const bet = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '100' });
    const q = await quote(bet.betId);
    expect(q).toMatchObject({ amount: 95, partMin: 1 });
    const before = await balance();
    const k = key();
    const done = await member.post(cashOutAccept, { uid, betId: bet.betId, quoteId: q.quoteId, amount: '38' }, { headers: { 'idempotency-key': k } });
    expect(done).toMatchObject({ code: 6000, message: '兑现成功', data: { amount: 38, state: 'accepted' } });
    // 38 of 95 takes 40 of the 100 staked: 60 runs on, the maximum return alike.
    const stakeTaken = partStakeFen(10_000, 9_500, 3_800);
    expect(stakeTaken).toBe(4_000);
    expect(done.data.bet).toMatchObject({ state: 'ACCEPTED', totalStake: 60, cashOut: { state: 'open', partAmount: 38, partStake: 40 } });
    expect(done.data.bet.maxReturn).toBeCloseTo((bet.maxReturn * 60) / 100, 1);
    expect(await balance()).toBe(before + 38);
    expect(await journal(cashOutPartRef(bet.betId, q.quoteId))).toEqual([3_800]);
    // The same click again: the stored answer, nothing moves.
    const again = await member.post(cashOutAccept, { uid, betId: bet.betId, quoteId: q.quoteId, amount: '38' }, { headers: { 'idempotency-key': k } });
    expect(again.data.amount).toBe(38);
    expect(await balance()).toBe(before + 38);
    expect(await journal(cashOutPartRef(bet.betId, q.quoteId))).toEqual([3_800]);
    // The rest is quoted at its own stake and cashes out in full.
    const q2 = await quote(bet.betId);
    expect(q2.amount).toBe(57);
    const rest = await member.post(cashOutAccept, { uid, betId: bet.betId, quoteId: q2.quoteId }, money());
    expect(rest.data.bet).toMatchObject({ state: 'CASHED_OUT', payout: 57, cashOut: { state: 'accepted', amount: 57, partAmount: 38 } });
    expect(await balance()).toBe(before + 95);
  });

  it('refuses a part out of range with the range in Chinese, moving nothing', async () => {
    const [m] = await freshMatches(1);
    const bet = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '20' });
    const before = await balance();
    for (const amount of ['0.5', '18.5']) {
      // A refused quote is closed: each try asks for a new one.
      const q = await quote(bet.betId);
      expect(q.amount).toBe(19);
      expect(await member.post(cashOutAccept, { uid, betId: bet.betId, quoteId: q.quoteId, amount }, money())).toMatchObject({
        code: 6012,
        message: '部分兑现金额须在1至18元之间',
      });
    }
    expect(await balance()).toBe(before);
    expect((await statusOf(bet.betId)).totalStake).toBe(20);
  });
});

describe('兑现不可用 (why a cash-out cannot be had)', () => {
  it('a suspended market and a series each say why, in the list and on a quote alike', async () => {
    const [a, b, c] = await freshMatches(3);
    const single = await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '10' });
    const series = await place({ kind: 'series', picks: [pickOf(a!), pickOf(b!), pickOf(c!)], sizes: [2, 3], unitStake: '10' });
    expect(series.offers).toEqual({ cashOut: false, edit: false });
    expect(single.offers).toEqual({ cashOut: true, edit: true });
    expect(await member.post(cashOutQuote, { uid, betId: series.betId })).toMatchObject({ code: 6012, message: '串关注单暂不支持提前兑现' });
    await controlFeed(sportsFeedOf(t.app), { op: 'suspend', gameId: a!.gameId, kind: 'M' });
    const listed = betList.response.parse((await member.post(betList, { uid, scope: 'open', pageNum: 1, pageSize: 50 })).data).list;
    expect(listed.find((x) => x.betId === single.betId)?.cashOut).toMatchObject({ state: 'open', unavailable: CASH_OUT_MSG.suspended });
    expect(await member.post(cashOutQuote, { uid, betId: single.betId })).toMatchObject({ code: 6012, message: '盘口已暂停，暂不可兑现，请稍后再试' });
    await controlFeed(sportsFeedOf(t.app), { op: 'reopen', gameId: a!.gameId });
    expect((await statusOf(single.betId)).cashOut?.unavailable).toBeUndefined();
  });
});

describe('自动兑现 (automatic cash-out)', () => {
  it('waits below its target; at the target it cashes out once while the player is away and sends the letter', async () => {
    const [m] = await freshMatches(1);
    const bet = await place({ kind: 'single', picks: [pickOf(m!)], unitStake: '50' });
    expect((await quote(bet.betId)).amount).toBe(47.5);
    const set = await member.post(cashOutAutoSet, { uid, betId: bet.betId, target: '60' });
    expect(set).toMatchObject({ code: 6000, message: '自动兑现已设置', data: { bet: { cashOut: { auto: { state: 'armed', target: 60, amount: null } } } } });
    expect((await betsOf(t.app).sweep()).autoCashOuts).toBe(0);
    expect((await statusOf(bet.betId)).state).toBe('ACCEPTED');
    // A target above the bet's maximum return is refused with the range.
    const over = await member.post(cashOutAutoSet, { uid, betId: bet.betId, target: '100000' });
    expect(over).toMatchObject({ code: 6012 });
    expect(over.message).toMatch(/^自动兑现金额须在1至[\d.]+元之间$/);
    // The value reaches the target (set at it now): it fires on the next sweep, once.
    await member.post(cashOutAutoSet, { uid, betId: bet.betId, target: '47.5' });
    const before = await balance();
    const swept = await Promise.all([betsOf(t.app).sweep(), betsOf(t.app).sweep()]);
    expect(swept.reduce((n, s) => n + s.autoCashOuts, 0)).toBe(1);
    expect(await betsOf(t.app).sweep()).toMatchObject({ autoCashOuts: 0 });
    expect(await balance()).toBe(before + 47.5);
    expect(await journal(cashOutRef(bet.betId))).toEqual([4_750]);
    const after = await statusOf(bet.betId);
    expect(after).toMatchObject({ state: 'CASHED_OUT', payout: 47.5, cashOut: { state: 'accepted', auto: { state: 'fired', paid: 47.5 } } });
    const sent = await letters(AUTO_CASH_OUT_MSG.letterTitle);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toBe(AUTO_CASH_OUT_MSG.letter(`${m!.team_h} vs ${m!.team_c} ${after.legs[0]!.pickName}`, 4_750, 4_750, false));
    expect(sent[0]!.content).toContain('已按自动兑现规则全额兑现47.50元');
  });

  it('a rule in part cashes out the part and leaves the rest running; a rule can be cancelled', async () => {
    const [a, b] = await freshMatches(2);
    const bet = await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '40' });
    expect((await member.post(cashOutAutoSet, { uid, betId: bet.betId, target: '38', amount: '19' })).code).toBe(6000);
    const before = await balance();
    expect((await betsOf(t.app).sweep()).autoCashOuts).toBe(1);
    expect(await balance()).toBe(before + 19);
    expect(await statusOf(bet.betId)).toMatchObject({ state: 'ACCEPTED', totalStake: 20, cashOut: { partAmount: 19, auto: { state: 'fired', paid: 19 } } });
    expect((await letters(AUTO_CASH_OUT_MSG.letterTitle)).some((l) => l.content.includes('部分兑现19元') && l.content.endsWith('其余本金继续有效。'))).toBe(
      true,
    );

    const other = await place({ kind: 'single', picks: [pickOf(b!)], unitStake: '10' });
    expect((await member.post(cashOutAutoSet, { uid, betId: other.betId, target: '12' })).code).toBe(6000);
    const cancelled = await member.post(cashOutAutoCancel, { uid, betId: other.betId });
    expect(cancelled).toMatchObject({ code: 6000, message: '自动兑现已取消', data: { bet: { cashOut: { auto: { state: 'cancelled' } } } } });
    expect(await member.post(cashOutAutoCancel, { uid, betId: other.betId })).toMatchObject({ message: AUTO_CASH_OUT_MSG.noRule });
  });
});

describe('修改注单 (edit bet)', () => {
  it('is priced as the cash-out plus a new bet; confirming moves exactly the net in one journal transaction, once per key', async () => {
    const [a, b] = await freshMatches(2);
    const old = await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '100' });
    const picks = [pickOf(a!), pickOf(b!)];
    const priced = betEditQuote.response.parse((await member.post(betEditQuote, { uid, betId: old.betId, picks, unitStake: '30' })).data);
    expect(priced).toMatchObject({ cashOut: 95, stake: 30, net: 65, kind: 'multiple' });
    const before = await balance();
    const k = key();
    const body = { uid, betId: old.betId, picks, unitStake: '30', cashOut: priced.cashOut, autoAccept: false };
    const edited = await member.post(betEdit, body, { headers: { 'idempotency-key': k } });
    expect(edited).toMatchObject({ code: 6000, message: '注单已修改' });
    const out = betEdit.response.parse(edited.data);
    expect(out.old).toMatchObject({ state: 'CASHED_OUT', payout: 95, editedTo: out.bet.betId });
    expect(out.bet).toMatchObject({ state: 'ACCEPTED', kindName: '2串1', totalStake: 30, editedFrom: old.betId });
    expect(out.balance).toBe(before + 65);
    expect(await balance()).toBe(before + 65);
    // One journal transaction under the key: the cash-out in and the new stake out, netted in the wallet.
    expect(await journal(`key:${k}`)).toEqual([6_500]);
    const again = await member.post(betEdit, body, { headers: { 'idempotency-key': k } });
    expect(again.data.bet.betId).toBe(out.bet.betId);
    expect(await balance()).toBe(before + 65);
    expect(await journal(`key:${k}`)).toEqual([6_500]);
    // The old bet is closed: no second edit of it.
    expect(await member.post(betEdit, body, money())).toMatchObject({ code: 6012, message: EDIT_MSG.notEditable });
  });

  it('is refused whole when a price or the cash-out moved and the player does not accept changes', async () => {
    const [a, b] = await freshMatches(2);
    const old = await place({ kind: 'single', picks: [pickOf(a!)], unitStake: '50' });
    const before = await balance();
    const moved = await member.post(betEdit, { uid, betId: old.betId, picks: [pickOf(b!)], unitStake: '50', cashOut: 48, autoAccept: false }, money());
    expect(moved).toMatchObject({ code: 6012, message: EDIT_MSG.cashOutMoved });
    const seen = { ...pickOf(b!), hkMilli: pickOf(b!).hkMilli + 40 };
    const priceMoved = await member.post(betEdit, { uid, betId: old.betId, picks: [seen], unitStake: '50', cashOut: 47.5, autoAccept: false }, money());
    expect(priceMoved).toMatchObject({ code: 6012, message: '赔率已变化，请确认新的赔率后再投注' });
    expect(await balance()).toBe(before);
    expect(await statusOf(old.betId)).toMatchObject({ state: 'ACCEPTED', totalStake: 50 });
    expect(await t.db.selectFrom('bet_edit').selectAll().where('old_bet_id', '=', old.betId).execute()).toEqual([]);
    // Nothing changed asked: refused too.
    expect(await member.post(betEditQuote, { uid, betId: old.betId, picks: [pickOf(a!)], unitStake: '50' })).toMatchObject({ message: EDIT_MSG.unchanged });
  });
});

describe('提前派彩 (early payout)', () => {
  it('settles a football 1X2 single as won when its team goes two goals ahead in a competition with the offer, and sends the letter', async () => {
    const feed = sportsFeedOf(t.app);
    const [m, n] = await freshMatches(2);
    for (const x of [m!, n!]) expect(await controlFeed(feed, { op: 'kickOff', gameId: x.gameId })).toMatchObject({ ok: true });
    const live = await matches('RB');
    const home = await place({ kind: 'single', picks: [pickOf(live.find((x) => x.gameId === m!.gameId)!)], unitStake: '10' });
    const away = await place({
      kind: 'single',
      picks: [
        pickOf(
          live.find((x) => x.gameId === n!.gameId)!,
          'M',
          'C',
        ),
      ],
      unitStake: '10',
    });
    expect(home.state).toBe('PENDING');
    clock.advance(DELAY_MS);
    await betsOf(t.app).sweep();
    expect((await statusOf(home.betId)).state).toBe('ACCEPTED');
    // Only the first match's competition has the offer.
    await setEarlyPayout(t.db, m!.league_id, true, clock.now());
    if (n!.league_id === m!.league_id) await setEarlyPayout(t.db, n!.league_id, true, clock.now());
    const before = await balance();
    for (const x of [m!, n!]) {
      await controlFeed(feed, { op: 'score', gameId: x.gameId, side: 'H' });
      expect((await betsOf(t.app).sweep()).earlyPaid).toBe(0);
      await controlFeed(feed, { op: 'score', gameId: x.gameId, side: 'H' });
      // Two up: the home single pays at once; the away single (its team two down) runs on.
      expect((await betsOf(t.app).sweep()).earlyPaid).toBe(x === m ? 1 : 0);
    }
    expect(await betsOf(t.app).sweep()).toMatchObject({ earlyPaid: 0 });
    const paid = await statusOf(home.betId);
    const euro = (home.legs[0]!.hkMilli + 1000) / 1000;
    expect(paid).toMatchObject({
      state: 'SETTLED',
      result: 'W',
      earlyPayout: true,
      payout: Math.floor(1000 * euro) / 100,
      legs: [{ result: 'W', score: '2-0' }],
    });
    expect(await balance()).toBeCloseTo(before + paid.payout!, 2);
    expect(await journal(settleRef(home.betId))).toEqual([Math.round(paid.payout! * 100)]);
    expect((await statusOf(away.betId)).state).toBe('ACCEPTED');
    const sent = await letters(EARLY_PAYOUT_MSG.letterTitle);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toContain('所选球队以2-0领先2球，已按提前派彩规则提前结算为赢');
    // The match ending later changes nothing of it.
    await controlFeed(feed, { op: 'finish', gameId: m!.gameId });
    await betsOf(t.app).sweep();
    expect(await statusOf(home.betId)).toMatchObject({ state: 'SETTLED', payout: paid.payout });
    expect(await journal(settleRef(home.betId))).toHaveLength(1);
  });
});
