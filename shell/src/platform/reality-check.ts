/**
 * The reality check's schedule (UKGC RTS 13), site-wide: every chosen interval of the session
 * (counted from login), one dialog with the session so far. Pure: times in the browser's ms, the
 * session start already moved onto the browser's clock (serverStart − skew).
 */
export interface RealitySchedule {
  /** 0 = off. */
  intervalMs: number;
  /** When the session began, on the browser's clock. */
  startedAt: number;
  /** Checks passed so far (shown, or skipped because the interval was chosen later). */
  passed: number;
}

export const NO_REALITY_CHECK: RealitySchedule = { intervalMs: 0, startedAt: 0, passed: 0 };

/** A schedule for an interval chosen now: checks whose time is already over are not shown late. */
export function scheduleOf(intervalMinutes: number, startedAt: number, now: number): RealitySchedule {
  const intervalMs = Math.max(0, intervalMinutes) * 60_000;
  return { intervalMs, startedAt, passed: intervalMs > 0 ? Math.floor(Math.max(0, now - startedAt) / intervalMs) : 0 };
}

/** Whether a check is due now. */
export const realityCheckDue = (s: RealitySchedule, now: number): boolean => s.intervalMs > 0 && now - s.startedAt >= (s.passed + 1) * s.intervalMs;

/** After a check was shown (and answered 'continue'): the next one is the next multiple of the interval. */
export const afterCheck = (s: RealitySchedule, now: number): RealitySchedule => scheduleOf(s.intervalMs / 60_000, s.startedAt, now);
