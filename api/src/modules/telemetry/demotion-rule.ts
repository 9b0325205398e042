import type { VersionHealth } from './telemetry-summary';

/**
 * When a version is taken away from players (pure): it has loaded at least `minSample` times, its
 * failure rate is at least `absolutePercent`, and it fails at least `relativeFactor` times as
 * often as the version it is compared with (the stable one; a stable version with no failure
 * counts as `floorPercent`, so the factor never divides by zero).
 */
export interface DemotionRule {
  minSample: number;
  absolutePercent: number;
  relativeFactor: number;
  floorPercent: number;
}

export const DEMOTION_RULE: DemotionRule = { minSample: 20, absolutePercent: 10, relativeFactor: 2, floorPercent: 1 };

export type DemotionVerdict = { demote: false; why: string } | { demote: true; reason: string };

const pct = (h: VersionHealth | undefined): number => h?.failurePercent ?? 0;

/** Compares `suspect` (a candidate, or an active version) with `baseline` (stable, or the previous good one). */
export function demotionVerdict(suspect: VersionHealth | undefined, baseline: VersionHealth | undefined, rule: DemotionRule = DEMOTION_RULE): DemotionVerdict {
  if (!suspect || suspect.loads < rule.minSample) return { demote: false, why: `fewer than ${rule.minSample} loads` };
  if (suspect.failurePercent < rule.absolutePercent) return { demote: false, why: `failure ${suspect.failurePercent}% under ${rule.absolutePercent}%` };
  const base = Math.max(pct(baseline), rule.floorPercent);
  if (suspect.failurePercent < base * rule.relativeFactor) {
    return { demote: false, why: `failure ${suspect.failurePercent}% under ${rule.relativeFactor}× the baseline's ${pct(baseline)}%` };
  }
  return {
    demote: true,
    reason: `failure ${suspect.failurePercent}% over ${suspect.loads} loads (threshold ${rule.absolutePercent}%, ${rule.relativeFactor}× ${baseline ? `${baseline.version}'s ${pct(baseline)}%` : 'a baseline with no loads'})`,
  };
}

/** The rule with the thresholds the environment overrides (AUTO_DEMOTION_MIN_SAMPLE, _ABSOLUTE_PERCENT, _RELATIVE_FACTOR). */
export function demotionRuleFrom(env: Record<string, string | undefined>): DemotionRule {
  const num = (name: string, fallback: number): number => {
    const n = Number(env[name]);
    return env[name] !== undefined && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    minSample: num('AUTO_DEMOTION_MIN_SAMPLE', DEMOTION_RULE.minSample),
    absolutePercent: num('AUTO_DEMOTION_ABSOLUTE_PERCENT', DEMOTION_RULE.absolutePercent),
    relativeFactor: num('AUTO_DEMOTION_RELATIVE_FACTOR', DEMOTION_RULE.relativeFactor),
    floorPercent: DEMOTION_RULE.floorPercent,
  };
}
