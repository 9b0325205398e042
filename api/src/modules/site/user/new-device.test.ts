import { testApp, type TestApp } from '../../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const SEND = '/site/api/v1/user/sendCode/one';
const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    code: string;
    channel: string;
    purpose: string;
    text: string;
  }[];

describe('new-device check', () => {
  it('runs end to end: 6026 with the masked phone → sendCode type 3 → outbox → login with the code; the device is remembered', async () => {
    const risky = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-2' });
    expect(risky.code).toBe(6026);
    expect(risky.data).toEqual({ maskedPhone: '138****8000' });
    expect(risky.message).toMatch(/新设备/);

    const sent = await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0, version: 1 });
    expect(sent).toMatchObject({ code: 6000, message: '获取手机验证码成功', data: { sent: true, resendAfter: 60 } });
    const [latest] = await outbox('13800138000');
    expect(latest).toMatchObject({ channel: 'sms', purpose: 'device' });
    expect(latest!.code).toMatch(/^\d{6}$/);
    expect(latest!.text).toContain(latest!.code);

    const wrongPhone = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-2', phoneMiddle: '1111', sendCodeNum: latest!.code });
    expect(wrongPhone).toMatchObject({ code: 6036, message: '手机号错误' });
    const wrongCode = await t.browser.login('demo01', 'demo1234', {
      deviceId: 'laptop-2',
      phoneMiddle: '0013',
      sendCodeNum: latest!.code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode).toMatchObject({ code: 6036, message: '6 验证码错误' });
    const ok = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-2', phoneMiddle: '0013', sendCodeNum: latest!.code });
    expect(ok.code).toBe(6000);
    // the code is spent, the device known
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-2' })).code).toBe(6000);
  });

  it('takes the uuid header as the device when the body has none', async () => {
    t.browser.uuid = 'demo-device';
    expect((await t.browser.login('demo01', 'demo1234')).code).toBe(6000);
    t.browser.uuid = 'phone-x';
    expect((await t.browser.login('demo01', 'demo1234')).code).toBe(6026);
  });

  it('sends a voice code ("read out") with its own message, and refuses a code before a challenge', async () => {
    const early = await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 2, version: 1 });
    expect(early).toMatchObject({ code: 6007, message: '请先使用账号密码登录' });
    await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-3' });
    const voice = await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 2, version: 1 });
    expect(voice).toMatchObject({ code: 6000, message: '验证码获取成功，注意接听手机来电' });
    expect((await outbox('13800138000'))[0]).toMatchObject({ channel: 'voice', purpose: 'device' });
  });

  it('does not ask a member without a bound phone', async () => {
    await t.db.updateTable('member').set({ phone: '' }).where('name', '=', 'demo01').execute();
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'anything' })).code).toBe(6000);
  });
});

describe('codes', () => {
  it('refuses a second code to the same target within 60 s (6066), then sends again', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-4' });
    expect((await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0 })).code).toBe(6000);
    t.clock.advance(59_000);
    const soon = await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0 });
    expect(soon.code).toBe(6066);
    expect(soon.message).toBe('60秒内只能获取一次验证码，请稍后再试');
    t.clock.advance(1000);
    expect((await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0 })).code).toBe(6000);
    expect(await outbox('13800138000')).toHaveLength(2);
  });

  it('expires a code after 5 minutes (6038)', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-5' });
    await t.browser.post(SEND, { SendName: 'demo01', type: 3, cate: 0 });
    const [sent] = await outbox('13800138000');
    t.clock.advance(5 * 60_000);
    const late = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-5', phoneMiddle: '0013', sendCodeNum: sent!.code });
    expect(late).toMatchObject({ code: 6038, message: '6 验证码已过期，请重新获取' });
  });

  it('asks for the code first when none was sent', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-6' });
    const none = await t.browser.login('demo01', 'demo1234', { deviceId: 'laptop-6', phoneMiddle: '0013', sendCodeNum: '123456' });
    expect(none).toMatchObject({ code: 6036, message: '6 请先获取验证码' });
  });

  it('sends a reset code (type 2) only when name and phone or e-mail belong together', async () => {
    const wrong = await t.browser.post(SEND, { SendName: 'demo01', SendCodeNum: '13900000000', type: 2, cate: 0 });
    expect(wrong).toMatchObject({ code: 6004, message: '用户名与手机号不匹配' });
    const mail = await t.browser.post(SEND, { SendName: 'demo01', SendCodeNum: 'DEMO01@example.com', type: 2, cate: 1 });
    expect(mail).toMatchObject({ code: 6000, message: '获取邮箱验证码成功' });
    expect((await outbox('demo01@example.com'))[0]).toMatchObject({ channel: 'email', purpose: 'reset' });
  });

  it("sends a code to the logged-in member's own phone (sendCode/two)", async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    const out = await t.browser.post('/site/api/v1/user/sendCode/two', { type: 2, cate: 0, version: 1 });
    expect(out).toMatchObject({ code: 6000, message: '获取手机验证码成功' });
    expect(await outbox('13800138000')).toHaveLength(1);
  });
});
