import { defineContract, ResponseCode, SiteError } from '@site/shared';
import { z } from 'zod';
import { md5, testApp, type TestApp } from '../test-support';
import { route } from './contract-route';

/** A test-only money contract: moves cents from the center wallet into the locked money. */
const lockMoney = defineContract({
  path: '/fd/api/v1/test/lockMoney',
  auth: true,
  movesMoney: true,
  request: z.object({ cents: z.number().int().positive() }),
  response: z.object({ center: z.number(), lock: z.number() }),
});

/** A second money contract, to reuse a request id on another path. */
const otherMove = defineContract({ ...lockMoney, path: '/fd/api/v1/test/otherMove' });

let t: TestApp;
const wallet = (member = 100001) => t.db.prepare('SELECT center_cents AS center, lock_cents AS lock FROM wallet WHERE member_id = ?').get(member) as { center: number; lock: number };

beforeAll(async () => {
  t = await testApp();
  route(t.app, lockMoney, (body, ctx) => {
    // The credit is written first, so a refusal must undo it.
    t.db.prepare('UPDATE wallet SET lock_cents = lock_cents + ? WHERE member_id = ?').run(body.cents, ctx.memberId);
    if (wallet(ctx.memberId!).center < body.cents) throw new SiteError(ResponseCode.WARNING, '余额不足');
    t.db.prepare('UPDATE wallet SET center_cents = center_cents - ? WHERE member_id = ?').run(body.cents, ctx.memberId);
    return wallet(ctx.memberId!);
  });
  route(t.app, otherMove, () => ({ center: 0, lock: 0 }));
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('money idempotency', () => {
  it('moves money once per request id and answers a retry with the stored first response', async () => {
    const before = wallet();
    const first = await t.browser.post(lockMoney, { cents: 1000 }, { headers: { requestid: 'pay-1' } });
    expect(first.code).toBe(6000);
    expect(first.data).toEqual({ center: before.center - 1000, lock: before.lock + 1000 });
    t.clock.advance(120_000); // a retry long after: its own fresh timestamp, the same request id
    const retry = await t.browser.post(lockMoney, { cents: 1000 }, { headers: { requestid: 'pay-1' } });
    expect(retry.code).toBe(6000);
    expect(retry.data).toEqual(first.data);
    expect(wallet()).toEqual(first.data);
    const second = await t.browser.post(lockMoney, { cents: 1000 }, { headers: { requestid: 'pay-2' } });
    expect(second.data.center).toBe(before.center - 2000);
  });

  it('rolls a refused move back, and answers its retry with the same refusal', async () => {
    const before = wallet();
    const refused = await t.browser.post(lockMoney, { cents: 999_999_999 }, { headers: { requestid: 'pay-3' } });
    expect(refused.message).toBe('余额不足');
    expect(wallet()).toEqual(before);
    const retry = await t.browser.post(lockMoney, { cents: 999_999_999 }, { headers: { requestid: 'pay-3' } });
    expect(retry).toMatchObject({ code: refused.code, message: '余额不足' });
    expect(wallet()).toEqual(before);
  });

  it('stores the answer in SQLite with the request id', () => {
    const row = t.db.prepare("SELECT path, response FROM idempotency WHERE request_id = 'pay-1'").get() as { path: string; response: string };
    expect(row.path).toBe(lockMoney.path);
    expect(JSON.parse(row.response).code).toBe(6000);
  });

  it('refuses a money request id reused on another money path with 6008', async () => {
    const out = await t.browser.post(otherMove, { cents: 1 }, { headers: { requestid: 'pay-1' } });
    expect(out).toMatchObject({ code: 6008, message: '非法请求' });
  });

  it('keys the store by member: the same id from another member is that member\'s own request', async () => {
    const other = t.newBrowser();
    t.clock.advance(1000);
    expect((await other.post('/site/api/v1/user/register', { name: 'payer01', password: md5('abc12345'), secondPassword: md5('abc12345') })).code).toBe(6000);
    expect((await other.login('payer01', 'abc12345')).code).toBe(6000);
    const out = await other.post(lockMoney, { cents: 1 }, { headers: { requestid: 'pay-1' } });
    expect(out.message).toBe('余额不足');
  });
});
