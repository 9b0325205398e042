import { Cohort, LoadPhase, TelemetryOutcome } from '@site/shared';
import { percentile, type TelemetryRow } from '../telemetry/telemetry-summary';

/** One time bucket of one remote version: loads that ended, failures, p75 load time of the good ones. */
export interface TimelinePoint {
  /** Start of the bucket, ms since the epoch. */
  t: number;
  loads: number;
  failures: number;
  p75LoadMs: number | null;
}

export interface VersionTimeline {
  version: string;
  points: TimelinePoint[];
}

/** Per remote: a timeline per version over the window, and how many loads each cohort had. */
export interface RemoteTimeline {
  remote: string;
  versions: VersionTimeline[];
  cohortLoads: Record<Cohort, number>;
}

const ended = (r: TelemetryRow) =>
  r.kind === 'load' && (r.outcome === TelemetryOutcome.ERROR || (r.name === LoadPhase.MOUNT && r.outcome === TelemetryOutcome.OK));

/**
 * The health page's charts (pure): the window [since, until) cut into buckets of bucketMs, and per
 * remote and version the loads that ended in each bucket (a mount or a failure in any phase, as the
 * status summary counts them), the failures and the p75 load time (the expose phase's time). Every
 * version has every bucket, empty ones with zero loads and no p75, so charts share one time axis.
 */
export function healthTimeline(rows: TelemetryRow[], since: number, until: number, bucketMs: number): RemoteTimeline[] {
  if (!(bucketMs > 0) || until <= since) return [];
  const buckets = Math.min(1000, Math.ceil((until - since) / bucketMs));
  const byRemote = new Map<string, Map<string, TelemetryRow[][]>>();
  const cohorts = new Map<string, Record<Cohort, number>>();
  for (const r of rows) {
    if (r.kind !== 'load' || r.at < since || r.at >= until) continue;
    const i = Math.min(buckets - 1, Math.floor((r.at - since) / bucketMs));
    let versions = byRemote.get(r.remote);
    if (!versions) byRemote.set(r.remote, (versions = new Map()));
    let slots = versions.get(r.version);
    if (!slots) versions.set(r.version, (slots = Array.from({ length: buckets }, () => [])));
    slots[i]!.push(r);
    if (ended(r)) {
      const c = cohorts.get(r.remote) ?? { [Cohort.STABLE]: 0, [Cohort.CANARY]: 0 };
      c[r.cohort] += 1;
      cohorts.set(r.remote, c);
    }
  }
  return [...byRemote.entries()]
    .map(([remote, versions]) => ({
      remote,
      cohortLoads: cohorts.get(remote) ?? { [Cohort.STABLE]: 0, [Cohort.CANARY]: 0 },
      versions: [...versions.entries()]
        .map(([version, slots]) => ({
          version,
          points: slots.map((list, i) => {
            const good = list.filter((r) => r.name === LoadPhase.EXPOSE && r.outcome === TelemetryOutcome.OK).map((r) => r.value);
            const p75 = percentile(good, 75);
            return {
              t: since + i * bucketMs,
              loads: list.filter(ended).length,
              failures: list.filter((r) => r.outcome === TelemetryOutcome.ERROR).length,
              p75LoadMs: p75 === null ? null : Math.round(p75),
            };
          }),
        }))
        .sort((a, b) => a.version.localeCompare(b.version)),
    }))
    .sort((a, b) => a.remote.localeCompare(b.remote));
}
