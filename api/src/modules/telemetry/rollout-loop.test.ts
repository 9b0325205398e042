import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TelemetryEvent } from '@site/shared';
import { activateShell, commit, deploy, plannedCanary, readJournal, readRegistry, ROLLOUT_MARGINS, stageChange } from '@site/registry';
import { buildApp } from '../../app';
import { TEST_SECRETS, testApp, throwawayDataDir, type TestApp } from '../../test-support';
import { autoDemote } from './auto-demotion';
import { DEMOTION_RULE } from './demotion-rule';
import { rolloutPass, type RolloutAbortNotice, type RolloutPassOptions } from './rollout-loop';
import { rolloutOptionsFrom } from './rollout-settings';
import { insertEvents } from './telemetry-queries';

const ref = (version: string) => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: 'sha384-e',
  manifestIntegrity: 'sha384-m',
  kitRange: '^1.0.0',
});
const BAKE = 30 * 60_000;
const margins = { ...ROLLOUT_MARGINS, minLoads: 5 };

/** n loads of a version as the shell reports them: each mounts, or fails at its entry. */
const loads = (version: string, cohort: 'stable' | 'canary', n: number, outcome: 'ok' | 'error', extra: TelemetryEvent[] = []): TelemetryEvent[] => [
  ...Array.from({ length: n }, (): TelemetryEvent =>
    outcome === 'ok'
      ? { kind: 'load', remote: 'mf_help', version, cohort, phase: 'mount', outcome, ms: 100 }
      : { kind: 'load', remote: 'mf_help', version, cohort, phase: 'entry', outcome, ms: 100 },
  ),
  ...extra,
];
const runtime = (version: string, n: number): TelemetryEvent[] =>
  Array.from({ length: n }, () => ({ kind: 'runtime', remote: 'mf_help', version, cohort: 'canary' }) as const);

