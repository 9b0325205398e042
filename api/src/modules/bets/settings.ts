/**
 * The bet slip's settings (docs/operations.md, "Bets"), from the environment:
 * BETS_USD_CNY_RATE (the USD→CNY rate the daily payout limits of spec §9 are converted at, default 7.2),
 * BETS_DELAY_MS (how long an in-play bet waits in 确认中 before it is accepted or rejected, default 5000),
 * BETS_SWEEP_MS (how often each instance settles finished matches and decides delayed bets, default 1000).
 */
export interface BetSettings {
  usdCnyRate: number;
  delayMs: number;
  sweepMs: number;
  /** Tests: no timer; the test calls sweep() after stepping the feed. */
  manual: boolean;
}

export const BET_DEFAULTS: BetSettings = { usdCnyRate: 7.2, delayMs: 5000, sweepMs: 1000, manual: false };

const RANGES = {
  BETS_USD_CNY_RATE: [0.0001, 1000],
  BETS_DELAY_MS: [0, 60_000],
  BETS_SWEEP_MS: [100, 60_000],
} as const;

function numberOf(env: Record<string, string | undefined>, name: keyof typeof RANGES, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  const [lo, hi] = RANGES[name];
  if (!Number.isFinite(n) || n < lo || n > hi) throw new Error(`${name} must be a number from ${lo} to ${hi} (got '${raw}')`);
  return n;
}

/** Reads BETS_*; a bad value is an Error that names the variable and its range. */
export function betSettingsFromEnv(env: Record<string, string | undefined>): BetSettings {
  return {
    usdCnyRate: numberOf(env, 'BETS_USD_CNY_RATE', BET_DEFAULTS.usdCnyRate),
    delayMs: numberOf(env, 'BETS_DELAY_MS', BET_DEFAULTS.delayMs),
    sweepMs: numberOf(env, 'BETS_SWEEP_MS', BET_DEFAULTS.sweepMs),
    manual: false,
  };
}
