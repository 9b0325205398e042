import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './paths';
import { activateShell, canary, deploy, commit, readJournal, readRegistry } from '@site/registry';
import { readShellBuild } from './shell-build';
import { runSiteOps, helpRef } from './test-support/site-ops-cli';

/** The real CLI on a data dir of its own. */
const siteOps = (dataDir: string, ...args: string[]) => runSiteOps(dataDir, { SITE_OPS_ACTOR: 'tester' }, ...args);

const ref = helpRef;

/** mf-help deployed a then b, a canary of c at 10%; each version's folder in the CDN. */
function seed(dataDir: string): void {
  for (const v of ['a', 'b', 'c']) {
    const dir = path.join(dataDir, 'cdn', 'mf-help', v);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '*' }] }));
  }
  // The shell of this checkout when it was built (so no write publishes it here), else one of its own.
  const shell = readShellBuild() ?? { version: 's1', kit: '1.0.0', builtAt: 'x' };
  const opts = { actor: 'seed', dir: dataDir };
  commit((reg) => activateShell(reg, shell, 'seed'), opts);
  commit((reg) => deploy(reg, 'mf_help', ref('a')), opts);
  commit((reg) => deploy(reg, 'mf_help', ref('b')), opts);
  commit((reg) => canary(reg, 'mf_help', ref('c'), 10, 'salt'), opts);
}

describe('site-ops writes: --dry-run changes nothing, --reason is journaled', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-writes-'));
    seed(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const snapshot = () => [fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), fs.readFileSync(path.join(dataDir, 'registry-journal.jsonl'), 'utf8')];

  it('a dry run prints the change (remote by its folder, from → to, canary percent) and writes nothing', () => {
    const before = snapshot();
    const cases: Array<[string[], string]> = [
      [['rollback', 'mf-help', '--dry-run'], 'dry run: rollback mf-help b → a (reason: rollback)'],
      [['promote', 'mf-help', '--dry-run'], 'dry run: promote mf-help b → c (reason: promoted from 10%)'],
      [['abort', 'mf-help', '--dry-run', '--reason', 'errors on iOS'], 'dry run: abort mf-help c 10% → b (reason: errors on iOS)'],
      [['mark-bad', 'mf-help', 'a', '--reason', 'slow', '--dry-run'], 'dry run: mark-bad mf-help a → - (reason: slow)'],
    ];
    // No SITE_API_URL here: a rollback says its contract check did not run.
    const unchecked = (args: string[]) =>
      args[0] === 'rollback' ? `contract check: SITE_API_URL is not set: ${args[1]} a not checked against a live api\n` : '';
    for (const [args, line] of cases) {
      const res = siteOps(dataDir, ...args);
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe(`${unchecked(args)}${line}; nothing written: no publish, no registry write, no journal\n`);
      expect(res.status).toBe(0);
    }
    expect(snapshot()).toEqual(before);
  });

  it('a write journals the reason given, and history and status name the remote by its folder', () => {
    const res = siteOps(dataDir, 'abort', 'mf-help', '--reason', 'errors on iOS');
    expect(res.stdout).toBe('aborted the canary of mf-help: every player on b  [revision 5]\n');
    expect(readRegistry(dataDir).remotes.mf_help!.candidate).toBeUndefined();
    expect(readJournal(dataDir).at(-1)).toMatchObject({ remote: 'mf_help', action: 'abort', from: 'c 10%', to: 'b', reason: 'errors on iOS', actor: 'tester' });
    expect(siteOps(dataDir, 'history', 'mf-help').stdout).toMatch(/^r5 .* abort {4}c 10% → b {2}by tester \(canary\) {2}errors on iOS$/m);
    expect(JSON.parse(siteOps(dataDir, 'history', 'mf-help', '--json').stdout).at(-1)).toMatchObject({ remote: 'mf-help', reason: 'errors on iOS' });
    const status = siteOps(dataDir, 'status').stdout.split('\n');
    expect(status[1]).toMatch(/^mf-help {6}active b /);
  });

  it('a refusal of the registry names the remote by its folder', () => {
    const res = siteOps(dataDir, 'promote', 'mf-help');
    expect(res.stderr).toBe('mf-help has no canary running\n');
    expect(res.status).toBe(1);
  });

  it('ends quietly when the reader of its output goes away (a journal longer than a pipe holds)', () => {
    const line = readJournal(dataDir).at(-1)!;
    const big = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ ...line, revision: 100 + i })).join('\n');
    fs.appendFileSync(path.join(dataDir, 'registry-journal.jsonl'), `${big}\n`);
    const res = spawnSync('bash', ['-c', 'node ops/bin/site-ops.mjs history mf-help --json | head -c 1; echo " rc=${PIPESTATUS[0]}"'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('[ rc=0\n');
  });
});
