import { telemetryBeacon, type TelemetryEvent } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { eventsSince, sweepTelemetry, TELEMETRY_RETENTION_MS } from './telemetry-queries';
import { summarise } from './telemetry-summary';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seedDemo: false });
});
afterAll(async () => t.app.close());

const load = (version: string, phase: 'manifest' | 'entry' | 'init' | 'expose' | 'mount', outcome: 'ok' | 'error', ms: number): TelemetryEvent => ({
  kind: 'load',
  remote: 'mf_help',
  version,
  cohort: version === 'b' ? 'canary' : 'stable',
  phase,
  outcome,
  ms,
});

/** A beacon as navigator.sendBeacon sends it: a JSON body, no signature, no XSRF header. */
const beacon = (events: unknown) =>
  t.app.inject({ method: 'POST', url: telemetryBeacon.path, payload: { events }, headers: { 'content-type': 'application/json' } });

describe('telemetry beacon', () => {
  it('keeps each load phase and vital with the time it arrived, per remote, version and cohort', async () => {
    const res = await beacon([
      load('a', 'manifest', 'ok', 20),
      load('a', 'expose', 'ok', 120),
      load('a', 'mount', 'ok', 150),
      load('b', 'manifest', 'ok', 25),
      load('b', 'entry', 'error', 90),
      { kind: 'vital', remote: 'mf_help', version: 'a', cohort: 'stable', metric: 'LCP', value: 800 },
    ]);
    expect(res.json()).toMatchObject({ code: 6000, data: { accepted: 6 } });
    const rows = await eventsSince(t.db, t.clock.now() - 1000, 'mf_help');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ at: t.clock.now(), remote: 'mf_help', version: 'a', cohort: 'stable', kind: 'load', name: 'manifest', outcome: 'ok', value: 20 });
    const [a, b] = summarise(rows);
    expect(a).toMatchObject({ version: 'a', loads: 1, failures: 0, failurePercent: 0, p75LoadMs: 120, p75LcpMs: 800 });
    expect(b).toMatchObject({ version: 'b', cohort: 'canary', loads: 1, failures: 1, failurePercent: 100, p75LoadMs: null });
  });

  it("keeps a remote version's runtime errors (thrown while shown) and counts them per version, apart from its loads", async () => {
    const runtime = (version: string): TelemetryEvent => ({ kind: 'runtime', remote: 'mf_casino', version, cohort: 'stable' });
    const res = await beacon([load('a', 'mount', 'ok', 100), runtime('x'), runtime('x'), runtime('y')].map((e) => ({ ...e, remote: 'mf_casino' })));
    expect(res.json()).toMatchObject({ code: 6000, data: { accepted: 4 } });
    const rows = await eventsSince(t.db, t.clock.now() - 1000, 'mf_casino');
    expect(rows[1]).toEqual({
      at: t.clock.now(),
      remote: 'mf_casino',
      version: 'x',
      cohort: 'stable',
      kind: 'runtime',
      name: 'render',
      outcome: 'error',
      value: 1,
    });
    expect(summarise(rows).map((h) => [h.version, h.loads, h.failures, h.runtimeErrors])).toEqual([
      ['a', 1, 0, 0],
      ['x', 0, 0, 2],
      ['y', 0, 0, 1],
    ]);
  });

  it('refuses a bad beacon with the envelope, never a 500', async () => {
    for (const events of [
      [],
      'x',
      [{ kind: 'load', remote: 'MF!', version: 'a', cohort: 'stable', phase: 'mount', outcome: 'ok', ms: 1 }],
      new Array(51).fill(load('a', 'mount', 'ok', 1)),
    ]) {
      const res = await beacon(events);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 6007 });
    }
  });

  it('deletes measures past the retention window', async () => {
    await beacon([load('c', 'mount', 'ok', 5)]);
    t.clock.advance(TELEMETRY_RETENTION_MS + 1);
    expect(await sweepTelemetry(t.db, t.clock.now())).toBeGreaterThanOrEqual(11);
    expect(await eventsSince(t.db, 0)).toEqual([]);
  });
});
