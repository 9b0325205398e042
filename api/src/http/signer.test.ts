import { encryptText, REPLAY_WINDOW_MS } from '@site/shared';
import { testApp, type TestApp } from '../test-support';

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
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const page = await t.app.inject({ method: 'GET', url: '/mine/userinfo' });
    expect(String(page.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}/);
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
