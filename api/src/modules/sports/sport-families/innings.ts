import { isWalkOff, nextHalfInning, showInning } from '../clock';
import { runsPerHalfInning } from '../scoring-model';
import { GOAL_SUSPEND_TICKS, MIN, restingCursor, winnerByScore, type SportFamily } from '../sim-match';

/** Match time of one half-inning. */
export const HALF_INNING_MS = 10 * MIN;

/**
 * Innings sports (baseball): the batting side scores runs at the model's rate per half-inning; a walk-off
 * or the last half-inning (nextHalfInning) ends the match.
 */
export const inningsSports: SportFamily = {
  step(sm, dt, driver) {
    const m = sm.m;
    sm.cur.ms += dt;
    const batting = sm.inning.half === 'TOP' ? 'C' : 'H';
    if (driver.rng.chance(runsPerHalfInning({ gameType: 'BS', s: sm.s, total: sm.total }, batting) * (dt / HALF_INNING_MS))) {
      driver.score(sm, batting, 1, GOAL_SUSPEND_TICKS);
      if (isWalkOff(sm.inning, m.sc_FT_H, m.sc_FT_C)) return true;
    }
    if (sm.cur.ms < HALF_INNING_MS) return false;
    sm.cur.ms -= HALF_INNING_MS;
    const next = nextHalfInning(sm.inning, m.sc_FT_H, m.sc_FT_C);
    if (next === 'end') return true;
    sm.inning = next;
    showInning(next, m);
    return false;
  },
  result: (sm) => ({ winner: winnerByScore(sm.m), detail: { innings: sm.inning.inning } }),
  cursorOf: restingCursor,
};
