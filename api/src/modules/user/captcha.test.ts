import { buildApp } from '../../app';
import { TEST_SECRETS, testApp, type TestApp } from '../../test-support';
import { passPicture, pictureSvg } from './captcha';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('picture captcha', () => {
  it('draws 4 characters with noise lines as an SVG', () => {
    const svg = pictureSvg('Ab3K');
    expect(svg.startsWith('<svg')).toBe(true);
    expect((svg.match(/<text /g) ?? []).length).toBe(4);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('issues a data URL + codeId; the code is one use, case-insensitive and expires in 5 minutes', async () => {
    const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    expect(svgOf(pic.data.image)).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const answer = (await t.app.inject({ method: 'GET', url: `/dev/captcha?id=${pic.data.codeId}` })).json().data.answer as string;
    expect(answer).toMatch(/^[a-z2-9]{4}$/);
    expect(await passPicture(t.db, pic.data.codeId, answer.toUpperCase(), t.clock.now())).toBe(true);
    expect(await passPicture(t.db, pic.data.codeId, answer, t.clock.now())).toBe(false);
    const late = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    const lateAnswer = (await t.app.inject({ method: 'GET', url: `/dev/captcha?id=${late.data.codeId}` })).json().data.answer as string;
    expect(await passPicture(t.db, late.data.codeId, lateAnswer, t.clock.now() + 5 * 60_000)).toBe(false);
  });
});

describe('slider captcha', () => {
  const fetchLot = async () => {
    const lot = await t.browser.post('/site/api/v1/user/member/sliderCaptcha', {});
    const x = Number((await t.app.inject({ method: 'GET', url: `/dev/captcha?id=${lot.data.lot_number}` })).json().data.answer);
    return { lot: lot.data, x };
  };
  const check = (lot: Record<string, string>, output: string, extra: Record<string, unknown> = {}) =>
    t.browser.post('/site/api/v1/user/member/validateGeeCheck', {
      lot_number: lot.lot_number,
      captcha_output: output,
      pass_token: lot.pass_token,
      gen_time: lot.gen_time,
      validate_way: 0,
      ...extra,
    });

  it('issues a background with a gap and the piece as SVG data URLs', async () => {
    const { lot, x } = await fetchLot();
    expect(lot.width).toBe(300);
    expect(svgOf(lot.image)).toContain(`<rect x="${x}" y="${lot.pieceY}"`);
    expect(svgOf(lot.piece)).toMatch(/^<svg[^>]+width="44"/);
    expect(lot.pass_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('passes within ±6 px once, and fails further off', async () => {
    const a = await fetchLot();
    expect((await check(a.lot, String(a.x - 6))).data.passed).toBe(true);
    expect((await check(a.lot, String(a.x))).data.passed).toBe(false); // one try per lot
    const b = await fetchLot();
    const miss = await check(b.lot, String(b.x + 7));
    expect(miss.data).toEqual({ passed: false, codeId: '' });
    expect(miss.message).toBe('验证失败，请重试');
  });

  it('refuses a forged pass_token or gen_time, and non-numeric output', async () => {
    const a = await fetchLot();
    expect((await check(a.lot, String(a.x), { pass_token: 'a'.repeat(64) })).data.passed).toBe(false);
    const b = await fetchLot();
    expect((await check(b.lot, String(b.x), { gen_time: String(Number(b.lot.gen_time) + 1) })).data.passed).toBe(false);
    const c = await fetchLot();
    expect((await check(c.lot, 'x')).data.passed).toBe(false);
  });
});

describe('dev endpoints', () => {
  it('patch the site configuration (flags and title) seen by preInfo, and refuse unknown flags', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dev/site-config', payload: { title: '测试站点', flags: { siteDeposit: false, encrypt: true } } });
    expect(res.json().code).toBe(6000);
    const pre = await t.browser.post('/site/api/v1/configuration/preInfo');
    expect(pre.data.siteBaseConfig.title).toBe('测试站点');
    expect(pre.data.flags).toMatchObject({ siteDeposit: false, encrypt: true, professionalTheme: 1 });
    const bad = await t.app.inject({ method: 'POST', url: '/dev/site-config', payload: { flags: { nope: 1 } } });
    expect(bad.json().code).toBe(6007);
  });

  it('suspend a member and reset the login guards', async () => {
    await t.app.inject({ method: 'POST', url: '/dev/member', payload: { name: 'demo01', suspended: 2 } });
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6502);
    await t.app.inject({ method: 'POST', url: '/dev/member', payload: { name: 'demo01', suspended: 0 } });
    for (let i = 0; i < 3; i++) await t.browser.login('demo01', 'bad12345', { deviceId: 'demo-device' });
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6021);
    expect((await t.app.inject({ method: 'POST', url: '/dev/reset-guards' })).json().code).toBe(6000);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('are 404 when dev mode is off', async () => {
    const prod = await buildApp({ dataDir: '/tmp/site-api-test-unused', dbFile: ':memory:', secrets: TEST_SECRETS });
    for (const [method, url] of [
      ['GET', '/dev/outbox?to=13800138000'],
      ['POST', '/dev/site-config'],
      ['GET', '/dev/captcha?id=x'],
      ['POST', '/dev/reset-guards'],
    ] as const) {
      const res = await prod.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(404);
    }
    await prod.app.close();
  });
});
