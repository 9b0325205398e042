import { testApp, type TestApp } from '../test-support';
import { seedDemo } from './seed-demo';

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

  it('seeding again changes nothing', async () => {
    await seedDemo(t.store, t.clock.now());
    const members = await t.db.selectFrom('member').select('name').orderBy('id').execute();
    expect(members.map((m) => m.name)).toEqual(['demo01', 'demo02', 'demo03']);
  });
});

describe('an api started without asking for demo data', () => {
  it('has no demo members but the site configuration', async () => {
    const bare = await testApp({ seedDemo: false });
    expect(await bare.db.selectFrom('member').select('id').execute()).toEqual([]);
    expect((await bare.browser.login('demo01', 'demo1234')).code).toBe(6002);
    expect((await bare.browser.post('/site/api/v1/advertising/navigationList', {})).data.length).toBeGreaterThan(5);
    await bare.app.close();
  });
});
