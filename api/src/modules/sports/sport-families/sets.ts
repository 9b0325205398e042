import type { SportType } from '@site/shared';
import { setsToWin, setWinner, showSet } from '../clock';
import { pointChance } from '../scoring-model';
import { DANGER_SUSPEND_TICKS, GOAL_SUSPEND_TICKS, MIN, restingCursor, winnerByScore, type SportFamily } from '../sim-match';

/** Match time of each tennis game and each table tennis or volleyball point. */
const POINT_MS: Partial<Record<SportType, number>> = { TN: 4 * MIN, TT: 20_000, VB: 25_000 };
/** Chance of a dangerous moment (the markets suspend a while) after a game or point that wins no set. */
const DANGER_PER_POINT = 0.05;

/**
 * Sets sports (tennis games, table tennis and volleyball points): each game or point won with the model's
 * chance; a set won scores one and suspends the markets; the match ends at the sets to win of its best-of.
 */
export const setsSports: SportFamily = {
  step(sm, dt, driver) {
    const m = sm.m;
    const t = m.gameType;
    const every = POINT_MS[t] ?? 10 * MIN;
    sm.cur.ms += dt;
    while (sm.cur.ms >= every) {
      sm.cur.ms -= every;
      const side: 'H' | 'C' = driver.rng.chance(pointChance(sm.s)) ? 'H' : 'C';
      if (side === 'H') m.sc_game_H++;
      else m.sc_game_A++;
      const d = driver.delta(sm);
      d.game = [m.sc_game_H, m.sc_game_A];
      const won = setWinner(t, sm.setIndex, sm.league.bestOf, m.sc_game_H, m.sc_game_A);
      if (!won) {
        if (driver.rng.chance(DANGER_PER_POINT)) driver.suspend(sm, DANGER_SUSPEND_TICKS);
        continue;
      }
      if (won === 'H') m.sc_set_H++;
      else m.sc_set_A++;
      m.sc_game_H = 0;
      m.sc_game_A = 0;
      d.set = [m.sc_set_H, m.sc_set_A];
      d.game = [0, 0];
      sm.setIndex++;
      driver.score(sm, won, 1, GOAL_SUSPEND_TICKS);
      if (Math.max(m.sc_set_H, m.sc_set_A) >= setsToWin(sm.league.bestOf)) return true;
      showSet(sm.setIndex, m);
    }
    return false;
  },
  result: (sm) => ({ winner: winnerByScore(sm.m), detail: { sets: [sm.m.sc_set_H, sm.m.sc_set_A] } }),
  cursorOf: restingCursor,
};
