/** @jest-environment jsdom */
import { BET_SLIP_MAX, betSlip, createPlatformStorage, type BetSlipItem, type MarketKind } from '@site/shared';
import zhCN from '../../i18n/zh-CN.json';
import { canPlace, familiesOf, placeAttempt, placeCheck, PLACE_REFUSAL, slipBanner, slipQuote } from './slip-place';
import {
  BETTING,
  betKindOf,
  betPicksOf,
  EMPTY_SLIP,
  orderDataOf,
  PICK_REFUSAL,
  slipFromStorage,
  slipItemOf,
  slipReducer,
  type SlipAction,
  type SlipState,
} from './slip-state';

function item(game: string, kind: MarketKind = 'M', key = 'H', hkMilli = 900, gide = `e${game}`): BetSlipItem {
  return slipItemOf({
    match: { gameId: game, gide, hgid: `h${game}`, team_h: `主${game}`, team_c: `客${game}`, league: '英超', gameType: 'FT' },
    market: { kind, line: kind === 'R' ? '0.5' : '' },
    selection: { id: `${game}:${kind}:${key}`, key, hkMilli },
    pickName: key,
  });
}

/** Runs actions, each of which must succeed. */
function run(slip: SlipState, ...actions: SlipAction[]): SlipState {
  return actions.reduce((s, a) => {
    const out = slipReducer(s, a);
    if (!out.ok) throw new Error(`refused ${out.reason}`);
    return out.slip;
  }, slip);
}

const ids = (s: SlipState) => s.picks.map((p) => orderDataOf(p)?.selectionId);
const multiple: SlipState = { ...EMPTY_SLIP, multiple: true };
const price = (selectionId: string, hkMilli: number, extra: Partial<{ open: boolean; lineChanged: boolean; line: string }> = {}) => ({
  selectionId,
  state: extra.open === false ? ('suspended' as const) : ('open' as const),
  open: extra.open ?? true,
  hkMilli,
  line: extra.line ?? '',
  minStake: 10,
  maxStake: 500,
  change: 'none' as const,
  lineChanged: extra.lineChanged ?? false,
  inPlay: false,
});

describe('slip item (spec §3 fields)', () => {
  it('keeps gameInfo, playInfo.w, oddInfo, championRate, bettingData, orderData, isInvalid', () => {
    const p = item('1', 'HR', 'C', 850);
    expect(p.gameInfo).toEqual({ gameId: '1', gide: 'e1', hgid: 'h1', team_h: '主1', team_c: '客1' });
    expect(p.playInfo.w).toBe('HR');
    // a half-time line belongs to the half-time event (hgid)
    expect(p.oddInfo).toEqual({ gameId: 'h1', r: 'C' });
    expect(item('1', 'R').oddInfo.gameId).toBe('e1');
    expect(p.championRate).toEqual({ rtype: 'C' });
    expect(p.bettingData).toEqual({ active: BETTING.ACTIVE, ticket_id: '' });
    expect(orderDataOf(p)).toMatchObject({ selectionId: '1:HR:C', rtype: 'C', hkMilli: 850 });
    expect(p.isInvalid).toBe(false);
  });

  it('the defaults: single, auto-accept odds on (spec §9)', () => {
    expect(EMPTY_SLIP).toEqual({ picks: [], multiple: false, series: false, autoAcceptOdds: true, quickStakeFen: null, quickPending: null });
    expect(slipFromStorage(betSlip.fallback)).toEqual(EMPTY_SLIP);
  });

  it('survives a reload through platform storage; picks whose orderData does not parse are dropped', () => {
    const storage = createPlatformStorage('mf_sports_slip_test');
    const slip = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') });
    storage.set(betSlip, { ...slip, picks: [...slip.picks, { ...item('3'), orderData: { junk: 1 } }] });
    const back = slipFromStorage(storage.get(betSlip));
    expect(ids(back)).toEqual(['1:M:H', '2:M:H']);
    expect(back.multiple).toBe(true);
  });
});

