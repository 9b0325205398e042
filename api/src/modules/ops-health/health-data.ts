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
}

export interface HealthViewer {
  actor: string;
  remotes: string[] | null;
}

export const HEALTH_ACTIONS = ['promote', 'abort', 'rollback'] as const;
export type HealthAction = (typeof HEALTH_ACTIONS)[number];

/** A button's request (POST /ops/api/health/action). */
export const healthActionSchema = z.object({
  remote: z.string().min(1).max(40),
  action: z.enum(HEALTH_ACTIONS),
  /** rollback only: the version to land on (the newest earlier good one when absent). */
  to: z.string().max(80).optional(),
  reason: z.string().trim().min(1, '请填写原因').max(200),
  /** Who pressed it: kept in the journal as a note beside the token's actor. */
  actor: z.string().trim().min(1, '请填写操作人').max(40),
});
export type HealthActionRequest = z.infer<typeof healthActionSchema>;

/** The window the page may ask for, and the bucket its charts use for it. */
export const HEALTH_WINDOWS_HOURS = [1, 6, 24, 168] as const;
export const bucketMsOf = (hours: number): number => (hours <= 1 ? 60_000 : hours <= 6 ? 5 * 60_000 : hours <= 24 ? 15 * 60_000 : 2 * 3600_000);
