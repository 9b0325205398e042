import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activateShell, canary, commit, deploy, readJournal, readRegistry, readTeamKeys } from '@site/registry';
import { readShellBuild, SHELL_BUILD_FILE } from './shell-build';
import { remoteRef, runSiteOps } from './test-support/site-ops-cli';

const OPS_TOKEN = 'cli-ops-token-0123456789';

/** The real CLI on a data dir of its own, with a token in SITE_OPS_TOKEN (or none). */
function siteOps(dataDir: string, token: string | undefined, ...args: string[]) {
  return siteOpsWith({}, dataDir, token, ...args);
}

/** siteOps with more of the environment set (e.g. SHELL_DIST_DIR). */
function siteOpsWith(more: NodeJS.ProcessEnv, dataDir: string, token: string | undefined, ...args: string[]) {
  return runSiteOps(dataDir, { SITE_OPS_ACTOR: 'owner', OPS_TOKEN, ...more, SITE_OPS_TOKEN: token }, ...args);
}

const ref = remoteRef;

/** mf-help and mf-sports each deployed a then b (a canary of c on mf-help); each version's folder in the CDN. */
function seed(dataDir: string): void {
  for (const folder of ['mf-help', 'mf-sports'])
    for (const v of ['a', 'b', 'c']) {
      const dir = path.join(dataDir, 'cdn', folder, v);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '*' }] }));
    }
  const shell = readShellBuild() ?? { version: 's1', kit: '1.0.0', builtAt: 'x' };
  const opts = { actor: 'seed', dir: dataDir };
  commit((reg) => activateShell(reg, shell, 'seed'), opts);
  for (const [name, folder] of [
    ['mf_help', 'mf-help'],
    ['mf_sports', 'mf-sports'],
  ] as const) {
    commit((reg) => deploy(reg, name, ref(folder, 'a')), opts);
    commit((reg) => deploy(reg, name, ref(folder, 'b')), opts);
  }
  commit((reg) => canary(reg, 'mf_help', ref('mf-help', 'c'), 10, 'salt'), opts);
}

const tokenIn = (stdout: string): string => /^token (sot_[\w-]{43})$/m.exec(stdout)![1]!;

