import { trackerStateSchema, type TrackerEvent, type TrackerState } from '@site/shared';
import { ballZone } from './ball-zone';
import { joinEvents, TIMELINE_KEPT, TrackerStore } from './tracker-store';

const stats = { shots: 0, corners: 0, yellow: 0, red: 0, possession: 50 };
const ev = (n: number, kind: TrackerEvent['kind'] = 'shot'): TrackerEvent => ({ n, kind, side: 'H', period: 1, minute: n });
const state = (seq: number, events: TrackerEvent[] = [], over: Partial<TrackerState> = {}): TrackerState =>
  trackerStateSchema.parse({ gameId: 'g1', gameType: 'FT', seq, phase: { kind: 'attack', side: 'H' }, stats: { H: stats, C: stats }, events, ...over });

/** A store whose frames a test runs by hand. */
function stepped() {
  const frames: (() => void)[] = [];
  const store = new TrackerStore({ frame: (f) => frames.push(f) });
  const runFrame = () => frames.splice(0).forEach((f) => f());
  return { store, frames, runFrame };
}

describe('the tracker store', () => {
  it('applies pushes once per frame and tells only that match readers, once', () => {
    const { store, frames, runFrame } = stepped();
    const seen: string[] = [];
    store.subscribe('g1', () => seen.push('g1'));
    store.subscribe('g2', () => seen.push('g2'));
    store.ingest(state(1));
    store.ingest(state(2, [], { phase: { kind: 'danger', side: 'H' } }));
    expect(frames).toHaveLength(1);
    expect(store.get('g1')).toBeUndefined();
    runFrame();
    expect(store.get('g1')?.phase).toEqual({ kind: 'danger', side: 'H' });
    expect(seen).toEqual(['g1']);
  });

  it('keeps the newest seq: an older push (a late snapshot) is dropped', () => {
    const { store, runFrame } = stepped();
    store.ingest(state(5, [], { phase: { kind: 'corner', side: 'C' } }));
    runFrame();
    const kept = store.get('g1');
    store.ingest(state(4));
    runFrame();
    expect(store.get('g1')).toBe(kept);
    store.ingest(state(5, [], { phase: { kind: 'corner', side: 'C' } }));
    runFrame();
    expect(store.get('g1')?.seq).toBe(5);
  });

  it('joins each push events to the timeline it has, by their number, keeping the latest', () => {
    const { store, runFrame } = stepped();
    store.ingest(state(1, [ev(1), ev(2), ev(3)]));
    runFrame();
    store.ingest(state(2, [ev(2), ev(3), ev(4, 'goal')]));
    store.ingest(state(3, [ev(3), ev(4, 'goal'), ev(5)]));
    runFrame();
    expect(store.get('g1')!.events.map((e) => e.n)).toEqual([1, 2, 3, 4, 5]);
    const many = Array.from({ length: TIMELINE_KEPT + 10 }, (_, i) => ev(i + 1));
    expect(joinEvents(many.slice(0, 40), many.slice(30)).map((e) => e.n)).toEqual(many.slice(-TIMELINE_KEPT).map((e) => e.n));
    // A new run numbers from 1 again: its events replace the old ones.
    expect(joinEvents([ev(7), ev(8)], [ev(1)])).toEqual([ev(1)]);
    expect(joinEvents([ev(1)], [])).toEqual([ev(1)]);
    expect(joinEvents([], [ev(1)])).toEqual([ev(1)]);
  });

  it('does nothing once disposed', () => {
    const { store, frames } = stepped();
    store.dispose();
    store.ingest(state(1));
    expect(frames).toHaveLength(0);
    expect(store.get('g1')).toBeUndefined();
  });
});

describe('where the ground shows the ball', () => {
  it('puts the home side attacking to the right and mirrors the away side', () => {
    expect(ballZone('danger', 'H').x).toBeGreaterThan(75);
    expect(ballZone('danger', 'C').x).toBeLessThan(25);
    expect(ballZone('corner', 'C')).toEqual({
      x: 100 - ballZone('corner', 'H').x,
      y: 100 - ballZone('corner', 'H').y,
      from: 100 - ballZone('corner', 'H').from!,
    });
    expect(ballZone('break', 'H').from).toBeNull();
  });
});
