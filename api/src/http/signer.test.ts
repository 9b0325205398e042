import { encryptText, REPLAY_WINDOW_MS } from '@site/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepExpired } from '../modules/user/retention';
import { testApp, testClock, testDatabase, type TestApp } from '../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

const NAV = '/site/api/v1/advertising/navigationList';

describe('request signer', () => {
  it('accepts a signed request', async () => {
    expect((await t.browser.post(NAV)).code).toBe(6000);
  });

  it('answers a request without a timestamp with 6008 非法请求', async () => {
    const out = await t.browser.post(NAV, {}, { headers: { timestamp: null } });
    expect(out.code).toBe(6008);
    expect(out.message).toBe('非法请求');
  });

  it('answers an unreadable timestamp with 6008', async () => {
    expect((await t.browser.post(NAV, {}, { headers: { timestamp: String(t.clock.now()) } })).code).toBe(6008);
    expect((await t.browser.post(NAV, {}, { headers: { timestamp: encryptText('yesterday') } })).code).toBe(6008);
  });

  it('answers a timestamp outside the replay window with 6008, either side', async () => {
    const late = encryptText(String(t.clock.now() - REPLAY_WINDOW_MS - 1));
    const early = encryptText(String(t.clock.now() + REPLAY_WINDOW_MS + 1));
    expect((await t.browser.post(NAV, {}, { headers: { timestamp: late } })).code).toBe(6008);
    expect((await t.browser.post(NAV, {}, { headers: { timestamp: early } })).code).toBe(6008);
    const edge = encryptText(String(t.clock.now() - REPLAY_WINDOW_MS + 1000));
    expect((await t.browser.post(NAV, {}, { headers: { timestamp: edge } })).code).toBe(6000);
  });

  it('answers a wrong or missing sign with 6008', async () => {
    expect((await t.browser.post(NAV, {}, { headers: { sign: 'nope' } })).code).toBe(6008);
    expect((await t.browser.post(NAV, {}, { headers: { sign: null } })).code).toBe(6008);
  });

  it('answers a missing request id with 6008', async () => {
    expect((await t.browser.post(NAV, {}, { headers: { requestid: null } })).code).toBe(6008);
  });

  it('answers a replayed request id with 6008, also with a fresh timestamp', async () => {
    const id = 'replay-me-1';
    expect((await t.browser.post(NAV, {}, { headers: { requestid: id } })).code).toBe(6000);
    t.clock.advance(5000);
    const again = await t.browser.post(NAV, {}, { headers: { requestid: id } });
    expect(again.code).toBe(6008);
    expect(again.message).toBe('非法请求');
  });

  it('guards every api prefix, even unknown paths, but not health, registry or pages', async () => {
    for (const url of ['/fd/api/v1/transfer/getBalance', '/game/api/v1/venue/allBalance', '/act/api/v1/promotion/config', '/stream/api/v1/history']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.json().code).toBe(6008);
    }
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().code).toBe(6000);
    expect((await t.app.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800138000' })).json().code).toBe(6000);
  });
});

describe('health', () => {
  it('answers 6000 ten times in a row without a request id or any signature', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.json()).toMatchObject({ code: 6000, data: { status: 'ok', db: true } });
    }
  });
});

