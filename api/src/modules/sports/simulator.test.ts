import fc from 'fast-check';
import { matchSchema, type Match } from '@site/shared';
import { applyDelta } from './board-copy';
import { ALL_BOARDS } from './feed-boards';
import { MAX_TICK_INTERVALS, Simulator, tickSpan, type FinalResult } from './simulator';
import { SIM_START as START, simSettings } from './test-support/sim-settings';
import { voidFateOf } from './void-fate';

const settings = simSettings;

/** The feed as a client keeps it: every board's matches, changed only by the ticks' changes. */
function copyOf(sim: Simulator): Map<string, Match> {
  const copy = new Map<string, Match>();
  for (const matches of sim.boardMatches().values()) for (const m of matches) copy.set(m.gameId, structuredClone(m));
  return copy;
}

describe('the simulator', () => {
  it('reproduces a run from its seed, tick by tick; another seed gives another run', () => {
    const a = new Simulator(settings());
    const b = new Simulator(settings());
    const c = new Simulator(settings({ seed: 12 }));
    expect(JSON.stringify([...a.boardMatches()])).toBe(JSON.stringify([...b.boardMatches()]));
    expect(JSON.stringify([...a.boardMatches()])).not.toBe(JSON.stringify([...c.boardMatches()]));
    for (let i = 0; i < 100; i++) {
      const ra = a.tick();
      const rb = b.tick();
      expect(JSON.stringify([...ra.changes])).toBe(JSON.stringify([...rb.changes]));
      expect(ra.finished).toEqual(rb.finished);
    }
  });

  it('starts with every match valid by the contract, on the board of its sport and show type, and keeps SPORT_MATCHES', () => {
    const sim = new Simulator(settings({ matches: 300 }));
    const boards = sim.boardMatches();
    expect([...boards.keys()].sort()).toEqual([...ALL_BOARDS].sort());
    let total = 0;
    for (const [key, matches] of boards) {
      for (const m of matches) {
        expect(matchSchema.safeParse(m).success).toBe(true);
        expect(`${m.gameType}.${m.showType}`).toBe(key);
      }
      total += matches.length;
    }
    expect(total).toBe(300);
    // Every sport type and show type has matches; the quick leagues are among them.
    for (const key of ALL_BOARDS) expect(boards.get(key)!.length).toBeGreaterThan(0);
    const leagues = new Set([...boards.values()].flat().map((m) => m.league_id));
    for (const id of [100822, 100021, 100026, 100030, 100028, 100032, 100210]) expect(leagues.has(id)).toBe(true);
    for (let i = 0; i < 200; i++) sim.tick();
    expect([...sim.boardMatches().values()].reduce((n, ms) => n + ms.length, 0)).toBe(300);
  });

  it('keeps its invariants over seeded runs: scores never go down, suspended markets get no prices, finished matches get a result, kick-offs move FT → RB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const sim = new Simulator(settings({ seed }));
        // Plain checks inside the loop (thousands of them), one assertion at the end.
        const broken: string[] = [];
        const check = (ok: boolean, what: string) => void (ok || broken.push(what));
        const copy = copyOf(sim);
        let kickOffs = 0;
        let results = 0;
        let suspensions = 0;
        for (let tick = 0; tick < 300; tick++) {
          const r = sim.tick();
          const finished = new Map(r.finished.map((f) => [f.gameId, f]));
          const added = new Set([...r.changes.values()].flatMap((c) => c.add.map((m) => m.gameId)));
          for (const [key, change] of r.changes) {
            for (const id of change.remove) {
              const before = copy.get(id)!;
              check(before !== undefined, `removed unknown ${id}`);
              if (added.has(id)) {
                if (key.endsWith('.FT')) kickOffs++;
                continue;
              }
              // Off every board: it finished, with a result no lower than the last score seen.
              const result = finished.get(id);
              check(result !== undefined && result.scoreH >= before.sc_FT_H && result.scoreC >= before.sc_FT_C, `result of ${id}`);
              results++;
              copy.delete(id);
            }
            for (const m of change.add) {
              const before = copy.get(m.gameId);
              if (before) {
                check(m.sc_FT_H >= before.sc_FT_H && m.sc_FT_C >= before.sc_FT_C, `score of moved ${m.gameId}`);
              }
              if (key.endsWith('.RB')) check(m.isLive, `${m.gameId} in play`);
              copy.set(m.gameId, structuredClone(m));
            }
            for (const d of change.deltas) {
              const m = copy.get(d.id);
              if (!m) {
                check(false, `delta of unknown ${d.id}`);
                continue;
              }
              const before = { h: m.sc_FT_H, c: m.sc_FT_C, setH: m.sc_set_H, setA: m.sc_set_A };
              applyDelta(m, d);
              check(m.sc_FT_H >= before.h && m.sc_FT_C >= before.c && m.sc_set_H >= before.setH && m.sc_set_A >= before.setA, `score of ${m.gameId} went down`);
              suspensions += (d.sus ?? []).filter(([, s]) => s).length;
              // A price change lands only on a market that is open after the change.
              for (const [selectionId] of d.o ?? []) {
                const market = m.markets.find((mk) => mk.selections.some((s) => s.id === selectionId))!;
                check(!market.suspended, `price of suspended ${market.id}`);
              }
            }
          }
        }
        expect(broken.slice(0, 5)).toEqual([]);
        expect(results).toBeGreaterThan(0);
        expect(kickOffs).toBeGreaterThan(0);
        expect(suspensions).toBeGreaterThan(0);
      }),
      { numRuns: 3 },
    );
  });

  it('changes about SPORT_UPDATES_PER_SEC prices a second (batchMs per tick)', () => {
    const sim = new Simulator(settings({ matches: 200, updatesPerSec: 2000, clockSpeed: 1 }));
    let changes = 0;
    for (let i = 0; i < 50; i++) changes += sim.tick().priceChanges;
    // 2,000 a second = 200 a tick; drift stops at the quota, reopening markets add a few.
    expect(changes / 50).toBeGreaterThanOrEqual(200);
    expect(changes / 50).toBeLessThan(230);
  });

  it('makes up late ticks: a tick of 3 intervals gives about 3× the price quota and clock step, bounded at MAX_TICK_INTERVALS', () => {
    const on = settings({ matches: 200, updatesPerSec: 2000, clockSpeed: 60 });
    const late = new Simulator(on);
    const onTime = new Simulator(on);
    let lateChanges = 0;
    let onTimeChanges = 0;
    for (let i = 0; i < 20; i++) {
      lateChanges += late.tick(3 * on.batchMs).priceChanges;
      onTimeChanges += onTime.tick().priceChanges;
    }
    // 2,000 a second over 300 ms = 600 a tick (against 200); the clock moved 3 intervals a tick.
    expect(lateChanges / 20).toBeGreaterThanOrEqual(600);
    expect(lateChanges / 20).toBeLessThan(690);
    expect(lateChanges / onTimeChanges).toBeGreaterThan(2.6);
    expect(lateChanges / onTimeChanges).toBeLessThan(3.4);
    expect(late.now - START).toBe(20 * 3 * on.batchMs * on.clockSpeed);
    expect(onTime.now - START).toBe(20 * on.batchMs * on.clockSpeed);
    // A long stall makes up at most MAX_TICK_INTERVALS; a negative or broken elapsed time counts as one interval.
    expect(tickSpan(60_000, on.batchMs)).toBe(MAX_TICK_INTERVALS * on.batchMs);
    expect(tickSpan(-5, on.batchMs)).toBe(on.batchMs);
    expect(tickSpan(Number.NaN, on.batchMs)).toBe(on.batchMs);
    const stalled = new Simulator(on);
    stalled.tick(60_000);
    expect(stalled.now - START).toBe(MAX_TICK_INTERVALS * on.batchMs * on.clockSpeed);
  });

  it('reopens a suspended market after a while, with a new price', () => {
    const sim = new Simulator(settings({ seed: 5 }));
    const suspendedAt = new Map<string, number>();
    let reopened = 0;
    for (let tick = 0; tick < 300; tick++) {
      for (const change of sim.tick().changes.values()) {
        for (const d of change.deltas) {
          for (const [id, s] of d.sus ?? []) {
            if (s) suspendedAt.set(id, tick);
            else if (suspendedAt.has(id)) {
              expect(tick - suspendedAt.get(id)!).toBeGreaterThanOrEqual(8);
              reopened++;
            }
          }
        }
      }
    }
    expect(reopened).toBeGreaterThan(0);
  });

  it('lets a new leader resume the run from its board copy: the same matches go on, scores never go down, and they end with results', () => {
    const before = new Simulator(settings({ seed: 21 }));
    for (let i = 0; i < 60; i++) before.tick();
    const boards = before.boardMatches();
    const last = new Map([...boards.values()].flat().map((m) => [m.gameId, structuredClone(m)]));
    const next = new Simulator(settings({ seed: 22, startAt: before.now + 10_000 }), boards);
    expect(JSON.stringify([...next.boardMatches()])).toBe(JSON.stringify([...boards]));
    const broken: string[] = [];
    const resultsOfOld: string[] = [];
    for (let i = 0; i < 400; i++) {
      const r = next.tick();
      for (const f of r.finished) if (last.has(f.gameId)) resultsOfOld.push(f.gameId);
      for (const change of r.changes.values()) {
        for (const d of change.deltas) {
          const m = last.get(d.id);
          if (!m) continue;
          if (d.sc && (d.sc[0] < m.sc_FT_H || d.sc[1] < m.sc_FT_C)) broken.push(d.id);
          applyDelta(m, d);
        }
        for (const m of change.add) if (last.has(m.gameId)) last.set(m.gameId, structuredClone(m));
      }
    }
    expect(broken).toEqual([]);
    expect(resultsOfOld.length).toBeGreaterThan(5);
  });
});

