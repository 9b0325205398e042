import { sliderOutput } from '@site/shared';
import { testApp, md5, type TestApp } from '../../../test-support';

let t: TestApp;
const captchaAnswer = async (id: string) => (await t.db.selectFrom('captcha').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer;
/** A solved picture code, fetched from `ip`. */
async function solve(ip = '127.0.0.1') {
  const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {}, { remoteAddress: ip });
  return { kaptchcate: 1, codeId: pic.data.codeId as string, code: await captchaAnswer(pic.data.codeId) };
}
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const REGISTER = '/site/api/v1/user/register';
const LOGIN = '/site/api/v1/user/login';
const LOGOUT = '/site/api/v1/user/logout';
const INFO = '/site/api/v1/user/member/info';

const registerBody = (name: string, password = 'abc12345', extra: Record<string, unknown> = {}) => ({
  name,
  password: md5(password),
  secondPassword: md5(password),
  ...extra,
});

async function registerAs(name: string, extra: Record<string, unknown> = {}) {
  t.clock.advance(1000);
  return t.browser.post(REGISTER, registerBody(name, 'abc12345', extra));
}

describe('register, login, logout', () => {
  it('registers with 注册成功, logs in automatically (kaptchcate 99), reads its info and logs out', async () => {
    const reg = await registerAs('player01');
    expect(reg).toMatchObject({ code: 6000, message: '注册成功' });
    const auto = await t.browser.login('player01', 'abc12345', { kaptchcate: 99 });
    expect(auto.code).toBe(6000);
    expect(auto.data.userId).toBe(reg.data.userId);
    expect(auto.data.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await t.browser.post(INFO, { isPop: 0 });
    expect(info.data).toMatchObject({ userId: reg.data.userId, name: 'player01', bindPhone: false, bindRealName: false, bindEmail: false });
    expect((await t.browser.post(LOGOUT)).code).toBe(6000);
    const after = await t.browser.post(INFO, {});
    expect(after).toMatchObject({ code: 6001, message: '请重新登录' });
  });

  it('answers a taken name with 6009 用户名已存在, whatever its case', async () => {
    expect((await registerAs('player01')).code).toBe(6000);
    expect(await registerAs('player01')).toMatchObject({ code: 6009, message: '用户名已存在' });
    expect(await registerAs('PLAYER01')).toMatchObject({ code: 6009, message: '用户名已存在' });
    expect(await registerAs('demo01')).toMatchObject({ code: 6009 });
  });

  it('repeats the client rules with the spec messages (6007)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [registerBody('ab'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [registerBody('1abc234'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [registerBody('abcdefgh'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [registerBody(''), '用户名不能为空'],
      [{ name: 'player01', password: 'plain-text', secondPassword: 'plain-text' }, '请输入8-12位字母+数字的组合'],
      [{ name: 'player01', password: md5('abc12345'), secondPassword: md5('abc12346') }, '两次密码输入不一致'],
    ];
    for (const [body, message] of cases) {
      t.clock.advance(1000);
      expect(await t.browser.post(REGISTER, body)).toMatchObject({ code: 6007, message });
    }
    t.clock.advance(1000);
    expect(await t.browser.post(LOGIN, { name: ' ', password: md5('x') })).toMatchObject({ code: 6007, message: '用户名不能为空' });
    expect(await t.browser.post(LOGIN, { name: 'demo01', password: '' })).toMatchObject({ code: 6007, message: '密码不能为空' });
  });

  it('logs the demo member in from its known device and stores no plain or md5 password', async () => {
    const out = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect(out).toMatchObject({ code: 6000, data: { userId: '100001' } });
    const row = await t.db.selectFrom('member').select('password_hash').where('name', '=', 'demo01').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row.password_hash).not.toContain(md5('demo1234'));
    const stored = await t.db.selectFrom('session').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(out.data.token);
  });

  it('answers a wrong password or unknown name with 6002', async () => {
    expect(await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' })).toMatchObject({ code: 6002, message: '用户名或密码错误' });
    expect(await t.browser.login('nobody99', 'demo1234')).toMatchObject({ code: 6002, message: '用户名或密码错误' });
  });

  it('keeps a revoked token revoked, and another session alive', async () => {
    const other = t.newBrowser();
    await other.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    const old = t.browser.token;
    await t.browser.post(LOGOUT);
    t.browser.token = old;
    expect((await t.browser.post(INFO)).code).toBe(6001);
    expect((await other.post(INFO)).code).toBe(6000);
    t.browser.token = 'not-a-token';
    expect((await t.browser.post(INFO)).code).toBe(6001);
  });
});

