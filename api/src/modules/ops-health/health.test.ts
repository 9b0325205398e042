import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_CALLS_FILE, CONTRACT_HASH_FORMAT } from '@site/shared/contract-calls';
import { JournalTrigger, TelemetryOutcome, type TelemetryEvent } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { insertEvents } from '../telemetry/telemetry-queries';
import {
  abort,
  canary,
  deploy,
  commit,
  readJournal,
  readRegistry,
  activateShell,
  commitTeamKeys,
  issueTeamKey,
  plannedCanary,
  promote,
  revokeTeamKeys,
} from '@site/registry';

const TOKEN = 'test-ops-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const ref = (version: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: `sha384-${version}`, kitRange: '^1.0.0' });

/** A data dir where mf-help 'a' is active and 'b' is a 10 % canary, both published in the CDN. */
function registryWithCanary(dataDir: string) {
  for (const v of ['a', 'b']) {
    const dir = path.join(dataDir, 'cdn', 'mf-help', v);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '^1.0.0' }] }));
  }
  const opts = { dir: dataDir, actor: 'setup', trigger: JournalTrigger.MANUAL };
  commit((reg) => activateShell(reg, { version: 's1', kit: '1.0.0', builtAt: '' }, 'built'), opts);
  commit((reg) => deploy(reg, 'mf_help', ref('a')), opts);
  commit((reg) => canary(reg, 'mf_help', ref('b'), 10, 'salt'), opts);
}

