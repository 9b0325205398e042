import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commit, deploy, markBad, SiteTokenKind, verifySiteToken } from '@site/registry';
import { parseCliArgs } from './cli-args';
import { runSiteOps, helpRef } from './test-support/site-ops-cli';

const SECRET = 'cli-preview-secret-0123456789-0123456789';

/** The real CLI on a data dir of its own, signing with SECRET for the site at http://127.0.0.1:9999. */
const siteOps = (dataDir: string, env: NodeJS.ProcessEnv, ...args: string[]) =>
  runSiteOps(dataDir, { SITE_URL: 'http://127.0.0.1:9999', SITE_DEV: '', SITE_TOKEN_SECRET: SECRET, ...env }, ...args);

const ref = helpRef;
const lastLine = (out: string): string => out.trimEnd().split('\n').at(-1)!;

describe('site-ops preview and staff-token', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-preview-'));
    for (const v of ['a', 'b', 'c']) {
      fs.mkdirSync(path.join(dataDir, 'cdn', 'mf-help', v), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'cdn', 'mf-help', v, 'mf-manifest.json'), '{}');
    }
    commit((reg) => deploy(reg, 'mf_help', ref('c')), { actor: 'seed', dir: dataDir });
    commit((reg) => deploy(reg, 'mf_help', ref('a')), { actor: 'seed', dir: dataDir });
    commit((reg) => markBad(reg, 'mf_help', 'c', 'broken'), { actor: 'seed', dir: dataDir });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a preview link of a published version on its last line, signed for that version, for --hours', () => {
    const out = siteOps(dataDir, {}, 'preview', 'mf-help', 'b', '--hours', '2');
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^preview link of mf-help b \(players keep the active version\), valid until \S+:\n/);
    const url = new URL(lastLine(out.stdout));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9999/preview');
    const checked = verifySiteToken(SiteTokenKind.PREVIEW, url.searchParams.get('token')!, SECRET, new Date());
    expect(checked).toMatchObject({ ok: true, payload: { remote: 'mf-help', version: 'b' } });
    const expiresAt = checked.ok ? checked.payload.expiresAt : 0;
    expect(Math.abs(expiresAt - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
  });

  it('refuses an unknown version, a version marked bad, and signing without a secret', () => {
    expect(siteOps(dataDir, {}, 'preview', 'mf-help', 'zz')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('mf-help zz is not published in'),
    });
    expect(siteOps(dataDir, {}, 'preview', 'mf-help', 'c')).toMatchObject({
      status: 1,
      stderr: 'mf-help c is marked bad: it is never previewed; no link was made\n',
    });
    expect(siteOps(dataDir, { SITE_TOKEN_SECRET: '' }, 'preview', 'mf-help', 'b')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('no site token secret: set SITE_TOKEN_SECRET'),
    });
    // deploy --preview: refused before it builds or publishes anything.
    expect(siteOps(dataDir, { SITE_TOKEN_SECRET: '' }, 'deploy', 'mf-help', '--version', 'd', '--preview')).toMatchObject({
      status: 1,
      stdout: '',
      stderr: expect.stringContaining('no site token secret: set SITE_TOKEN_SECRET'),
    });
    expect(fs.existsSync(path.join(dataDir, 'cdn', 'mf-help', 'd'))).toBe(false);
  });

  it('issues a staff token naming its origins, and a link to turn the override on', () => {
    const out = siteOps(dataDir, {}, 'staff-token', 'issue', '--origins', 'http://127.0.0.1:5173,http://127.0.0.1:5174', '--hours', '1');
    expect(out.stderr).toBe('');
    const token = /^token (\S+)$/m.exec(out.stdout)![1]!;
    expect(verifySiteToken(SiteTokenKind.STAFF, token, SECRET, new Date())).toMatchObject({
      ok: true,
      payload: { origins: ['http://127.0.0.1:5173', 'http://127.0.0.1:5174'] },
    });
    expect(lastLine(out.stdout)).toBe(`http://127.0.0.1:9999/staff-override?remote=<remote>&origin=http%3A%2F%2F127.0.0.1%3A5173&token=${token}`);
  });
});

describe('the command line of preview links and staff tokens', () => {
  const refusal = (...argv: string[]) => {
    const parsed = parseCliArgs(argv);
    return parsed.ok ? null : parsed.message;
  };
  it('accepts them', () => {
    expect(parseCliArgs(['deploy', 'mf-help', '--version', 'v2', '--preview', '--hours', '4'])).toMatchObject({
      ok: true,
      invocation: { switches: { preview: true } },
    });
    expect(parseCliArgs(['staff-token', 'issue', '--origins', 'http://127.0.0.1:5173'])).toMatchObject({ ok: true, invocation: { verb: 'staff-token issue' } });
  });
  it('refuses what they cannot mean', () => {
    expect(refusal('deploy', 'mf-help', '--hours', '4')).toBe("deploy: --hours is the preview link's: give it with --preview");
    expect(refusal('deploy', 'mf-help', '--preview', '--dry-run')).toBe('deploy: --preview changes no registry: it takes no --dry-run');
    expect(refusal('deploy', 'shell', '--version', 'v', '--preview')).toBe('deploy shell does not take --preview');
    expect(refusal('preview', 'mf-help')).toBe('preview needs a version after the remote');
    expect(refusal('preview', 'mf-help', 'v', '--hours', '200')).toBe('preview: --hours must be a number of hours above 0 and at most 168 (got 200)');
    expect(refusal('staff-token', 'issue')).toBe('staff-token issue needs --origins');
    expect(refusal('staff-token')).toBe('staff-token needs issue');
    expect(refusal('staff-token', 'issue', '--origins', 'http://x.test/a')).toMatch(/^staff-token issue: --origins: "http:\/\/x.test\/a" is not an origin/);
  });
});
