import { BET_SLIP_MAX, type BetSlipItem, type MarketKind } from '@site/shared';
import { BETTING, EMPTY_SLIP, orderDataOf, PICK_REFUSAL, slipItemOf, slipReducer, type SlipState } from './slip-state';

function item(game: string, kind: MarketKind = 'M', key = 'H'): BetSlipItem {
  return slipItemOf({
    match: { gameId: game, gide: `e${game}`, hgid: `h${game}`, team_h: `主${game}`, team_c: `客${game}`, league: '英超', gameType: 'FT' },
    market: { kind, line: '' },
    selection: { id: `${game}:${kind}:${key}`, key, hkMilli: 900 },
    pickName: key,
  });
}
const ids = (s: SlipState) => s.picks.map((p) => orderDataOf(p)?.selectionId);

describe('loading a booking code into the slip', () => {
  it('adds several legs as a multiple, after the picks already there', () => {
    const start = slipReducer(EMPTY_SLIP, { type: 'pick', item: item('1') }).slip;
    const out = slipReducer(start, { type: 'load', items: [item('2'), item('3')] });
    expect(out.ok).toBe(true);
    expect(out.slip.multiple).toBe(true);
    expect(ids(out.slip)).toEqual(['1:M:H', '2:M:H', '3:M:H']);
  });

  it('keeps a leg already in the slip rather than taking it off', () => {
    const start = slipReducer({ ...EMPTY_SLIP, multiple: true }, { type: 'pick', item: item('1') }).slip;
    const out = slipReducer(start, { type: 'load', items: [item('1'), item('2')] });
    expect(ids(out.slip)).toEqual(['1:M:H', '2:M:H']);
  });

  it('replaces a single pick with a one-leg code, as a click would', () => {
    const start = slipReducer(EMPTY_SLIP, { type: 'pick', item: item('1') }).slip;
    const out = slipReducer(start, { type: 'load', items: [item('2')] });
    expect(out.slip.multiple).toBe(false);
    expect(ids(out.slip)).toEqual(['2:M:H']);
  });

  it('refuses a code with no leg left, during a delay, and past the pick limit, leaving the slip as it was', () => {
    expect(slipReducer(EMPTY_SLIP, { type: 'load', items: [] })).toMatchObject({ ok: false, reason: PICK_REFUSAL.NOTHING, slip: EMPTY_SLIP });
    const delayed: SlipState = { ...EMPTY_SLIP, picks: [{ ...item('1'), bettingData: { active: BETTING.DELAY, ticket_id: 'b1' } }] };
    expect(slipReducer(delayed, { type: 'load', items: [item('2')] })).toMatchObject({ ok: false, reason: PICK_REFUSAL.DELAY, slip: delayed });
    const full = slipReducer(EMPTY_SLIP, { type: 'load', items: Array.from({ length: BET_SLIP_MAX }, (_, i) => item(`g${i}`)) }).slip;
    expect(full.picks).toHaveLength(BET_SLIP_MAX);
    expect(slipReducer(full, { type: 'load', items: [item('x'), item('y')] })).toMatchObject({ ok: false, reason: PICK_REFUSAL.LIMIT, slip: full });
  });
});
