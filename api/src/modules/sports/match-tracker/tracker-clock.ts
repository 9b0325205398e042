import { isTimedSport } from '../clock';
import type { SimMatch } from '../sim-match';
import type { TrackerClock } from './match-tracker';

/**
 * Where a match is for its tracker's timeline: the half / quarter / period of a timed sport (its clock's play
 * phases, breaks between them), the set, the frame or the inning otherwise; the minute of football's play.
 */
export function trackerClockOf(sm: SimMatch): TrackerClock {
  const m = sm.m;
  const t = m.gameType;
  if (isTimedSport(t)) {
    const minute = /\^(\d+)'/.exec(m.re_time)?.[1];
    return { period: Math.floor(sm.cur.phase / 2) + 1, ...(minute === undefined ? {} : { minute: Number(minute) }) };
  }
  if (t === 'BS') return { period: sm.inning.inning };
  if (t === 'SK') return { period: m.sc_FT_H + m.sc_FT_C + 1 };
  return { period: sm.setIndex + 1 };
}