/** A loopback receiver of the webhook: every notice it got, and a promise of the first. */
function receiver() {
  const got: RolloutAbortNotice[] = [];
  let first: (n: RolloutAbortNotice) => void = () => undefined;
  const firstNotice = new Promise<RolloutAbortNotice>((resolve) => (first = resolve));
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const notice = JSON.parse(body) as RolloutAbortNotice;
      got.push(notice);
      first(notice);
      res.writeHead(204).end();
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)),
  );
  return { got, firstNotice, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp;
let dir = '';
const opts = (over: Partial<RolloutPassOptions> = {}): RolloutPassOptions => ({ dataDir: dir, margins, ...over });

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-rollout-'));
  for (const v of ['a', 'b']) {
    const cdn = path.join(dir, 'cdn', 'mf-help', v);
    fs.mkdirSync(cdn, { recursive: true });
    fs.writeFileSync(path.join(cdn, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '^1.0.0' }] }));
  }
  t = await testApp({ seedDemo: false });
  const setup = { actor: 'ops', dir };
  commit((r) => activateShell(r, { version: 's1', kit: '1.0.0', builtAt: '' }, 'built'), setup);
  commit((r) => deploy(r, 'mf_help', ref('a')), setup);
  commit((r) => plannedCanary(r, 'mf_help', ref('b'), { stages: [5, 50, 100], bakeMs: BAKE }, 'salt', new Date(t.clock.now())), setup);
});
afterEach(async () => {
  await t.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the rollout loop', () => {
  it('waits for loads, then for the bake; advances a stage after it, and promotes after the 100 % stage', async () => {
    const candidate = () => readRegistry(dir).remotes.mf_help!.candidate;
    expect((await rolloutPass(t.db, opts(), t.clock.now())).done).toEqual([]);
    await insertEvents(t.db, [...loads('a', 'stable', 10, 'ok'), ...loads('b', 'canary', 6, 'ok')], t.clock.now());
    // Enough loads, still baking.
    expect((await rolloutPass(t.db, opts(), t.clock.now() + BAKE - 1)).done).toEqual([]);
    expect((await rolloutPass(t.db, opts(), t.clock.now() + BAKE)).done).toEqual(['mf_help b 5% → b 50%: rollout: advance 5% → 50%']);
    expect(candidate()).toMatchObject({ percent: 50, salt: 'salt', plan: { stageSince: new Date(t.clock.now() + BAKE).toISOString() } });
    expect(readJournal(dir).at(-1)).toMatchObject({ actor: 'rollout', trigger: 'rollout', action: 'canary', from: 'b 5%', to: 'b 50%' });

    // The new stage is judged on its own loads: those of the first stage count no more.
    t.clock.advance(BAKE + 1000);
    expect((await rolloutPass(t.db, opts(), t.clock.now() + BAKE)).done).toEqual([]);
    await insertEvents(t.db, [...loads('a', 'stable', 10, 'ok'), ...loads('b', 'canary', 6, 'ok')], t.clock.now());
    expect((await rolloutPass(t.db, opts(), t.clock.now() + BAKE)).done).toEqual(['mf_help b 50% → b 100%: rollout: advance 50% → 100%']);
    t.clock.advance(BAKE + 1000);
    await insertEvents(t.db, [...loads('a', 'stable', 10, 'ok'), ...loads('b', 'canary', 6, 'ok')], t.clock.now());
    expect((await rolloutPass(t.db, opts(), t.clock.now() + BAKE)).done).toEqual(['mf_help a → b: rollout: complete: promote after the 100% stage']);
    expect(readRegistry(dir).remotes.mf_help!.active).toBe('b');
    expect(candidate()).toBeUndefined();
    expect(readJournal(dir).at(-1)).toMatchObject({ actor: 'rollout', trigger: 'rollout', action: 'promote' });
  });

  it('aborts on worse runtime errors: the candidate goes to 0 %, the journal says why and the webhook is called once', async () => {
    const hook = receiver();
    try {
      const url = await hook.listening;
      await insertEvents(t.db, [...loads('a', 'stable', 20, 'ok'), ...loads('b', 'canary', 10, 'ok', runtime('b', 3))], t.clock.now());
      const pass = await rolloutPass(t.db, opts({ webhookUrl: url }), t.clock.now());
      expect(pass.done).toEqual(["mf_help b 5% → b 0%: rollout: abort: runtime error rate 30% against the stable's 0% (margin 2%)"]);
      expect(await hook.firstNotice).toMatchObject({
        event: 'rollout.abort',
        remote: 'mf_help',
        version: 'b',
        stable: 'a',
        percent: 5,
        metric: 'runtime-error-rate',
        candidateValue: 30,
        stableValue: 0,
        margin: 2,
      });
      expect(readRegistry(dir).remotes.mf_help!.candidate).toMatchObject({
        percent: 0,
        plan: { stopped: { reason: expect.stringContaining('runtime error rate') } },
      });
      expect(readJournal(dir).at(-1)).toMatchObject({ actor: 'rollout', trigger: 'rollout', from: 'b 5%', to: 'b 0%' });
      // A stopped rollout is not judged again, nor is it the demotion rule's.
      await Promise.all((await rolloutPass(t.db, opts({ webhookUrl: url }), t.clock.now())).notices);
      expect(await autoDemote(t.db, { dataDir: dir, rule: { ...DEMOTION_RULE, minSample: 5 } }, t.clock.now())).toEqual([]);
      expect(hook.got).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });

  it('a verdict that cannot be written is told and left for ops: a promotion whose candidate left the CDN', async () => {
    commit((r) => stageChange(r, 'mf_help', 100, 'by hand', new Date(t.clock.now())), { actor: 'ops', dir });
    fs.rmSync(path.join(dir, 'cdn', 'mf-help', 'b'), { recursive: true });
    await insertEvents(t.db, [...loads('a', 'stable', 10, 'ok'), ...loads('b', 'canary', 6, 'ok')], t.clock.now());
    const before = readJournal(dir).length;
    const pass = await rolloutPass(t.db, opts(), t.clock.now() + BAKE);
    expect(pass).toMatchObject({ done: [], failed: ['mf_help complete: promote after the 100% stage: mf-help b is not in the CDN any more'] });
    expect(readRegistry(dir).remotes.mf_help).toMatchObject({ active: 'a', candidate: { version: 'b', percent: 100 } });
    expect(readJournal(dir)).toHaveLength(before);
  });

  it('an unreachable webhook is told, never holds up the abort', async () => {
    const hook = receiver();
    const url = await hook.listening;
    await hook.close();
    const failed: unknown[] = [];
    await insertEvents(t.db, [...loads('a', 'stable', 20, 'ok'), ...loads('b', 'canary', 10, 'error')], t.clock.now());
    const pass = await rolloutPass(t.db, opts({ webhookUrl: url, onNoticeFailed: (e) => failed.push(e) }), t.clock.now());
    expect(pass.done).toEqual([expect.stringMatching(/^mf_help b 5% → b 0%: rollout: abort: load failure rate 100%/)]);
    expect(readRegistry(dir).remotes.mf_help!.candidate!.percent).toBe(0);
    await Promise.all(pass.notices);
    expect(failed).toHaveLength(1);
  });

  it('a planned candidate is never the demotion rule’s, however it fails', async () => {
    await insertEvents(t.db, [...loads('a', 'stable', 20, 'ok'), ...loads('b', 'canary', 30, 'error')], t.clock.now());
    expect(await autoDemote(t.db, { dataDir: dir, rule: { ...DEMOTION_RULE, minSample: 5 } }, t.clock.now())).toEqual([]);
    expect(readRegistry(dir).remotes.mf_help!.candidate!.percent).toBe(5);
  });

  it('reads its settings from the environment, refusing a bad value by name', () => {
    expect(rolloutOptionsFrom(dir, {})).toEqual({ dataDir: dir, everyMs: 60_000, margins: ROLLOUT_MARGINS, webhookUrl: undefined });
    expect(rolloutOptionsFrom(dir, { ROLLOUT_EVERY_MS: '0', ROLLOUT_WEBHOOK_URL: 'http://127.0.0.1:9/x', ROLLOUT_MIN_LOADS: '5' })).toMatchObject({
      everyMs: 0,
      webhookUrl: 'http://127.0.0.1:9/x',
      margins: { minLoads: 5 },
    });
    expect(() => rolloutOptionsFrom(dir, { ROLLOUT_EVERY_MS: '-1' })).toThrow('ROLLOUT_EVERY_MS must be a whole number of ms, 0 or more (got -1)');
    expect(() => rolloutOptionsFrom(dir, { ROLLOUT_WEBHOOK_URL: 'ftp://x' })).toThrow('ROLLOUT_WEBHOOK_URL must be an http(s) URL (got ftp://x)');
  });
});

describe('POST /dev/ops/rollout-pass', () => {
  it('runs one pass now or as if later, and answers what it changed', async () => {
    const app = await testApp({ seedDemo: false, dataDir: dir });
    try {
      const pass = async (payload?: unknown) => (await app.app.inject({ method: 'POST', url: '/dev/ops/rollout-pass', payload: payload as never })).json();
      await insertEvents(app.db, [...loads('a', 'stable', 30, 'ok'), ...loads('b', 'canary', 30, 'ok')], app.clock.now());
      // Enough loads, but the stage (started at this clock's now) has not baked: nothing until the pass is run later.
      expect(await pass()).toMatchObject({ code: 6000, data: { done: [] } });
      expect(await pass({ afterMs: -1 })).toMatchObject({ code: 6007, message: 'afterMs 须为 0 到 30 天之间的毫秒数' });
      expect(await pass({ afterMs: BAKE })).toMatchObject({ code: 6000, data: { done: ['mf_help b 5% → b 50%: rollout: advance 5% → 50%'], failed: [] } });
      // Written now, not at the time it judged as: the next stage bakes from now and the journal says when it happened.
      const now = new Date(app.clock.now()).toISOString();
      expect(readRegistry(dir).remotes.mf_help!.candidate!.plan!.stageSince).toBe(now);
      expect(readJournal(dir).at(-1)!.at).toBe(now);
    } finally {
      await app.app.close();
    }
  });
  it('is 404 when dev mode is off', async () => {
    const prod = await buildApp({ dataDir: throwawayDataDir(), dbFile: ':memory:', secrets: TEST_SECRETS });
    try {
      expect((await prod.app.inject({ method: 'POST', url: '/dev/ops/rollout-pass' })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});
