import { MSG, PROFILE_MSG } from '@site/shared';
import { md5 } from '../../../db/seed-demo';
import { testApp, type TestApp, type TestBrowser } from '../../../test-support';

let t: TestApp;
let quick: TestBrowser;

async function outboxCode(to: string): Promise<string> {
  const row = await t.db.selectFrom('dev_outbox').select('code').where('target', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.code;
}

async function register(name: string): Promise<TestBrowser> {
  const b = t.newBrowser();
  // One IP per new player: the third register from an IP within an hour asks for the slider.
  b.remoteAddress = `10.0.5.${name.length + Number(name.replace(/\D/g, ''))}`;
  t.clock.advance(1000);
  const reg = await b.post('/site/api/v1/user/register', { name, password: md5('abcd1234'), secondPassword: md5('abcd1234'), deviceId: name });
  expect(reg.code).toBe(6000);
  expect((await b.login(name, 'abcd1234', { kaptchcate: 99, deviceId: name })).code).toBe(6000);
  return b;
}

beforeAll(async () => {
  t = await testApp();
  quick = t.newBrowser();
  expect((await quick.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('bindOther', () => {
  it.each([
    [{ realName: '张3' }, MSG.realNameWrong],
    [{ realName: '·张三' }, MSG.realNameWrong],
    [{ realName: '张··三' }, MSG.realNameWrong],
    [{ birthday: '2020-01-01' }, PROFILE_MSG.underAge],
    [{ birthday: '1990-02-30' }, PROFILE_MSG.birthdayWrong],
    [{ gender: 'x' }, PROFILE_MSG.genderWrong],
    [{}, PROFILE_MSG.nothingToSave],
  ])('refuses %j', async (body, message) => {
    expect(await quick.post('/site/api/v1/user/member/bindOther', body)).toMatchObject({ code: 6007, message });
  });

  it('binds the real name once, and gender and birthday', async () => {
    const b = await register('prof01');
    const out = await b.post('/site/api/v1/user/member/bindOther', { realName: '李四', gender: 'female', birthday: '1995-05-20' });
    expect(out).toMatchObject({ code: 6000, message: PROFILE_MSG.saved, data: { realName: '李四', gender: 'female', birthday: '1995-05-20' } });
    expect((await b.post('/site/api/v1/user/member/info', {})).data).toMatchObject({ realName: '李四', bindRealName: true, gender: 'female' });
    expect(await b.post('/site/api/v1/user/member/bindOther', { realName: '王五' })).toMatchObject({ code: 6009, message: PROFILE_MSG.realNameBound });
  });
});

describe('bind phone and e-mail with a code from the outbox', () => {
  it('binds a phone: code by SMS, country regex, taken phones refused', async () => {
    const b = await register('prof02');
    expect(await b.post('/site/api/v1/user/sendCode/bind', { cate: 0, areaCode: '+86', phone: '2380013800' })).toMatchObject({
      code: 6007,
      message: MSG.phoneWrong,
    });
    expect(await b.post('/site/api/v1/user/sendCode/bind', { cate: 0, areaCode: '+86', phone: '13800138000' })).toMatchObject({
      code: 6009,
      message: PROFILE_MSG.phoneTaken,
    });
    expect(await b.post('/site/api/v1/user/sendCode/bind', { cate: 0, areaCode: '+852', phone: '13900139000' })).toMatchObject({
      code: 6007,
      message: MSG.phoneWrong,
    });
    const sent = await b.post('/site/api/v1/user/sendCode/bind', { cate: 2, areaCode: '+86', phone: '13900139000' });
    expect(sent).toMatchObject({ code: 6000, message: '验证码获取成功，注意接听手机来电' });
    expect((await b.post('/site/api/v1/user/sendCode/bind', { cate: 0, areaCode: '+86', phone: '13900139000' })).code).toBe(6066);
    expect(
      await b.post('/site/api/v1/user/bindPhone', {
        areaCode: '+86',
        phone: '13900139000',
        code: '000000' === (await outboxCode('13900139000')) ? '111111' : '000000',
      }),
    ).toMatchObject({
      code: 6036,
    });
    const code = await outboxCode('13900139000');
    expect(await b.post('/site/api/v1/user/bindPhone', { areaCode: '+86', phone: '13900139000', code })).toMatchObject({
      code: 6000,
      data: { phone: '139****9000', bindPhone: true },
    });
    expect((await b.post('/site/api/v1/user/member/info', {})).data).toMatchObject({ bindPhone: true, phone: '139****9000' });
    expect(await b.post('/site/api/v1/user/bindPhone', { areaCode: '+86', phone: '13900139001', code })).toMatchObject({
      code: 6009,
      message: PROFILE_MSG.phoneBound,
    });
    expect(await b.post('/site/api/v1/user/bindPhone', { phone: 'abc', code: '1' })).toMatchObject({ code: 6007, message: MSG.phoneWrong });
  });

  it('binds an e-mail', async () => {
    const b = await register('prof03');
    expect(await b.post('/site/api/v1/user/sendCode/bind', { cate: 1, email: 'x@' })).toMatchObject({ code: 6007, message: MSG.emailWrong });
    expect(await b.post('/site/api/v1/user/sendCode/bind', { cate: 1, email: 'Prof03@Example.com' })).toMatchObject({
      code: 6000,
      message: '获取邮箱验证码成功',
    });
    const code = await outboxCode('prof03@example.com');
    expect(await b.post('/site/api/v1/user/bindEmail', { email: 'prof03@example.com', code })).toMatchObject({ code: 6000, data: { bindEmail: true } });
    expect(await b.post('/site/api/v1/user/bindEmail', { email: 'prof03@example.com', code })).toMatchObject({ code: 6009 });
  });
});

describe('passwords', () => {
  it('changes the password: old one checked, other sessions end, this one stays', async () => {
    const b = await register('prof04');
    const other = t.newBrowser();
    other.remoteAddress = b.remoteAddress;
    expect((await other.login('prof04', 'abcd1234', { deviceId: 'prof04' })).code).toBe(6000);
    const bad = await b.post('/site/api/v1/user/bindPassword', { oldPassword: md5('wrong123'), password: md5('newp1234'), secondPassword: md5('newp1234') });
    expect(bad).toMatchObject({ code: 6100, message: PROFILE_MSG.oldPasswordWrong });
    expect(
      await b.post('/site/api/v1/user/bindPassword', { oldPassword: md5('abcd1234'), password: md5('newp1234'), secondPassword: md5('newp9999') }),
    ).toMatchObject({
      code: 6007,
      message: MSG.newPasswordMismatch,
    });
    expect(
      await b.post('/site/api/v1/user/bindPassword', { oldPassword: md5('abcd1234'), password: md5('abcd1234'), secondPassword: md5('abcd1234') }),
    ).toMatchObject({
      code: 6007,
      message: PROFILE_MSG.samePassword,
    });
    const ok = await b.post('/site/api/v1/user/bindPassword', { oldPassword: md5('abcd1234'), password: md5('newp1234'), secondPassword: md5('newp1234') });
    expect(ok).toMatchObject({ code: 6000, message: PROFILE_MSG.passwordChanged, data: { revokedSessions: 1 } });
    expect((await other.post('/site/api/v1/user/member/info', {})).code).toBe(6001);
    expect((await b.post('/site/api/v1/user/member/info', {})).code).toBe(6000);
    const again = t.newBrowser();
    again.remoteAddress = b.remoteAddress;
    expect((await again.login('prof04', 'newp1234', { deviceId: 'prof04' })).code).toBe(6000);
  });

  it('resets by a code to the bound phone (sendCode/two type 2)', async () => {
    const b = await register('prof05');
    expect((await b.post('/site/api/v1/user/bindPasswordByPhone', { code: '123456', password: md5('newp1234'), secondPassword: md5('newp1234') })).code).toBe(
      6015,
    );
    await b.post('/site/api/v1/user/sendCode/bind', { cate: 0, areaCode: '+86', phone: '13700137000' });
    expect((await b.post('/site/api/v1/user/bindPhone', { areaCode: '+86', phone: '13700137000', code: await outboxCode('13700137000') })).code).toBe(6000);
    t.clock.advance(61_000);
    expect((await b.post('/site/api/v1/user/sendCode/two', { type: 2, cate: 0 })).code).toBe(6000);
    const code = await outboxCode('13700137000');
    expect(await b.post('/site/api/v1/user/bindPasswordByPhone', { code: 'abc', password: md5('newp1234'), secondPassword: md5('newp1234') })).toMatchObject({
      code: 6007,
      message: MSG.codeRequired,
    });
    expect((await b.post('/site/api/v1/user/bindPasswordByPhone', { code, password: md5('newp1234'), secondPassword: md5('newp1234') })).code).toBe(6000);
    expect((await b.post('/site/api/v1/user/bindPasswordByEmail', { code, password: md5('newp1234'), secondPassword: md5('newp1234') })).code).toBe(6007);
  });
});

describe('avatars', () => {
  it('lists avatars and sets one of them', async () => {
    const list = await quick.post('/site/api/v1/user/avatarList', {});
    expect(list.data.avatars.length).toBe(8);
    expect(list.data.avatars[0].url).toMatch(/^data:image\/svg\+xml/);
    expect(await quick.post('/site/api/v1/user/addAvatar', { avatar: 'zz' })).toMatchObject({ code: 6007, message: PROFILE_MSG.avatarUnknown });
    expect((await quick.post('/site/api/v1/user/addAvatar', { avatar: 'a3' })).data).toEqual({ avatar: 'a3' });
    expect((await quick.post('/site/api/v1/user/avatarList', {})).data.current).toBe('a3');
  });

  it("member/info carries the avatar's image: the first avatar's before one is chosen, then the chosen one's", async () => {
    const fresh = await register('avatar7');
    const list = (await fresh.post('/site/api/v1/user/avatarList', {})).data.avatars as { id: string; url: string }[];
    expect((await fresh.post('/site/api/v1/user/member/info', {})).data).toMatchObject({ avatar: '', avatarUrl: list[0]!.url });
    await fresh.post('/site/api/v1/user/addAvatar', { avatar: 'a5' });
    expect((await fresh.post('/site/api/v1/user/member/info', {})).data).toMatchObject({ avatar: 'a5', avatarUrl: list.find((a) => a.id === 'a5')!.url });
  });
});