describe('replay memory', () => {
  it('refuses an id again anywhere inside its window, and forgets it only once its timestamp has left the window', async () => {
    const id = 'replay-me-2';
    const stamp = t.clock.now();
    const sent = (headers: Record<string, string>) => t.browser.post(NAV, {}, { headers: { requestid: id, ...headers } });
    expect((await sent({ timestamp: encryptText(String(stamp)) })).code).toBe(6000);
    for (const step of [30_000, 29_000]) {
      t.clock.advance(step);
      expect((await sent({ timestamp: encryptText(String(stamp)) })).code).toBe(6008);
      expect((await sent({ timestamp: encryptText(String(t.clock.now())) })).code).toBe(6008);
    }
    t.clock.advance(REPLAY_WINDOW_MS);
    expect((await sent({ timestamp: encryptText(String(stamp)) })).code).toBe(6008); // the stamp itself is out of the window now
    t.clock.advance(REPLAY_WINDOW_MS);
  });

  it('keeps the ids across a restart on the same database', async () => {
    const database = await testDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-replay-'));
    try {
      const clock = testClock();
      const first = await testApp({ database, dataDir, clock });
      expect((await first.browser.post(NAV, {}, { headers: { requestid: 'across-restart' } })).code).toBe(6000);
      await first.app.close();
      clock.advance(10_000);
      const second = await testApp({ database, dataDir, clock });
      expect((await second.browser.post(NAV, {}, { headers: { requestid: 'across-restart' } })).code).toBe(6008);
      expect((await second.browser.post(NAV, {}, { headers: { requestid: 'fresh-one' } })).code).toBe(6000);
      await second.app.close();
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stays bounded under signed load: the retention sweep deletes the ids whose window has passed', async () => {
    const remembered = async () =>
      Number(
        (
          await t.db
            .selectFrom('request_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    t.clock.advance(3 * REPLAY_WINDOW_MS);
    const sizes: number[] = [];
    for (let i = 0; i < 600; i++) {
      t.clock.advance(REPLAY_WINDOW_MS / 100);
      expect((await t.browser.post(NAV)).code).toBe(6000);
      if (i % 100 === 99) {
        await sweepExpired(t.db, t.clock.now());
        sizes.push(await remembered());
      }
    }
    // One request per 1/100 of the window: never more than about two windows' worth remembered.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * 100 + 10);
    expect(sizes[sizes.length - 1]).toBeLessThanOrEqual(sizes[1]! + 10);
  });
});

describe('XSRF', () => {
  const LOGOUT = '/site/api/v1/user/logout';

  it('hands out the XSRF-TOKEN cookie on preInfo and on page responses, readable by script', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/site/api/v1/configuration/preInfo',
      payload: {},
      headers: t.browser.headers({ cookie: null, 'x-xsrf-token': null }),
    });
    expect(res.json().code).toBe(6000);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}\.[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const page = await t.app.inject({ method: 'GET', url: '/mine/userinfo' });
    expect(String(page.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}\.[0-9a-f]{32};/);
  });

  it('keeps a good cookie instead of replacing it', async () => {
    const res = await t.browser.post('/site/api/v1/configuration/preInfo');
    expect(res.res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a POST without the header, or with one that differs from the cookie, with 6003', async () => {
    const none = await t.browser.post(LOGOUT, {}, { headers: { 'x-xsrf-token': null } });
    expect(none.code).toBe(6003);
    expect(none.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await t.browser.post(LOGOUT, {}, { headers: { 'x-xsrf-token': 'f'.repeat(32) } })).code).toBe(6003);
    expect((await t.browser.post(LOGOUT, {}, { headers: { cookie: null } })).code).toBe(6003);
  });

  it('refuses a cookie and header pair the client made up (not issued by the api), however well formed', async () => {
    for (const made of ['f'.repeat(32), `${'a'.repeat(32)}.${'b'.repeat(32)}`]) {
      const out = await t.browser.post(LOGOUT, {}, { headers: { cookie: `XSRF-TOKEN=${made}`, 'x-xsrf-token': made } });
      expect(out).toMatchObject({ code: 6003, message: '请求被拒绝，页面已过期，请刷新页面后重试' });
    }
    // A page's cookie, echoed, passes the check (the session check answers next).
    const page = await t.app.inject({ method: 'GET', url: '/mine/userinfo' });
    const issued = /^XSRF-TOKEN=([^;]+);/.exec(String(page.headers['set-cookie']))![1]!;
    expect((await t.browser.post(LOGOUT, {}, { headers: { cookie: `XSRF-TOKEN=${issued}`, 'x-xsrf-token': issued } })).code).toBe(6001);
  });

  it('lets the four configuration calls and the country list through without it', async () => {
    const bare = { cookie: null, 'x-xsrf-token': null };
    for (const url of [
      '/site/api/v1/configuration/preInfo',
      NAV,
      '/site/api/v1/advertising/sponsorContent',
      '/site/api/v1/configuration/onlinecustomservice',
      '/site/api/v1/site/countryArea/queryCountryArea',
    ]) {
      expect((await t.browser.post(url, {}, { headers: bare })).code).toBe(6000);
    }
  });

  it('checks XSRF before the session: a good header reaches the login check (6001)', async () => {
    const out = await t.browser.post(LOGOUT);
    expect(out.code).toBe(6001);
    expect(out.message).toBe('请重新登录');
  });
});
