import type { Match, SportType } from '@site/shared';
import { playRateOf, progressOf, type ClockCursor } from '../clock';
import { scoringRate, sideShare } from '../scoring-model';
import { DANGER_SUSPEND_TICKS, GOAL_SUSPEND_TICKS, MIN, restingCursor, winnerByScore, type SportFamily } from '../sim-match';
import { stepClock } from './timed-clock';

/** Game minutes of regulation play (the goal rates' unit). */
const PLAY_MINUTES: Partial<Record<SportType, number>> = { FT: 90, VF: 90, OP: 60 };
/** Chance of a dangerous moment (the markets suspend a while) per game minute. */
const DANGER_PER_MINUTE = 0.12;

/** Where a football match's clock is, read back from its minute and half. */
function footballCursor(m: Match): ClockCursor {
  const minute = Number(/\^(\d+)'/.exec(m.re_time)?.[1] ?? 0);
  if (m.se_now === 'HT') return { phase: 1, ms: 0, stoppageMs: 0 };
  return m.se_now === '2H' ? { phase: 2, ms: Math.max(0, minute - 45) * MIN, stoppageMs: 2 * MIN } : { phase: 0, ms: minute * MIN, stoppageMs: 2 * MIN };
}

/**
 * Goals sports (football, virtual football, ice hockey): a clock with halves or periods, goals of each side
 * at the model's rate over the regulation minutes (higher late than early), and dangerous moments.
 */
export const goalsSports: SportFamily = {
  step(sm, dt, driver) {
    const clock = stepClock(sm, dt, driver);
    if (clock !== 'play') return clock === 'end';
    const t = sm.m.gameType;
    const gameMin = (dt * playRateOf(t)) / MIN;
    const model = { gameType: t, s: sm.s, total: sm.total };
    const lift = scoringRate(t, progressOf(t, sm.cur));
    for (const side of ['H', 'C'] as const) {
      const share = sideShare(model, side);
      if (driver.rng.chance(((sm.total * share) / (PLAY_MINUTES[t] ?? 90)) * lift * gameMin)) driver.score(sm, side, 1, GOAL_SUSPEND_TICKS);
    }
    if (driver.rng.chance(DANGER_PER_MINUTE * gameMin)) driver.suspend(sm, DANGER_SUSPEND_TICKS);
    return false;
  },
  result: (sm) => ({ winner: winnerByScore(sm.m), detail: {} }),
  // Ice hockey's periods are not read back: a resumed match restarts its period clock.
  cursorOf: (m) => (m.gameType === 'FT' || m.gameType === 'VF' ? footballCursor(m) : restingCursor(m)),
};
