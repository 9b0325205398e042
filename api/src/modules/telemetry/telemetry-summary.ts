import { Cohort, LoadPhase, TelemetryOutcome, VitalName } from '@site/shared';

/** The name a runtime error's row carries: the remote threw while rendering after it had been shown. */
export const RUNTIME_RENDER_ERROR = 'render';

/** A stored measure as the summary reads it. */
export interface TelemetryRow {
  at: number;
  remote: string;
  version: string;
  cohort: Cohort;
  kind: 'load' | 'vital' | 'runtime';
  name: string;
  outcome: TelemetryOutcome;
  value: number;
}

/** Per remote and version: how its loads went and how its pages felt. */
export interface VersionHealth {
  remote: string;
  version: string;
  cohort: Cohort;
  /** Loads that ended: a mount, or a failure in any phase. */
  loads: number;
  failures: number;
  /** failures / loads × 100 (0 with no load). */
  failurePercent: number;
  /** Errors thrown while rendering after the version had been shown (not failed loads: no demotion counts them). */
  runtimeErrors: number;
  /** p75 of the load time (manifest to expose) of the loads that succeeded, ms; null with none. */
  p75LoadMs: number | null;
  p75LcpMs: number | null;
  p75InpMs: number | null;
  p75Cls: number | null;
}

/** The nearest-rank percentile (p in 0–100) of the values; null for none. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (n: number | null, digits = 0): number | null => (n === null ? null : Number(n.toFixed(digits)));

/**
 * The health of each remote version (pure): a load is counted when it mounts or fails (a failure
 * in any phase ends it); the load time is the expose phase's time (the loader reports the time
 * from the start of the load); vitals are those attributed to the remote's area; runtime errors are
 * counted apart from the loads.
 */
export function summarise(rows: TelemetryRow[]): VersionHealth[] {
  const groups = new Map<string, TelemetryRow[]>();
  for (const r of rows) {
    const key = `${r.remote}\u0000${r.version}`;
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()]
    .map((list) => {
      const { remote, version } = list[0]!;
      const loads = list.filter((r) => r.kind === 'load');
      const failures = loads.filter((r) => r.outcome === TelemetryOutcome.ERROR).length;
      const ended = failures + loads.filter((r) => r.name === LoadPhase.MOUNT && r.outcome === TelemetryOutcome.OK).length;
      const loadTimes = loads.filter((r) => r.name === LoadPhase.EXPOSE && r.outcome === TelemetryOutcome.OK).map((r) => r.value);
      const vital = (m: VitalName) => list.filter((r) => r.kind === 'vital' && r.name === m).map((r) => r.value);
      return {
        remote,
        version,
        cohort: list.some((r) => r.cohort === Cohort.CANARY) ? Cohort.CANARY : Cohort.STABLE,
        loads: ended,
        failures,
        failurePercent: ended === 0 ? 0 : Number(((failures / ended) * 100).toFixed(1)),
        runtimeErrors: list.filter((r) => r.kind === 'runtime').length,
        p75LoadMs: round(percentile(loadTimes, 75)),
        p75LcpMs: round(percentile(vital(VitalName.LCP), 75)),
        p75InpMs: round(percentile(vital(VitalName.INP), 75)),
        p75Cls: round(percentile(vital(VitalName.CLS), 75), 3),
      };
    })
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}

const cell = (n: number | null, unit = ''): string => (n === null ? '-' : `${n}${unit}`);

/** `site-ops status`'s telemetry table: one line per remote and version. */
export function healthLines(rows: VersionHealth[], windowLabel: string): string[] {
  if (rows.length === 0) return [`telemetry (${windowLabel}): nothing reported yet`];
  return [
    `telemetry (${windowLabel}): remote  version  cohort  loads  failure%  p75 load  p75 LCP  p75 INP  runtime errors`,
    ...rows.map(
      (r) =>
        `  ${r.remote.padEnd(12)} ${r.version.padEnd(28)} ${r.cohort.padEnd(7)} loads ${String(r.loads).padStart(5)}  failure ${cell(r.failurePercent, '%').padStart(6)}  p75 load ${cell(r.p75LoadMs, ' ms')}  p75 LCP ${cell(r.p75LcpMs, ' ms')}  p75 INP ${cell(r.p75InpMs, ' ms')}  runtime errors ${r.runtimeErrors}`,
    ),
  ];
}
