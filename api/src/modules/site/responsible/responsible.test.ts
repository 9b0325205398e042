import {
  bindFromDeposit,
  excludeSelf,
  getBalance,
  pay,
  realitySummary,
  responsibleInfo,
  RESPONSIBLE_MSG,
  setDepositLimit,
  setRealityCheck,
  skipLimitOffer,
} from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { confirmPaid } from '../../deposit/deposit-orders';
import { beijingTime } from '@site/shared';
import { assertPlayAllowed } from '../../responsible/play-limits';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' })).code).toBe(6000);
});
afterEach(async () => t.app.close());

const deposit = async (amount: string) => {
  const order = await t.browser.post(pay, { payCode: 'BANK', amount });
  if (order.code === 6000) await t.db.transaction().execute((trx) => confirmPaid(trx, order.data.orderNo, t.clock.now()));
  return order;
};
const limit = (period: string, value: string) => t.browser.post(setDepositLimit, { period, limit: value });

describe('deposit limits', () => {
  it('refuses bad bodies in Chinese', async () => {
    for (const [body, message] of [
      [{ period: 'year', limit: '100' }, RESPONSIBLE_MSG.period],
      [{ period: 'day', limit: '0' }, RESPONSIBLE_MSG.limitFormat],
      [{ period: 'day', limit: '1.234' }, RESPONSIBLE_MSG.limitFormat],
      [{ period: 'day', limit: 100 }, RESPONSIBLE_MSG.limitFormat],
    ] as const) {
      const out = await t.browser.post(setDepositLimit, body);
      expect([out.code, out.message]).toEqual([6007, message]);
    }
  });

  it('the lowest room applies; a decrease at once, an increase after 24 h', async () => {
    expect((await limit('week', '500')).data).toMatchObject({ period: 'week', limit: 500, applied: 'now' });
    expect((await limit('day', '300')).data).toMatchObject({ limit: 300, applied: 'now' });
    expect((await deposit('200')).code).toBe(6000);
    const refused = await deposit('150');
    expect([refused.code, refused.message]).toEqual([6007, '存款金额超过您设定的24小时存款限额（300.00元），本周期内还可存款100.00元']);
    expect((await deposit('100')).code).toBe(6000);
    // An increase waits 24 h; in the meantime the old limit holds.
    const raised = await limit('day', '400');
    expect([raised.message, raised.data.limit, raised.data.pending.limit, raised.data.applied]).toEqual(['提高或取消限额将在24小时后生效', 300, 400, 'later']);
    t.clock.advance(24 * 3600_000 + 1000);
    const info = await t.browser.post(responsibleInfo, {});
    expect(info.data.limits.find((l: { period: string }) => l.period === 'day')).toMatchObject({ limit: 400, pending: null, used: 0 });
    // The week still counts the 300 deposited: 200 left of 500.
    expect((await deposit('250')).message).toBe('存款金额超过您设定的7天存款限额（500.00元），本周期内还可存款200.00元');
    expect((await deposit('200')).code).toBe(6000);
    // Removing a limit is an increase too.
    expect((await limit('week', '')).data).toMatchObject({ limit: 500, pending: { limit: null }, applied: 'later' });
  });
});

describe('the order of the limits (24 h ≤ 7 days ≤ 1 month)', () => {
  it('refuses a limit out of order with both limits named, counting a pending change as it will be', async () => {
    expect((await limit('week', '500')).code).toBe(6000);
    const above = await limit('day', '800');
    expect([above.code, above.message]).toEqual([6007, '24小时存款限额（800.00元）不能高于7天存款限额（500.00元）']);
    expect((await limit('month', '300')).message).toBe('7天存款限额（500.00元）不能高于1个月存款限额（300.00元）');
    expect((await limit('day', '500')).data).toMatchObject({ limit: 500, applied: 'now' });
    // Lowering the week below the day is refused; the day first, then the week.
    expect((await limit('week', '200')).message).toBe('24小时存款限额（500.00元）不能高于7天存款限额（200.00元）');
    // Removing the week (pending for 24 h) leaves the day compared with the month.
    expect((await limit('week', '')).data).toMatchObject({ limit: 500, pending: { limit: null }, applied: 'later' });
    expect((await limit('month', '400')).message).toBe('24小时存款限额（500.00元）不能高于1个月存款限额（400.00元）');
    expect((await limit('month', '600')).data).toMatchObject({ limit: 600, applied: 'now' });
    const info = await t.browser.post(responsibleInfo, {});
    expect(info.data.limits.map((l: { limit: number | null }) => l.limit)).toEqual([500, 500, 600]);
  });
});

