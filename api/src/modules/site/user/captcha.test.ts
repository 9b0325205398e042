import { buildApp } from '../../../app';
import { TEST_SECRETS, testApp, type TestApp, throwawayDataDir } from '../../../test-support';
import { md5 } from '../../../db/seed-demo';
import { sliderOutput } from '@site/shared';
import { PICTURE_TTL_MS, passPicture } from './captcha';
import { TRACK_RULES } from '../../user/slider-track';

const REGISTER = '/site/api/v1/user/register';
const LOGIN = '/site/api/v1/user/login';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const PNG_MAGIC = '89504e470d0a1a0a';
/** The chunk types of a PNG data URL (throws when it is not a PNG). */
function pngChunks(dataUrl: string): string[] {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  const png = Buffer.from(m[1]!, 'base64');
  expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.subarray(at + 4, at + 8).toString('latin1'));
    at += 12 + length;
  }
  return types;
}
const PIXELS_ONLY = /^(IHDR|PLTE|tRNS|IDAT|IEND)$/;
const devAnswer = async (id: string) => (await t.app.inject({ method: 'GET', url: `/dev/captcha?id=${id}` })).json().data.answer as string;

describe('picture captcha', () => {
  it('answers a PNG with only pixel chunks and a code id: nothing a parser can read the code from', async () => {
    const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    expect(Object.keys(pic.data).sort()).toEqual(['codeId', 'image']);
    const chunks = pngChunks(pic.data.image);
    expect(chunks[0]).toBe('IHDR');
    expect(chunks.every((c) => PIXELS_ONLY.test(c))).toBe(true);
    const answer = await devAnswer(pic.data.codeId);
    expect(answer).toMatch(/^[a-z2-9]{4}$/);
    // A PNG data URL (base64 only, so no markup) whose chunks are pixels only: no SVG, no <text>, no tEXt.
    expect(pic.data.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('draws a new picture for each code: two codes never share their pixels', async () => {
    const a = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    const b = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    expect(a.data.image).not.toBe(b.data.image);
    expect(a.data.codeId).not.toBe(b.data.codeId);
  });

  it('is one use, case-insensitive and expires after 2 minutes', async () => {
    const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    const answer = await devAnswer(pic.data.codeId);
    expect(await passPicture(t.db, pic.data.codeId, answer.toUpperCase(), t.clock.now())).toBe(true);
    expect(await passPicture(t.db, pic.data.codeId, answer, t.clock.now())).toBe(false);
    const late = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    const lateAnswer = await devAnswer(late.data.codeId);
    expect(await passPicture(t.db, late.data.codeId, lateAnswer, t.clock.now() + PICTURE_TTL_MS)).toBe(false);
    expect(PICTURE_TTL_MS).toBe(2 * 60_000);
  });

  it('answers more than 30 pictures a minute from one IP with 6011 请勿频繁提交', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {})).code);
    expect(codes.slice(0, 30).every((c) => c === 6000)).toBe(true);
    const last = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    expect(last).toMatchObject({ code: 6011, message: '请勿频繁提交' });
    // another IP has its own budget
    expect((await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {}, { remoteAddress: '10.0.0.7' })).code).toBe(6000);
  });
});

