import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cohortOf, COHORT_COOKIE, registrySchema, SITE_BOOT_ELEMENT_ID, siteBootSchema, type Registry } from '@site/shared';
import { DEV_SITE_TOKEN_SECRET, integrityOfBytes, signSiteToken, SiteTokenKind } from '@site/registry';
import { testApp, testClock, type TestApp } from '../../test-support';

const ref = (folder: string, v: string) => ({
  version: v,
  manifest: `/cdn/${folder}/${v}/mf-manifest.json`,
  integrity: `sha384-e${v}`,
  manifestIntegrity: `sha384-m${v}`,
});
const SALT = 'canary-salt-0f3a';
const entry = (name: string, folder: string) => ({
  name,
  active: '1.0.8',
  ...ref(folder, '1.0.8'),
  previous: [ref(folder, '1.0.7')],
  available: ['1.0.7', '1.0.8', '1.0.9'],
  activatedAt: '2026-01-01T00:00:00.000Z',
});
const registry: Registry = {
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: {
    mf_help: {
      ...entry('mf_help', 'mf-help'),
      candidate: { ...ref('mf-help', '1.0.9'), percent: 50, salt: SALT, since: 'x' },
      bad: [{ version: '1.0.6', reason: 'broken', at: 'z' }],
    },
    mf_sports: entry('mf_sports', 'mf-sports'),
  },
};
/** A cohort id on the stable side of mf-help's 50% canary. */
const STABLE_ID = (() => {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (cohortOf(SALT, id, 50) === 'stable') return id;
  }
})();
const ORIGIN = 'http://127.0.0.1:5173';

