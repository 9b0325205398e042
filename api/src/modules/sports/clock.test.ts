import { isExtraInning, type SportType } from '@site/shared';
import { advanceTimed, finish, isWalkOff, kickOff, nextHalfInning, setWinner, showTimed, type ClockCursor, type ClockFields } from './clock';

const MIN = 60_000;
const fields = (): ClockFields => ({ re_time: '', se_now: '', t_count: 0, HalfTime: false, inningNum: 0, isLive: false, gameStatus: 'prematch' });

/** Plays a timed match in steps of stepMs, recording each distinct (se_now, re_time, status) seen. */
function play(gameType: SportType, stepMs: number, tied: (elapsed: number) => boolean = () => false, limit = 20_000) {
  const m = fields();
  const cur: ClockCursor = { phase: 0, ms: 0, stoppageMs: 0 };
  kickOff(gameType, m, cur, 2 * MIN);
  const seen: string[] = [`${m.se_now}|${m.re_time}|${m.gameStatus}`];
  for (let i = 0, elapsed = 0; i < limit; i++, elapsed += stepMs) {
    const step = advanceTimed(gameType, cur, stepMs, tied(elapsed), 1 * MIN);
    if (step === 'end') {
      finish(m);
      seen.push(`${m.se_now}|${m.re_time}|${m.gameStatus}`);
      return { m, seen, elapsed };
    }
    showTimed(gameType, cur, m);
    const s = `${m.se_now}|${m.re_time}|${m.gameStatus}`;
    if (seen[seen.length - 1] !== s) seen.push(s);
  }
  throw new Error('never ended');
}

describe('football clock', () => {
  it("runs LIVE^0', 1H^m', half time, 2H^m' from 46, stoppage time, then full time", () => {
    const { seen, m, elapsed } = play('FT', 30_000);
    expect(seen[0]).toBe("1H|LIVE^0'|live");
    expect(seen[1]).toBe("1H|1H^1'|live");
    expect(seen).toContain("1H|1H^46'|live"); // two minutes of stoppage time
    expect(seen).toContain('HT|HT|break');
    expect(seen).toContain("2H|2H^46'|live");
    expect(seen).toContain("2H|2H^90'|live");
    expect(seen.at(-1)).toBe('FT|FT|finished');
    expect(m).toMatchObject({ isLive: false, HalfTime: false });
    expect(elapsed).toBeGreaterThanOrEqual((45 + 2 + 15 + 45 + 1) * MIN - 30_000);
  });

  it('marks half time with HalfTime', () => {
    const m = fields();
    const cur: ClockCursor = { phase: 1, ms: 0, stoppageMs: 0 };
    showTimed('FT', cur, m);
    expect(m).toMatchObject({ se_now: 'HT', re_time: 'HT', HalfTime: true, gameStatus: 'break' });
  });

  it('plays virtual football twenty times faster', () => {
    expect(play('VF', 1000).elapsed).toBeLessThan(7 * MIN);
  });
});

describe('basketball clock', () => {
  it('counts t_count down through Q1-Q4 with breaks and half time, and ends when not tied', () => {
    const m = fields();
    const cur: ClockCursor = { phase: 0, ms: 0, stoppageMs: 0 };
    kickOff('BK', m, cur);
    expect(m).toMatchObject({ se_now: 'Q1', re_time: 'Q1', t_count: 720, gameStatus: 'live' });
    advanceTimed('BK', cur, 60_000, false);
    showTimed('BK', cur, m);
    // The game clock stops: a minute of match time is 30 seconds of play.
    expect(m.t_count).toBe(690);
    const { seen, elapsed } = play('BK', 10_000);
    expect(seen.map((s) => s.split('|')[0])).toEqual(['Q1', 'Q1', 'Q2', 'HT', 'Q3', 'Q3', 'Q4', 'FT']);
    // No stoppage time in basketball (the stoppage asked for is football's): four 24-minute quarters and 19 minutes of breaks.
    expect(elapsed).toBeLessThanOrEqual((4 * 24 + 2 + 15 + 2) * MIN);
    expect(elapsed).toBeGreaterThan((4 * 24 + 2 + 15 + 2) * MIN - 20_000);
    expect(seen[1]).toBe('Q1|Q1|break');
    expect(seen).toContain('HT|HT|break');
  });

  it("goes to overtime 'OT' while tied after the fourth quarter", () => {
    // Tied until the first overtime is over.
    const { seen } = play('BK', 10_000, (elapsed) => elapsed < 130 * MIN);
    const sessions = seen.map((s) => s.split('|')[0]);
    expect(sessions).toContain('OT');
    expect(sessions.at(-1)).toBe('FT');
  });
});