describe('site-ops with team keys', () => {
  let dataDir = '';
  let helpToken = '';
  const files = () => [fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), fs.readFileSync(path.join(dataDir, 'registry-journal.jsonl'), 'utf8')];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-team-keys-'));
    seed(dataDir);
    const issued = siteOps(dataDir, undefined, 'team-key', 'issue', 'help', '--remotes', 'mf-help', '--days', '7');
    expect(issued.stderr).toBe('');
    expect(issued.stdout).toMatch(/^issued key \w{12} to team help for mf-help, live until \S+\n/);
    helpToken = tokenIn(issued.stdout);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps only the hash of an issued token', () => {
    expect(fs.readFileSync(path.join(dataDir, 'team-keys.json'), 'utf8')).not.toContain(helpToken);
    expect(readTeamKeys(dataDir).keys).toMatchObject([{ team: 'help', remotes: ['mf-help'], issuedBy: 'owner' }]);
    expect(siteOps(dataDir, undefined, 'team-key', 'list').stdout).toMatch(/^help\s+\w{12} {2}mf-help {2}issued \S+ by owner {2}live until /);
  });

  it('a team key changes its own remote, journaled with the team as actor and --actor as a note beside it', () => {
    const res = siteOps(dataDir, helpToken, 'abort', 'mf-help', '--reason', 'errors on iOS', '--actor', 'ana');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(readJournal(dataDir).at(-1)).toMatchObject({ remote: 'mf_help', action: 'abort', actor: 'help', note: 'ana', reason: 'errors on iOS' });
    expect(siteOps(dataDir, undefined, 'history', 'mf-help').stdout).toMatch(/abort {4}c 10% → b {2}by help \[ana\] \(canary\) {2}errors on iOS$/m);
  });

  it("is refused for another team's remote, the shell and ops' verbs, before anything is built or written", () => {
    const before = files();
    const cases: Array<[string[], string]> = [
      [['deploy', 'mf-sports', '--version', 'x1'], 'the key of team help may not change mf-sports (it may change mf-help); nothing was changed'],
      [['rollback', 'mf-sports'], 'the key of team help may not change mf-sports (it may change mf-help); nothing was changed'],
      [['deploy-all'], 'the key of team help may not change mf-auth (it may change mf-help); nothing was changed'],
      [['rollback', 'shell'], 'the key of team help may not change shell (it may change mf-help); nothing was changed'],
      [['team-key', 'list'], 'team-key list is for ops: the key of team help may not run it; nothing was changed'],
      [['gc', '--keep-days', '0'], 'gc is for ops: the key of team help may not run it; nothing was changed'],
    ];
    for (const [args, message] of cases) {
      const res = siteOps(dataDir, helpToken, ...args);
      expect([res.stderr, res.status]).toEqual([`${message}\n`, 1]);
    }
    expect(files()).toEqual(before);
  });

  it('the ops token acts as ops on any remote; an unknown token is refused', () => {
    const res = siteOps(dataDir, OPS_TOKEN, 'rollback', 'mf-sports', '--reason', 'slow');
    expect(res.stderr).toBe('');
    expect(readJournal(dataDir).at(-1)).toMatchObject({ remote: 'mf_sports', action: 'rollback', actor: 'ops', reason: 'slow' });
    expect(readJournal(dataDir).at(-1)!.note).toBeUndefined();
    const before = files();
    const unknown = siteOps(dataDir, 'sot_not-a-key', 'rollback', 'mf-help');
    expect([unknown.stderr, unknown.status]).toEqual(['the token is neither the ops token nor a team key; nothing was changed\n', 1]);
    const flag = siteOps(dataDir, undefined, 'rollback', 'mf-help', '--token', 'sot_not-a-key');
    expect(flag.stderr).toBe('the token is neither the ops token nor a team key; nothing was changed\n');
    expect(files()).toEqual(before);
  });

  it('a revoked key is refused', () => {
    const revoked = siteOps(dataDir, OPS_TOKEN, 'team-key', 'revoke', 'help');
    expect(revoked.stdout).toMatch(/^revoked 1 key\(s\) of team help: \w{12}\n$/);
    const before = files();
    const res = siteOps(dataDir, helpToken, 'rollback', 'mf-help');
    expect(res.stderr).toMatch(/^the team key \w{12} of help was revoked at \S+: ask ops for a new one; nothing was changed\n$/);
    expect(res.status).toBe(1);
    expect(files()).toEqual(before);
    expect(readTeamKeys(dataDir).keys[0]).toMatchObject({ revokedBy: 'ops' });
  });
});

describe("a team key's write never brings a new shell live", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  /** A data dir with old-shell recorded and an mf-help canary, and a built shell (new-shell) in a shell dist of its own. */
  function withBuiltShell(): { dataDir: string; env: NodeJS.ProcessEnv } {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-team-shell-'));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-team-dist-'));
    dirs.push(dataDir, dist);
    fs.writeFileSync(path.join(dist, SHELL_BUILD_FILE), JSON.stringify({ version: 'new-shell', kit: '1.0.0', builtAt: 'x' }));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>new-shell</title>');
    for (const v of ['a', 'b']) {
      const dir = path.join(dataDir, 'cdn', 'mf-help', v);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '*' }] }));
    }
    const opts = { actor: 'seed', dir: dataDir };
    commit((reg) => activateShell(reg, { version: 'old-shell', kit: '1.0.0', builtAt: 'x' }, 'seed'), opts);
    commit((reg) => deploy(reg, 'mf_help', ref('mf-help', 'a')), opts);
    commit((reg) => canary(reg, 'mf_help', ref('mf-help', 'b'), 10, 'salt'), opts);
    return { dataDir, env: { SHELL_DIST_DIR: dist } };
  }

  it('leaves the recorded shell as it is, where the same write of the data dir’s owner makes the built one live', () => {
    const team = withBuiltShell();
    const token = tokenIn(siteOps(team.dataDir, undefined, 'team-key', 'issue', 'help', '--remotes', 'mf-help').stdout);
    const res = siteOpsWith(team.env, team.dataDir, token, 'abort', 'mf-help');
    expect(res.stderr).toBe('');
    expect(readJournal(team.dataDir).at(-1)).toMatchObject({ actor: 'help', action: 'abort' });
    expect(readRegistry(team.dataDir).shell?.version).toBe('old-shell');

    const owner = withBuiltShell();
    expect(siteOpsWith(owner.env, owner.dataDir, undefined, 'abort', 'mf-help').stderr).toBe('');
    expect(readRegistry(owner.dataDir).shell?.version).toBe('new-shell');
  });
});