describe('voided matches (void-fate.ts)', () => {
  const results = (voidShare: number) => {
    const sim = new Simulator(settings({ voidShare, matches: 120 }));
    const out: FinalResult[] = [];
    for (let i = 0; i < 400; i++) out.push(...sim.tick().finished);
    return out;
  };

  it('without a void share every match ends normally; with one, matches are called off (D1) or abandoned in play (D5), reproducibly', () => {
    const normal = results(0);
    expect(normal.length).toBeGreaterThan(20);
    expect(normal.every((r) => r.voidReason === null)).toBe(true);
    const all = results(1);
    const calledOff = all.filter((r) => r.voidReason === 'D1');
    const abandoned = all.filter((r) => r.voidReason === 'D5');
    expect(calledOff.length).toBeGreaterThan(0);
    expect(abandoned.length).toBeGreaterThan(0);
    // Called off at kick-off: never played.
    for (const r of calledOff) expect([r.scoreH, r.scoreC, r.halfH, r.halfC]).toEqual([0, 0, null, null]);
    // Outrights are never voided.
    expect(all.filter((r) => r.gameType === 'FS').every((r) => r.voidReason === null)).toBe(true);
    expect(results(1)).toEqual(all);
  });

  it('voids about the share asked for, decided by the seed and the match alone', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `m${i}`);
    const voided = ids.filter((id) => voidFateOf(11, id, 'FT', true, 0.02) !== null);
    expect(voided.length).toBeGreaterThan(50);
    expect(voided.length).toBeLessThan(150);
    expect(ids.filter((id) => voidFateOf(11, id, 'FT', true, 0.02) !== null)).toEqual(voided);
    expect(ids.some((id) => voidFateOf(11, id, 'FS', false, 1) !== null)).toBe(false);
    // A sport without a running clock is called off, never abandoned.
    expect(ids.slice(0, 200).every((id) => voidFateOf(11, id, 'TN', false, 1)?.reason === 'D1')).toBe(true);
    const fates = ids.slice(0, 200).map((id) => voidFateOf(11, id, 'FT', true, 1));
    expect(fates.some((f) => f?.reason === 'D1')).toBe(true);
    expect(fates.filter((f) => f?.reason === 'D5').every((f) => f!.at >= 0.1 && f!.at < 0.9)).toBe(true);
  });
});
