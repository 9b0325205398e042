/** @jest-environment jsdom */
import { type BetSlipItem, type MarketKind } from '@site/shared';
import { floorProblem, FLOOR_PROBLEM, oddsMilliOf } from './FloorEntry';
import { placeCheck, PLACE_REFUSAL } from './slip-place';
import {
  activeFloorHk,
  betKindOf,
  betPicksOf,
  EMPTY_SLIP,
  needsAccept,
  orderDataOf,
  PICK_REFUSAL,
  slipFromStorage,
  slipItemOf,
  slipReducer,
  type SlipAction,
  type SlipState,
} from './slip-state';

function item(game: string, kind: MarketKind = 'R', hkMilli = 900): BetSlipItem {
  return slipItemOf({
    match: { gameId: game, gide: `e${game}`, hgid: `h${game}`, team_h: `主${game}`, team_c: `客${game}`, league: '英超', gameType: 'FT' },
    market: { kind, line: kind === 'R' ? '0.5' : '' },
    selection: { id: `${game}:${kind}:H`, key: 'H', hkMilli },
    pickName: 'H',
  });
}

function run(slip: SlipState, ...actions: SlipAction[]): SlipState {
  return actions.reduce((s, a) => {
    const out = slipReducer(s, a);
    if (!out.ok) throw new Error(`refused ${out.reason}`);
    return out.slip;
  }, slip);
}

const price = (selectionId: string, hkMilli: number, seen: number) => ({
  selectionId,
  state: 'open' as const,
  open: true,
  hkMilli,
  line: '0.5',
  minStake: 10,
  maxStake: 500,
  change: hkMilli > seen ? ('up' as const) : hkMilli < seen ? ('down' as const) : ('none' as const),
  lineChanged: false,
  inPlay: false,
});

describe('quick bet (快速投注)', () => {
  it('on with a preset stake: a tap makes the slip that one single and marks it to be placed; done clears the mark', () => {
    const on = run(
      { ...EMPTY_SLIP, multiple: true },
      { type: 'pick', item: item('1') },
      { type: 'pick', item: item('2') },
      { type: 'quickBet', stakeFen: 5000 },
    );
    // Quick bet places singles: the multiple goes, the newest pick stays, nothing is placed yet.
    expect(on).toMatchObject({ multiple: false, series: false, quickStakeFen: 5000, quickPending: null });
    expect(on.picks.map((p) => orderDataOf(p)?.selectionId)).toEqual(['2:R:H']);
    const tapped = slipReducer(on, { type: 'pick', item: item('3') });
    expect(tapped).toMatchObject({ ok: true, quick: true, slip: { quickPending: '3:R:H' } });
    expect(tapped.slip.picks.map((p) => orderDataOf(p)?.selectionId)).toEqual(['3:R:H']);
    expect(betKindOf(tapped.slip)).toBe('single');
    // A second tap on the same price places it again (it does not take it off).
    const again = run(run(tapped.slip, { type: 'quickDone' }), { type: 'pick', item: item('3') });
    expect(again).toMatchObject({ quickPending: '3:R:H' });
    expect(run(again, { type: 'quickDone' }).quickPending).toBeNull();
  });

  it('the same checks: the quick single is checked like any single at the preset stake', () => {
    const s = run({ ...EMPTY_SLIP }, { type: 'quickBet', stakeFen: 100 }, { type: 'pick', item: item('1') });
    const checked = run(s, { type: 'prices', prices: [price('1:R:H', 900, 900)] });
    expect(placeCheck(checked, { unitFen: s.quickStakeFen, family: null, balanceFen: 100000 })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.BELOW_MIN });
    expect(placeCheck(checked, { unitFen: 5000, family: null, balanceFen: 1000 })).toMatchObject({ ok: false, reason: PLACE_REFUSAL.BALANCE });
    expect(placeCheck(checked, { unitFen: 5000, family: null, balanceFen: 100000 })).toMatchObject({
      ok: true,
      quote: { kind: 'single', totalStakeFen: 5000 },
    });
  });

  it('off, or multiple / series on: taps go on the slip again; a bad preset changes nothing; a reload never places', () => {
    const on = run({ ...EMPTY_SLIP }, { type: 'quickBet', stakeFen: 1000 });
    expect(run(on, { type: 'quickBet', stakeFen: null }).quickStakeFen).toBeNull();
    expect(run(on, { type: 'multiple', on: true }).quickStakeFen).toBeNull();
    expect(run(on, { type: 'series', on: true }).quickStakeFen).toBeNull();
    expect(run(on, { type: 'quickBet', stakeFen: -5 }).quickStakeFen).toBe(1000);
    const tapped = run(on, { type: 'pick', item: item('1') });
    expect(slipFromStorage(tapped)).toMatchObject({ quickStakeFen: 1000, quickPending: null });
  });

  it('a pick in the in-play delay refuses a quick tap like any pick', () => {
    const s = run({ ...EMPTY_SLIP }, { type: 'quickBet', stakeFen: 1000 }, { type: 'pick', item: item('1') }, { type: 'delay', ticketId: 'B1' });
    expect(slipReducer(s, { type: 'pick', item: item('2') })).toMatchObject({ ok: false, reason: PICK_REFUSAL.DELAY });
  });
});

