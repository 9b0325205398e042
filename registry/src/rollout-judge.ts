import type { RolloutPlan } from '@site/shared/registry';
import { stageIndexOf } from './rollout-plan';

/**
 * The judge of a staged rollout (pure): compares the candidate's loads over its current stage with the stable
 * version's over the same time, metric by metric, each with its margin, and says what to do: wait (the stage is
 * still baking, or too few loads to judge), advance to the next stage, complete (promote after the 100 % stage), or
 * abort (naming the metric that is worse by more than its margin, with both values).
 */

/** What the judge reads of a version's telemetry (the api's VersionHealth has these fields). */
export interface RolloutStats {
  loads: number;
  failurePercent: number;
  runtimeErrors: number;
  p75LcpMs: number | null;
  p75InpMs: number | null;
}

export const RolloutMetric = {
  LOAD_FAILURE: 'load-failure-rate',
  RUNTIME_ERROR: 'runtime-error-rate',
  LCP: 'p75-lcp',
  INP: 'p75-inp',
} as const;
export type RolloutMetric = (typeof RolloutMetric)[keyof typeof RolloutMetric];

/** How each metric is named and in which unit (the CLI in English, the health page in Chinese). */
export const ROLLOUT_METRICS: Record<RolloutMetric, { en: string; zh: string; unit: string }> = {
  [RolloutMetric.LOAD_FAILURE]: { en: 'load failure rate', zh: '加载失败率', unit: '%' },
  [RolloutMetric.RUNTIME_ERROR]: { en: 'runtime error rate', zh: '运行时错误率', unit: '%' },
  [RolloutMetric.LCP]: { en: 'p75 LCP', zh: 'p75 LCP', unit: ' ms' },
  [RolloutMetric.INP]: { en: 'p75 INP', zh: 'p75 INP', unit: ' ms' },
};

/**
 * How much worse than the stable version the candidate may be before the rollout is aborted, per metric (rates in
 * percentage points, vitals in ms), and how many loads each side needs in the stage before anything is judged.
 */
export interface RolloutMargins {
  minLoads: number;
  loadFailurePoints: number;
  runtimeErrorPoints: number;
  lcpMs: number;
  inpMs: number;
}

export const ROLLOUT_MARGINS: RolloutMargins = { minLoads: 20, loadFailurePoints: 2, runtimeErrorPoints: 2, lcpMs: 500, inpMs: 100 };

/** The environment variable of each margin (docs/operations.md). */
export const ROLLOUT_MARGIN_ENV: Record<keyof RolloutMargins, string> = {
  minLoads: 'ROLLOUT_MIN_LOADS',
  loadFailurePoints: 'ROLLOUT_MARGIN_FAILURE_POINTS',
  runtimeErrorPoints: 'ROLLOUT_MARGIN_RUNTIME_POINTS',
  lcpMs: 'ROLLOUT_MARGIN_LCP_MS',
  inpMs: 'ROLLOUT_MARGIN_INP_MS',
};

/** The margins with the environment's overrides; a value that is not a number ≥ 0 is refused naming its variable. */
export function rolloutMarginsFrom(env: Record<string, string | undefined>): RolloutMargins {
  const margins = { ...ROLLOUT_MARGINS };
  for (const key of Object.keys(ROLLOUT_MARGIN_ENV) as (keyof RolloutMargins)[]) {
    const name = ROLLOUT_MARGIN_ENV[key];
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0 || (key === 'minLoads' && (!Number.isInteger(n) || n < 1))) {
      throw new Error(`${name} must be ${key === 'minLoads' ? 'a whole number of loads, 1 or more' : 'a number, 0 or more'} (got ${text})`);
    }
    margins[key] = n;
  }
  return margins;
}

/** One metric of the comparison: both values (null: not measured on that side), the margin, and whether it is worse. */
export interface MetricComparison {
  metric: RolloutMetric;
  candidate: number | null;
  stable: number | null;
  margin: number;
  /** candidate − stable > margin. */
  worse: boolean;
}

const rate = (n: number, loads: number): number => (loads === 0 ? 0 : Number(((n / loads) * 100).toFixed(1)));

/** The runtime errors per 100 loads. */
export const runtimeErrorRate = (s: RolloutStats): number => rate(s.runtimeErrors, s.loads);

/** Candidate and stable, metric by metric (a vital measured on one side only is not compared). */
export function compareRollout(candidate: RolloutStats | undefined, stable: RolloutStats | undefined, margins: RolloutMargins): MetricComparison[] {
  const row = (metric: RolloutMetric, c: number | null, s: number | null, margin: number): MetricComparison => ({
    metric,
    candidate: c,
    stable: s,
    margin,
    worse: c !== null && s !== null && c - s > margin,
  });
  return [
    row(RolloutMetric.LOAD_FAILURE, candidate ? candidate.failurePercent : null, stable ? stable.failurePercent : null, margins.loadFailurePoints),
    row(RolloutMetric.RUNTIME_ERROR, candidate ? runtimeErrorRate(candidate) : null, stable ? runtimeErrorRate(stable) : null, margins.runtimeErrorPoints),
    row(RolloutMetric.LCP, candidate?.p75LcpMs ?? null, stable?.p75LcpMs ?? null, margins.lcpMs),
    row(RolloutMetric.INP, candidate?.p75InpMs ?? null, stable?.p75InpMs ?? null, margins.inpMs),
  ];
}

