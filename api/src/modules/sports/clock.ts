import type { Match, SportType } from '@site/shared';

/**
 * The match clock and sessions of the feed, per sport, as the contract's match fields read
 * (shared/src/contracts/sport.ts, matchSchema doc; spec §4 match clock and sessions):
 * - FT/VF: '1H' (re_time LIVE^0' in the first minute, then 1H^m'), 'HT' (HalfTime), '2H' (2H^m'), then 'FT'.
 *   Each half has 0-4 minutes of stoppage time. VF (virtual) runs twenty times faster.
 * - BK: 'Q1'..'Q4' with t_count = seconds left in the quarter, 2-minute breaks (gameStatus 'break'),
 *   'HT' after Q2, five-minute 'OT' periods while tied after Q4. The game clock stops: one game second
 *   per two seconds of match time.
 * - OP (ice hockey, e-sports): three periods, se_now/re_time 'LIVE', breaks between them.
 * - BS: innings (rules below); TN/TT/VB: sets; SK: frames — these move on scoring, not on time.
 * Times are match time in ms (SPORT_CLOCK_SPEED scales match time against wall time).
 */

/** The fields the clock writes (a Match is one). */
export type ClockFields = Pick<Match, 're_time' | 'se_now' | 't_count' | 'HalfTime' | 'inningNum' | 'isLive' | 'gameStatus'>;

/** Where a timed match is: its phase, the match time spent in it, and the half's stoppage time. */
export interface ClockCursor {
  phase: number;
  ms: number;
  stoppageMs: number;
}

interface Phase {
  se: string;
  /** Length in game ms (play) or match ms (break). */
  lengthMs: number;
  play: boolean;
  /** Minutes already played before this phase (football's second half starts at 45). */
  offsetMin?: number;
  halfTime?: boolean;
}

const MIN = 60_000;
const footballPhases: Phase[] = [
  { se: '1H', lengthMs: 45 * MIN, play: true, offsetMin: 0 },
  { se: 'HT', lengthMs: 15 * MIN, play: false, halfTime: true },
  { se: '2H', lengthMs: 45 * MIN, play: true, offsetMin: 45 },
];
const quarter = (se: string): Phase => ({ se, lengthMs: 12 * MIN, play: true });
const pause = (se: string, lengthMs = 2 * MIN): Phase => ({ se, lengthMs, play: false });
const basketballPhases: Phase[] = [
  quarter('Q1'),
  pause('Q1'),
  quarter('Q2'),
  { se: 'HT', lengthMs: 15 * MIN, play: false, halfTime: true },
  quarter('Q3'),
  pause('Q3'),
  quarter('Q4'),
];
const overtime: Phase[] = [pause('Q4'), { se: 'OT', lengthMs: 5 * MIN, play: true }];
const otherPhases: Phase[] = [
  { se: 'LIVE', lengthMs: 20 * MIN, play: true },
  pause('LIVE', 10 * MIN),
  { se: 'LIVE', lengthMs: 20 * MIN, play: true },
  pause('LIVE', 10 * MIN),
  { se: 'LIVE', lengthMs: 20 * MIN, play: true },
];

/** How much game time one ms of match time is, per sport (while the ball is in play). */
const PLAY_RATE: Partial<Record<SportType, number>> = { FT: 1, VF: 20, BK: 0.5, OP: 0.6 };
/** Breaks run on match time; virtual football's breaks are as fast as its play. */
const BREAK_RATE: Partial<Record<SportType, number>> = { FT: 1, VF: 20, BK: 1, OP: 1 };

export const isTimedSport = (t: SportType): boolean => PLAY_RATE[t] !== undefined;

/** Game minutes per minute of match time while the ball is in play (1 for a sport not timed). */
export const playRateOf = (t: SportType): number => PLAY_RATE[t] ?? 1;

/** Only football's halves have stoppage time; a basketball quarter or an ice hockey period ends on its clock. */
export const hasStoppage = (t: SportType): boolean => t === 'FT' || t === 'VF';

function phaseOf(gameType: SportType, index: number): Phase | undefined {
  if (gameType === 'FT' || gameType === 'VF') return footballPhases[index];
  if (gameType === 'OP') return otherPhases[index];
  if (index < basketballPhases.length) return basketballPhases[index];
  // Overtime: break + OT, repeated while tied.
  return overtime[(index - basketballPhases.length) % 2];
}

/** Basketball's fourth quarter or an overtime: after it the match ends unless tied. */
const isBasketballPlayEnd = (phase: number): boolean =>
  phase === basketballPhases.length - 1 || (phase >= basketballPhases.length && (phase - basketballPhases.length) % 2 === 1);

/** Writes the clock fields of a timed match at its cursor. */
export function showTimed(gameType: SportType, cur: ClockCursor, m: ClockFields): void {
  const phase = phaseOf(gameType, cur.phase);
  if (!phase) return;
  m.isLive = true;
  m.gameStatus = phase.play ? 'live' : 'break';
  m.HalfTime = phase.halfTime === true;
  m.inningNum = 0;
  m.se_now = phase.se;
  if (gameType === 'FT' || gameType === 'VF') {
    m.t_count = 0;
    if (!phase.play) m.re_time = 'HT';
    else {
      const minute = (phase.offsetMin ?? 0) + Math.floor(cur.ms / MIN);
      m.re_time = minute === 0 ? `LIVE^0'` : `${phase.se}^${minute}'`;
    }
  } else if (gameType === 'BK') {
    m.t_count = phase.play ? Math.max(0, Math.ceil((phase.lengthMs - cur.ms) / 1000)) : 0;
    m.re_time = phase.se;
  } else {
    m.t_count = 0;
    m.re_time = 'LIVE';
  }
}

