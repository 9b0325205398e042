import { md5, testApp, testClock, testDatabase, TestBrowser, type TestApp } from '../../test-support';
import { revokeAllSessions } from './sessions';
import { SESSION_RECHECK_MS } from './session-memory';

const P = '/site/api/v1/user/';
const infoCode = async (b: TestBrowser) => (await b.post(`${P}member/info`)).code;

/** Sessions are kept in memory for a short time (session-memory.ts): revocation must still hold. */
describe('session revocation with the session memory', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp();
  });
  afterEach(async () => t.app.close());

  it('refuses a logged-out token at once on the instance that logged it out', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    const token = t.browser.token;
    expect(await infoCode(t.browser)).toBe(6000);
    expect(await infoCode(t.browser)).toBe(6000);
    expect((await t.browser.post(`${P}logout`)).code).toBe(6000);
    const again = t.newBrowser();
    again.token = token;
    expect(await infoCode(again)).toBe(6001);
  });

  it('refuses every session of a member at once when they are revoked together (password reset), also inside a transaction', async () => {
    const phone = t.newBrowser();
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    await phone.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect([await infoCode(t.browser), await infoCode(phone)]).toEqual([6000, 6000]);
    await t.store.transaction((trx) => revokeAllSessions(trx, 100001, t.clock.now()));
    expect([await infoCode(t.browser), await infoCode(phone)]).toEqual([6001, 6001]);
  });

  it('refuses a token revoked by a direct write to the session table at once', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect(await infoCode(t.browser)).toBe(6000);
    await t.db.updateTable('session').set({ revoked_at: t.clock.now() }).where('member_id', '=', 100001).execute();
    expect(await infoCode(t.browser)).toBe(6001);
  });

  it('refuses the old token at once after the forgot-password flow', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect(await infoCode(t.browser)).toBe(6000);
    const email = { email: 'demo01@example.com', name: 'demo01' };
    await t.browser.post(`${P}forgetByEmail/one`, email);
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email.email)}` });
    const code = outbox.json().data[0].code as string;
    expect((await t.browser.post(`${P}forgetByEmail/two`, { ...email, code })).code).toBe(6000);
    expect((await t.browser.post(`${P}forgetByEmail/three`, { ...email, password: md5('newpass99'), secondPassword: md5('newpass99') })).code).toBe(6000);
    expect(await infoCode(t.browser)).toBe(6001);
  });

  it('refuses a session once it expires, whatever the memory holds', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    const session = await t.db.selectFrom('session').select(['token_hash', 'expires_at']).where('member_id', '=', 100001).executeTakeFirstOrThrow();
    await t.db
      .updateTable('session')
      .set({ expires_at: t.clock.now() + 500 })
      .where('token_hash', '=', session.token_hash)
      .execute();
    expect(await infoCode(t.browser)).toBe(6000);
    t.clock.advance(500);
    expect(await infoCode(t.browser)).toBe(6001);
  });

  it('shows a change to the member row at once on this instance', async () => {
    await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
    expect((await t.browser.post(`${P}member/info`)).data.phone).toBe('138****8000');
    await t.db.updateTable('member').set({ phone: '13912345678' }).where('id', '=', 100001).execute();
    expect((await t.browser.post(`${P}member/info`)).data.phone).toBe('139****5678');
  });
});

describe('session revocation across two api instances on one database', () => {
  it('honours a logout on another instance within SESSION_RECHECK_MS', async () => {
    const database = await testDatabase();
    const clock = testClock();
    const a = await testApp({ database, clock });
    const b = await testApp({ database, clock });
    try {
      await a.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' });
      const onB = b.newBrowser();
      onB.token = a.browser.token;
      expect(await infoCode(onB)).toBe(6000);
      expect((await a.browser.post(`${P}logout`)).code).toBe(6000);
      expect(await infoCode(a.browser)).toBe(6001);
      clock.advance(SESSION_RECHECK_MS);
      expect(await infoCode(onB)).toBe(6001);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.drop();
    }
  });
});
