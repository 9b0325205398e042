import { md5, testApp, type TestApp } from '../../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const P = '/site/api/v1/user/';
const lastCode = async (to: string) => (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0].code as string;
const newPassword = { password: md5('newpass99'), secondPassword: md5('newpass99') };

describe('forgot password by e-mail', () => {
  it('runs one → two → three, revokes every session and lets the new password in', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    const oldToken = t.browser.token;
    const one = await t.browser.post(`${P}forgetByEmail/one`, { email: 'demo01@example.com', name: 'demo01' });
    expect(one).toMatchObject({ code: 6000, message: '获取邮箱验证码成功', data: { step: 1 } });
    const code = await lastCode('demo01@example.com');
    const wrong = await t.browser.post(`${P}forgetByEmail/two`, { email: 'demo01@example.com', name: 'demo01', code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ code: 6036, message: '6 验证码错误' });
    const two = await t.browser.post(`${P}forgetByEmail/two`, { email: 'demo01@example.com', name: 'demo01', code });
    expect(two).toMatchObject({ code: 6000, data: { step: 2 } });
    const three = await t.browser.post(`${P}forgetByEmail/three`, { email: 'demo01@example.com', name: 'demo01', ...newPassword });
    expect(three).toMatchObject({ code: 6000, message: '密码修改成功，请重新登录', data: { step: 3 } });

    t.browser.token = oldToken;
    expect((await t.browser.post(`${P}member/info`)).code).toBe(6001);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6002);
    expect((await t.browser.login('demo01', 'newpass99', { deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('refuses step three without a passed step two, and a second use of step two', async () => {
    const early = await t.browser.post(`${P}forgetByEmail/three`, { email: 'demo01@example.com', name: 'demo01', ...newPassword });
    expect(early).toMatchObject({ code: 6035, message: '请先完成验证码验证' });
    await t.browser.post(`${P}forgetByEmail/one`, { email: 'demo01@example.com', name: 'demo01' });
    const code = await lastCode('demo01@example.com');
    await t.browser.post(`${P}forgetByEmail/two`, { email: 'demo01@example.com', name: 'demo01', code });
    expect((await t.browser.post(`${P}forgetByEmail/two`, { email: 'demo01@example.com', name: 'demo01', code })).code).toBe(6036);
    expect((await t.browser.post(`${P}forgetByEmail/three`, { email: 'demo01@example.com', name: 'demo01', ...newPassword })).code).toBe(6000);
    expect((await t.browser.post(`${P}forgetByEmail/three`, { email: 'demo01@example.com', name: 'demo01', ...newPassword })).code).toBe(6035);
  });

  it('answers a name and e-mail that do not belong together with 6004, and bad fields with the spec messages', async () => {
    expect(await t.browser.post(`${P}forgetByEmail/one`, { email: 'other@example.com', name: 'demo01' })).toMatchObject({
      code: 6004,
      message: '用户名与邮箱不匹配',
    });
    expect(await t.browser.post(`${P}forgetByEmail/one`, { email: 'demo01@example', name: 'demo01' })).toMatchObject({
      code: 6007,
      message: '请输入正确的邮箱',
    });
    expect(await t.browser.post(`${P}forgetByEmail/one`, { email: '', name: 'demo01' })).toMatchObject({ code: 6007, message: '请输入邮箱' });
    expect(await t.browser.post(`${P}forgetByEmail/one`, { email: 'demo01@example.com', name: '' })).toMatchObject({ code: 6007, message: '请输入用户名' });
    expect(await t.browser.post(`${P}forgetByEmail/two`, { email: 'demo01@example.com', name: 'demo01', code: '' })).toMatchObject({
      code: 6007,
      message: '请输入验证码',
    });
    const mismatch = { email: 'demo01@example.com', name: 'demo01', password: md5('a1'), secondPassword: md5('a2') };
    expect(await t.browser.post(`${P}forgetByEmail/three`, mismatch)).toMatchObject({ code: 6007, message: '两次密码输入不一致，请重新输入' });
  });
});

describe('forgot password by phone', () => {
  it('runs the three steps with an SMS code, and applies the 60 s limit to step one', async () => {
    const body = { phone: '13800138000', name: 'demo01', areaCode: '+86' };
    expect((await t.browser.post(`${P}forgetByPhone/one`, body)).message).toBe('获取手机验证码成功');
    expect((await t.browser.post(`${P}forgetByPhone/one`, body)).code).toBe(6066);
    const code = await lastCode('13800138000');
    expect((await t.browser.post(`${P}forgetByPhone/two`, { ...body, code })).data).toEqual({ step: 2 });
    expect((await t.browser.post(`${P}forgetByPhone/three`, { ...body, ...newPassword })).data).toEqual({ step: 3 });
    expect((await t.browser.login('demo01', 'newpass99', { deviceId: 'demo-device' })).code).toBe(6000);
  });

  it('answers another phone or area code with 6004 用户名与手机号不匹配', async () => {
    expect(await t.browser.post(`${P}forgetByPhone/one`, { phone: '13900139000', name: 'demo01' })).toMatchObject({
      code: 6004,
      message: '用户名与手机号不匹配',
    });
    expect((await t.browser.post(`${P}forgetByPhone/one`, { phone: '13800138000', name: 'demo01', areaCode: '+852' })).code).toBe(6004);
    expect((await t.browser.post(`${P}forgetByPhone/one`, { phone: '13800138000', name: 'nobody01' })).code).toBe(6004);
  });
});