describe('single (spec §4: a slip that is neither multiple nor series keeps one pick)', () => {
  it('a new pick replaces the old one', () => {
    const s = run(EMPTY_SLIP, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') });
    expect(ids(s)).toEqual(['2:M:H']);
    expect(betKindOf(s)).toBe('single');
  });

  it('picking again removes it', () => {
    const out = slipReducer(run(EMPTY_SLIP, { type: 'pick', item: item('1') }), { type: 'pick', item: item('1') });
    expect(out).toMatchObject({ ok: true, removed: true });
    expect(out.slip.picks).toEqual([]);
  });
});

describe('multiple', () => {
  it('holds picks of different games; N串1 with two or more', () => {
    const s = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'pick', item: item('3') });
    expect(ids(s)).toEqual(['1:M:H', '2:M:H', '3:M:H']);
    expect(betKindOf(s)).toBe('multiple');
  });

  it('a second market of the same game replaces the old pick', () => {
    const s = run(multiple, { type: 'pick', item: item('1', 'M') }, { type: 'pick', item: item('2') }, { type: 'pick', item: item('1', 'OU', 'O') });
    expect(ids(s)).toEqual(['2:M:H', '1:OU:O']);
  });

  it('a pick with the same gide replaces the old pick', () => {
    const s = run(multiple, { type: 'pick', item: item('1', 'M', 'H', 900, 'shared') }, { type: 'pick', item: item('2', 'M', 'H', 900, 'shared') });
    expect(ids(s)).toEqual(['2:M:H']);
  });

  it('picking again removes it', () => {
    const s = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'pick', item: item('1') });
    expect(ids(s)).toEqual(['2:M:H']);
  });

  it('at most 10 picks: the 11th is refused (LIMIT, 投注项已达上限)', () => {
    let s = multiple;
    for (let i = 0; i < BET_SLIP_MAX; i += 1) s = run(s, { type: 'pick', item: item(String(i)) });
    const out = slipReducer(s, { type: 'pick', item: item('x') });
    expect(out).toEqual({ ok: false, slip: s, reason: PICK_REFUSAL.LIMIT });
    expect(zhCN.slip.pickRefusal.LIMIT).toBe('投注项已达上限');
    // at the limit, replacing a pick of the same game or removing one still works
    expect(run(s, { type: 'pick', item: item('3', 'OU', 'O') }).picks).toHaveLength(BET_SLIP_MAX);
    expect(run(s, { type: 'pick', item: item('3') }).picks).toHaveLength(BET_SLIP_MAX - 1);
  });

  it('a champion pick clears the non-champion picks, and the reverse', () => {
    const s = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'pick', item: item('9', 'FS', 'T1') });
    expect(ids(s)).toEqual(['9:FS:T1']);
    const back = run(s, { type: 'pick', item: item('3') });
    expect(ids(back)).toEqual(['3:M:H']);
  });

  it('leaving multiple keeps only the newest pick', () => {
    const s = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'multiple', on: false });
    expect(ids(s)).toEqual(['2:M:H']);
    expect(s).toMatchObject({ multiple: false, series: false });
  });
});

