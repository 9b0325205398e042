import { venueTransfer } from '@site/shared';
import { testApp, testDatabase, testClock, type TestApp, type TestDatabase } from '../../../test-support';
import { IDEMPOTENCY_MSG } from '../../../http/idempotency';
import { TRANSFER_MSG } from './transfer';

let t: TestApp;
const balances = async () => {
  const center = await t.db.selectFrom('wallet').select('center_fen').where('member_id', '=', 100001).executeTakeFirstOrThrow();
  const venue = await t.db
    .selectFrom('wallet_venue_balance')
    .select('balance_fen')
    .where('member_id', '=', 100001)
    .where('channel_code', '=', 'crty')
    .executeTakeFirst();
  return { center: center.center_fen, crty: venue?.balance_fen ?? 0 };
};
const transfer = (body: Record<string, unknown>, idempotencyKey: string | null) =>
  t.browser.post(venueTransfer, body, { headers: { 'idempotency-key': idempotencyKey } });

describe('venue transfer (centre wallet ↔ venue, in fen)', () => {
  beforeEach(async () => {
    t = await testApp();
    expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  });
  afterEach(async () => t.app.close());

  it('moves money both ways and answers yuan', async () => {
    const before = await balances();
    const into = await transfer({ channelCode: 'crty', amount: '88.8', ty: 1 }, 'transfer-0001');
    expect(into).toMatchObject({ code: 6000, message: TRANSFER_MSG.done, data: { centerWalletBalance: 8800.08, balance: 188.8 } });
    expect(await balances()).toEqual({ center: before.center - 8880, crty: before.crty + 8880 });
    const back = await transfer({ channelCode: 'crty', amount: '0.01', ty: 0 }, 'transfer-0002');
    expect(back.data).toEqual({ centerWalletBalance: 8800.09, balance: 188.79 });
  });

  it('a double-submitted transfer moves money once', async () => {
    const before = await balances();
    const body = { channelCode: 'crty', amount: '10', ty: 1 };
    const [a, b] = await Promise.all([transfer(body, 'double-click-1'), transfer(body, 'double-click-1')]);
    expect(a.data).toEqual(b.data);
    expect(await transfer(body, 'double-click-1')).toMatchObject({ code: 6000, data: a.data });
    expect(await balances()).toEqual({ center: before.center - 1000, crty: before.crty + 1000 });
  });

  it('refuses without a key, and the same key with another body', async () => {
    const before = await balances();
    expect(await transfer({ channelCode: 'crty', amount: '1', ty: 1 }, null)).toMatchObject({ code: 6007, message: IDEMPOTENCY_MSG.missing });
    expect((await transfer({ channelCode: 'crty', amount: '1', ty: 1 }, 'transfer-0003')).code).toBe(6000);
    expect(await transfer({ channelCode: 'crty', amount: '2', ty: 1 }, 'transfer-0003')).toMatchObject({ code: 6009, message: IDEMPOTENCY_MSG.reused });
    expect(await balances()).toEqual({ center: before.center - 100, crty: before.crty + 100 });
  });

  it('refuses an unknown venue, a zero or bad amount and more than the source holds, moving nothing', async () => {
    const before = await balances();
    expect(await transfer({ channelCode: 'NOPE', amount: '1', ty: 1 }, 'refuse-0001')).toMatchObject({ code: 6004, message: TRANSFER_MSG.unknownVenue });
    expect(await transfer({ channelCode: 'crty', amount: '0', ty: 1 }, 'refuse-0002')).toMatchObject({ code: 6007, message: TRANSFER_MSG.notPositive });
    expect(await transfer({ channelCode: 'crty', amount: '0.00', ty: 0 }, 'refuse-0003')).toMatchObject({ code: 6007, message: TRANSFER_MSG.notPositive });
    expect(await transfer({ channelCode: 'crty', amount: '-5', ty: 1 }, 'refuse-0004')).toMatchObject({
      code: 6007,
      message: '请输入正确的金额，最多两位小数',
    });
    expect(await transfer({ channelCode: 'crty', amount: '8888.89', ty: 1 }, 'refuse-0005')).toMatchObject({ code: 6007, message: TRANSFER_MSG.centerShort });
    expect(await transfer({ channelCode: 'crty', amount: '100.01', ty: 0 }, 'refuse-0006')).toMatchObject({ code: 6007, message: TRANSFER_MSG.venueShort });
    expect(await balances()).toEqual(before);
  });

  it('concurrent transfers never make a balance negative', async () => {
    // 8888.88 in the centre: twelve transfers of 1000 at once, each with its own key: 8 pass.
    const outs = await Promise.all(
      Array.from({ length: 12 }, (_, i) => transfer({ channelCode: 'crty', amount: '1000', ty: 1 }, `race-${String(i).padStart(4, '0')}`)),
    );
    expect(outs.filter((o) => o.code === 6000)).toHaveLength(8);
    expect(outs.filter((o) => o.message === TRANSFER_MSG.centerShort)).toHaveLength(4);
    const after = await balances();
    expect(after).toEqual({ center: 888888 - 800000, crty: 10000 + 800000 });
    expect(after.center).toBeGreaterThanOrEqual(0);
  });

  it('asks a guest to log in again', async () => {
    expect((await t.newBrowser().post(venueTransfer, { channelCode: 'crty', amount: '1', ty: 1 }, { headers: { 'idempotency-key': 'guest-0001' } })).code).toBe(
      6001,
    );
  });
});

describe('venue transfer across an api restart', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => database.drop());

  it('a replay after a restart on the same data still answers the first result', async () => {
    const clock = testClock();
    t = await testApp({ database, clock });
    const browser = t.browser;
    expect((await browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
    const first = await transfer({ channelCode: 'AGZR', amount: '20', ty: 1 }, 'restart-0001');
    expect(first.code).toBe(6000);
    await t.app.close();

    t = await testApp({ database, clock });
    t.browser.token = browser.token;
    const replay = await transfer({ channelCode: 'AGZR', amount: '20', ty: 1 }, 'restart-0001');
    expect(replay).toMatchObject({ code: 6000, data: first.data });
    const center = await t.db.selectFrom('wallet').select('center_fen').where('member_id', '=', 100001).executeTakeFirstOrThrow();
    expect(center.center_fen).toBe(888888 - 2000);
    await t.app.close();
  });
});
