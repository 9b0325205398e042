import { buildApp, type App } from '../app';
import { TEST_SECRETS, TestBrowser, testClock, throwawayDataDir } from '../test-support';

let ctx: App;
let browser: TestBrowser;
beforeAll(async () => {
  const clock = testClock();
  ctx = await buildApp({ dataDir: throwawayDataDir(), dbFile: ':memory:', secrets: TEST_SECRETS, now: clock.now });
  browser = new TestBrowser(ctx.app, clock);
});
afterAll(async () => ctx.app.close());

/** A signed request (timestamp, sign, request id, XSRF cookie + header), as the shell sends it. */
const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as never, headers: browser.headers() });

describe('contract registration', () => {
  it('answers preInfo in the envelope with ip and siteBaseConfig', async () => {
    const res = await post('/site/api/v1/configuration/preInfo', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(6000);
    expect(body.data.siteBaseConfig.title).toBeTruthy();
    expect(typeof body.data.siteBaseConfig.h5DomainUrl).toBe('string');
    expect(typeof body.data.ip).toBe('string');
    expect(typeof body.data.flags.siteDeposit).toBe('boolean');
  });

  it('answers a body that breaks its schema with 6007 and a Chinese message', async () => {
    const res = await post('/site/api/v1/site/countryArea/queryCountryArea', { area: 12345 });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(6007);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers unknown fields on a strict contract with 6007', async () => {
    const res = await post('/site/api/v1/configuration/onlinecustomservice', { evil: true });
    expect(res.json().code).toBe(6007);
  });

  it('answers malformed JSON with 6007, not a 500', async () => {
    const res = await post('/site/api/v1/configuration/preInfo', '{"broken":');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(6007);
  });

  it('answers an unknown api path with 6004', async () => {
    const res = await post('/site/api/v1/nothing/here', {});
    expect(res.json().code).toBe(6004);
  });

  it('serves navigationList, onlinecustomservice and health', async () => {
    expect((await post('/site/api/v1/advertising/navigationList', {})).json().data.length).toBeGreaterThan(5);
    expect((await post('/site/api/v1/configuration/onlinecustomservice', {})).json().data.url).toBeTruthy();
    const h = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(h.json().data.status).toBe('ok');
  });

  it('serves the registry with no-store', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/registry.json' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().remotes).toBeDefined();
  });
});

describe('route and memberRoute', () => {
  it('refuses to register a member contract as a guest route and the other way round', async () => {
    const { memberInfo, preInfo } = await import('@site/shared');
    const { memberRoute, route } = await import('./contract-route');
    expect(() =>
      route(ctx.app, memberInfo, () => {
        throw new Error('never called');
      }),
    ).toThrow('needs a member: register it with memberRoute');
    expect(() =>
      memberRoute(ctx.app, preInfo, () => {
        throw new Error('never called');
      }),
    ).toThrow('has no auth: register it with route');
  });

  it('checks XSRF by the contract flag: the configuration calls go without it, the others not', async () => {
    const noXsrf = browser.headers({ cookie: null, 'x-xsrf-token': null });
    const pre = await ctx.app.inject({ method: 'POST', url: '/site/api/v1/configuration/preInfo', payload: {}, headers: noXsrf });
    expect(pre.json().code).toBe(6000);
    const loginCall = await ctx.app.inject({
      method: 'POST',
      url: '/site/api/v1/user/login',
      payload: {},
      headers: browser.headers({ cookie: null, 'x-xsrf-token': null }),
    });
    expect(loginCall.json()).toMatchObject({ code: 6003, message: '请求被拒绝，页面已过期，请刷新页面后重试' });
  });
});
