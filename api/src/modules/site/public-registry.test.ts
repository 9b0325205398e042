import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cohortOf, registrySchema, SITE_BOOT_ELEMENT_ID, siteBootSchema, type Registry } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { COHORT_COOKIE } from '@site/shared';

const ref = (v: string) => ({ version: v, manifest: `/cdn/mf-help/${v}/mf-manifest.json`, integrity: `sha384-e${v}`, manifestIntegrity: `sha384-m${v}` });
const SALT = 'canary-salt-0f3a';
const full: Registry = {
  revision: 42,
  updatedAt: '2026-11-28T00:00:00.000Z',
  shell: { version: 's2', kit: '1.1.0', builtAt: 'x' },
  shellPrevious: [{ version: 's1', kit: '1.0.0', builtAt: 'y' }],
  remotes: {
    mf_help: {
      name: 'mf_help',
      active: '1.0.8',
      ...ref('1.0.8'),
      previous: ['1.0.7', '1.0.6', '1.0.5', '1.0.4', '1.0.3'].map(ref),
      available: ['1.0.3', '1.0.4', '1.0.5', '1.0.6', '1.0.7', '1.0.8', '1.0.9'],
      activatedAt: '2026-11-27T00:00:00.000Z',
      candidate: { ...ref('1.0.9'), percent: 50, salt: SALT, since: '2026-11-27T01:00:00.000Z' },
      bad: [{ version: '1.0.7', reason: 'white screen on iOS 15', at: 'z' }],
    },
  },
};
/** A cohort id (the cookie's form) on each side of the 50% canary. */
const idOn = (side: 'canary' | 'stable'): string => {
  for (let i = 0; ; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (cohortOf(SALT, id, 50) === side) return id;
  }
};

describe('the registry the api hands a page', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-registry-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    fs.mkdirSync(path.join(root, 'data'), { recursive: true });
    fs.writeFileSync(path.join(root, 'data', 'registry.json'), JSON.stringify(full));
    t = await testApp({ dataDir: path.join(root, 'data'), app: { shellDist: dist } });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cohortId?: string) => t.app.inject({ method: 'GET', url, headers: cohortId ? { cookie: `${COHORT_COOKIE}=${cohortId}` } : {} });
  const bootRegistryOf = (html: string): unknown => {
    const m = new RegExp(`<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
    return siteBootSchema.parse(JSON.parse(m![1]!)).registry;
  };
  const copies = async (cohortId?: string) => [(await get('/registry.json', cohortId)).body, JSON.stringify(bootRegistryOf((await get('/', cohortId)).body))];

  it('holds no salt, no reasons, no history beyond the page fallbacks (/registry.json and the index page alike)', async () => {
    for (const id of [idOn('canary'), idOn('stable'), undefined]) {
      for (const text of await copies(id)) {
        expect(text).not.toContain(SALT);
        expect(text).not.toContain('"salt":"canary');
        expect(text).not.toContain('white screen');
        expect(text).not.toContain('shellPrevious');
        expect(text).not.toContain('"revision"');
        const reg = registrySchema.parse(JSON.parse(text));
        expect(reg.remotes.mf_help!.previous.map((p) => p.version)).toEqual(['1.0.6', '1.0.5']);
        expect(reg.remotes.mf_help!.available).toEqual([]);
        expect(reg.remotes.mf_help!.bad).toBeUndefined();
        expect(reg.remotes.mf_help).toMatchObject({ active: '1.0.8', integrity: 'sha384-e1.0.8', manifestIntegrity: 'sha384-m1.0.8' });
      }
    }
  });

  it("carries the player's own canary decision: the candidate for a player in the canary, none for the others", async () => {
    for (const text of await copies(idOn('canary'))) {
      expect(registrySchema.parse(JSON.parse(text)).remotes.mf_help!.candidate).toEqual({ ...ref('1.0.9'), percent: 100, salt: '', since: '' });
    }
    for (const text of await copies(idOn('stable'))) expect(registrySchema.parse(JSON.parse(text)).remotes.mf_help!.candidate).toBeUndefined();
  });

  it('hands a browser without a cohort cookie one (kept a year, not for scripts) beside the XSRF cookie, and keeps a valid one', async () => {
    const first = await get('/');
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const cohort = cookies.find((c) => c.startsWith(`${COHORT_COOKIE}=`));
    expect(cohort).toMatch(new RegExp(`^${COHORT_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
    expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    const again = await get('/registry.json', idOn('stable'));
    expect(([] as string[]).concat(again.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${COHORT_COOKIE}=`))).toBe(false);
    const forged = await get('/registry.json', 'not-an-id');
    expect(([] as string[]).concat(forged.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${COHORT_COOKIE}=`))).toBe(true);
  });

  it('does not hand out a registry file that is not a registry', async () => {
    const file = path.join(root, 'data', 'registry.json');
    fs.writeFileSync(file, JSON.stringify({ remotes: 5, salt: SALT }));
    try {
      const res = await get('/registry.json');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'registry is not valid' });
      expect(bootRegistryOf((await get('/')).body)).toBeNull();
    } finally {
      fs.writeFileSync(file, JSON.stringify(full));
    }
  });
});