describe('series', () => {
  const three = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'pick', item: item('3') });

  it('turning it on forces hong kong odds and offers every family (3串1, 3串3, 3串4)', () => {
    const out = slipReducer(three, { type: 'series', on: true });
    expect(out).toMatchObject({ ok: true, forceHongKong: true });
    expect(betKindOf(out.slip)).toBe('series');
    expect(familiesOf(out.slip).map((f) => f.label)).toEqual(['3串1', '3串3', '3串4']);
  });

  it('turning it on turns multiple on when there is more than one pick', () => {
    const storedTwo: SlipState = { ...EMPTY_SLIP, picks: [item('1'), item('2')] };
    expect(run(storedTwo, { type: 'series', on: true }).multiple).toBe(true);
    expect(run({ ...EMPTY_SLIP, picks: [item('1')] }, { type: 'series', on: true }).multiple).toBe(false);
  });

  it('marks two picks of the same game invalid; a series keeps both', () => {
    const withTwin: SlipState = { ...three, picks: [...three.picks, item('1', 'OU', 'O')] };
    const s = run(withTwin, { type: 'series', on: true });
    expect(s.picks.map((p) => p.isInvalid)).toEqual([true, false, false, true]);
    const added = run(run(three, { type: 'series', on: true }), { type: 'pick', item: item('2', 'R', 'H') });
    expect(added.picks.map((p) => p.isInvalid)).toEqual([false, true, false, true]);
    // removing one of the twins makes the other valid again
    expect(run(added, { type: 'remove', selectionId: '2:R:H' }).picks.every((p) => !p.isInvalid)).toBe(true);
  });

  it('an invalid pick refuses placement (SAME_GAME)', () => {
    const s = run({ ...three, picks: [...three.picks, item('1', 'OU', 'O')] }, { type: 'series', on: true });
    expect(placeCheck(s, { unitFen: 1000, family: familiesOf(s)[0]!, balanceFen: null })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.SAME_GAME });
  });

  it('turning it off keeps a multiple with one pick per game (the newest)', () => {
    const s = run({ ...three, series: true, picks: [...three.picks, item('1', 'OU', 'O')] }, { type: 'series', on: false });
    expect(ids(s)).toEqual(['2:M:H', '3:M:H', '1:OU:O']);
    expect(s.picks.every((p) => !p.isInvalid)).toBe(true);
    expect(s).toMatchObject({ series: false, multiple: true });
  });

  it('3串4 at 10 yuan: 4 combinations, total stake 40 yuan', () => {
    const s = run(three, { type: 'series', on: true });
    const full = familiesOf(s).find((f) => f.label === '3串4')!;
    expect(slipQuote(s, 1000, full)).toMatchObject({ kind: 'series', combinations: 4, totalStakeFen: 4000, sizes: [2, 3] });
  });
});

describe('delay (spec §4: no picks while any pick is in delay)', () => {
  const delayed = run(multiple, { type: 'pick', item: item('1') }, { type: 'delay', ticketId: 'B1' });

  it('adding, picking again, removing and clearing are refused (DELAY, 当前有注单正在确认中，请稍候)', () => {
    for (const action of [
      { type: 'pick', item: item('2') },
      { type: 'pick', item: item('1') },
      { type: 'remove', selectionId: '1:M:H' },
      { type: 'clear' },
    ] as SlipAction[]) {
      expect(slipReducer(delayed, action)).toEqual({ ok: false, slip: delayed, reason: PICK_REFUSAL.DELAY });
    }
    expect(zhCN.slip.pickRefusal.DELAY).toBe('当前有注单正在确认中，请稍候');
    expect(delayed.picks[0]!.bettingData).toEqual({ active: BETTING.DELAY, ticket_id: 'B1' });
  });

  it('the delay over, picks are accepted again', () => {
    const s = run(delayed, { type: 'delayOver', ticketId: 'B1' }, { type: 'pick', item: item('2') });
    expect(ids(s)).toEqual(['1:M:H', '2:M:H']);
  });
});

