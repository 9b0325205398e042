import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { LiveStore } from '../live-store';
import { pickSourceOf } from './pick-source';
import { PICK_REFUSAL } from './slip-state';

const t = (key: string) => key;

/** A store with one in-play match on the board; `runFrame` applies what the socket merged. */
function setup() {
  const frames: (() => void)[] = [];
  const store = new LiveStore({ frame: (f) => frames.push(f) });
  store.load({
    seqs: { [FT_RB]: 1 },
    counts: counts([{ sport: 'FT', show: 'RB', n: 1 }]),
    leagues: [league('FT', 100021, '英格兰超级联赛')],
    matches: [match('g1', { league_id: 100021 })],
  });
  return { store, runFrame: () => frames.splice(0).forEach((f) => f()) };
}

describe('pickSourceOf: a tapped price as the store has it at the tap', () => {
  it('an open price: the match, market and selection the slip keeps', () => {
    const { store } = setup();
    const found = pickSourceOf(store, 'g1:M', 'g1:M:H', t);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.source.match).toMatchObject({ gameId: 'g1', league: '英格兰超级联赛' });
    expect(found.source.selection).toEqual({ id: 'g1:M:H', key: 'H', hkMilli: store.getPrice('g1:M:H')?.hkMilli });
  });

  it('a market suspended in the frame before the tap: refused as suspended, not dropped without a word', () => {
    const { store, runFrame } = setup();
    store.ingest(FT_RB, { seq: 2, at: 0, d: [{ id: 'g1', sus: [['g1:M', true]] }] });
    runFrame();
    expect(pickSourceOf(store, 'g1:M', 'g1:M:H', t)).toEqual({ ok: false, reason: PICK_REFUSAL.SUSPENDED });
  });

  it('a match that left the board (ended): refused as closed', () => {
    const { store, runFrame } = setup();
    store.ingest(FT_RB, { seq: 2, at: 0, d: [], remove: ['g1'] });
    runFrame();
    expect(pickSourceOf(store, 'g1:M', 'g1:M:H', t)).toEqual({ ok: false, reason: PICK_REFUSAL.CLOSED });
  });
});
