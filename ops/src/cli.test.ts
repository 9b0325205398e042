import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSiteOps } from './test-support/site-ops-cli';

/** The real CLI in a data dir of its own: what it prints, its exit code, and whether it wrote anything. */
const siteOps = (dataDir: string, ...args: string[]) => runSiteOps(dataDir, {}, ...args);

describe('site-ops refuses a command line it does not understand before it builds or writes', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [
      ['deploy', 'mf-help', '--version', '--dry-run'],
      'deploy: --version needs a value, not the flag "--dry-run" (write --version=--dry-run if that is the value)',
    ],
    [
      ['deploy', 'mf-help', '--bogus-flag'],
      'deploy does not take --bogus-flag (it takes --version, --source, --force, --reason, --actor, --token, --dry-run, --preview, --hours)',
    ],
    [['rollback', 'mf-help', '--too', 'X'], 'rollback does not take --too (it takes --to, --force, --reason, --actor, --token, --dry-run)'],
    [['promote', 'mf_help'], 'unknown remote "mf_help": name it by its folder (mf-auth, mf-sports, mf-casino, mf-member, mf-activity, mf-help)'],
  ])('%j', (args, message) => {
    const res = siteOps(dataDir, ...args);
    expect(res.status).toBe(2);
    expect(res.stderr).toBe(`site-ops: ${message}\n(site-ops help lists every verb and flag)\n`);
    expect(res.stdout).toBe('');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('help lists every verb, i18n among them', () => {
    const res = siteOps(dataDir, 'help');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('site-ops i18n');
    expect(res.stdout).toContain('site-ops mark-bad <remote> <V>');
  });
});
