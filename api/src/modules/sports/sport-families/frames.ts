import { setsToWin } from '../clock';
import { pointChance } from '../scoring-model';
import { GOAL_SUSPEND_TICKS, MIN, restingCursor, winnerByScore, type SportFamily } from '../sim-match';

/** Match time of one snooker frame. */
const FRAME_MS = 18 * MIN;

/** Frames sports (snooker): each frame won with the model's chance scores one; first to the frames to win of its best-of. */
export const framesSports: SportFamily = {
  step(sm, dt, driver) {
    const m = sm.m;
    sm.cur.ms += dt;
    while (sm.cur.ms >= FRAME_MS) {
      sm.cur.ms -= FRAME_MS;
      const side: 'H' | 'C' = driver.rng.chance(pointChance(sm.s)) ? 'H' : 'C';
      driver.score(sm, side, 1, GOAL_SUSPEND_TICKS);
      if (Math.max(m.sc_FT_H, m.sc_FT_C) >= setsToWin(sm.league.bestOf)) return true;
    }
    return false;
  },
  result: (sm) => ({ winner: winnerByScore(sm.m), detail: {} }),
  cursorOf: restingCursor,
};