describe('auto-accept odds and the price check', () => {
  const one = run(EMPTY_SLIP, { type: 'pick', item: item('1', 'M', 'H', 900) });

  it('default on; the toggle turns it off', () => {
    expect(one.autoAcceptOdds).toBe(true);
    expect(run(one, { type: 'autoAccept', on: false }).autoAcceptOdds).toBe(false);
  });

  it('a price check flags a pick up or down from the price seen', () => {
    const up = run(one, { type: 'prices', prices: [price('1:M:H', 950)] });
    expect(orderDataOf(up.picks[0]!)?.price?.change).toBe('up');
    const down = run(one, { type: 'prices', prices: [price('1:M:H', 850)] });
    expect(orderDataOf(down.picks[0]!)?.price?.change).toBe('down');
  });

  it('auto-accept off: a changed price refuses placement until the player accepts it', () => {
    const s = run(one, { type: 'autoAccept', on: false }, { type: 'prices', prices: [price('1:M:H', 850)] });
    expect(placeCheck(s, { unitFen: 1000, family: null, balanceFen: 100000 })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.PRICE_CHANGED });
    const accepted = run(s, { type: 'acceptPrices' });
    expect(orderDataOf(accepted.picks[0]!)).toMatchObject({ hkMilli: 850, price: { change: 'none' } });
    expect(placeCheck(accepted, { unitFen: 1000, family: null, balanceFen: 100000 }).ok).toBe(true);
  });

  it('auto-accept on: a changed price goes at the current price; a changed line still needs accepting', () => {
    const s = run(one, { type: 'prices', prices: [price('1:M:H', 850)] });
    expect(placeCheck(s, { unitFen: 1000, family: null, balanceFen: 100000 }).ok).toBe(true);
    const line = run(one, { type: 'prices', prices: [price('1:M:H', 900, { lineChanged: true, line: '1' })] });
    expect(placeCheck(line, { unitFen: 1000, family: null, balanceFen: 100000 })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.PRICE_CHANGED });
  });
});

describe('placement refusals (in order)', () => {
  const one = run(EMPTY_SLIP, { type: 'pick', item: item('1', 'M', 'H', 900) });
  const checked = run(one, { type: 'prices', prices: [price('1:M:H', 900)] });
  const ok = { unitFen: 5000, family: null, balanceFen: 100000 };

  it.each([
    ['EMPTY', EMPTY_SLIP, ok],
    ['NOT_CHECKED', one, ok],
    ['CLOSED', run(one, { type: 'prices', prices: [price('1:M:H', 900, { open: false })] }), ok],
    ['STAKE_EMPTY', checked, { ...ok, unitFen: null }],
    ['BELOW_MIN', checked, { ...ok, unitFen: 999 }],
    ['ABOVE_MAX', checked, { ...ok, unitFen: 50001 }],
    ['BALANCE', checked, { ...ok, balanceFen: 4999 }],
  ] as const)('%s', (reason, slip, input) => {
    expect(placeCheck(slip, input)).toMatchObject({ ok: false, reason });
    expect(zhCN.slip.placeRefusal[reason]).toEqual(expect.any(String));
  });

  it('limits come from the open picks only (a suspended market answers no real limit)', () => {
    const two = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') });
    const s = run(two, { type: 'prices', prices: [{ ...price('1:M:H', 900, { open: false }), maxStake: 0 }, price('2:M:H', 900)] });
    expect(slipQuote(s, 1000, null)).toMatchObject({ minFen: 1000, maxFen: 50000 });
    expect(placeCheck(s, { ...ok, unitFen: 1000 })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.CLOSED });
  });

  it('a series without a family chosen: NO_FAMILY', () => {
    const s = run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }, { type: 'series', on: true });
    expect(placeCheck(s, { ...ok, family: null })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.NO_FAMILY });
  });

  it('every refusal has its Chinese message', () => {
    expect(Object.keys(zhCN.slip.placeRefusal).sort()).toEqual(Object.values(PLACE_REFUSAL).sort());
    expect(Object.keys(zhCN.slip.pickRefusal).sort()).toEqual(Object.values(PICK_REFUSAL).sort());
  });

  it('a single: win = stake × hong kong odds; the bet picks carry the price seen', () => {
    expect(placeCheck(checked, ok)).toMatchObject({ ok: true, quote: { kind: 'single', totalStakeFen: 5000, winFen: 4500, maxReturnFen: 9500 } });
    expect(betPicksOf(checked)).toEqual([{ gameId: '1', gide: 'e1', hgid: 'h1', selectionId: '1:M:H', wtype: 'M', rtype: 'H', line: '', hkMilli: 900 }]);
  });

  it('a multiple: return = stake × the product of european odds', () => {
    const s = run(multiple, { type: 'pick', item: item('1', 'M', 'H', 950) }, { type: 'pick', item: item('2', 'M', 'H', 1050) });
    expect(slipQuote(s, 10000, null)).toMatchObject({ kind: 'multiple', sizes: [2], totalStakeFen: 10000, maxReturnFen: 39975 });
  });
});

