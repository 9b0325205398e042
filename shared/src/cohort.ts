import MD5 from 'crypto-js/md5';

/** Which side of a canary a player is on. */
export const Cohort = { STABLE: 'stable', CANARY: 'canary' } as const;
export type Cohort = (typeof Cohort)[keyof typeof Cohort];

/**
 * The cookie that carries a player's cohort key (the api hands one out on a first visit and decides the player's side
 * of each canary with it), and the key's form: 32 hex digits.
 */
export const COHORT_COOKIE = 'site-cohort';
export const COHORT_KEY = /^[0-9a-f]{32}$/;

/** Buckets a percent is counted in (one per percent point). */
export const COHORT_BUCKETS = 100;

/**
 * The player's bucket (0–99) for a canary: the first 32 bits of md5(salt:id). The same salt and id
 * always give the same bucket, so a player stays on one side across pages and reloads (Unleash's
 * flexible rollout); a new salt (a new canary) draws the cohorts afresh.
 */
export function cohortBucket(salt: string, id: string): number {
  const word = MD5(`${salt}:${id}`).words[0] ?? 0;
  return (word >>> 0) % COHORT_BUCKETS;
}

/** In the canary when the bucket falls under the percent (0 = nobody, 100 = everybody). */
export function cohortOf(salt: string, id: string, percent: number): Cohort {
  return cohortBucket(salt, id) < percent ? Cohort.CANARY : Cohort.STABLE;
}
