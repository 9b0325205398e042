import { SCORING_EVENTS, trackerStateSchema, type Match, type TrackerState } from '@site/shared';
import { FEED_CONTROL_REFUSAL, type FeedControl } from '../feed-control';
import { Simulator } from '../simulator';
import { simSettings } from '../test-support/sim-settings';
import { TRACKER_EVENTS_KEPT } from './match-tracker';
import { TrackerCopy } from './tracker-copy';
import { countEvent, emptyStats, possessionOf, statsOf } from './tracker-stats';

const all = (sim: Simulator): Match[] => [...sim.boardMatches().values()].flat();
const liveOf = (sim: Simulator, gameType: string): Match => all(sim).find((m) => m.gameType === gameType && m.isLive)!;
const one = (sim: Simulator, control: FeedControl) => {
  const r = sim.tick(undefined, [control]);
  return { ...r, outcome: r.controlled[0]! };
};
const goalsOf = (events: TrackerState['events'], side: 'H' | 'C') => events.filter((e) => e.kind === 'goal' && e.side === side).length;

describe('赛况: the simulator tracks every in-play match', () => {
  it('sends every in-play match tracker in the first tick, each valid by the topic schema', () => {
    const sim = new Simulator(simSettings());
    const first = sim.tick();
    const live = all(sim).filter((m) => m.isLive);
    expect(live.length).toBeGreaterThan(5);
    const sent = new Set(first.trackers.map((s) => s.gameId));
    for (const m of live) expect(sent.has(m.gameId)).toBe(true);
    for (const s of first.trackers) expect(trackerStateSchema.safeParse(s).success).toBe(true);
  });

  it('records a goal exactly when the score changes, with the score it made, and the same run from the same seed', () => {
    const a = new Simulator(simSettings());
    const b = new Simulator(simSettings());
    let goals = 0;
    for (let i = 0; i < 200; i++) {
      const r = a.tick();
      expect(JSON.stringify(b.tick().trackers)).toBe(JSON.stringify(r.trackers));
      for (const s of r.trackers) expect(trackerStateSchema.safeParse(s).success).toBe(true);
      const byId = new Map(r.trackers.map((s) => [s.gameId, s]));
      for (const change of r.changes.values()) {
        for (const d of change.deltas) {
          const state = byId.get(d.id);
          if (!state || !['FT', 'VF', 'OP'].includes(state.gameType)) continue;
          const scoring = state.events.filter((e) => e.kind === 'goal');
          if (d.sc) {
            // The tick that moved the score carries the goal that made it.
            goals++;
            expect(scoring.at(-1)?.score).toEqual(d.sc);
          }
        }
      }
    }
    expect(goals).toBeGreaterThan(0);
    // Every football match's goals on its timeline are its score (trackers from kick-off keep every goal).
    for (const m of all(a).filter((x) => x.isLive && (x.gameType === 'FT' || x.gameType === 'VF'))) {
      const events = a.trackerOf(m.gameId)!.allEvents();
      expect([goalsOf(events as TrackerState['events'], 'H'), goalsOf(events as TrackerState['events'], 'C')]).toEqual([m.sc_FT_H, m.sc_FT_C]);
    }
  });

  it('turns every score of the other sports into its event: points, frames, games and sets', () => {
    const sim = new Simulator(simSettings({ matches: 160 }));
    const kinds = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const r = sim.tick();
      for (const s of r.trackers) for (const e of s.events) kinds.add(`${s.gameType}:${e.kind}`);
    }
    expect(kinds).toContain('BK:point');
    expect([...kinds].some((k) => /^(TN|TT|VB):(game|set)$/.test(k))).toBe(true);
    for (const k of kinds) {
      const [type, kind] = k.split(':') as [string, string];
      if (!['FT', 'VF'].includes(type)) expect(['goal', 'shot', 'point', 'frame', 'game', 'set']).toContain(kind);
    }
    // A set or a frame is dated in the one it won: the n-th of them is in period n.
    for (const m of all(sim).filter((x) => x.isLive && ['TN', 'TT', 'VB', 'SK'].includes(x.gameType))) {
      const won = sim
        .trackerOf(m.gameId)!
        .allEvents()
        .filter((e) => e.kind === 'set' || e.kind === 'frame');
      won.forEach((e, i) => expect(e.period).toBe(i + 1));
    }
    for (const m of all(sim).filter((x) => x.isLive && x.gameType === 'BK')) {
      const events = sim.trackerOf(m.gameId)!.allEvents();
      if (events.length >= TRACKER_EVENTS_KEPT) continue;
      const points = (side: 'H' | 'C') => events.filter((e) => e.kind === 'point' && e.side === side).reduce((a, e) => a + (e.points ?? 0), 0);
      expect([points('H'), points('C')]).toEqual([m.sc_FT_H, m.sc_FT_C]);
    }
  });

  it('keeps each team stats as the count of its events, and possession adding up to 100', () => {
    const sim = new Simulator(simSettings());
    let last = new Map<string, TrackerState>();
    for (let i = 0; i < 300; i++) for (const s of sim.tick().trackers) last.set(s.gameId, s);
    last = new Map([...last].filter(([, s]) => s.gameType === 'FT' && !s.ended));
    expect(last.size).toBeGreaterThan(0);
    for (const s of last.values()) {
      const events = sim.trackerOf(s.gameId)!.allEvents();
      const counted = statsOf(events);
      for (const side of ['H', 'C'] as const) {
        expect({ ...s.stats[side], possession: 0 }).toEqual({ ...counted[side], possession: 0 });
      }
      expect(s.stats.H.possession + s.stats.C.possession).toBe(100);
      expect(s.events.length).toBeLessThanOrEqual(20);
      expect(s.events.map((e) => e.n)).toEqual([...s.events.map((e) => e.n)].sort((x, y) => x - y));
    }
  });

  it('ends a match tracker with the match: its last push says so', () => {
    const sim = new Simulator(simSettings({ frozen: true }));
    sim.tick();
    const m = liveOf(sim, 'FT');
    const r = one(sim, { op: 'finish', gameId: m.gameId });
    expect(r.trackers.find((s) => s.gameId === m.gameId)).toMatchObject({ ended: true });
    expect(sim.trackerOf(m.gameId)).toBeNull();
  });
});

