/** Where an activity's window stands at a moment, with the time to its next edge (to the start, or to the end). */
export type WindowState = { phase: 'upcoming' | 'running'; days: number; hours: number; minutes: number } | { phase: 'ended' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function windowStateOf(now: number, startAt: number, endAt: number): WindowState {
  if (now >= endAt) return { phase: 'ended' };
  const phase = now < startAt ? 'upcoming' : 'running';
  const left = Math.max(0, (phase === 'upcoming' ? startAt : endAt) - now);
  return { phase, days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
}

/** An amount in fen as yuan (the site's one formatter takes yuan). */
export const yuanOfFen = (fen: number): number => fen / 100;
