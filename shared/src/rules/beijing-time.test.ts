import fc from 'fast-check';
import { beijingClock, beijingDateTime, beijingDay, beijingDayStart, beijingShortTime, beijingStamp, beijingTime, beijingWeekOf, DAY_MS } from './beijing-time';

// 2026-11-22 15:59:59.999Z is 23:59:59 on Sunday 22 November in Beijing; one ms later it is Monday the 23rd.
const SUNDAY_LAST_MS = Date.UTC(2026, 10, 22, 15, 59, 59, 999);
const MONDAY_FIRST_MS = SUNDAY_LAST_MS + 1;

describe('Beijing time', () => {
  it('days turn at Beijing midnight (16:00 UTC)', () => {
    expect(beijingDay(SUNDAY_LAST_MS)).toBe('2026-11-22');
    expect(beijingDay(MONDAY_FIRST_MS)).toBe('2026-11-23');
    expect(beijingDayStart(SUNDAY_LAST_MS)).toBe(Date.UTC(2026, 10, 21, 16));
    expect(beijingDayStart(MONDAY_FIRST_MS)).toBe(MONDAY_FIRST_MS);
  });

  it('reads as the player sees it, and stamps order numbers', () => {
    expect(beijingTime(SUNDAY_LAST_MS)).toBe('2026-11-22 23:59');
    expect(beijingStamp(MONDAY_FIRST_MS)).toBe('20261123000000');
    expect(beijingDateTime(SUNDAY_LAST_MS)).toBe('2026-11-22 23:59:59');
    expect(beijingClock(SUNDAY_LAST_MS)).toBe('23:59');
    expect(beijingShortTime(MONDAY_FIRST_MS)).toBe('11-23 00:00');
  });

  it('reads the same whatever the device time zone (the process runs in TZ as set; the text is Beijing time)', () => {
    // 2026-11-23 01:30 UTC is 09:30 in Beijing, 20:30 the day before in New York.
    const ms = Date.UTC(2026, 10, 23, 1, 30, 5);
    expect([beijingDay(ms), beijingTime(ms), beijingDateTime(ms), beijingClock(ms), beijingShortTime(ms)]).toEqual([
      '2026-11-23',
      '2026-11-23 09:30',
      '2026-11-23 09:30:05',
      '09:30',
      '11-23 09:30',
    ]);
  });

  it('every format is a cut of the same Beijing wall clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const full = beijingDateTime(ms);
        expect(full.startsWith(beijingTime(ms))).toBe(true);
        expect(full.startsWith(beijingDay(ms))).toBe(true);
        expect(beijingTime(ms).endsWith(beijingShortTime(ms))).toBe(true);
        expect(beijingTime(ms).endsWith(beijingClock(ms))).toBe(true);
        expect(beijingStamp(ms)).toBe(full.replace(/\D/g, ''));
      }),
    );
  });

  it('weeks start on Monday 00:00 Beijing time', () => {
    expect(beijingWeekOf(MONDAY_FIRST_MS)).toEqual({ start: MONDAY_FIRST_MS, end: MONDAY_FIRST_MS + 7 * DAY_MS });
    expect(beijingWeekOf(SUNDAY_LAST_MS)).toEqual({ start: MONDAY_FIRST_MS - 7 * DAY_MS, end: MONDAY_FIRST_MS });
  });

  it('every moment lies in its own day and week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const day = beijingDayStart(ms);
        const week = beijingWeekOf(ms);
        expect(day <= ms && ms < day + DAY_MS).toBe(true);
        expect(week.start <= ms && ms < week.end).toBe(true);
        expect(beijingDay(day)).toBe(beijingDay(ms));
      }),
    );
  });
});
