import { beijingShortTime, isExtraInning, type Match, type SportType } from '@site/shared';

/**
 * The match clock and session text (spec §4 Bet slip: match clock, sessions), read from the match fields
 * the feed sends (the contract's matchSchema says how each sport encodes them):
 * - basketball in play shows mm:ss from t_count; quarters 1-4, half-time, overtime ('OT' in se_now) as extra time;
 * - football `LIVE^0'` with 0-0 shows 'about to start'; 1H/2H/LIVE with ^ show the minute; half-time;
 * - baseball the inning (top/bottom), extra innings from the inning the contract names (isExtraInning);
 * - tennis the set, table tennis and volleyball the game (局); other sports full time.
 * Pure: the same fields always give the same text keys (the catalogue's `clock.*`).
 */
export type SessionKey =
  | 'prematch'
  | 'aboutToStart'
  | 'firstHalf'
  | 'secondHalf'
  | 'halfTime'
  | 'live'
  | 'quarter'
  | 'overtime'
  | 'inning'
  | 'extraInning'
  | 'set'
  | 'game'
  | 'fullTime'
  | 'finished';

export interface ClockText {
  /** Catalogue key under `clock.`. */
  session: SessionKey;
  /** Parameters of the session text: n (quarter, inning, set number), half ('top' | 'bottom'). */
  params: { n?: number; half?: 'top' | 'bottom' };
  /** The running clock: football minute `23'`, basketball `07:45`; '' when the sport has none. */
  time: string;
}

type ClockFields = Pick<Match, 'gameType' | 'gameStatus' | 're_time' | 'se_now' | 't_count' | 'HalfTime' | 'inningNum' | 'sc_FT_H' | 'sc_FT_C' | 'datetime'>;

const FOOTBALL_MINUTE = /^(1H|2H|LIVE)\^(\d{1,3})'?$/;
const NUMBERED = /^[A-Z](\d{1,2})$/;

const text = (session: SessionKey, params: ClockText['params'] = {}, time = ''): ClockText => ({ session, params, time });

/** Seconds left as mm:ss (t_count 465 → '07:45'). */
export function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  return `${String(Math.trunc(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function football(m: ClockFields): ClockText {
  if (m.HalfTime || m.se_now === 'HT' || m.re_time === 'HT') return text('halfTime');
  const minute = FOOTBALL_MINUTE.exec(m.re_time);
  if (minute) {
    const [, period, n] = minute;
    const value = Number(n);
    if (period === 'LIVE' && value === 0 && m.sc_FT_H === 0 && m.sc_FT_C === 0) return text('aboutToStart');
    const session: SessionKey = period === '1H' ? 'firstHalf' : period === '2H' ? 'secondHalf' : 'live';
    return text(session, {}, `${value}'`);
  }
  if (m.se_now === '1H') return text('firstHalf');
  if (m.se_now === '2H') return text('secondHalf');
  return text('live');
}

function basketball(m: ClockFields): ClockText {
  if (m.se_now.includes('OT')) return text('overtime', {}, minutesSeconds(m.t_count));
  if (m.HalfTime || m.se_now === 'HT') return text('halfTime');
  const quarter = NUMBERED.exec(m.se_now);
  if (quarter) return text('quarter', { n: Number(quarter[1]) }, minutesSeconds(m.t_count));
  return text('live', {}, minutesSeconds(m.t_count));
}

function baseball(m: ClockFields): ClockText {
  const half = m.se_now === 'BOT' ? 'bottom' : 'top';
  const n = m.inningNum || 1;
  return text(isExtraInning(n) ? 'extraInning' : 'inning', { n, half });
}

function numberedSet(m: ClockFields, session: 'set' | 'game'): ClockText {
  const set = NUMBERED.exec(m.se_now);
  return set ? text(session, { n: Number(set[1]) }) : text('live');
}

const IN_PLAY: Record<SportType, (m: ClockFields) => ClockText> = {
  FT: football,
  VF: football,
  BK: basketball,
  BS: baseball,
  TN: (m) => numberedSet(m, 'set'),
  TT: (m) => numberedSet(m, 'game'),
  VB: (m) => numberedSet(m, 'game'),
  SK: () => text('fullTime'),
  OP: () => text('fullTime'),
  FS: () => text('fullTime'),
};

export function clockText(m: ClockFields): ClockText {
  if (m.gameStatus === 'finished') return text('finished');
  if (m.gameStatus === 'prematch') return text('prematch', {}, kickOffTime(m.datetime));
  return IN_PLAY[m.gameType](m);
}

/** Kick-off as the list shows it before the match: 'MM-DD HH:mm', Beijing time like every time on the site. */
export const kickOffTime = beijingShortTime;

/** The clock as read aloud by the catalogue: the session text (`clock.<session>`) and the running time. */
export function clockLine(m: ClockFields, t: (key: string, params?: Record<string, string | number>) => string): { session: string; time: string } {
  const c = clockText(m);
  const half = c.params.half ? t(`clock.${c.params.half}`) : '';
  return { session: t(`clock.${c.session}`, { n: c.params.n ?? '', half }), time: c.time };
}