describe('赛况 under dev controls', () => {
  it('puts a football match in a phase with its event; a goal comes with the score control', () => {
    const sim = new Simulator(simSettings({ frozen: true }));
    sim.tick();
    const m = liveOf(sim, 'FT');
    const id = m.gameId;
    const corner = one(sim, { op: 'tracker', gameId: id, phase: 'corner', side: 'H' });
    expect(corner.outcome.ok).toBe(true);
    const state = corner.trackers.find((s) => s.gameId === id)!;
    expect(state.phase).toEqual({ kind: 'corner', side: 'H' });
    expect(state.events.at(-1)).toMatchObject({ kind: 'corner', side: 'H' });
    const cornersBefore = state.stats.H.corners;
    const yellow = one(sim, { op: 'tracker', gameId: id, phase: 'yellow', side: 'C' }).trackers.find((s) => s.gameId === id)!;
    expect(yellow.stats.C.yellow).toBeGreaterThan(0);
    expect(yellow.stats.H.corners).toBe(cornersBefore);
    const before = [m.sc_FT_H, m.sc_FT_C] as const;
    const goal = one(sim, { op: 'score', gameId: id, side: 'C' });
    const scored = goal.trackers.find((s) => s.gameId === id)!;
    expect(scored.phase).toEqual({ kind: 'goal', side: 'C' });
    expect(scored.events.at(-1)).toMatchObject({ kind: 'goal', side: 'C', score: [before[0], before[1] + 1] });
    expect(scored.seq).toBeGreaterThan(yellow.seq);
    // Frozen, nothing moves the tracker on its own.
    expect(sim.tick().trackers).toEqual([]);
  });

  it('refuses a phase the sport has not, and a match not in play', () => {
    const sim = new Simulator(simSettings({ frozen: true }));
    sim.tick();
    const bk = liveOf(sim, 'BK');
    expect(one(sim, { op: 'tracker', gameId: bk.gameId, phase: 'corner', side: 'H' }).outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.noPhase });
    expect(one(sim, { op: 'tracker', gameId: bk.gameId, phase: 'attack', side: 'C' }).outcome.ok).toBe(true);
    const prematch = all(sim).find((m) => m.gameType === 'FT' && !m.isLive)!;
    expect(one(sim, { op: 'tracker', gameId: prematch.gameId, phase: 'attack', side: 'H' }).outcome).toEqual({
      ok: false,
      reason: FEED_CONTROL_REFUSAL.notLive,
    });
  });
});

describe('赛况 stats and copies', () => {
  it('counts a goal and a shot as shots, corners and cards as themselves, nothing else', () => {
    let s = emptyStats();
    for (const [kind, side] of [
      ['goal', 'H'],
      ['shot', 'H'],
      ['corner', 'C'],
      ['yellow', 'C'],
      ['red', 'H'],
      ['freeKick', 'H'],
      ['point', 'C'],
    ] as const)
      s = countEvent(s, { kind, side });
    expect(s.H).toEqual({ shots: 2, corners: 0, yellow: 0, red: 1, possession: 50 });
    expect(s.C).toEqual({ shots: 0, corners: 1, yellow: 1, red: 0, possession: 50 });
    expect(SCORING_EVENTS).toContain('goal');
    expect(possessionOf({ H: 0, C: 0 })).toEqual([50, 50]);
    expect(possessionOf({ H: 2, C: 1 })).toEqual([67, 33]);
    expect(possessionOf({ H: 1, C: 2 })).toEqual([33, 67]);
  });

  it('keeps the newest state of each match, drops an older one and the match once it ended', () => {
    const copy = new TrackerCopy();
    const state = (seq: number, ended?: boolean): TrackerState => ({
      gameId: 'g1',
      gameType: 'FT',
      seq,
      phase: { kind: 'attack', side: 'H' },
      stats: { H: emptyStats().H, C: emptyStats().C },
      events: [],
      ...(ended ? { ended } : {}),
    });
    expect(copy.apply(state(5))).toBe('kept');
    expect(copy.apply(state(4))).toBe('old');
    expect(copy.get('g1')?.seq).toBe(5);
    expect(copy.apply(state(6))).toBe('kept');
    expect(copy.apply(state(6, true))).toBe('dropped');
    expect(copy.get('g1')).toBeUndefined();
  });
});