describe('guards', () => {
  it('answers more than 5 submissions a second from one IP with 6011 请勿频繁提交', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.browser.post(LOGIN, { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' })).code);
    expect(codes.slice(0, 5).every((c) => c === 6000)).toBe(true);
    expect(codes[5]).toBe(6011);
    const last = await t.browser.post(REGISTER, registerBody('player09'));
    expect(last).toMatchObject({ code: 6011, message: '请勿频繁提交' });
    t.clock.advance(1000);
    expect((await t.browser.post(REGISTER, registerBody('player09'))).code).toBe(6000);
  });

  it('asks for a picture code (6021) after 3 failures and lets a right one through', async () => {
    for (let i = 0; i < 3; i++) expect((await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' })).code).toBe(6002);
    const asked = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect(asked).toMatchObject({ code: 6021, data: { kaptchcate: 1 } });
    const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    expect(pic.data.image).toMatch(/^data:image\/png;base64,/);
    const answer = await captchaAnswer(pic.data.codeId);
    const wrong = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', kaptchcate: 1, codeId: pic.data.codeId, code: 'zzzz' });
    expect(wrong.code).toBe(6021);
    // the code was spent by the wrong try: a new picture is needed
    const spent = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', kaptchcate: 1, codeId: pic.data.codeId, code: answer });
    expect(spent.code).toBe(6021);
    const pic2 = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    const answer2 = await captchaAnswer(pic2.data.codeId);
    const ok = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', kaptchcate: 1, codeId: pic2.data.codeId, code: answer2.toUpperCase() });
    expect(ok.code).toBe(6000);
    // a good login with a picture code clears the name and the IP
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('counts failures per IP too (10, whatever the names): then another name from that IP is asked for the picture', async () => {
    for (let i = 0; i < 10; i++) expect((await t.browser.login(`ghost${String(i).padStart(3, '0')}`, 'wrong123')).code).toBe(6002);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6021);
    t.browser.remoteAddress = '10.0.0.9';
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('keeps the budgets of a (name, IP) pair apart: 3 failures of one name from one IP do not ask the same name elsewhere', async () => {
    for (let i = 0; i < 3; i++) expect((await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' })).code).toBe(6002);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6021);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' }, '10.0.0.9')).code).toBe(6000);
  });

  it('locks the name after 8 failures (6037): every login of it then needs a picture, and a correct one still goes through', async () => {
    const codes: number[] = [];
    // 8 guesses spread over 4 addresses (2 each: under every pair's and IP's budget).
    for (let i = 0; i < 8; i++) codes.push((await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' }, `10.0.1.${i % 4}`)).code);
    expect(codes).toEqual([6002, 6002, 6002, 6002, 6002, 6002, 6002, 6037]);
    expect((await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' }, '10.0.1.9')).code).toBe(6021);
    // The owner, from another address, without a picture: asked for one; with it: logged in.
    expect(await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' }, '10.0.2.1')).toMatchObject({ code: 6021, message: '1 请输入图形验证码' });
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', ...(await solve('10.0.2.1')) }, '10.0.2.1')).code).toBe(6000);
    // Locking deleted no failure rows: the 8 guesses of the other addresses stay counted.
    const rows = await t.db.selectFrom('login_failure').select('ip').execute();
    expect(rows.length).toBe(8);
  });

  it('a flood of wrong guesses cannot keep the owner out: a correct login that solves the picture succeeds, from the same IP too', async () => {
    const attacker = '10.0.3.3';
    for (let i = 0; i < 12; i++) {
      const extra = i >= 3 ? await solve(attacker) : {};
      await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device', ...extra }, attacker);
    }
    // A burst the flood guard refuses (over 5 a second) is not counted against the next second.
    t.clock.advance(1000);
    for (let i = 0; i < 20; i++) await t.browser.post(LOGIN, { name: 'demo01', password: md5('wrong123') }, { remoteAddress: attacker });
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', ...(await solve(attacker)) }, attacker)).code).toBe(6000);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device', ...(await solve('10.0.3.4')) }, '10.0.3.4')).code).toBe(6000);
  });

  it('does not count a submission the flood guard refused: after one quiet second the next login goes through', async () => {
    for (let i = 0; i < 5; i++) expect((await t.browser.post(LOGIN, { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' })).code).toBe(6000);
    for (let i = 0; i < 50; i++) {
      t.clock.advance(10);
      expect((await t.browser.post(LOGIN, { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' })).code).toBe(6011);
    }
    t.clock.advance(1000);
    expect((await t.browser.post(LOGIN, { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('lets only the first login after register skip the captcha (kaptchcate 99), right or wrong', async () => {
    expect((await registerAs('auto01abc')).code).toBe(6000);
    for (let i = 0; i < 3; i++) expect((await t.browser.login('auto01abc', 'wrong123', { kaptchcate: 99 })).code).toBe(6002);
    // 3 failures: the pair now needs a picture; 99 no longer skips it.
    expect((await t.browser.login('auto01abc', 'abc12345', { kaptchcate: 99 })).code).toBe(6021);
    expect((await registerAs('auto02abc')).code).toBe(6000);
    expect((await t.browser.login('auto02abc', 'abc12345', { kaptchcate: 99 })).code).toBe(6000);
    const spent = await t.db.selectFrom('member').select('auto_login_until').where('name', '=', 'auto02abc').executeTakeFirstOrThrow();
    expect(spent.auto_login_until).toBeNull();
  });

  it('answers more than 30 registers a minute from one IP with 6011 (register tells which names exist)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      t.clock.advance(1000);
      codes.push((await t.browser.post(REGISTER, registerBody('demo01'))).code);
    }
    expect(codes.slice(0, 30).every((c) => c === 6009)).toBe(true);
    expect(codes[30]).toBe(6011);
  });

  it('answers a suspended member with 6501 (popup message) or 6502', async () => {
    await t.db.updateTable('member').set({ suspended: 1, suspend_message: '账号存在异常，请联系客服' }).where('name', '=', 'demo01').execute();
    const popup = await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect(popup).toMatchObject({ code: 6501, message: '账号存在异常，请联系客服', data: { popup: true, message: '账号存在异常，请联系客服' } });
    await t.db.updateTable('member').set({ suspended: 2, suspend_message: '' }).where('name', '=', 'demo01').execute();
    expect(await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).toMatchObject({ code: 6502, message: '账号已暂停使用' });
    // a wrong password stays a 6002: the suspension is not told to someone without it
    expect((await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' })).code).toBe(6002);
  });

  it('asks for the slider (6022) from an IP that registered 3 accounts within an hour', async () => {
    for (const name of ['reg01abc', 'reg02abc', 'reg03abc']) expect((await registerAs(name)).code).toBe(6000);
    const asked = await registerAs('reg04abc');
    expect(asked).toMatchObject({ code: 6022, data: { kaptchcate: 2 } });
    const lot = await t.browser.post('/site/api/v1/user/member/sliderCaptcha', {});
    const x = Number(await captchaAnswer(lot.data.lot_number));
    t.clock.advance(1000);
    const check = await t.browser.post('/site/api/v1/user/member/validateGeeCheck', {
      lot_number: lot.data.lot_number,
      captcha_output: sliderOutput(x + 5, [
        [0, 0],
        [x / 2, 200],
        [x + 5, 500],
      ]),
      pass_token: lot.data.pass_token,
      gen_time: lot.data.gen_time,
      validate_way: 0,
    });
    expect(check.data.passed).toBe(true);
    expect((await registerAs('reg04abc', { kaptchcate: 2, codeId: check.data.codeId })).code).toBe(6000);
    // one use
    expect((await registerAs('reg05abc', { kaptchcate: 2, codeId: check.data.codeId })).code).toBe(6022);
    t.clock.advance(3600_000);
    expect((await registerAs('reg05abc')).code).toBe(6000);
  });
});

describe('behind a reverse proxy (trustProxy)', () => {
  it('counts each player by the X-Forwarded-For address the trusted proxy adds, not by the proxy', async () => {
    const proxied = await testApp({ app: { trustProxy: ['127.0.0.1'] } });
    try {
      const via = (ip: string) => ({ 'x-forwarded-for': ip });
      const login = (ip: string, password: string) => {
        proxied.clock.advance(1000);
        return proxied.browser.post(LOGIN, { name: 'demo01', password: md5(password), deviceId: 'demo-device' }, { headers: via(ip) });
      };
      for (let i = 0; i < 3; i++) expect((await login('203.0.113.7', 'wrong123')).code).toBe(6002);
      expect((await login('203.0.113.7', 'demo1234')).code).toBe(6021);
      // Another player behind the same proxy has a budget of their own.
      expect((await login('198.51.100.4', 'demo1234')).code).toBe(6000);
    } finally {
      await proxied.app.close();
    }
  });

  it('ignores X-Forwarded-For by default (TRUST_PROXY unset)', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await t.browser.post(LOGIN, { name: 'demo01', password: md5('wrong123'), deviceId: 'demo-device' }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    }
    t.clock.advance(1000);
    const out = await t.browser.post(
      LOGIN,
      { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' },
      { headers: { 'x-forwarded-for': '198.51.100.4' } },
    );
    expect(out.code).toBe(6021);
  });
});