describe('other timed sports', () => {
  it("shows 'LIVE' through three periods with breaks", () => {
    const { seen } = play('OP', 30_000);
    expect(seen).toEqual(['LIVE|LIVE|live', 'LIVE|LIVE|break', 'LIVE|LIVE|live', 'LIVE|LIVE|break', 'LIVE|LIVE|live', 'FT|FT|finished']);
  });
});

describe('sessions that move on scoring', () => {
  it('starts tennis, table tennis and volleyball in set S1, baseball in the top of the first, snooker LIVE', () => {
    const at = (t: SportType) => {
      const m = fields();
      kickOff(t, m, { phase: 0, ms: 0, stoppageMs: 0 });
      return [m.se_now, m.re_time, m.inningNum];
    };
    expect(at('TN')).toEqual(['S1', 'S1', 0]);
    expect(at('VB')).toEqual(['S1', 'S1', 0]);
    expect(at('TT')).toEqual(['S1', 'S1', 0]);
    expect(at('BS')).toEqual(['TOP', '1', 1]);
    expect(at('SK')).toEqual(['LIVE', 'LIVE', 0]);
  });

  it('wins tennis sets at six by two or seven-six, volleyball at 25 (15 in the fifth), table tennis at 11, by two', () => {
    expect(setWinner('TN', 0, 3, 6, 4)).toBe('H');
    expect(setWinner('TN', 0, 3, 6, 5)).toBeNull();
    expect(setWinner('TN', 0, 3, 7, 6)).toBe('H');
    expect(setWinner('TN', 0, 3, 5, 7)).toBe('C');
    expect(setWinner('VB', 0, 5, 25, 23)).toBe('H');
    expect(setWinner('VB', 0, 5, 25, 24)).toBeNull();
    expect(setWinner('VB', 4, 5, 15, 13)).toBe('H');
    expect(setWinner('VB', 3, 5, 15, 13)).toBeNull();
    expect(setWinner('TT', 0, 5, 9, 11)).toBe('C');
    expect(setWinner('TT', 0, 5, 11, 10)).toBeNull();
  });

  it('plays nine innings, skips the bottom of the ninth when the home side leads, and goes to extras from the tenth when tied', () => {
    expect(nextHalfInning({ inning: 1, half: 'TOP' }, 0, 0)).toEqual({ inning: 1, half: 'BOT' });
    expect(nextHalfInning({ inning: 8, half: 'BOT' }, 3, 2)).toEqual({ inning: 9, half: 'TOP' });
    expect(nextHalfInning({ inning: 9, half: 'TOP' }, 3, 2)).toBe('end');
    expect(nextHalfInning({ inning: 9, half: 'TOP' }, 2, 3)).toEqual({ inning: 9, half: 'BOT' });
    expect(nextHalfInning({ inning: 9, half: 'BOT' }, 2, 3)).toBe('end');
    expect(nextHalfInning({ inning: 9, half: 'BOT' }, 3, 3)).toEqual({ inning: 10, half: 'TOP' });
    // The session reads extra innings from the ninth (spec §4 sessions), the tenth included.
    expect(isExtraInning(8)).toBe(false);
    expect(isExtraInning(9)).toBe(true);
    expect(isExtraInning(10)).toBe(true);
    expect(isWalkOff({ inning: 10, half: 'BOT' }, 4, 3)).toBe(true);
    expect(isWalkOff({ inning: 8, half: 'BOT' }, 4, 3)).toBe(false);
  });
});
