import { DAY_MS, type RulesOf } from '@site/shared';
import type { Fen } from '../funds/fen';

/** The day before a 'YYYY-MM-DD' day. */
export const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The streak standing on `day`: how many days in a row end on it (or, when it is not signed, on the
 * day before it) — 0 when neither is signed. `signed` is any set of signed days.
 */
export function streakOn(signed: ReadonlySet<string>, day: string): number {
  let d = signed.has(day) ? day : dayBefore(day);
  let n = 0;
  while (signed.has(d)) {
    n += 1;
    d = dayBefore(d);
  }
  return n;
}

/** The streak day a check-in today counts as: 1..cycleDays, starting again after the cycle. */
export function streakDayOf(rules: RulesOf<'signGift'>, streakBefore: number): number {
  return (streakBefore % rules.cycleDays) + 1;
}

/** The reward of a streak day (0 on days without one). */
export const signRewardOf = (rules: RulesOf<'signGift'>, streakDay: number): Fen => rules.rewards.find((r) => r.day === streakDay)?.rewardFen ?? 0;