describe('slider captcha', () => {
  const fetchLot = async () => {
    const lot = await t.browser.post('/site/api/v1/user/member/sliderCaptcha', {});
    const x = Number(await devAnswer(lot.data.lot_number));
    return { lot: lot.data, x };
  };
  /** A person's drag to x: four moves over 400 ms, sent after the puzzle was looked at for a second. */
  const drag = (x: number) => {
    t.clock.advance(1000);
    return sliderOutput(x, [
      [0, 0],
      [x / 3, 120],
      [(2 * x) / 3, 260],
      [x, 400],
    ]);
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

  it('issues the background and the piece as PNGs whose gap exists only in pixels', async () => {
    const { lot, x } = await fetchLot();
    expect(lot.width).toBe(300);
    expect(Object.keys(lot).sort()).toEqual(['gen_time', 'image', 'lot_number', 'pass_token', 'piece', 'pieceY', 'width']);
    for (const image of [lot.image, lot.piece]) expect(pngChunks(image).every((c) => PIXELS_ONLY.test(c))).toBe(true);
    expect(lot.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(x).toBeGreaterThanOrEqual(90);
    expect(lot.pass_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('passes a drag within ±6 px once, and fails further off', async () => {
    const a = await fetchLot();
    expect((await check(a.lot, drag(a.x - 6))).data.passed).toBe(true);
    expect((await check(a.lot, drag(a.x))).data.passed).toBe(false); // one try per lot
    const b = await fetchLot();
    const miss = await check(b.lot, drag(b.x + 7));
    expect(miss.data).toEqual({ passed: false, codeId: '' });
    expect(miss.message).toBe('2 验证失败，请重试');
  });

  it('refuses the bare x of the old answer, a jump without a track, and an answer sooner than a person could drag', async () => {
    const a = await fetchLot();
    t.clock.advance(1000);
    expect((await check(a.lot, String(a.x))).data.passed).toBe(false);
    const b = await fetchLot();
    t.clock.advance(1000);
    expect((await check(b.lot, sliderOutput(b.x, [[b.x, 0]]))).data.passed).toBe(false);
    const c = await fetchLot();
    t.clock.advance(1000);
    const jump = sliderOutput(c.x, [
      [0, 0],
      [1, 5],
      [c.x, 10],
    ]);
    expect((await check(c.lot, jump)).data.passed).toBe(false);
    const d = await fetchLot();
    const output = drag(d.x);
    t.clock.advance(-1000 + TRACK_RULES.minSolveMs - 1);
    expect((await check(d.lot, output)).data.passed).toBe(false);
  });

  it('passes a quick drag of a lot the dev control aged past the shortest solving time (no clock moved)', async () => {
    const a = await fetchLot();
    const quick = sliderOutput(a.x, [
      [0, 0],
      [a.x / 2, 10],
      [a.x, 20],
    ]);
    const age = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/dev/captcha/age', payload }).then((r) => r.json());
    expect(await age({ id: a.lot.lot_number, seconds: 1 })).toMatchObject({ code: 6000 });
    expect((await check(a.lot, quick)).data.passed).toBe(true);
    const b = await fetchLot();
    expect((await check(b.lot, quick.replace(`"x":${a.x}`, `"x":${b.x}`))).data.passed).toBe(false);
    expect(await age({ id: 'nope', seconds: 1 })).toMatchObject({ code: 6004, message: '数据未找到' });
    for (const bad of [{}, { id: a.lot.lot_number }, { id: a.lot.lot_number, seconds: 0 }, { id: '', seconds: 1 }, { id: 'x', seconds: 1, more: 1 }]) {
      expect(await age(bad)).toMatchObject({ code: 6007 });
    }
  });

  it('refuses a forged pass_token or gen_time, and unreadable output', async () => {
    const a = await fetchLot();
    expect((await check(a.lot, drag(a.x), { pass_token: 'a'.repeat(64) })).data.passed).toBe(false);
    const b = await fetchLot();
    expect((await check(b.lot, drag(b.x), { gen_time: String(Number(b.lot.gen_time) + 1) })).data.passed).toBe(false);
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

  it('forget the flood counters alone: the registrations of the hour still ask for the slider', async () => {
    const pw = md5('abc12345');
    const register = (name: string) => t.browser.post(REGISTER, { name, password: pw, secondPassword: pw });
    // Five submissions within one second (the clock stands still): three accounts and two logins; the sixth is a flood.
    for (let i = 0; i < 3; i++) expect((await register(`flood${i}x`)).code).toBe(6000);
    for (let i = 0; i < 2; i++) expect((await t.browser.post(LOGIN, { name: 'demo02', password: md5('demo1234') })).code).toBe(6000);
    expect((await register('flood3x')).code).toBe(6011);
    expect((await t.app.inject({ method: 'POST', url: '/dev/reset-flood' })).json().code).toBe(6000);
    // The flood is forgotten; the three accounts of the hour are not.
    expect((await register('flood3x')).code).toBe(6022);
  });

  it('are 404 when dev mode is off', async () => {
    const prod = await buildApp({ dataDir: throwawayDataDir(), dbFile: ':memory:', secrets: TEST_SECRETS });
    for (const [method, url] of [
      ['GET', '/dev/outbox?to=13800138000'],
      ['POST', '/dev/site-config'],
      ['GET', '/dev/captcha?id=x'],
      ['POST', '/dev/captcha/age'],
      ['POST', '/dev/reset-guards'],
      ['POST', '/dev/reset-flood'],
    ] as const) {
      const res = await prod.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(404);
    }
    await prod.app.close();
  });
});
