import type { Match } from '@site/shared';
import { playRateOf, type ClockCursor } from '../clock';
import { basketballPlaysPerMinute, basketballPoints } from '../scoring-model';
import { MIN, winnerByScore, type SportFamily } from '../sim-match';
import { stepClock } from './timed-clock';

/** The phase index of the fourth quarter: a phase after it is overtime (clock.ts's basketball phases). */
const LAST_REGULAR_PHASE = 6;

/** Where a basketball match's clock is, read back from its quarter and the seconds left on it. */
function basketballCursor(m: Match): ClockCursor {
  const brk = m.gameStatus === 'break';
  const played = (length: number) => Math.max(0, length - m.t_count * 1000);
  const at: Record<string, ClockCursor> = {
    Q1: { phase: brk ? 1 : 0, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
    Q2: { phase: 2, ms: played(12 * MIN), stoppageMs: 0 },
    HT: { phase: 3, ms: 0, stoppageMs: 0 },
    Q3: { phase: brk ? 5 : 4, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
    Q4: { phase: brk ? 7 : 6, ms: brk ? 0 : played(12 * MIN), stoppageMs: 0 },
    OT: { phase: 8, ms: played(5 * MIN), stoppageMs: 0 },
  };
  return at[m.se_now] ?? { phase: 0, ms: 0, stoppageMs: 0 };
}

/**
 * Points sports (basketball): quarters on a clock that stops, plays of each side at the model's rate, each
 * worth one to three points. Scores come too often to suspend on: the open markets follow at their next reprice.
 */
export const pointsSports: SportFamily = {
  step(sm, dt, driver) {
    const clock = stepClock(sm, dt, driver);
    if (clock !== 'play') return clock === 'end';
    const gameMin = (dt * playRateOf(sm.m.gameType)) / MIN;
    const model = { gameType: sm.m.gameType, s: sm.s, total: sm.total };
    for (const side of ['H', 'C'] as const)
      if (driver.rng.chance(basketballPlaysPerMinute(model, side) * gameMin)) driver.score(sm, side, basketballPoints(driver.rng.next()), null);
    return false;
  },
  result: (sm) => ({ winner: winnerByScore(sm.m), detail: { overtime: sm.cur.phase > LAST_REGULAR_PHASE } }),
  cursorOf: basketballCursor,
};