/** Kick-off of any sport: the first session. */
export function kickOff(gameType: SportType, m: ClockFields, cur: ClockCursor, stoppageMs = 0): void {
  cur.phase = 0;
  cur.ms = 0;
  cur.stoppageMs = hasStoppage(gameType) ? stoppageMs : 0;
  m.isLive = true;
  m.gameStatus = 'live';
  m.HalfTime = false;
  m.t_count = 0;
  m.inningNum = 0;
  if (isTimedSport(gameType)) showTimed(gameType, cur, m);
  else if (gameType === 'BS') showInning({ inning: 1, half: 'TOP' }, m);
  else if (gameType === 'TN' || gameType === 'TT' || gameType === 'VB') showSet(0, m);
  else {
    m.se_now = 'LIVE';
    m.re_time = 'LIVE';
  }
}

/** The end of a match: full time. */
export function finish(m: ClockFields): void {
  m.gameStatus = 'finished';
  m.isLive = false;
  m.HalfTime = false;
  m.se_now = 'FT';
  m.re_time = 'FT';
  m.t_count = 0;
}

export type ClockStep = 'running' | 'phase' | 'end';

/**
 * Moves a timed match on by dtMs of match time. 'phase' when a session began (half time, a
 * quarter…), 'end' at full time (the caller calls finish). tied: basketball goes to overtime.
 * nextStoppageMs: the stoppage time of the half that begins (football; other sports have none).
 */
export function advanceTimed(gameType: SportType, cur: ClockCursor, dtMs: number, tied: boolean, nextStoppageMs = 0): ClockStep {
  let phase = phaseOf(gameType, cur.phase);
  if (!phase) return 'end';
  cur.ms += dtMs * ((phase.play ? PLAY_RATE[gameType] : BREAK_RATE[gameType]) ?? 1);
  const length = phase.lengthMs + (phase.play ? cur.stoppageMs : 0);
  if (cur.ms < length) return 'running';
  const last = gameType === 'BK' ? isBasketballPlayEnd(cur.phase) : phaseOf(gameType, cur.phase + 1) === undefined;
  if (last && phase.play && !(gameType === 'BK' && tied)) return 'end';
  cur.phase++;
  cur.ms = 0;
  phase = phaseOf(gameType, cur.phase);
  cur.stoppageMs = phase?.play && hasStoppage(gameType) ? nextStoppageMs : cur.stoppageMs;
  return 'phase';
}

/** Football's first half is over (its half-time lines settle). */
export const firstHalfOver = (gameType: SportType, cur: ClockCursor): boolean => (gameType === 'FT' || gameType === 'VF') && cur.phase >= 1;

/** How far a timed match is, 0..1 (for pricing); overtime counts as the end. */
export function progressOf(gameType: SportType, cur: ClockCursor): number {
  const phases = gameType === 'FT' || gameType === 'VF' ? footballPhases : gameType === 'OP' ? otherPhases : basketballPhases;
  let total = 0;
  let done = 0;
  phases.forEach((p, i) => {
    if (!p.play) return;
    total += p.lengthMs;
    if (i < cur.phase) done += p.lengthMs;
    else if (i === cur.phase) done += Math.min(cur.ms, p.lengthMs);
  });
  return cur.phase >= phases.length ? 1 : done / total;
}

// --- Sets (TN, TT, VB), frames (SK), innings (BS) -------------------------------------------

export const setsToWin = (bestOf: number): number => Math.ceil(bestOf / 2);

/**
 * Who won a set at this score, or null while it goes on. Tennis: six games by two, a tie-break
 * at 6-6 (7-6). Volleyball: 25 points by two, 15 in a deciding set. Table tennis: 11 points by two.
 */
export function setWinner(gameType: SportType, setIndex: number, bestOf: number, h: number, a: number): 'H' | 'C' | null {
  const lead = h > a ? 'H' : 'C';
  const hi = Math.max(h, a);
  const diff = Math.abs(h - a);
  if (gameType === 'TN') return (hi >= 6 && diff >= 2) || (hi === 7 && diff === 1) ? lead : null;
  const target = gameType === 'VB' ? (setIndex === bestOf - 1 ? 15 : 25) : 11;
  return hi >= target && diff >= 2 ? lead : null;
}

export function showSet(setIndex: number, m: ClockFields): void {
  m.se_now = `S${setIndex + 1}`;
  m.re_time = m.se_now;
}

export interface Inning {
  inning: number;
  half: 'TOP' | 'BOT';
}

export function showInning(at: Inning, m: ClockFields): void {
  m.inningNum = at.inning;
  m.se_now = at.half;
  m.re_time = String(at.inning);
}

/** The innings of a game before a tie goes on (the session's extra-innings label is the contract's isExtraInning). */
export const REGULAR_INNINGS = 9;

/**
 * After a half-inning: the next one, or 'end'. The home side does not bat in the ninth (or later)
 * when already ahead; a tie after nine goes to extra innings (the tenth on).
 */
export function nextHalfInning(at: Inning, home: number, away: number): Inning | 'end' {
  if (at.half === 'TOP') return at.inning >= REGULAR_INNINGS && home > away ? 'end' : { inning: at.inning, half: 'BOT' };
  if (at.inning >= REGULAR_INNINGS && home !== away) return 'end';
  return { inning: at.inning + 1, half: 'TOP' };
}

/** A walk-off: the home side takes the lead in the bottom of the ninth or later. */
export const isWalkOff = (at: Inning, home: number, away: number): boolean => at.half === 'BOT' && at.inning >= REGULAR_INNINGS && home > away;
