import { TEST_SECRETS, testApp, type TestApp } from '../../../test-support';
import { verifyJwt } from './member';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('member info, chat token, balance and unread', () => {
  it('answers member/info with the bind flags from the member row, phone and e-mail masked', async () => {
    const info = await t.browser.post('/site/api/v1/user/member/info', { isPop: 1 });
    expect(info.data).toMatchObject({
      userId: '100001',
      name: 'demo01',
      realName: '张三',
      phone: '138****8000',
      email: 'de****@example.com',
      bindPhone: true,
      bindRealName: true,
      bindEmail: true,
    });
  });

  it('hands out a short-lived signed chat token', async () => {
    const out = await t.browser.post('/site/api/v1/user/member/jwt', {});
    const payload = verifyJwt(TEST_SECRETS.hmac, out.data.token, t.clock.now());
    expect(payload).toMatchObject({ sub: '100001', name: 'demo01' });
    expect(verifyJwt(TEST_SECRETS.hmac, out.data.token, t.clock.now() + 11 * 60_000)).toBeNull();
    expect(verifyJwt(TEST_SECRETS.hmac, out.data.token.slice(0, -2) + 'xx', t.clock.now())).toBeNull();
  });

  it('answers the central wallet balance, with and without locked money', async () => {
    expect((await t.browser.post('/fd/api/v1/transfer/getBalance', {})).data).toEqual({ centerWalletBalance: 8888.88, lockMoney: 0 });
    await t.db.updateTable('wallet').set({ lock_fen: 1000 }).where('member_id', '=', 100001).execute();
    expect((await t.browser.post('/fd/api/v1/transfer/getBalance', { withLockMoney: 1 })).data).toEqual({ centerWalletBalance: 8898.88, lockMoney: 10 });
  });

  it('answers allBalance: category 8 totals every venue, another category only its own', async () => {
    const all = await t.browser.post('/game/api/v1/venue/allBalance', { category: 8 });
    expect(all.data.totalMoney).toBe(150.5);
    expect(all.data.venues.find((v: { channelCode: string }) => v.channelCode === 'crty')).toMatchObject({ balance: 100 });
    expect(all.data.venues.length).toBeGreaterThan(5);
    const live = await t.browser.post('/game/api/v1/venue/allBalance', { category: 2 });
    expect(live.data.totalMoney).toBe(50.5);
    expect(live.data.venues.map((v: { channelCode: string }) => v.channelCode)).toEqual(['AGZR', 'KXZR', 'DGZR']);
  });

  it('counts unread letters per kind and unread feedback replies', async () => {
    const unread = await t.browser.post('/site/api/v1/site/letter/getUnreadForType', { userSystem: 1 });
    expect(unread.data).toEqual({
      brnotice_count: 0,
      bractivity_count: 0,
      brbulletin_count: 1,
      brmatch_count: 0,
      brfd_count: 0,
      notice_count: 1,
      activity_count: 1,
      fd_count: 0,
    });
    await t.db.updateTable('letter').set({ read_at: 1 }).where('kind', '=', 'activity').execute();
    expect((await t.browser.post('/site/api/v1/site/letter/getUnreadForType', { userSystem: 1 })).data.activity_count).toBe(0);
    expect((await t.browser.post('/site/api/v1/user/feedback/unreadNum', {})).data).toEqual({ count: 1 });
  });

  it('asks guests to log in again (6001) on every member call', async () => {
    const guest = t.newBrowser();
    for (const url of [
      '/site/api/v1/user/member/info',
      '/site/api/v1/user/member/jwt',
      '/fd/api/v1/transfer/getBalance',
      '/site/api/v1/user/feedback/unreadNum',
    ]) {
      expect(await guest.post(url, {})).toMatchObject({ code: 6001, message: '请重新登录' });
    }
  });
});
