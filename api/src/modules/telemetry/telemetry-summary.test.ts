import { healthLines, percentile, summarise, type TelemetryRow } from './telemetry-summary';

const row = (version: string, kind: TelemetryRow['kind'], name: string, outcome: 'ok' | 'error', value: number): TelemetryRow => ({
  at: 0,
  remote: 'mf_help',
  version,
  cohort: 'stable',
  kind,
  name,
  outcome,
  value,
});

describe('telemetry summary', () => {
  it('p75 is the nearest rank', () => {
    expect(percentile([], 75)).toBeNull();
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([10, 1, 7, 3, 9, 2, 8, 4], 75)).toBe(8);
  });

  it('counts a load when it mounts or fails, failure % of those, p75 of expose times and vitals', () => {
    const rows = [
      ...[100, 200, 300, 400].flatMap((ms) => [row('a', 'load', 'expose', 'ok', ms), row('a', 'load', 'mount', 'ok', ms + 10)]),
      row('a', 'load', 'entry', 'error', 50),
      row('a', 'vital', 'INP', 'ok', 40),
      row('a', 'vital', 'CLS', 'ok', 0.12345),
    ];
    expect(summarise(rows)).toEqual([
      {
        remote: 'mf_help',
        version: 'a',
        cohort: 'stable',
        loads: 5,
        failures: 1,
        failurePercent: 20,
        runtimeErrors: 0,
        p75LoadMs: 300,
        p75LcpMs: null,
        p75InpMs: 40,
        p75Cls: 0.123,
      },
    ]);
    const lines = healthLines(summarise(rows), 'last 24 h');
    expect(lines[1]).toMatch(/mf_help\s+a\s+stable\s+loads\s+5 {2}failure\s+20% {2}p75 load 300 ms {2}p75 LCP - {2}p75 INP 40 ms {2}runtime errors 0$/);
    expect(healthLines([], 'last 24 h')).toEqual(['telemetry (last 24 h): nothing reported yet']);
  });

  it("counts a version's runtime errors apart from its loads: they change no failure % (no demotion counts them), status shows them", () => {
    const rows = [
      row('a', 'load', 'expose', 'ok', 100),
      row('a', 'load', 'mount', 'ok', 110),
      row('b', 'load', 'expose', 'ok', 90),
      row('b', 'load', 'mount', 'ok', 95),
      row('b', 'runtime', 'render', 'error', 1),
      row('b', 'runtime', 'render', 'error', 1),
    ];
    const [a, b] = summarise(rows);
    expect(a).toMatchObject({ version: 'a', loads: 1, failures: 0, failurePercent: 0, runtimeErrors: 0 });
    expect(b).toMatchObject({ version: 'b', loads: 1, failures: 0, failurePercent: 0, runtimeErrors: 2 });
    const lines = healthLines([a!, b!], 'last 24 h');
    expect(lines[0]).toContain('runtime errors');
    expect(lines[2]).toMatch(/mf_help\s+b\s+stable\s+loads\s+1 {2}failure\s+0% {2}p75 load 90 ms {2}p75 LCP - {2}p75 INP - {2}runtime errors 2$/);
  });
});
