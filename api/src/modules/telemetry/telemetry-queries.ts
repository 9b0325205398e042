import type { TelemetryEvent } from '@site/shared';
import type { Db } from '../../db';
import type { RemoteTelemetryTable } from '../../db/schema';
import { RUNTIME_RENDER_ERROR, type TelemetryRow } from './telemetry-summary';

/** How long measures are kept: the health page and the demotion rule look at recent ones only. */
export const TELEMETRY_RETENTION_MS = 7 * 24 * 3600_000;

type Measure = Pick<RemoteTelemetryTable, 'kind' | 'name' | 'outcome' | 'value'>;

/** What a row keeps of an event besides when, which remote version and cohort. */
function measureOf(e: TelemetryEvent): Measure {
  switch (e.kind) {
    case 'load':
      return { kind: e.kind, name: e.phase, outcome: e.outcome, value: e.ms };
    case 'vital':
      return { kind: e.kind, name: e.metric, outcome: 'ok', value: e.value };
    case 'runtime':
      return { kind: e.kind, name: RUNTIME_RENDER_ERROR, outcome: 'error', value: 1 };
  }
}

export async function insertEvents(db: Db, events: TelemetryEvent[], at: number): Promise<number> {
  if (events.length === 0) return 0;
  await db
    .insertInto('remote_telemetry')
    .values(events.map((e) => ({ at, remote: e.remote, version: e.version, cohort: e.cohort, ...measureOf(e) })))
    .execute();
  return events.length;
}

/** The measures received since `since` (ms), oldest first. */
export async function eventsSince(db: Db, since: number, remote?: string): Promise<TelemetryRow[]> {
  let q = db.selectFrom('remote_telemetry').select(['at', 'remote', 'version', 'cohort', 'kind', 'name', 'outcome', 'value']).where('at', '>=', since);
  if (remote) q = q.where('remote', '=', remote);
  const rows = await q.orderBy('at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, at: Number(r.at), value: Number(r.value) }));
}

/** Deletes measures older than the retention window; returns how many. */
export async function sweepTelemetry(db: Db, now: number): Promise<number> {
  const r = await db
    .deleteFrom('remote_telemetry')
    .where('at', '<', now - TELEMETRY_RETENTION_MS)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
