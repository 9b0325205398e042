import type { CanaryCandidate, Registry, RolloutPlan, VersionRef } from '@site/shared/registry';
import { JournalAction } from '@site/shared/registry';
import { canary, type Change } from './registry-logic';
import { remoteLabel } from './remote-label';

/** The stages a plan goes through when `--bake` is given without `--plan`. */
export const DEFAULT_ROLLOUT_STAGES = [5, 25, 50, 100] as const;
/** How long each stage bakes when `--plan` is given without `--bake`: 30 minutes. */
export const DEFAULT_BAKE_MS = 30 * 60_000;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** `5,25,50,100`: whole percents from 1 to 100, each above the one before, the last 100. */
export function parseRolloutStages(text: string): Parsed<number[]> {
  const parts = text.split(',').map((p) => p.trim());
  const stages = parts.map(Number);
  const bad = parts.find((p, i) => p === '' || !Number.isInteger(stages[i]) || stages[i]! < 1 || stages[i]! > 100);
  if (bad !== undefined) return { ok: false, message: `--plan: each stage is a whole percent from 1 to 100 (got "${bad}" in ${text})` };
  if (stages.some((n, i) => i > 0 && n <= stages[i - 1]!)) return { ok: false, message: `--plan: the stages must rise (got ${text})` };
  if (stages.at(-1) !== 100) return { ok: false, message: `--plan: the last stage must be 100 (got ${text})` };
  return { ok: true, value: stages };
}

const BAKE_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `90s`, `30m`, `2h` (or `0`): how long a stage bakes, at most a week. */
export function parseBake(text: string): Parsed<number> {
  const m = /^(\d{1,6})(s|m|h)?$/.exec(text.trim());
  const ms = m ? Number(m[1]) * BAKE_UNIT_MS[(m[2] ?? 's') as keyof typeof BAKE_UNIT_MS] : NaN;
  if (!m || (m[2] === undefined && m[1] !== '0') || !(ms <= 7 * 24 * 3_600_000)) {
    return { ok: false, message: `--bake must be a duration such as 90s, 30m or 2h, at most 168h (got ${text})` };
  }
  return { ok: true, value: ms };
}

/** `30m` for 1 800 000: the bake as the CLI takes it. */
export function bakeText(ms: number): string {
  if (ms % 3_600_000 === 0 && ms > 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0 && ms > 0) return `${ms / 60_000}m`;
  return `${Math.round(ms / 1000)}s`;
}

/** The index of the stage a candidate is at: its percent's stage, else the last stage below it (0 below the first). */
export function stageIndexOf(plan: RolloutPlan, percent: number): number {
  let at = 0;
  plan.stages.forEach((p, i) => {
    if (p <= percent) at = i;
  });
  return at;
}

const planText = (p: Pick<RolloutPlan, 'stages' | 'bakeMs'>): string => `plan ${p.stages.join(',')}, bake ${bakeText(p.bakeMs)}`;

/** A canary that rolls out by itself: offered at the plan's first stage, the stage's bake starting now. */
export function plannedCanary(
  reg: Registry,
  name: string,
  next: VersionRef,
  plan: Pick<RolloutPlan, 'stages' | 'bakeMs'>,
  salt: string,
  now = new Date(),
): Change {
  const change = canary(reg, name, next, plan.stages[0]!, salt, now);
  const entry = change.registry.remotes[name]!;
  const candidate: CanaryCandidate = { ...entry.candidate!, plan: { stages: [...plan.stages], bakeMs: plan.bakeMs, stageSince: now.toISOString() } };
  return {
    registry: { ...change.registry, remotes: { ...change.registry.remotes, [name]: { ...entry, candidate } } },
    note: { ...change.note, reason: `${change.note.reason} (${planText(plan)})` },
  };
}

/**
 * `site-ops canary --percent` (registry-logic's canary): a candidate of the same version that rolls out by a plan keeps
 * it, its stage baking again from now (a stopped plan runs again), as the dashboard's stage change does.
 */
export function canaryKeepingPlan(reg: Registry, name: string, next: VersionRef, percent: number, salt: string, now = new Date()): Change {
  const change = canary(reg, name, next, percent, salt, now);
  const before = reg.remotes[name]?.candidate;
  if (!before?.plan || before.version !== next.version) return change;
  const entry = change.registry.remotes[name]!;
  const plan: RolloutPlan = { stages: before.plan.stages, bakeMs: before.plan.bakeMs, stageSince: now.toISOString() };
  return {
    ...change,
    registry: { ...change.registry, remotes: { ...change.registry.remotes, [name]: { ...entry, candidate: { ...entry.candidate!, plan } } } },
  };
}

/**
 * The candidate moved to another percent by hand or by the judge, keeping its salt (nobody in the canary leaves it
 * when the stage grows) and its plan, whose stage bakes again from now.
 */
export function stageChange(reg: Registry, name: string, percent: number, reason: string, now = new Date()): Change {
  const cur = reg.remotes[name];
  if (!cur) throw new Error(`${remoteLabel(name)} has never been deployed`);
  const c = cur.candidate;
  if (!c) throw new Error(`${remoteLabel(name)} has no canary running`);
  if (c.percent === percent) throw new Error(`${remoteLabel(name)} ${c.version} is already at ${percent}%`);
  const plan = c.plan ? { stages: c.plan.stages, bakeMs: c.plan.bakeMs, stageSince: now.toISOString() } : undefined;
  const candidate: CanaryCandidate = { ...c, percent, ...(plan ? { plan } : {}) };
  return {
    registry: { ...reg, updatedAt: now.toISOString(), remotes: { ...reg.remotes, [name]: { ...cur, candidate } } },
    note: { remote: name, action: JournalAction.CANARY, from: `${c.version} ${c.percent}%`, to: `${c.version} ${percent}%`, reason },
  };
}

/** The judge aborted the rollout: the candidate reaches nobody (0 %), its plan says why. */
export function stopRollout(reg: Registry, name: string, reason: string, now = new Date()): Change {
  const cur = reg.remotes[name];
  const c = cur?.candidate;
  if (!cur || !c?.plan) throw new Error(`${remoteLabel(name)} has no planned rollout running`);
  const candidate: CanaryCandidate = { ...c, percent: 0, plan: { ...c.plan, stopped: { at: now.toISOString(), reason } } };
  return {
    registry: { ...reg, updatedAt: now.toISOString(), remotes: { ...reg.remotes, [name]: { ...cur, candidate } } },
    note: { remote: name, action: JournalAction.CANARY, from: `${c.version} ${c.percent}%`, to: `${c.version} 0%`, reason },
  };
}