describe('odds floor', () => {
  const seen = run({ ...EMPTY_SLIP, autoAcceptOdds: false }, { type: 'pick', item: item('1', 'R', 900) });
  const withFloor = run(seen, { type: 'floor', selectionId: '1:R:H', floor: { milli: 850, type: 'H' } });
  const at = (s: SlipState, hk: number) => run(s, { type: 'prices', prices: [price('1:R:H', hk, 900)] });
  const input = { unitFen: 5000, family: null, balanceFen: 100000, oddsType: 'H' as const };

  it('a typed floor reads in the type the pick reads in; it must be a price of that type, not above the price seen', () => {
    expect(oddsMilliOf('0.85')).toBe(850);
    expect(oddsMilliOf('-0.9')).toBe(-900);
    expect(oddsMilliOf('1.2.3')).toBeNull();
    expect(floorProblem(850, 'H', 900)).toBeNull();
    expect(floorProblem(950, 'H', 900)).toBe(FLOOR_PROBLEM.ABOVE);
    expect(floorProblem(-850, 'H', 900)).toBe(FLOOR_PROBLEM.BAD);
    expect(floorProblem(null, 'H', 900)).toBe(FLOOR_PROBLEM.BAD);
    // Malay −0.90 is hong kong 1.111: under a seen 1.20.
    expect(floorProblem(-900, 'M', 1200)).toBeNull();
    expect(activeFloorHk(withFloor.picks[0]!, 'H')).toBe(850);
    // The odds type changed since: the floor no longer reads, nothing of it is sent.
    expect(activeFloorHk(withFloor.picks[0]!, 'E')).toBeNull();
    expect(betPicksOf(withFloor, 'E')[0]).not.toHaveProperty('floor');
  });

  it('a worse price at or above the floor needs no accept and places with the floor; below it the slip refuses BELOW_FLOOR', () => {
    const above = at(withFloor, 870);
    expect(needsAccept(above.picks[0]!, false, 'H')).toBe(false);
    expect(placeCheck(above, input)).toMatchObject({ ok: true });
    expect(betPicksOf(above, 'H')[0]).toMatchObject({ hkMilli: 900, floor: 850 });
    const below = at(withFloor, 840);
    expect(needsAccept(below.picks[0]!, false, 'H')).toBe(true);
    expect(placeCheck(below, input)).toMatchObject({ ok: false, reason: PLACE_REFUSAL.BELOW_FLOOR });
    // Without a floor any move waits for the accept.
    expect(placeCheck(at(seen, 870), input)).toMatchObject({ ok: false, reason: PLACE_REFUSAL.PRICE_CHANGED });
  });

  it('auto-accept on: no floor is sent; accepting a price under the floor drops the floor; clearing it removes it', () => {
    expect(betPicksOf(run(withFloor, { type: 'autoAccept', on: true }), 'H')[0]).not.toHaveProperty('floor');
    const accepted = run(at(withFloor, 840), { type: 'acceptPrices' });
    expect(orderDataOf(accepted.picks[0]!)).toMatchObject({ hkMilli: 840 });
    expect(orderDataOf(accepted.picks[0]!)?.floor).toBeUndefined();
    const kept = run(at(withFloor, 870), { type: 'acceptPrices' });
    expect(orderDataOf(kept.picks[0]!)?.floor).toEqual({ milli: 850, type: 'H' });
    expect(orderDataOf(run(withFloor, { type: 'floor', selectionId: '1:R:H', floor: null }).picks[0]!)?.floor).toBeUndefined();
  });
});