describe('the deposit-limit offer', () => {
  const due = async () => (await t.browser.post(responsibleInfo, {})).data.limitOfferDue as boolean;

  it('is due until the member skips it, then not again (a limit set later still applies)', async () => {
    expect(await due()).toBe(true);
    expect((await t.browser.post(skipLimitOffer, {})).data).toEqual({ limitOfferDue: false });
    expect(await due()).toBe(false);
    // Skipping twice is harmless; the limits stay unset.
    expect((await t.browser.post(skipLimitOffer, {})).code).toBe(6000);
    const info = await t.browser.post(responsibleInfo, {});
    expect(info.data.limits.map((l: { limit: number | null; pending: unknown }) => [l.limit, l.pending])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect((await limit('day', '100')).data).toMatchObject({ limit: 100, applied: 'now' });
    expect((await deposit('150')).message).toBe('存款金额超过您设定的24小时存款限额（100.00元），本周期内还可存款100.00元');
  });

  it('is answered by setting a limit; a skip afterwards keeps that limit', async () => {
    expect((await limit('day', '200')).code).toBe(6000);
    expect(await due()).toBe(false);
    expect((await t.browser.post(skipLimitOffer, {})).code).toBe(6000);
    expect((await deposit('250')).message).toBe('存款金额超过您设定的24小时存款限额（200.00元），本周期内还可存款200.00元');
    expect((await deposit('200')).code).toBe(6000);
  });

  it('is not due once the member has deposited', async () => {
    expect((await deposit('100')).code).toBe(6000);
    expect(await due()).toBe(false);
  });

  it('is for a member who is logged in', async () => {
    expect((await t.newBrowser().post(skipLimitOffer, {})).code).toBe(6001);
  });
});

describe('reality check and session', () => {
  it('keeps the interval (10 min to 8 h) and sums the session', async () => {
    expect((await t.browser.post(setRealityCheck, { minutes: 5 })).message).toBe(RESPONSIBLE_MSG.interval);
    expect((await t.browser.post(setRealityCheck, { minutes: 30 })).data).toEqual({ realityCheckMinutes: 30 });
    expect((await t.browser.post(responsibleInfo, {})).data.realityCheckMinutes).toBe(30);
    t.clock.advance(10 * 60_000);
    const summary = await t.browser.post(realitySummary, {});
    expect(summary.data).toMatchObject({ stakes: 0, net: 0 });
    expect(summary.data.elapsedMs).toBeGreaterThanOrEqual(10 * 60_000);
  });
});

describe('time-out and self-exclusion', () => {
  it('take effect at once: logged out, login, deposit and bets refused until the end', async () => {
    expect((await t.browser.post(excludeSelf, { choice: 'timeout24h' })).message).toBe(RESPONSIBLE_MSG.confirm);
    expect((await t.browser.post(excludeSelf, { choice: 'forever', confirm: true })).message).toBe(RESPONSIBLE_MSG.choice);
    const out = await t.browser.post(excludeSelf, { choice: 'timeout24h', confirm: true });
    expect(out.code).toBe(6000);
    const until = beijingTime(out.data.untilAt);
    expect((await t.browser.post(getBalance, {})).code).toBe(6001);
    const login = await t.browser.login('demo02', 'demo1234');
    expect([login.code, login.message]).toEqual([6003, `您的账户正处于暂停（冷静期）期内，${until}前无法登录、存款或投注`]);
    const memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
    await expect(assertPlayAllowed(t.db, memberId, t.clock.now())).rejects.toThrow('无法登录、存款或投注');
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
    await expect(assertPlayAllowed(t.db, memberId, t.clock.now())).resolves.toBeUndefined();
  });

  it('self-exclusion of 6 months refuses a deposit through the api too', async () => {
    const memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
    const other = t.newBrowser();
    expect((await other.login('demo02', 'demo1234')).code).toBe(6000);
    await t.browser.post(excludeSelf, { choice: 'exclusion6m', confirm: true });
    expect((await other.post(pay, { payCode: 'BANK', amount: '100' })).code).toBe(6001);
    t.clock.advance(181 * 24 * 3600_000);
    await expect(assertPlayAllowed(t.db, memberId, t.clock.now())).rejects.toThrow('自我排除');
  });
});
