import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TelemetryEvent } from '@site/shared';
import { canary, deploy, commit, readJournal, readRegistry } from '@site/registry';
import { buildApp } from '../../app';
import { TEST_SECRETS, testApp, type TestApp, throwawayDataDir } from '../../test-support';
import { autoDemote } from './auto-demotion';
import { DEMOTION_RULE } from './demotion-rule';
import { insertEvents } from './telemetry-queries';

const v = (version: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: 'sha384-e', manifestIntegrity: 'sha384-m' });
const loads = (version: string, cohort: 'stable' | 'canary', n: number, outcome: 'ok' | 'error'): TelemetryEvent[] =>
  Array.from({ length: n }, () =>
    outcome === 'ok'
      ? ({ kind: 'load', remote: 'mf_help', version, cohort, phase: 'mount', outcome, ms: 100 } as const)
      : ({ kind: 'load', remote: 'mf_help', version, cohort, phase: 'entry', outcome, ms: 100 } as const),
  );

let t: TestApp;
let dir = '';
const opts = () => ({ dataDir: dir, rule: { ...DEMOTION_RULE, minSample: 5 }, everyMs: 1000 });
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-demotion-'));
  t = await testApp({ seedDemo: false });
  commit((r) => deploy(r, 'mf_help', v('a')), { actor: 'ops', dir });
});
afterEach(async () => {
  await t.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('automatic demotion', () => {
  it('sets a failing candidate to 0% and journals why, with trigger auto-demotion', async () => {
    commit((r) => canary(r, 'mf_help', v('b'), 100, 's', new Date(t.clock.now() - 1000)), { actor: 'ops', dir });
    await insertEvents(t.db, loads('b', 'canary', 4, 'error'), t.clock.now());
    expect(await autoDemote(t.db, opts(), t.clock.now())).toEqual([]);
    await insertEvents(t.db, [...loads('b', 'canary', 1, 'error'), ...loads('a', 'stable', 10, 'ok')], t.clock.now());
    const done = await autoDemote(t.db, opts(), t.clock.now());
    expect(done).toEqual(["mf_help b 100% → b 0%: auto-demotion: failure 100% over 5 loads (threshold 10%, 2× a's 0%)"]);
    expect(readRegistry(dir).remotes.mf_help!.candidate!.percent).toBe(0);
    expect(readJournal(dir).at(-1)).toMatchObject({ actor: 'api auto-demotion', trigger: 'auto-demotion', action: 'canary' });
    // Nothing more to do once it is at 0%.
    expect(await autoDemote(t.db, opts(), t.clock.now())).toEqual([]);
  });

  it('rolls a failing active version back to the previous good one', async () => {
    await insertEvents(t.db, loads('a', 'stable', 10, 'ok'), t.clock.now());
    commit((r) => deploy(r, 'mf_help', v('c')), { actor: 'ops', dir });
    await insertEvents(t.db, loads('c', 'stable', 6, 'error'), t.clock.now());
    expect(await autoDemote(t.db, opts(), t.clock.now())).toEqual([expect.stringMatching(/^mf_help c → a: auto-demotion: failure 100% over 6 loads/)]);
    expect(readRegistry(dir).remotes.mf_help!.active).toBe('a');
  });

  it('leaves a healthy candidate alone', async () => {
    commit((r) => canary(r, 'mf_help', v('b'), 50, 's', new Date(t.clock.now() - 1000)), { actor: 'ops', dir });
    await insertEvents(t.db, [...loads('b', 'canary', 30, 'ok'), ...loads('b', 'canary', 1, 'error'), ...loads('a', 'stable', 30, 'ok')], t.clock.now());
    expect(await autoDemote(t.db, opts(), t.clock.now())).toEqual([]);
    expect(readRegistry(dir).remotes.mf_help!.candidate!.percent).toBe(50);
  });
});

describe('POST /dev/ops/demotion-pass', () => {
  it('runs one pass now and answers what it changed', async () => {
    const app = await testApp({ seedDemo: false, dataDir: dir });
    try {
      const pass = async () => (await app.app.inject({ method: 'POST', url: '/dev/ops/demotion-pass' })).json();
      commit((r) => canary(r, 'mf_help', v('b'), 100, 's', new Date(app.clock.now() - 1000)), { actor: 'ops', dir });
      expect(await pass()).toMatchObject({ code: 6000, data: { done: [] } });
      await insertEvents(app.db, [...loads('b', 'canary', DEMOTION_RULE.minSample, 'error'), ...loads('a', 'stable', 10, 'ok')], app.clock.now());
      expect(await pass()).toMatchObject({ code: 6000, data: { done: [expect.stringMatching(/^mf_help b 100% → b 0%: auto-demotion: failure 100%/)] } });
      expect(readRegistry(dir).remotes.mf_help!.candidate!.percent).toBe(0);
    } finally {
      await app.app.close();
    }
  });

  it('is 404 when dev mode is off', async () => {
    const prod = await buildApp({ dataDir: throwawayDataDir(), dbFile: ':memory:', secrets: TEST_SECRETS });
    try {
      expect((await prod.app.inject({ method: 'POST', url: '/dev/ops/demotion-pass' })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});