describe('preview links and the staff override', () => {
  const clock = testClock();
  let t: TestApp;
  let root: string;
  const cdn = () => path.join(root, 'data', 'cdn');
  const fileOf = (folder: string, v: string, file: string) => fs.readFileSync(path.join(cdn(), folder, v, file));
  const preview = (remote: string, version: string, hours = 24, secret = DEV_SITE_TOKEN_SECRET) =>
    signSiteToken({ kind: SiteTokenKind.PREVIEW, remote, version, expiresAt: clock.now() + hours * 3_600_000 }, secret);
  const staff = (origins: string[]) => signSiteToken({ kind: SiteTokenKind.STAFF, origins, expiresAt: clock.now() + 3_600_000 }, DEV_SITE_TOKEN_SECRET);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-preview-links-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    for (const [folder, v] of [
      ['mf-help', '1.0.6'],
      ['mf-help', '1.0.8'],
      ['mf-help', '1.0.9'],
      ['mf-help', '2.0.0'],
      ['mf-sports', '3.0.0'],
    ] as const) {
      const dir = path.join(root, 'data', 'cdn', folder, v);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: folder, v, shared: [{ name: '@site/kit', requiredVersion: '^1.0.0' }] }));
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${folder} ${v} */`);
    }
    fs.writeFileSync(path.join(root, 'data', 'registry.json'), JSON.stringify(registry));
    t = await testApp({ clock, dataDir: path.join(root, 'data'), app: { shellDist: dist } });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookies: string[] = []) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: [`${COHORT_COOKIE}=${STABLE_ID}`, ...cookies].join('; ') } });
  const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
  /** The cookie (name=value) an answer set, as the browser sends it back. */
  const cookieOf = (res: { headers: Record<string, unknown> }, name: string): string =>
    setCookies(res)
      .find((c) => c.startsWith(`${name}=`))!
      .split(';')[0]!;
  const bootOf = (html: string) => {
    const m = new RegExp(`<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
    return siteBootSchema.parse(JSON.parse(m![1]!));
  };
  const registryWith = async (cookies: string[]) => registrySchema.parse((await get('/registry.json', cookies)).json());

  it('a valid link pins this browser to the version (registry and boot data), as read from the CDN; other browsers keep the active one', async () => {
    const res = await get(`/preview?token=${preview('mf-help', '2.0.0')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const pin = cookieOf(res, 'site-preview');
    expect(setCookies(res).find((c) => c.startsWith('site-preview='))).toMatch(/; Path=\/; SameSite=Lax; HttpOnly; Max-Age=86400$/);
    const expected = {
      version: '2.0.0',
      manifest: '/cdn/mf-help/2.0.0/mf-manifest.json',
      integrity: integrityOfBytes(fileOf('mf-help', '2.0.0', 'remoteEntry.js')),
      manifestIntegrity: integrityOfBytes(fileOf('mf-help', '2.0.0', 'mf-manifest.json')),
      kitRange: '^1.0.0',
      percent: 100,
      salt: '',
      since: '',
    };
    expect((await registryWith([pin])).remotes.mf_help!.candidate).toEqual(expected);
    const boot = bootOf((await get('/', [pin])).body);
    expect(boot.preview).toEqual([{ remote: 'mf_help', version: '2.0.0' }]);
    expect(registrySchema.parse(boot.registry).remotes.mf_help!.candidate).toEqual(expected);
    // A player: the active version, no banner.
    expect((await registryWith([])).remotes.mf_help!.candidate).toBeUndefined();
    expect(bootOf((await get('/')).body).preview).toBeUndefined();
  });

  it("a second link adds its remote; one for the same remote replaces it; a candidate's link joins its canary; exit drops every pin", async () => {
    const first = cookieOf(await get(`/preview?token=${preview('mf-help', '2.0.0')}`), 'site-preview');
    const both = cookieOf(await get(`/preview?token=${preview('mf-sports', '3.0.0')}`, [first]), 'site-preview');
    expect(bootOf((await get('/', [both])).body).preview).toEqual([
      { remote: 'mf_help', version: '2.0.0' },
      { remote: 'mf_sports', version: '3.0.0' },
    ]);
    const joined = cookieOf(await get(`/preview?token=${preview('mf-help', '1.0.9')}`, [both]), 'site-preview');
    const reg = await registryWith([joined]);
    expect(reg.remotes.mf_help!.candidate?.version).toBe('1.0.9');
    expect(reg.remotes.mf_sports!.candidate?.version).toBe('3.0.0');
    const exit = await get('/preview/exit', [joined]);
    expect(exit.headers.location).toBe('/');
    expect(setCookies(exit)).toContain('site-preview=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0');
  });

  it('a forged, expired, unknown-version or bad-marked link is ignored with the notice and keeps the pins the browser had', async () => {
    const kept = cookieOf(await get(`/preview?token=${preview('mf-sports', '3.0.0')}`), 'site-preview');
    for (const token of [
      preview('mf-help', '2.0.0', 24, `${DEV_SITE_TOKEN_SECRET}-other`),
      preview('mf-help', '2.0.0', -1),
      preview('mf-help', '9.9.9'),
      preview('mf-help', '1.0.6'),
      'not-a-token',
    ]) {
      const res = await get(`/preview?token=${token}`, [kept]);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?site-notice=preview-invalid');
      expect(setCookies(res).some((c) => c.startsWith('site-preview='))).toBe(false);
    }
    expect((await get('/preview')).headers.location).toBe('/?site-notice=preview-invalid');
    // A cookie written by hand with a forged token pins nothing.
    expect(
      (await registryWith([`site-preview=${preview('mf-help', '2.0.0', 24, 'another-secret-0123456789-0123456789')}`])).remotes.mf_help!.candidate,
    ).toBeUndefined();
  });

  it('a staff override: honoured for an origin the staff token names (boot data, CSP widened for that origin only), never otherwise', async () => {
    const playerCsp = String((await get('/')).headers['content-security-policy']);
    expect(playerCsp).toContain("script-src 'self';");
    const res = await get(`/staff-override?remote=mf-help&origin=${encodeURIComponent(ORIGIN)}&token=${staff([ORIGIN])}`);
    expect(res.headers.location).toBe('/');
    const cookie = cookieOf(res, 'site-staff-override');
    const page = await get('/app/help/kh', [cookie]);
    expect(bootOf(page.body).staffOverride).toEqual({ remote: 'mf_help', origin: ORIGIN });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${ORIGIN};`);
    expect(csp).toContain(`connect-src 'self' ${ORIGIN};`);
    expect(csp.replace(/ http:\/\/127\.0\.0\.1:5173/g, '')).toBe(playerCsp);

    for (const url of [
      `/staff-override?remote=mf-help&origin=${encodeURIComponent('http://127.0.0.1:5174')}&token=${staff([ORIGIN])}`,
      `/staff-override?remote=mf-help&origin=${encodeURIComponent(ORIGIN)}&token=${preview('mf-help', '2.0.0')}`,
      `/staff-override?remote=mf-nope&origin=${encodeURIComponent(ORIGIN)}&token=${staff([ORIGIN])}`,
      `/staff-override?remote=mf-help&origin=${encodeURIComponent(ORIGIN)}`,
    ]) {
      const refused = await get(url);
      expect(refused.headers.location).toBe('/?site-notice=staff-invalid');
      expect(setCookies(refused).some((c) => c.startsWith('site-staff-override='))).toBe(false);
    }
    // Without the cookie (a player given the same page) nothing changes.
    const player = await get('/app/help/kh');
    expect(bootOf(player.body).staffOverride).toBeUndefined();
    expect(String(player.headers['content-security-policy'])).toBe(playerCsp);
    expect(setCookies(await get('/staff-override/exit', [cookie]))).toContain('site-staff-override=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0');
  });
});

describe('without a site token secret', () => {
  it('honours no preview link', async () => {
    const t = await testApp({ app: { siteTokenSecret: null } });
    try {
      const token = signSiteToken({ kind: SiteTokenKind.PREVIEW, remote: 'mf-help', version: '1.0.8', expiresAt: Date.now() * 2 }, DEV_SITE_TOKEN_SECRET);
      expect((await t.app.inject({ method: 'GET', url: `/preview?token=${token}` })).headers.location).toBe('/?site-notice=preview-invalid');
    } finally {
      await t.app.close();
    }
  });
});
