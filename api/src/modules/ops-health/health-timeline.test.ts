import { Cohort, LoadPhase, TelemetryOutcome } from '@site/shared';
import type { TelemetryRow } from '../telemetry/telemetry-summary';
import { healthTimeline } from './health-timeline';

const row = (at: number, version: string, name: string, outcome: TelemetryOutcome, value = 0, cohort: Cohort = Cohort.STABLE): TelemetryRow => ({
  at,
  remote: 'mf_help',
  version,
  cohort,
  kind: 'load',
  name,
  outcome,
  value,
});
const mounted = (at: number, version: string, loadMs: number, cohort: Cohort = Cohort.STABLE) => [
  row(at, version, LoadPhase.EXPOSE, TelemetryOutcome.OK, loadMs, cohort),
  row(at, version, LoadPhase.MOUNT, TelemetryOutcome.OK, loadMs + 5, cohort),
];

describe('the health page timeline', () => {
  it('counts per bucket and version the loads that ended, the failures and the p75 load time', () => {
    const rows = [
      ...mounted(0, 'a', 100),
      ...mounted(10_000, 'a', 200),
      ...mounted(20_000, 'a', 300),
      ...mounted(30_000, 'a', 400),
      row(70_000, 'b', LoadPhase.ENTRY, TelemetryOutcome.ERROR, 0, Cohort.CANARY),
      ...mounted(75_000, 'b', 900, Cohort.CANARY),
    ];
    const [help] = healthTimeline(rows, 0, 120_000, 60_000);
    expect(help!.remote).toBe('mf_help');
    expect(help!.cohortLoads).toEqual({ stable: 4, canary: 2 });
    const a = help!.versions.find((v) => v.version === 'a')!;
    const b = help!.versions.find((v) => v.version === 'b')!;
    expect(a.points).toEqual([
      { t: 0, loads: 4, failures: 0, p75LoadMs: 300 },
      { t: 60_000, loads: 0, failures: 0, p75LoadMs: null },
    ]);
    expect(b.points).toEqual([
      { t: 0, loads: 0, failures: 0, p75LoadMs: null },
      { t: 60_000, loads: 2, failures: 1, p75LoadMs: 900 },
    ]);
  });

  it('leaves out what is outside the window and vitals; an empty or inverted window has nothing', () => {
    const vital: TelemetryRow = { ...row(5, 'a', 'LCP', TelemetryOutcome.OK, 1200), kind: 'vital' };
    expect(healthTimeline([...mounted(-1, 'a', 10), ...mounted(60_000, 'a', 10), vital], 0, 60_000, 60_000)).toEqual([]);
    expect(healthTimeline(mounted(1, 'a', 10), 10, 10, 60_000)).toEqual([]);
    expect(healthTimeline(mounted(1, 'a', 10), 0, 10, 0)).toEqual([]);
  });
});
