import { randomInt } from 'node:crypto';

/**
 * The feed's settings (docs/operations.md, "The sports feed"), from the environment:
 * SPORT_SEED (integer; unset = a new seed each start), SPORT_CLOCK_SPEED (match time per wall time,
 * 1 = real time), SPORT_MATCHES (matches kept), SPORT_UPDATES_PER_SEC (odds changes per second across
 * the feed), SPORT_BATCH_MS (how often each board's changes go out), SPORT_VOID_SHARE (the chance a match is
 * called off or abandoned, 0–1; 0.02 unless set), SPORT_FROZEN=1 (the feed starts frozen: nothing moves until a
 * dev control moves it, POST /dev/sport/control; for tests, which put each match in the state they need).
 */
export interface SportSettings {
  seed: number;
  clockSpeed: number;
  matches: number;
  updatesPerSec: number;
  batchMs: number;
  /** Tests: no timer; the feed moves only when the test steps it. */
  manual: boolean;
  /** The chance a match is voided (void-fate.ts); absent = never (tests ask for it). */
  voidShare?: number;
  /** Feed time of the first tick (tests fix it); the wall clock by default. */
  startAt?: number;
  /** The feed starts frozen (SPORT_FROZEN=1): only dev controls move it. */
  frozen?: boolean;
}

export const SPORT_DEFAULTS = { clockSpeed: 1, matches: 300, updatesPerSec: 200, batchMs: 100 } as const;
/** The site's feed voids about one match in fifty (an api started from the environment). */
export const SPORT_VOID_SHARE_DEFAULT = 0.02;

const RANGES = {
  SPORT_CLOCK_SPEED: [0.1, 1000],
  SPORT_MATCHES: [1, 5000],
  SPORT_UPDATES_PER_SEC: [0, 50_000],
  SPORT_BATCH_MS: [20, 5000],
  SPORT_VOID_SHARE: [0, 1],
} as const;

function numberOf(env: Record<string, string | undefined>, name: keyof typeof RANGES, fallback: number, integer: boolean): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  const [lo, hi] = RANGES[name];
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < lo || n > hi) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} from ${lo} to ${hi} (got '${raw}')`);
  }
  return n;
}

/** Reads SPORT_*; a bad value is an Error that names the variable and its range. */
export function sportSettingsFromEnv(env: Record<string, string | undefined>): SportSettings {
  const seedText = env.SPORT_SEED?.trim();
  let seed: number;
  if (seedText === undefined || seedText === '') seed = randomInt(1, 2 ** 31 - 1);
  else {
    seed = Number(seedText);
    if (!Number.isSafeInteger(seed)) throw new Error(`SPORT_SEED must be an integer (got '${seedText}')`);
  }
  return {
    seed,
    clockSpeed: numberOf(env, 'SPORT_CLOCK_SPEED', SPORT_DEFAULTS.clockSpeed, false),
    matches: numberOf(env, 'SPORT_MATCHES', SPORT_DEFAULTS.matches, true),
    updatesPerSec: numberOf(env, 'SPORT_UPDATES_PER_SEC', SPORT_DEFAULTS.updatesPerSec, false),
    batchMs: numberOf(env, 'SPORT_BATCH_MS', SPORT_DEFAULTS.batchMs, true),
    voidShare: numberOf(env, 'SPORT_VOID_SHARE', SPORT_VOID_SHARE_DEFAULT, false),
    manual: false,
    frozen: flagOf(env, 'SPORT_FROZEN'),
  };
}

/** A 0/1 switch; anything else names the variable. */
function flagOf(env: Record<string, string | undefined>, name: 'SPORT_FROZEN'): boolean {
  const raw = env[name]?.trim() ?? '';
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 0 or 1 (got '${raw}')`);
}
