import { testApp, type TestApp } from '../../test-support';
import { sweepExpired } from './retention';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const count = async (table: 'captcha' | 'session' | 'verify_code' | 'login_failure' | 'login_lock') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('retention sweep', () => {
  it('deletes expired captchas, sessions, codes, failures and locks, and keeps the live ones', async () => {
    await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    await t.browser.login('demo02', 'demo1234');
    for (let i = 0; i < 3; i++) await t.browser.login('demo01', 'wrong123', { deviceId: 'demo-device' });
    await t.db
      .insertInto('login_lock')
      .values({ name: 'someone', until: t.clock.now() + 60_000 })
      .execute();
    await t.db
      .insertInto('verify_code')
      .values({
        target: '13800138000',
        channel: 'sms',
        purpose: 'device',
        code: '123456',
        created_at: t.clock.now(),
        expires_at: t.clock.now() + 300_000,
        used_at: null,
      })
      .execute();
    const before = {
      captcha: await count('captcha'),
      session: await count('session'),
      verify_code: await count('verify_code'),
      login_failure: await count('login_failure'),
    };
    expect(before).toEqual({ captcha: 1, session: 1, verify_code: 1, login_failure: 3 });
    // Nothing has expired yet: nothing goes.
    expect(Object.values(await sweepExpired(t.db, t.clock.now())).every((n) => n === 0)).toBe(true);
    // A day later the captcha, the code, the failures and the lock are gone; the 7-day session stays.
    t.clock.advance(24 * 3600_000);
    const swept = await sweepExpired(t.db, t.clock.now());
    expect(swept).toMatchObject({ captcha: 1, verify_code: 1, login_failure: 3, login_lock: 1, session: 0 });
    expect(await count('captcha')).toBe(0);
    expect(await count('login_failure')).toBe(0);
    expect(await count('session')).toBe(1);
    t.clock.advance(60 * 24 * 3600_000);
    expect((await sweepExpired(t.db, t.clock.now())).session).toBe(1);
  });

  it('deletes a spent captcha and an ended session at once', async () => {
    await t.browser.login('demo02', 'demo1234');
    await t.browser.post('/site/api/v1/user/logout');
    const pic = await t.browser.post('/site/api/v1/user/register/defaultKaptcha', {});
    await t.db.updateTable('captcha').set({ used_at: t.clock.now() }).where('id', '=', pic.data.codeId).execute();
    expect(await sweepExpired(t.db, t.clock.now())).toMatchObject({ captcha: 1, session: 1 });
  });
});
