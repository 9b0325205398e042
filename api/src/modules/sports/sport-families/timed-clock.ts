import { advanceTimed, firstHalfOver, showTimed } from '../clock';
import type { LiveDriver, SimMatch } from '../sim-match';

/** What a timed match's clock did in a step: it ended, it ran in play, or it stood in a break. */
export type TimedStep = 'end' | 'play' | 'break';

/** The first half's lines are decided once football's first half is over (kept score: the half's). */
export function closeFirstHalf(sm: SimMatch, driver: Pick<LiveDriver, 'decide'>): void {
  const m = sm.m;
  if (!firstHalfOver(m.gameType, sm.cur) || sm.half) return;
  sm.half = [m.sc_FT_H, m.sc_FT_C];
  for (const mk of sm.markets) if (mk.market.kind.startsWith('H') && !mk.decided) driver.decide(sm, mk);
}

/** Moves a timed match's clock by dt match ms (goals and points sports share it: clock.ts). */
export function stepClock(sm: SimMatch, dt: number, driver: LiveDriver): TimedStep {
  const m = sm.m;
  const wasPlay = m.gameStatus === 'live';
  const step = advanceTimed(m.gameType, sm.cur, dt, m.sc_FT_H === m.sc_FT_C, driver.stoppage());
  if (step === 'end') return 'end';
  showTimed(m.gameType, sm.cur, m);
  if (step === 'phase') closeFirstHalf(sm, driver);
  return wasPlay ? 'play' : 'break';
}
