import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TelemetryEvent } from '@site/shared';
import { activateShell, commit, deploy, plannedCanary } from '@site/registry';
import { openStore } from '../../api/src/db';
import { insertEvents } from '../../api/src/modules/telemetry/telemetry-queries';
import { runSiteOps, helpRef } from './test-support/site-ops-cli';

/** The real CLI on a data dir of its own. */
const siteOps = (dataDir: string, ...args: string[]) => runSiteOps(dataDir, { SITE_OPS_ACTOR: 'tester', ROLLOUT_MIN_LOADS: '5' }, ...args);

const ref = helpRef;
const mounts = (version: string, cohort: 'stable' | 'canary', n: number): TelemetryEvent[] =>
  Array.from({ length: n }, () => ({ kind: 'load', remote: 'mf_help', version, cohort, phase: 'mount', outcome: 'ok', ms: 100 }) as const);

describe('site-ops status with a planned rollout', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-rollout-'));
    const opts = { actor: 'seed', dir: dataDir };
    commit((reg) => activateShell(reg, { version: 's1', kit: '1.0.0', builtAt: 'x' }, 'seed'), opts);
    commit((reg) => deploy(reg, 'mf_help', ref('a')), opts);
    commit((reg) => plannedCanary(reg, 'mf_help', ref('b'), { stages: [5, 25, 50, 100], bakeMs: 30 * 60_000 }, 'salt'), opts);
    const store = await openStore({ file: path.join(dataDir, 'site.db') });
    try {
      const inline: TelemetryEvent[] = [{ kind: 'vital', remote: 'mf_help', version: 'b', cohort: 'canary', metric: 'LCP', value: 2000 }];
      await insertEvents(store.db, [...mounts('a', 'stable', 8), ...mounts('b', 'canary', 6), ...inline], Date.now());
    } finally {
      await store.close();
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('shows the plan, the stage, the comparison per metric with its margin, and the verdict', () => {
    const res = siteOps(dataDir, 'status');
    expect(res.stderr).toBe('');
    const lines = res.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('rollout mf-help b (stable a): plan 5,25,50,100, bake 30m; stage 1 of 4 at 5% since '));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 6).map((l) => l.replace(/ +/g, ' '))).toEqual([
      ' load failure rate candidate 0% stable 0% margin 2% ok',
      ' runtime error rate candidate 0% stable 0% margin 2% ok',
      ' p75 LCP candidate 2000 ms stable - margin 500 ms ok',
      ' p75 INP candidate - stable - margin 100 ms ok',
      ' verdict: wait: the stage bakes 30 min more',
    ]);
  });

  it('refuses a canary with a plan and a percent before it builds anything', () => {
    const res = siteOps(dataDir, 'canary', 'mf-help', '--plan', '5,100', '--percent', '5');
    expect([res.status, res.stderr.split('\n')[0]]).toEqual([2, 'site-ops: canary takes --percent or a rollout plan (--plan, --bake), not both']);
  });
});
