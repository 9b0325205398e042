import { maskedWinnerOf, poolAt, winTimeOf, type PoolRule } from './bonus-pools';

const HOUR = 3600_000;
const rule: PoolRule = { enName: 'PGDZ', seedFen: 8_888_800, growthFenPerHour: 1_260_000, cycleMs: 6 * HOUR, epoch: Date.UTC(2026, 0, 1) };

describe('bonus pools (from the clock alone)', () => {
  it('holds the seed before its epoch and grows from it until the first win', () => {
    expect(poolAt(rule, rule.epoch - 1)).toEqual({ fen: rule.seedFen, lastWin: null });
    // The first win comes at 10% of the cycle at the earliest (36 min): half an hour in, the pool has grown by half an hour.
    expect(poolAt(rule, rule.epoch + HOUR / 2)).toEqual({ fen: rule.seedFen + 630_000, lastWin: null });
    expect(poolAt(rule, winTimeOf(rule, 0) - 1).lastWin).toBeNull();
  });

  it('is won once per cycle, somewhere between 10% and 90% of it', () => {
    for (let cycle = 0; cycle < 200; cycle++) {
      const at = winTimeOf(rule, cycle) - rule.epoch - cycle * rule.cycleMs;
      expect(at).toBeGreaterThanOrEqual(0.1 * rule.cycleMs);
      expect(at).toBeLessThan(0.9 * rule.cycleMs);
    }
  });

  it('drops back to the seed at a win, and the win holds what the pool held', () => {
    const win = winTimeOf(rule, 5);
    const justBefore = poolAt(rule, win - 1);
    const atWin = poolAt(rule, win);
    expect(atWin.fen).toBe(rule.seedFen);
    expect(atWin.lastWin).toEqual({ member: maskedWinnerOf(rule, 5), fen: expect.any(Number), time: win });
    expect(atWin.lastWin?.fen).toBeGreaterThanOrEqual(justBefore.fen);
    expect(atWin.lastWin?.fen).toBe(rule.seedFen + Math.floor(((win - winTimeOf(rule, 4)) * rule.growthFenPerHour) / HOUR));
    expect(justBefore.lastWin?.time).toBe(winTimeOf(rule, 4));
  });

  it('never falls below its seed and grows monotonically between wins', () => {
    let previous = poolAt(rule, rule.epoch);
    for (let t = rule.epoch; t < rule.epoch + 48 * HOUR; t += 7 * 60_000) {
      const now = poolAt(rule, t);
      expect(now.fen).toBeGreaterThanOrEqual(rule.seedFen);
      if (now.lastWin?.time === previous.lastWin?.time) expect(now.fen).toBeGreaterThanOrEqual(previous.fen);
      previous = now;
    }
  });

  it('answers the same for the same moment (every api instance agrees) and masks the winner', () => {
    const t = rule.epoch + 100 * HOUR + 123;
    expect(poolAt(rule, t)).toEqual(poolAt({ ...rule }, t));
    expect(maskedWinnerOf(rule, 3)).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
    expect(winTimeOf({ ...rule, enName: 'CQ9DZ' }, 3)).not.toBe(winTimeOf(rule, 3));
  });
});