describe('the banner above 确认投注 follows the slip as it is now', () => {
  const ok = { unitFen: 5000, family: null, balanceFen: 100000 };
  // A series with two picks of game 1 (both invalid) and one of game 2.
  const series = run(
    multiple,
    { type: 'series', on: true },
    { type: 'pick', item: item('1', 'M', 'H') },
    { type: 'pick', item: item('1', 'R', 'H') },
    { type: 'pick', item: item('2', 'M', 'H') },
  );
  const checkedAll = (s: SlipState) => run(s, { type: 'prices', prices: s.picks.map((p) => price(orderDataOf(p)!.selectionId, orderDataOf(p)!.hkMilli)) });

  it('two picks of one game in a series: the banner says so without a click and 确认投注 is disabled', () => {
    const s = checkedAll(series);
    const verdict = placeCheck(s, { ...ok, family: familiesOf(s).at(-1) ?? null });
    expect(verdict).toMatchObject({ ok: false, reason: PLACE_REFUSAL.SAME_GAME });
    expect(slipBanner(verdict, null, placeAttempt(s, ok.unitFen, null))).toEqual({ refusal: PLACE_REFUSAL.SAME_GAME });
    expect(canPlace(verdict)).toBe(false);
  });

  it('series off leaves a valid two-game multiple: the banner is cleared (even after a refused click) and 确认投注 enabled', () => {
    const s = checkedAll(run(series, { type: 'series', on: false }));
    expect(ids(s)).toEqual(['1:R:H', '2:M:H']);
    expect(betKindOf(s)).toBe('multiple');
    const verdict = placeCheck(s, ok);
    expect(verdict.ok).toBe(true);
    expect(slipBanner(verdict, { refusal: PLACE_REFUSAL.SAME_GAME }, placeAttempt(s, ok.unitFen, null))).toBeNull();
    expect(canPlace(verdict)).toBe(true);
  });

  it("a click's refusal shows while its cause holds: no stake, then a stake", () => {
    const s = checkedAll(run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }));
    const empty = placeCheck(s, { ...ok, unitFen: null });
    expect(canPlace(empty)).toBe(true);
    expect(slipBanner(empty, null, placeAttempt(s, null, null))).toBeNull();
    expect(slipBanner(empty, { refusal: PLACE_REFUSAL.STAKE_EMPTY }, placeAttempt(s, null, null))).toEqual({ refusal: PLACE_REFUSAL.STAKE_EMPTY });
    expect(slipBanner(placeCheck(s, ok), { refusal: PLACE_REFUSAL.STAKE_EMPTY }, placeAttempt(s, ok.unitFen, null))).toBeNull();
  });

  it("the api's refusal shows while the slip asks for the same bet, and goes when a pick, the mode or the stake changes", () => {
    const s = checkedAll(run(multiple, { type: 'pick', item: item('1') }, { type: 'pick', item: item('2') }));
    const problem = { message: '超出当日派彩限额', attempt: placeAttempt(s, ok.unitFen, null) };
    const verdict = placeCheck(s, ok);
    expect(slipBanner(verdict, problem, placeAttempt(s, ok.unitFen, null))).toEqual({ message: '超出当日派彩限额' });
    expect(slipBanner(verdict, problem, placeAttempt(s, 6000, null))).toBeNull();
    const fewer = run(s, { type: 'remove', selectionId: '2:M:H' });
    expect(slipBanner(placeCheck(fewer, ok), problem, placeAttempt(fewer, ok.unitFen, null))).toBeNull();
  });
});
