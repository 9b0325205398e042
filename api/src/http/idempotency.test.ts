import { defineContract, ResponseCode, SiteError } from '@site/shared';
import { z } from 'zod';
import { md5, testApp, type TestApp } from '../test-support';
import { memberRoute } from './contract-route';
import { IDEMPOTENCY_MSG, KEY_TTL_MS } from './idempotency';

/** A test-only money contract: moves fen from the center wallet into the locked money. */
const lockMoney = defineContract({
  path: '/fd/api/v1/test/lockMoney',
  auth: true,
  movesMoney: true,
  request: z.object({ fen: z.number().int().positive() }),
  response: z.object({ center: z.number(), lock: z.number() }),
});

/** A second money contract, to reuse a key on another path. */
const otherMove = defineContract({ ...lockMoney, path: '/fd/api/v1/test/otherMove' });

let t: TestApp;
const wallet = async (member = 100001) => {
  const row = await t.db.selectFrom('wallet').select(['center_fen', 'lock_fen']).where('member_id', '=', member).executeTakeFirstOrThrow();
  return { center: row.center_fen, lock: row.lock_fen };
};
const key = (value: string) => ({ headers: { 'idempotency-key': value } });

beforeAll(async () => {
  t = await testApp();
  memberRoute(t.app, lockMoney, async (body, ctx) => {
    // The credit is written first, so a refusal must undo it.
    await ctx.db
      .updateTable('wallet')
      .set((eb) => ({ lock_fen: eb('lock_fen', '+', body.fen) }))
      .where('member_id', '=', ctx.memberId)
      .execute();
    const row = await ctx.db
      .selectFrom('wallet')
      .select(['center_fen', 'lock_fen'])
      .where('member_id', '=', ctx.memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.center_fen < body.fen) throw new SiteError(ResponseCode.WARNING, '余额不足');
    await ctx.db
      .updateTable('wallet')
      .set((eb) => ({ center_fen: eb('center_fen', '-', body.fen) }))
      .where('member_id', '=', ctx.memberId)
      .execute();
    return { center: row.center_fen - body.fen, lock: row.lock_fen };
  });
  memberRoute(t.app, otherMove, () => ({ center: 0, lock: 0 }));
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('idempotency keys of calls that move money', () => {
  it('moves money once per key and answers a retry (other request id, later) with the first response', async () => {
    const before = await wallet();
    const first = await t.browser.post(lockMoney, { fen: 1000 }, key('intent-0001'));
    expect(first.code).toBe(6000);
    expect(first.data).toEqual({ center: before.center - 1000, lock: before.lock + 1000 });
    t.clock.advance(120_000);
    const retry = await t.browser.post(lockMoney, { fen: 1000 }, key('intent-0001'));
    expect(retry).toMatchObject({ code: 6000, data: first.data });
    expect(await wallet()).toEqual(first.data);
    const second = await t.browser.post(lockMoney, { fen: 1000 }, key('intent-0002'));
    expect(second.data.center).toBe(before.center - 2000);
  });

  it('rolls a refused move back, and answers its retry with the same refusal', async () => {
    const before = await wallet();
    const refused = await t.browser.post(lockMoney, { fen: 999_999_999 }, key('intent-0003'));
    expect(refused.message).toBe('余额不足');
    expect(await wallet()).toEqual(before);
    const retry = await t.browser.post(lockMoney, { fen: 999_999_999 }, key('intent-0003'));
    expect(retry).toMatchObject({ code: refused.code, message: '余额不足' });
    expect(await wallet()).toEqual(before);
  });

  it('stores the first answer in the database under the key and the member', async () => {
    const row = await t.db.selectFrom('idempotency_key').selectAll().where('key', '=', 'intent-0001').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: 100001, path: lockMoney.path });
    expect(JSON.parse(row.response).code).toBe(6000);
  });

  it('refuses the same key with another body or on another path (6009), moving nothing', async () => {
    const before = await wallet();
    expect(await t.browser.post(lockMoney, { fen: 5 }, key('intent-0001'))).toMatchObject({ code: 6009, message: IDEMPOTENCY_MSG.reused });
    expect(await t.browser.post(otherMove, { fen: 1000 }, key('intent-0001'))).toMatchObject({ code: 6009, message: IDEMPOTENCY_MSG.reused });
    expect(await wallet()).toEqual(before);
  });

  it('refuses a call without a key (6007) or with a malformed one', async () => {
    expect(await t.browser.post(lockMoney, { fen: 1 })).toMatchObject({ code: 6007, message: IDEMPOTENCY_MSG.missing });
    expect(await t.browser.post(lockMoney, { fen: 1 }, key('短'))).toMatchObject({ code: 6007, message: IDEMPOTENCY_MSG.malformed });
  });

  it("keys the store by member: the same key from another member is that member's own intent", async () => {
    const other = t.newBrowser();
    t.clock.advance(1000);
    expect((await other.post('/site/api/v1/user/register', { name: 'payer01', password: md5('abc12345'), secondPassword: md5('abc12345') })).code).toBe(6000);
    expect((await other.login('payer01', 'abc12345')).code).toBe(6000);
    expect((await other.post(lockMoney, { fen: 1 }, key('intent-0001'))).message).toBe('余额不足');
  });

  it('keeps a key 24 hours, then forgets it', async () => {
    const before = await wallet();
    t.clock.advance(KEY_TTL_MS - 60_000);
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
    expect((await t.browser.post(lockMoney, { fen: 1000 }, key('intent-0002'))).code).toBe(6000);
    expect(await wallet()).toEqual(before);
    t.clock.advance(120_000);
    expect((await t.browser.post(lockMoney, { fen: 1000 }, key('intent-0002'))).code).toBe(6000);
    expect((await wallet()).center).toBe(before.center - 1000);
  });
});