export type RolloutVerdict =
  | { kind: 'wait'; why: 'loads'; side: 'candidate' | 'stable'; loads: number; needed: number }
  | { kind: 'wait'; why: 'bake'; remainingMs: number }
  | { kind: 'advance'; from: number; to: number }
  | { kind: 'complete'; from: number }
  | { kind: 'abort'; metric: RolloutMetric; candidate: number; stable: number; margin: number };

/**
 * What to do with a candidate at stage `stage` (an index of plan.stages) since `since` (ms), at `now`:
 * 1. either side with fewer than minLoads loads in the stage: wait (saying how many);
 * 2. a metric worse than the stable's by more than its margin: abort, naming it;
 * 3. the stage baked less than plan.bakeMs: wait;
 * 4. otherwise advance to the next stage, or complete after the last.
 */
export function judgeRollout(
  plan: Pick<RolloutPlan, 'stages' | 'bakeMs'>,
  stage: number,
  since: number,
  now: number,
  candidateStats: RolloutStats | undefined,
  stableStats: RolloutStats | undefined,
  margins: RolloutMargins,
): RolloutVerdict {
  const cLoads = candidateStats?.loads ?? 0;
  const sLoads = stableStats?.loads ?? 0;
  if (cLoads < margins.minLoads) return { kind: 'wait', why: 'loads', side: 'candidate', loads: cLoads, needed: margins.minLoads };
  if (sLoads < margins.minLoads) return { kind: 'wait', why: 'loads', side: 'stable', loads: sLoads, needed: margins.minLoads };
  const worse = compareRollout(candidateStats, stableStats, margins).find((m) => m.worse);
  if (worse) return { kind: 'abort', metric: worse.metric, candidate: worse.candidate!, stable: worse.stable!, margin: worse.margin };
  const baked = now - since;
  if (baked < plan.bakeMs) return { kind: 'wait', why: 'bake', remainingMs: plan.bakeMs - baked };
  const from = plan.stages[stage] ?? plan.stages.at(-1)!;
  const next = plan.stages[stage + 1];
  return next === undefined ? { kind: 'complete', from } : { kind: 'advance', from, to: next };
}

/** The judge for a candidate as the registry holds it: its percent's stage, since the stage started. */
export const judgeCandidate = (
  plan: RolloutPlan,
  percent: number,
  now: number,
  candidateStats: RolloutStats | undefined,
  stableStats: RolloutStats | undefined,
  margins: RolloutMargins,
): RolloutVerdict => judgeRollout(plan, stageIndexOf(plan, percent), Date.parse(plan.stageSince), now, candidateStats, stableStats, margins);

const minutes = (ms: number): string => `${Math.ceil(ms / 60_000)} min`;
const valueText = (metric: RolloutMetric, n: number): string => `${n}${ROLLOUT_METRICS[metric].unit}`;

/** The verdict in the journal's and the CLI's words. */
export function verdictText(v: RolloutVerdict): string {
  switch (v.kind) {
    case 'wait':
      return v.why === 'loads'
        ? `wait: the ${v.side} has ${v.loads} of the ${v.needed} loads needed in this stage`
        : `wait: the stage bakes ${minutes(v.remainingMs)} more`;
    case 'advance':
      return `advance ${v.from}% → ${v.to}%`;
    case 'complete':
      return `complete: promote after the ${v.from}% stage`;
    case 'abort': {
      const { en } = ROLLOUT_METRICS[v.metric];
      return `abort: ${en} ${valueText(v.metric, v.candidate)} against the stable's ${valueText(v.metric, v.stable)} (margin ${valueText(v.metric, v.margin)})`;
    }
  }
}

/** The verdict in the health page's words. */
export function verdictTextZh(v: RolloutVerdict): string {
  switch (v.kind) {
    case 'wait':
      return v.why === 'loads'
        ? `等待：${v.side === 'candidate' ? '候选版本' : '稳定版本'}本阶段加载 ${v.loads} 次，需 ${v.needed} 次`
        : `等待：本阶段还需观察 ${Math.ceil(v.remainingMs / 60_000)} 分钟`;
    case 'advance':
      return `推进：${v.from}% → ${v.to}%`;
    case 'complete':
      return `完成：${v.from}% 阶段通过，全量发布`;
    case 'abort': {
      const { zh } = ROLLOUT_METRICS[v.metric];
      return `中止：${zh} ${valueText(v.metric, v.candidate)}，稳定版本 ${valueText(v.metric, v.stable)}（容差 ${valueText(v.metric, v.margin)}）`;
    }
  }
}
