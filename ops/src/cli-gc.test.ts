import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activateShell, canary, commit, deploy, readJournal, readRegistry, rollbackChange } from '@site/registry';
import { readShellBuild } from './shell-build';
import { runSiteOps, helpRef } from './test-support/site-ops-cli';

const siteOps = (dataDir: string, ...args: string[]) => runSiteOps(dataDir, { SITE_OPS_ACTOR: 'tester', SITE_OPS_TOKEN: '' }, ...args);

const ref = helpRef;
const DAY = 86_400_000;

/**
 * mf-help: a, b, c, d deployed, rolled back from d to c (d no rollback target), e a canary; f published and never
 * deployed. Every version published 40 days ago but f, published today.
 */
function seed(dataDir: string): void {
  for (const v of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const dir = path.join(dataDir, 'cdn', 'mf-help', v);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@site/kit', requiredVersion: '*' }] }));
    fs.writeFileSync(path.join(dir, 'build-hash.json'), JSON.stringify({ sha256: v }));
    const at = new Date(Date.now() - (v === 'f' ? 0 : 40 * DAY));
    fs.utimesSync(path.join(dir, 'build-hash.json'), at, at);
  }
  const opts = { actor: 'seed', dir: dataDir };
  commit((reg) => activateShell(reg, readShellBuild() ?? { version: 's1', kit: '1.0.0', builtAt: 'x' }, 'seed'), opts);
  for (const v of ['a', 'b', 'c', 'd']) commit((reg) => deploy(reg, 'mf_help', ref(v)), opts);
  commit((reg) => rollbackChange(reg, 'mf_help'), opts);
  commit((reg) => canary(reg, 'mf_help', ref('e'), 10, 'salt'), opts);
}

describe('site-ops gc', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-gc-'));
    seed(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const folders = () => fs.readdirSync(path.join(dataDir, 'cdn', 'mf-help')).sort();

  it('lists by default what nothing refers to and is older than --keep-days, and removes nothing', () => {
    const before = fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8');
    const res = siteOps(dataDir, 'gc', '--keep-days', '30');
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(
      /^would remove mf-help d {2}\(published \S+, 40 days ago\)\ndry run: 1 version\(s\) nothing refers to; nothing removed \(--yes removes them\)\n$/,
    );
    expect(folders()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8')).toBe(before);
  });

  it('with --yes removes them from the registry (journaled) and the CDN; active, rollback targets, canary and new ones stay', () => {
    const res = siteOps(dataDir, 'gc', '--keep-days', '30', '--yes', '--reason', 'spring clean');
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^removing mf-help d .*\nremoved 1 version\(s\) of mf-help: d {2}\[revision \d+\]\n$/);
    // The removed version's content hash stays: its name is published again only with the same content.
    expect(folders()).toEqual(['.removed.json', 'a', 'b', 'c', 'e', 'f']);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'cdn', 'mf-help', '.removed.json'), 'utf8'))).toEqual({ d: 'd' });
    expect(readRegistry(dataDir).remotes.mf_help!.available).toEqual(['a', 'b', 'c', 'e']);
    expect(readJournal(dataDir).at(-1)).toMatchObject({ remote: 'mf_help', action: 'gc', from: 'd', to: null, reason: 'spring clean', actor: 'tester' });
    expect(siteOps(dataDir, 'gc', '--keep-days', '0').stdout).toMatch(/^would remove mf-help f /);
  });
});