describe('the ops health page', () => {
  describe('with no ops token configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp({ app: { opsToken: undefined } });
    });
    afterAll(() => t.app.close());

    it('is off: the page, its assets and its calls are not found', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/ops/health' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/ops/health/assets/health.js' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/ops/api/health', headers: auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/ops/api/health/action', headers: auth, payload: {} })).statusCode).toBe(404);
    });
  });

  it('stays off with a token too short to trust', async () => {
    const t = await testApp({ app: { opsToken: 'short' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/ops/health' })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  describe('with an ops token', () => {
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-health-'));
      registryWithCanary(dataDir);
      t = await testApp({ dataDir, app: { opsToken: TOKEN } });
    });
    afterAll(async () => {
      await t.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the page (no data in it) with its script and styles', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/ops/health' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('运维健康看板');
      expect(page.body).toContain('/ops/health/assets/health.js');
      expect(page.body).not.toContain('mf_help');
      const script = await t.app.inject({ method: 'GET', url: '/ops/health/assets/health.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect((await t.app.inject({ method: 'GET', url: '/ops/health/assets/uplot.css' })).body).toContain('.uplot');
      expect((await t.app.inject({ method: 'GET', url: '/ops/health/assets/nope.js' })).statusCode).toBe(404);
    });

    it('answers its data only with the token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/ops/api/health' })).statusCode).toBe(401);
      const wrong = await t.app.inject({ method: 'GET', url: '/ops/api/health', headers: { authorization: 'Bearer not-the-token-at-all' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ ok: false, message: '运维令牌无效' });
    });

    it('shows per remote the active and candidate versions, load failures and p75 load time over time, and the journal', async () => {
      const at = t.clock.now();
      const load = (version: string, phase: 'entry' | 'expose' | 'mount', outcome: TelemetryOutcome, ms: number): TelemetryEvent => ({
        kind: 'load',
        remote: 'mf_help',
        version,
        cohort: version === 'b' ? 'canary' : 'stable',
        phase,
        outcome,
        ms,
      });
      await insertEvents(
        t.db,
        [
          load('a', 'expose', TelemetryOutcome.OK, 120),
          load('a', 'mount', TelemetryOutcome.OK, 130),
          load('b', 'entry', TelemetryOutcome.ERROR, 0),
          { kind: 'runtime', remote: 'mf_help', version: 'a', cohort: 'stable' },
        ],
        at - 60_000,
      );
      const res = await t.app.inject({ method: 'GET', url: '/ops/api/health?hours=1', headers: auth });
      expect(res.statusCode).toBe(200);
      const data = res.json();
      expect(data.windowHours).toBe(1);
      expect(data.registry.remotes.mf_help.active).toBe('a');
      expect(data.registry.remotes.mf_help.candidate).toMatchObject({ version: 'b', percent: 10 });
      expect(data.folders.mf_help).toBe('mf-help');
      const help = data.timelines.find((x: { remote: string }) => x.remote === 'mf_help');
      expect(help.cohortLoads).toEqual({ stable: 1, canary: 1 });
      const sum = (v: string, k: 'loads' | 'failures') =>
        help.versions.find((x: { version: string }) => x.version === v).points.reduce((n: number, p: Record<string, number>) => n + p[k]!, 0);
      expect([sum('a', 'loads'), sum('a', 'failures'), sum('b', 'loads'), sum('b', 'failures')]).toEqual([1, 0, 1, 1]);
      expect(data.journal[0]).toMatchObject({ remote: 'mf_help', action: 'canary', to: 'b 10%' });
      // The page shows each version's runtime errors (thrown while shown) from the summary.
      expect(data.summary.map((h: { version: string; runtimeErrors: number }) => [h.version, h.runtimeErrors])).toEqual([
        ['a', 1],
        ['b', 0],
      ]);
    });

    it("runs the CLI's verbs: promote, a refusal said as the CLI says it, rollback; each in the journal with who pressed it", async () => {
      const act = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/ops/api/health/action', headers: auth, payload });
      const bad = await act({ remote: 'mf-help', action: 'promote', reason: ' ', actor: 'ana' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('请填写原因');
      expect((await act({ remote: 'mf-nope', action: 'promote', reason: 'x', actor: 'ana' })).statusCode).toBe(409);

      const promoted = await act({ remote: 'mf-help', action: 'promote', reason: 'canary looks good', actor: 'ana' });
      expect(promoted.statusCode).toBe(200);
      expect(readRegistry(dataDir).remotes.mf_help!.active).toBe('b');

      const refused = await act({ remote: 'mf-help', action: 'abort', reason: 'oops', actor: 'ana' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('mf-help has no canary running');

      expect((await act({ remote: 'mf-help', action: 'rollback', reason: 'errors up', actor: 'bo' })).statusCode).toBe(200);
      expect(readRegistry(dataDir).remotes.mf_help!.active).toBe('a');
      const [promote, rollback] = readJournal(dataDir).slice(-2);
      expect(promote).toMatchObject({ actor: 'ops', note: 'ana (health page)', action: 'promote', to: 'b', trigger: 'canary' });
      expect(rollback).toMatchObject({
        actor: 'ops',
        note: 'bo (health page)',
        action: 'rollback',
        from: 'b',
        to: 'a',
        reason: 'errors up',
        trigger: 'manual',
      });
    });

    it('runs the stage change, mark-bad and the shell rollback with a required reason, each journaled with the token actor', async () => {
      const act = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/ops/api/health/action', headers: auth, payload });
      commit((reg) => canary(reg, 'mf_help', ref('d'), 10, 'salt'), { dir: dataDir, actor: 'setup' });
      expect((await act({ remote: 'mf-help', action: 'stage', reason: 'more', actor: 'ana' })).json()).toEqual({
        ok: false,
        message: '请选择灰度比例（0–100 的整数）',
      });
      expect((await act({ remote: 'mf-help', action: 'stage', percent: 25, reason: ' ', actor: 'ana' })).json().message).toBe('请填写原因');
      expect((await act({ remote: 'mf-help', action: 'stage', percent: 25, reason: 'looks fine', actor: 'ana' })).statusCode).toBe(200);
      expect(readRegistry(dataDir).remotes.mf_help!.candidate).toMatchObject({ version: 'd', percent: 25, salt: 'salt' });
      expect(readJournal(dataDir).at(-1)).toMatchObject({
        actor: 'ops',
        note: 'ana (health page)',
        action: 'canary',
        from: 'd 10%',
        to: 'd 25%',
        reason: 'looks fine',
      });

      expect((await act({ remote: 'mf-help', action: 'mark-bad', reason: 'x', actor: 'ana' })).json().message).toBe('请选择要标记为坏版本的版本');
      expect((await act({ remote: 'mf-help', action: 'mark-bad', version: 'd', reason: 'blank page on iOS', actor: 'ana' })).statusCode).toBe(200);
      expect(readRegistry(dataDir).remotes.mf_help!.bad).toEqual([expect.objectContaining({ version: 'd', reason: 'blank page on iOS' })]);
      expect(readJournal(dataDir).at(-1)).toMatchObject({ actor: 'ops', action: 'mark-bad', from: 'd', reason: 'blank page on iOS', trigger: 'manual' });

      commit((reg) => activateShell(reg, { version: 's2', kit: '1.0.0', builtAt: '' }, 'built'), { dir: dataDir, actor: 'setup' });
      expect((await act({ remote: 'mf-help', action: 'shell-rollback', reason: 'x', actor: 'ana' })).statusCode).toBe(400);
      expect((await act({ remote: 'shell', action: 'shell-rollback', to: 's1', reason: 'white screen', actor: 'ana' })).statusCode).toBe(200);
      expect(readRegistry(dataDir).shell!.version).toBe('s1');
      expect(readJournal(dataDir).at(-1)).toMatchObject({ actor: 'ops', remote: 'shell', action: 'rollback', from: 's2', to: 's1', reason: 'white screen' });
      const refused = await act({ remote: 'shell', action: 'shell-rollback', reason: 'again', actor: 'ana' });
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'the shell has no earlier version to roll back to']);
    });

    it('shows a planned rollout: its stage, the comparison per metric with its margin, and the verdict in Chinese', async () => {
      commit((reg) => plannedCanary(reg, 'mf_help', ref('c'), { stages: [5, 50, 100], bakeMs: 600_000 }, 'salt2', new Date(t.clock.now())), {
        dir: dataDir,
        actor: 'setup',
      });
      const data = (await t.app.inject({ method: 'GET', url: '/ops/api/health?hours=1', headers: auth })).json();
      expect(data.rollouts).toEqual([
        expect.objectContaining({
          remote: 'mf_help',
          version: 'c',
          stages: [5, 50, 100],
          stage: 0,
          percent: 5,
          verdict: { kind: 'wait', text: '等待：候选版本本阶段加载 0 次，需 20 次' },
        }),
      ]);
      expect(data.rollouts[0].rows.map((r: { name: string; margin: number; unit: string }) => [r.name, r.margin, r.unit])).toEqual([
        ['加载失败率', 2, '%'],
        ['运行时错误率', 2, '%'],
        ['p75 LCP', 500, 'ms'],
        ['p75 INP', 100, 'ms'],
      ]);
      commit((reg) => abort(reg, 'mf_help'), { dir: dataDir, actor: 'setup' });
    });

    it('accepts a team key for its remotes only (the team is the actor), and refuses an expired or revoked one', async () => {
      const issue = (team: string, remotes: string[], days = 30) =>
        commitTeamKeys(dataDir, (keys) => {
          const done = issueTeamKey(keys, { team, remotes, days, by: 'ops', now: new Date(t.clock.now()) });
          return { keys: done.keys, result: done.token };
        });
      const help = issue('help', ['mf-help']);
      const sports = issue('sports', ['mf-sports', 'mf-casino']);
      const as = (token: string) => ({ authorization: `Bearer ${token}` });
      const act = (token: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/ops/api/health/action', headers: as(token), payload });

      const seen = await t.app.inject({ method: 'GET', url: '/ops/api/health', headers: as(sports) });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().viewer).toEqual({ actor: 'sports', remotes: ['mf-sports', 'mf-casino'] });
      expect((await t.app.inject({ method: 'GET', url: '/ops/api/health', headers: auth })).json().viewer).toEqual({ actor: 'ops', remotes: null });

      const before = [fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), readJournal(dataDir).length];
      const refused = await act(sports, { remote: 'mf-help', action: 'rollback', reason: 'not ours', actor: 'cy' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ ok: false, message: '团队 sports 的密钥不能变更 mf-help（可变更：mf-sports、mf-casino），未做任何改动' });
      expect([fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), readJournal(dataDir).length]).toEqual(before);
      for (const payload of [
        { remote: 'mf-help', action: 'mark-bad', version: 'a', reason: 'not ours', actor: 'cy' },
        { remote: 'mf-help', action: 'stage', percent: 50, reason: 'not ours', actor: 'cy' },
      ])
        expect((await act(sports, payload)).statusCode).toBe(403);
      const shell = await act(sports, { remote: 'shell', action: 'shell-rollback', reason: 'not ours', actor: 'cy' });
      expect([shell.statusCode, shell.json().message]).toEqual([403, '团队 sports 的密钥不能变更 shell（可变更：mf-sports、mf-casino），未做任何改动']);
      expect((await t.app.inject({ method: 'POST', url: '/ops/api/health/action', payload: { remote: 'shell', action: 'shell-rollback' } })).statusCode).toBe(
        401,
      );
      expect([fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), readJournal(dataDir).length]).toEqual(before);

      const mine = await act(help, { remote: 'mf-help', action: 'abort', reason: 'ours', actor: 'cy' });
      expect(mine.json()).toMatchObject({ ok: false, message: 'mf-help has no canary running' });
      commit((reg) => canary(reg, 'mf_help', ref('b'), 5, 'salt'), { dir: dataDir, actor: 'setup' });
      expect((await act(help, { remote: 'mf-help', action: 'abort', reason: 'ours', actor: 'cy' })).statusCode).toBe(200);
      expect(readJournal(dataDir).at(-1)).toMatchObject({ actor: 'help', note: 'cy (health page)', action: 'abort', reason: 'ours' });

      commitTeamKeys(dataDir, (keys) => ({ keys: revokeTeamKeys(keys, 'help', 'ops', new Date(t.clock.now())).keys, result: null }));
      const revoked = await act(help, { remote: 'mf-help', action: 'rollback', reason: 'x', actor: 'cy' });
      expect([revoked.statusCode, revoked.json().message]).toEqual([401, '团队密钥已被吊销，请向运维申请新的密钥']);
      const old = commitTeamKeys(dataDir, (keys) => {
        const done = issueTeamKey(keys, { team: 'casino', remotes: ['mf-casino'], days: 1, by: 'ops', now: new Date(t.clock.now() - 2 * 86_400_000) });
        return { keys: done.keys, result: done.token };
      });
      const expired = await t.app.inject({ method: 'GET', url: '/ops/api/health', headers: as(old) });
      expect([expired.statusCode, expired.json().message]).toEqual([401, '团队密钥已过期，请向运维申请新的密钥']);
    });

    it("refuses a rollback to a version that calls a contract this api does not serve, as site-ops' contract check does; nothing moves", async () => {
      const act = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/ops/api/health/action', headers: auth, payload });
      const calls = (version: string, callPath: string) =>
        fs.writeFileSync(
          path.join(dataDir, 'cdn', 'mf-help', version, CONTRACT_CALLS_FILE),
          JSON.stringify({ hashFormat: CONTRACT_HASH_FORMAT, calls: [{ name: 'helpProbe', method: 'POST', path: callPath, request: 'r', response: 's' }] }),
        );
      commit((reg) => canary(reg, 'mf_help', ref('b'), 10, 'salt'), { dir: dataDir, actor: 'setup' });
      commit((reg) => promote(reg, 'mf_help'), { dir: dataDir, actor: 'setup' });
      calls('a', '/site/api/v1/help/probe');
      const before = fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8');
      const refused = await act({ remote: 'mf-help', action: 'rollback', to: 'a', reason: 'errors up', actor: 'bo' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('mf-help a calls contracts the live api does not serve as it expects (1)');
      expect(refused.json().message).toContain('helpProbe (POST /site/api/v1/help/probe)');
      expect(fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8')).toBe(before);
      fs.rmSync(path.join(dataDir, 'cdn', 'mf-help', 'a', CONTRACT_CALLS_FILE));
      expect((await act({ remote: 'mf-help', action: 'rollback', to: 'a', reason: 'errors up', actor: 'bo' })).statusCode).toBe(200);
    });
  });
});
