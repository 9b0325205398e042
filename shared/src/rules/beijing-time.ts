/**
 * The site's calendar is Beijing time (UTC+8, no daylight saving): the day a limit or a check-in counts in, the
 * week of a VIP gift, the times players read, the stamp in an order number. One owner for every module and page.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** The Beijing midnight (as a UTC ms) that starts the day a moment falls in. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** The Beijing calendar day of a moment, 'YYYY-MM-DD'. */
export const beijingDay = (ms: number): string => beijingIso(ms).slice(0, 10);

/** 'YYYY-MM-DDTHH:mm:ss' of a moment in Beijing time (the one place the wall clock is read; device time zones never count). */
const beijingIso = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19);

/** A moment as the player reads it: 'YYYY-MM-DD HH:mm', Beijing time. */
export const beijingTime = (ms: number): string => beijingIso(ms).slice(0, 16).replace('T', ' ');

/** A record's moment to the second (statements, messages, feedback): 'YYYY-MM-DD HH:mm:ss', Beijing time. */
export const beijingDateTime = (ms: number): string => beijingIso(ms).replace('T', ' ');

/** The time of day of a chat line: 'HH:mm', Beijing time. */
export const beijingClock = (ms: number): string => beijingIso(ms).slice(11, 16);

/** A moment within the season (a match's kick-off): 'MM-DD HH:mm', Beijing time. */
export const beijingShortTime = (ms: number): string => beijingIso(ms).slice(5, 16).replace('T', ' ');

/** 'YYYYMMDDHHmmss' in Beijing time: the readable head of an order number. */
export const beijingStamp = (ms: number): string => beijingIso(ms).replace(/\D/g, '');

/** The Beijing week (Monday 00:00 UTC+8) a moment falls in: [start, end). */
export function beijingWeekOf(ms: number): { start: number; end: number } {
  const day = Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: days since then + 3 is 0 on a Monday.
  const weekday = (day + 3) % WEEK_DAYS;
  const start = (day - weekday) * DAY_MS - BEIJING_OFFSET_MS;
  return { start, end: start + WEEK_DAYS * DAY_MS };
}
