import type { SportBatch } from '@site/shared';
import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { LiveStore, PRICE_FLASH_MS, storeKey, type Snapshot } from './live-store';

/** A store whose animation frames the test runs by hand (the page uses requestAnimationFrame). */
function setup(snapshot?: Partial<Snapshot>) {
  const frames: (() => void)[] = [];
  const stale: string[] = [];
  const store = new LiveStore({ frame: (f) => frames.push(f) });
  store.subscribe(storeKey.stale, () => stale.push(...store.staleBoards()));
  const runFrame = () => frames.splice(0).forEach((f) => f());
  store.load({
    seqs: { [FT_RB]: 10 },
    counts: counts([{ sport: 'FT', show: 'RB', n: 2 }]),
    leagues: [league('FT', 100021, '英格兰超级联赛'), league('FT', 100026, '意大利甲级联赛')],
    matches: [match('g1', { league_id: 100021 }), match('g2', { league_id: 100026, datetime: 1 }), match('g3', { league_id: 100021, datetime: 2 })],
    ...snapshot,
  });
  return { store, frames, stale, runFrame };
}

const batch = (seq: number, over: Partial<SportBatch> = {}): SportBatch => ({ seq, at: seq, d: [], ...over });

describe('the live store (merged per key, flushed once per frame, read by key)', () => {
  it('lays a snapshot out by league, matches in kick-off order', () => {
    const { store } = setup();
    const list = store.getList();
    expect(list.leagues.map((l) => l.league_id)).toEqual([100021, 100026]);
    expect(list.matchIds.get('FT-100021')).toEqual(['g3', 'g1']);
    expect(store.getPrice('g1:R:H')?.hkMilli).toBe(920);
  });

  it('merges the batches of one frame per key and applies them once, on the frame', () => {
    const { store, frames, runFrame } = setup();
    const seen: string[] = [];
    store.subscribe(storeKey.price('g1:R:H'), () => seen.push('price'));
    store.subscribe(storeKey.match('g1'), () => seen.push('match'));
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g1', o: [['g1:R:H', 940]] }] }));
    store.ingest(FT_RB, batch(12, { d: [{ id: 'g1', o: [['g1:R:H', 900]], sc: [1, 0] }] }));
    store.ingest(FT_RB, batch(13, { d: [{ id: 'g1', clk: { re_time: "1H^31'" } }] }));
    expect(frames).toHaveLength(1);
    expect(store.getPrice('g1:R:H')?.hkMilli).toBe(920);
    runFrame();
    expect(seen.sort()).toEqual(['match', 'price']);
    expect(store.getPrice('g1:R:H')).toMatchObject({ hkMilli: 900, dir: 'down', rev: 1 });
    expect(store.getMatch('g1')).toMatchObject({ sc_FT_H: 1, sc_FT_C: 0, sc_FT_A: 0, re_time: "1H^31'", se_now: '1H' });
    expect(store.seqOf(FT_RB)).toBe(13);
  });

  it('flashes a moved price for PRICE_FLASH_MS with one timer, then turns the flash off on a frame', () => {
    const frames: (() => void)[] = [];
    const timers: { run: () => void; at: number; cancelled: boolean }[] = [];
    let now = 1_000;
    const store = new LiveStore({
      frame: (f) => frames.push(f),
      now: () => now,
      later: (run, ms) => {
        const timer = { run, at: now + ms, cancelled: false };
        timers.push(timer);
        return () => (timer.cancelled = true);
      },
    });
    const runFrame = () => frames.splice(0).forEach((f) => f());
    /** Moves the clock on and fires the timers that are due (as setTimeout would). */
    const advance = (ms: number) => {
      now += ms;
      for (const t of timers.splice(0))
        if (t.cancelled) continue;
        else if (t.at <= now) t.run();
        else timers.push(t);
    };
    store.load({ seqs: { [FT_RB]: 10 }, counts: counts([]), leagues: [league('FT', 100021, '英格兰超级联赛')], matches: [match('g1', { league_id: 100021 })] });
    expect(store.getPrice('g1:R:H')?.flash).toBeNull();

    store.ingest(
      FT_RB,
      batch(11, {
        d: [
          {
            id: 'g1',
            o: [
              ['g1:R:H', 900],
              ['g1:R:C', 990],
            ],
          },
        ],
      }),
    );
    runFrame();
    expect(store.getPrice('g1:R:H')).toMatchObject({ dir: 'down', flash: 'down' });
    expect(store.getPrice('g1:R:C')).toMatchObject({ dir: 'up', flash: 'up' });
    expect(timers).toHaveLength(1);

    // a second move of one price during its flash starts that flash again
    advance(PRICE_FLASH_MS - 200);
    store.ingest(FT_RB, batch(12, { d: [{ id: 'g1', o: [['g1:R:H', 950]] }] }));
    runFrame();
    expect(store.getPrice('g1:R:H')).toMatchObject({ flash: 'up', rev: 2 });

    const seen: string[] = [];
    store.subscribe(storeKey.price('g1:R:C'), () => seen.push('C'));
    store.subscribe(storeKey.price('g1:R:H'), () => seen.push('H'));
    advance(200);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(seen).toEqual(['C']);
    expect(store.getPrice('g1:R:C')).toMatchObject({ dir: 'up', flash: null, hkMilli: 990 });
    expect(store.getPrice('g1:R:H')?.flash).toBe('up');

    advance(PRICE_FLASH_MS);
    runFrame();
    expect(store.getPrice('g1:R:H')).toMatchObject({ dir: 'up', flash: null });
    expect(timers.filter((t) => !t.cancelled)).toHaveLength(0);

    // disposing cancels a pending flash timer
    store.ingest(FT_RB, batch(13, { d: [{ id: 'g1', o: [['g1:R:H', 960]] }] }));
    runFrame();
    store.dispose();
    expect(timers.every((t) => t.cancelled)).toBe(true);
  });

  it('says which way a price moved, and keeps the same object for a key nothing touched', () => {
    const { store, runFrame } = setup();
    const other = store.getPrice('g1:R:C');
    const matchBefore = store.getMatch('g2');
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g1', o: [['g1:R:H', 1_010]] }] }));
    runFrame();
    expect(store.getPrice('g1:R:H')).toMatchObject({ dir: 'up', rev: 1 });
    expect(store.getPrice('g1:R:C')).toBe(other);
    expect(store.getMatch('g2')).toBe(matchBefore);
  });

  it('a seq gap marks the board stale: later batches wait for the new snapshot', () => {
    const { store, stale, runFrame } = setup();
    store.ingest(FT_RB, batch(12, { d: [{ id: 'g1', o: [['g1:R:H', 500]] }] }));
    expect(stale).toEqual([FT_RB]);
    store.ingest(FT_RB, batch(13, { d: [{ id: 'g1', o: [['g1:R:H', 600]] }] }));
    runFrame();
    expect(store.getPrice('g1:R:H')?.hkMilli).toBe(920);
    store.load({
      seqs: { [FT_RB]: 13 },
      counts: counts(),
      leagues: [league('FT', 100021, '英超')],
      matches: [match('g1', { league_id: 100021 }, { home: 600 })],
    });
    store.ingest(FT_RB, batch(14, { d: [{ id: 'g1', o: [['g1:R:H', 610]] }] }));
    runFrame();
    expect(store.getPrice('g1:R:H')?.hkMilli).toBe(610);
    expect(stale).toEqual([FT_RB]);
  });

  it('ignores batches the snapshot already includes', () => {
    const { store, frames, stale } = setup();
    store.ingest(FT_RB, batch(9, { d: [{ id: 'g1', o: [['g1:R:H', 500]] }] }));
    store.ingest(FT_RB, batch(10, { d: [{ id: 'g1', o: [['g1:R:H', 500]] }] }));
    expect(frames).toHaveLength(0);
    expect(stale).toEqual([]);
  });

  it('replays the batches that came before the snapshot, those newer than it', () => {
    const frames: (() => void)[] = [];
    const store = new LiveStore({ frame: (f) => frames.push(f) });
    store.ingest(FT_RB, batch(4, { d: [{ id: 'g1', o: [['g1:R:H', 500]] }] }));
    store.ingest(FT_RB, batch(5, { d: [{ id: 'g1', o: [['g1:R:H', 510]] }] }));
    store.load({
      seqs: { [FT_RB]: 4 },
      counts: counts(),
      leagues: [league('FT', 100021, '英超')],
      matches: [match('g1', { league_id: 100021 }, { home: 500 })],
    });
    frames.splice(0).forEach((f) => f());
    expect(store.getPrice('g1:R:H')?.hkMilli).toBe(510);
  });

  it('a subscription that went live at a newer seq than the snapshot marks the board stale; at its seq or older, not', () => {
    const { store, stale } = setup();
    store.live(FT_RB, 10);
    store.live(FT_RB, 9);
    expect(stale).toEqual([]);
    // The change of seq 11 was pushed before this page's subscription was in place: no push will bring it.
    store.live(FT_RB, 11);
    expect(stale).toEqual([FT_RB]);
  });

  it('a subscription live before the snapshot is checked when the snapshot comes', () => {
    const snapshot = (seq: number): Snapshot => ({
      seqs: { [FT_RB]: seq },
      counts: counts(),
      leagues: [league('FT', 100021, '英超')],
      matches: [match('g1', { league_id: 100021 })],
    });
    const liveThenLoad = (liveAt: number, snapshotAt: number): string[] => {
      const stale: string[] = [];
      const store = new LiveStore({ frame: () => undefined });
      store.subscribe(storeKey.stale, () => stale.push(...store.staleBoards()));
      store.live(FT_RB, liveAt);
      store.load(snapshot(snapshotAt));
      return stale;
    };
    expect(liveThenLoad(7, 7)).toEqual([]);
    expect(liveThenLoad(7, 8)).toEqual([]);
    expect(liveThenLoad(9, 8)).toEqual([FT_RB]);
  });

  it('a subscription live while the board waits for a new snapshot is checked against that snapshot', () => {
    const { store, stale } = setup();
    store.ingest(FT_RB, batch(12));
    expect(stale).toEqual([FT_RB]);
    // The new snapshot was asked for before the reconnect's subscription went live at 14: it comes at 13.
    store.live(FT_RB, 14);
    store.load({ seqs: { [FT_RB]: 13 }, counts: counts(), leagues: [league('FT', 100021, '英超')], matches: [match('g1', { league_id: 100021 })] });
    expect(stale).toEqual([FT_RB, FT_RB]);
  });

  it('a snapshot taken again tells only the readers of what changed since; the rest keep their objects', () => {
    const { store } = setup();
    const g2 = store.getMatch('g2');
    const list = store.getList();
    const countsBefore = store.getCounts();
    const untouched = store.getPrice('g1:R:C');
    const told: string[] = [];
    for (const key of [
      storeKey.list,
      storeKey.counts,
      storeKey.match('g1'),
      storeKey.match('g2'),
      storeKey.match('g3'),
      storeKey.price('g1:R:H'),
      storeKey.price('g1:R:C'),
    ]) {
      store.subscribe(key, () => told.push(key));
    }
    store.load({
      seqs: { [FT_RB]: 12 },
      counts: counts([{ sport: 'FT', show: 'RB', n: 2 }]),
      leagues: [league('FT', 100021, '英格兰超级联赛'), league('FT', 100026, '意大利甲级联赛')],
      matches: [
        match('g1', { league_id: 100021, sc_FT_H: 1 }, { home: 990 }),
        match('g2', { league_id: 100026, datetime: 1 }),
        match('g3', { league_id: 100021, datetime: 2 }),
      ],
    });
    expect(told.sort()).toEqual([storeKey.match('g1'), storeKey.price('g1:R:H')].sort());
    expect(store.getMatch('g2')).toBe(g2);
    expect(store.getList()).toBe(list);
    expect(store.getCounts()).toBe(countsBefore);
    expect(store.getPrice('g1:R:C')).toBe(untouched);
    // The move between the two snapshots shows as a live one would.
    expect(store.getPrice('g1:R:H')).toMatchObject({ hkMilli: 990, dir: 'up', rev: 1, flash: 'up' });
    expect(store.getMatch('g1')?.sc_FT_H).toBe(1);
    store.dispose();
  });

  it('a snapshot taken again tells the list, the counts and the readers of a match that left', () => {
    const { store } = setup();
    const told: string[] = [];
    for (const key of [storeKey.list, storeKey.counts, storeKey.match('g2'), storeKey.market('g2:R'), storeKey.price('g2:R:H'), storeKey.match('g1')]) {
      store.subscribe(key, () => told.push(key));
    }
    store.load({
      seqs: { [FT_RB]: 12 },
      counts: counts([{ sport: 'FT', show: 'RB', n: 1 }]),
      leagues: [league('FT', 100021, '英格兰超级联赛')],
      matches: [match('g1', { league_id: 100021 }), match('g3', { league_id: 100021, datetime: 2 })],
    });
    expect(told.sort()).toEqual([storeKey.counts, storeKey.list, storeKey.market('g2:R'), storeKey.match('g2'), storeKey.price('g2:R:H')].sort());
    expect(store.getMatch('g2')).toBeUndefined();
    expect(store.getPrice('g2:R:H')).toBeUndefined();
    expect(store.getList().leagues.map((l) => l.league_id)).toEqual([100021]);
  });

  it('a suspended market is marked (the row shows a lock) and reopens', () => {
    const { store, runFrame } = setup();
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g1', sus: [['g1:R', true]] }] }));
    runFrame();
    expect(store.getMarket('g1:R')?.suspended).toBe(true);
    store.ingest(FT_RB, batch(12, { d: [{ id: 'g1', sus: [['g1:R', false]] }] }));
    runFrame();
    expect(store.getMarket('g1:R')?.suspended).toBe(false);
  });

  it('a finished match leaves the list (by status or by remove), its league with it when empty', () => {
    const { store, runFrame } = setup();
    let listChanges = 0;
    store.subscribe(storeKey.list, () => listChanges++);
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g2', st: 'finished' }] }));
    store.ingest(FT_RB, batch(12, { remove: ['g1'] }));
    runFrame();
    expect(listChanges).toBe(1);
    expect(store.getMatch('g1')).toBeUndefined();
    expect(store.getMatch('g2')).toBeUndefined();
    expect(store.getPrice('g2:M:H')).toBeUndefined();
    expect(store.getList().leagues.map((l) => l.league_id)).toEqual([100021]);
    expect(store.getList().matchIds.get('FT-100021')).toEqual(['g3']);
  });

  it('a match joining the board (going in-play) is added; one of an unknown league asks for a new snapshot', () => {
    const { store, stale, runFrame } = setup();
    store.ingest(FT_RB, batch(11, { add: [match('g9', { league_id: 100026, datetime: 0 })], d: [{ id: 'g9', sc: [0, 1] }] }));
    runFrame();
    expect(store.getList().matchIds.get('FT-100026')).toEqual(['g9', 'g2']);
    expect(store.getMatch('g9')?.sc_FT_C).toBe(1);
    store.ingest(FT_RB, batch(12, { add: [match('g10', { league_id: 999 })] }));
    runFrame();
    expect(stale).toEqual([FT_RB]);
    expect(store.getMatch('g10')).toBeUndefined();
  });

  it('under a quick filter, a match of another league joining the board is not this view (no new snapshot)', () => {
    const frames: (() => void)[] = [];
    const store = new LiveStore({ frame: (f) => frames.push(f), leagueIds: [100021] });
    const stale = jest.fn();
    store.subscribe(storeKey.stale, stale);
    store.load({ seqs: { [FT_RB]: 1 }, counts: counts(), leagues: [league('FT', 100021, '英超')], matches: [match('g1', { league_id: 100021 })] });
    store.ingest(FT_RB, batch(2, { add: [match('g7', { league_id: 100026 }), match('g8', { league_id: 100021 })] }));
    frames.splice(0).forEach((f) => f());
    expect(stale).not.toHaveBeenCalled();
    expect(store.getMatch('g7')).toBeUndefined();
    expect(store.getList().matchIds.get('FT-100021')).toContain('g8');
  });

  it('a detail adds the match its extra markets, which then move live too', () => {
    const { store, runFrame } = setup();
    const full = match('g1', { league_id: 100021 });
    full.markets.push({
      id: 'g1:HR',
      kind: 'HR',
      line: '0/0.5',
      strong: 'H',
      suspended: false,
      selections: [
        { id: 'g1:HR:H', key: 'H', name: '', hkMilli: 850 },
        { id: 'g1:HR:C', key: 'C', name: '', hkMilli: 990 },
      ],
    });
    store.loadDetail(full);
    expect(store.getMatch('g1')?.marketIds).toContain('g1:HR');
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g1', o: [['g1:HR:H', 870]] }] }));
    runFrame();
    expect(store.getPrice('g1:HR:H')).toMatchObject({ hkMilli: 870, dir: 'up' });
    store.loadDetail(match('gX', { league_id: 100021 }));
    expect(store.getMatch('gX')).toBeUndefined();
  });

  it('stops after dispose: no frame applies, no listener runs', () => {
    const { store, runFrame } = setup();
    const listener = jest.fn();
    store.subscribe(storeKey.price('g1:R:H'), listener);
    store.ingest(FT_RB, batch(11, { d: [{ id: 'g1', o: [['g1:R:H', 500]] }] }));
    store.dispose();
    runFrame();
    expect(listener).not.toHaveBeenCalled();
  });
});
