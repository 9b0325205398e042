import { testApp, type TestApp } from '../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

describe('demo members of the README', () => {
  it('demo02 logs in at once from any device and has a balance', async () => {
    const login = await t.browser.login('demo02', 'demo1234', { deviceId: 'some-new-browser' });
    expect(login.code).toBe(6000);
    const info = await t.browser.post('/site/api/v1/user/member/info', {});
    expect(info.data).toMatchObject({ name: 'demo02', bindPhone: false, bindRealName: false });
    expect((await t.browser.post('/fd/api/v1/transfer/getBalance', {})).data.centerWalletBalance).toBe(1000);
  });

  it('demo01 from an unknown device is asked for the new-device check', async () => {
    const login = await t.browser.login('demo01', 'demo1234', { deviceId: 'another-browser' });
    expect(login.code).toBe(6026);
  });
});
