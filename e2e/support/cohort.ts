import { randomBytes } from 'node:crypto';
import { COHORT_COOKIE, cohortOf, type Cohort } from '../../shared/src/cohort';
import type { BrowserContext } from '@playwright/test';

/**
 * `count` cohort keys that the canary rule (shared/src/cohort.ts) puts on `side` of a canary with this salt and
 * percent: random keys, sorted by the rule. A journey picks its players' sides with them; how evenly the rule
 * splits many keys is the rule's own test.
 */
export function cohortKeys(salt: string, percent: number, side: Cohort, count: number): string[] {
  const keys: string[] = [];
  // Bounded: at 1–99 % a random key lands on either side with a chance of at least 1 in 100.
  for (let i = 0; i < 10_000 && keys.length < count; i += 1) {
    const key = randomBytes(16).toString('hex');
    if (cohortOf(salt, key, percent) === side) keys.push(key);
  }
  if (keys.length < count) throw new Error(`no ${count} keys on the ${side} side at ${percent}%`);
  return keys;
}

/** Gives a browser profile the cohort cookie the api would have handed it, as if it had visited before. */
export const holdCohortKey = (context: BrowserContext, siteUrl: string, key: string): Promise<void> =>
  context.addCookies([{ name: COHORT_COOKIE, value: key, url: siteUrl }]);

/** The cohort key the api handed this profile, if any. */
export const cohortKeyOf = async (context: BrowserContext): Promise<string | undefined> =>
  (await context.cookies()).find((c) => c.name === COHORT_COOKIE)?.value;
