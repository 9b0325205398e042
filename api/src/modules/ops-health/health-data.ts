import type { JournalEntry, Registry } from '@site/shared';
import { z } from 'zod';
import type { RemoteTimeline } from './health-timeline';
import type { VersionHealth } from '../telemetry/telemetry-summary';

/** What the health page shows, in one answer (GET /ops/api/health). */
export interface HealthData {
  at: number;
  windowHours: number;
  bucketMs: number;
  registry: Registry;
  /** The remotes' folders by federation name (the buttons name the folder, as the CLI does). */
  folders: Record<string, string>;
  summary: VersionHealth[];
  timelines: RemoteTimeline[];
  /** The newest journal lines first. */
  journal: JournalEntry[];
  /** Who the token is: its journal actor, and the remotes (folders) it may change, null = every one. */
  viewer: HealthViewer;
  /** Each planned candidate's rollout, judged now. */
  rollouts: HealthRollout[];
}

export interface HealthViewer {
  actor: string;
  remotes: string[] | null;
}

/**
 * Every registry verb of site-ops the page runs: promote, abort, rollback (to a chosen version), a stage change (the
 * candidate's percent: site-ops canary --percent), mark-bad, and the shell's rollback (remote `shell`).
 */
export const HEALTH_ACTIONS = ['promote', 'abort', 'rollback', 'stage', 'mark-bad', 'shell-rollback'] as const;
export type HealthAction = (typeof HEALTH_ACTIONS)[number];

/** The `remote` of the shell's own rollback. */
export const SHELL_TARGET = 'shell';

/** A button's request (POST /ops/api/health/action). */
export const healthActionSchema = z
  .object({
    remote: z.string().min(1).max(40),
    action: z.enum(HEALTH_ACTIONS),
    /** rollback and shell-rollback: the version to land on (the newest earlier good one when absent). */
    to: z.string().max(80).optional(),
    /** stage: the candidate's new percent. */
    percent: z.number().int().min(0).max(100).optional(),
    /** mark-bad: the version found bad. */
    version: z.string().min(1).max(80).optional(),
    reason: z.string().trim().min(1, '请填写原因').max(200),
    /** Who pressed it: kept in the journal as a note beside the token's actor. */
    actor: z.string().trim().min(1, '请填写操作人').max(40),
  })
  .refine((r) => r.action !== 'stage' || r.percent !== undefined, { message: '请选择灰度比例（0–100 的整数）', path: ['percent'] })
  .refine((r) => r.action !== 'mark-bad' || r.version !== undefined, { message: '请选择要标记为坏版本的版本', path: ['version'] })
  .refine((r) => (r.action === 'shell-rollback') === (r.remote === SHELL_TARGET), { message: '外壳只能回滚，回滚外壳请选外壳', path: ['remote'] });
export type HealthActionRequest = z.infer<typeof healthActionSchema>;

/** One metric of a rollout's comparison as the page shows it (names and units in the page's words). */
export interface HealthRolloutRow {
  metric: string;
  name: string;
  unit: string;
  candidate: number | null;
  stable: number | null;
  margin: number;
  worse: boolean;
}

/** A planned candidate's rollout on the page: the plan, the stage, the comparison and the verdict in Chinese. */
export interface HealthRollout {
  remote: string;
  version: string;
  stable: string;
  stages: number[];
  stage: number;
  percent: number;
  bakeMs: number;
  stageSince: string;
  rows: HealthRolloutRow[];
  /** The judge's verdict now (null when the rollout was stopped or the candidate is at 0 %). */
  verdict: { kind: string; text: string } | null;
  stopped?: { at: string; reason: string };
}

/** The window the page may ask for, and the bucket its charts use for it. */
export const HEALTH_WINDOWS_HOURS = [1, 6, 24, 168] as const;
export const bucketMsOf = (hours: number): number => (hours <= 1 ? 60_000 : hours <= 6 ? 5 * 60_000 : hours <= 24 ? 15 * 60_000 : 2 * 3600_000);
