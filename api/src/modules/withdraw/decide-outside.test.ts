import type { AddressInfo } from 'node:net';
import { getBalance, MsgId, withdrawNew, WithdrawStatus, type ServerFrame } from '@site/shared';
import { openStore, type Store } from '../../db';
import { redisHub, type LiveHub } from '../../live/hub';
import { LiveTestClient } from '../../live/live-test-client';
import { startTestRedis, type TestRedis } from '../../test-redis';
import { testApp, testDatabase, type TestApp, type TestDatabase } from '../../test-support';
import { insertCard } from '../cards/card-queries';
import { readSiteConfig, writeSiteConfig } from '../site/site-config';
import { decideOutsideApi } from './decide-outside';
import { WithdrawDecision } from './withdraw-orders';

// The api on a Redis hub, and "another process" (the CLI's own store and hub) deciding on the same data.
const REDIS_PORT = 8356;
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

let redis: TestRedis;
let database: TestDatabase;
let t: TestApp;
let live: LiveTestClient;
let outside: Store;
let hub: LiveHub;

beforeAll(async () => {
  redis = await startTestRedis(REDIS_PORT);
  database = await testDatabase();
  t = await testApp({ database, app: { redisUrl: redis.url } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  outside = await openStore({ databaseUrl: database.databaseUrl, file: database.dbFile ?? ':memory:' });
  hub = await redisHub(redis.url, () => undefined);
}, 30_000);
afterAll(async () => {
  live?.close();
  await hub?.close();
  await outside?.close();
  await t?.app.close();
  await t?.store.close();
  await database?.drop();
  redis?.stop();
});

/** demo02 asks to withdraw 50 (left in review) and watches its balance topic; answers the order number. */
async function withdrawalInReview(): Promise<string> {
  const c = await readSiteConfig(t.db);
  await writeSiteConfig(t.db, { flags: { ...c.flags, withdrawalPassword: false } });
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  const jwt = (await t.browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
  const { port } = t.app.server.address() as AddressInfo;
  live = await LiveTestClient.connect(`http://127.0.0.1:${port}`);
  live.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: jwt } });
  const login = await live.next(is(MsgId.LOGIN_SUCCESS));
  const memberId = login.msgId === MsgId.LOGIN_SUCCESS ? login.msgData.memberId : '';
  live.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'balance', key: memberId } });
  live.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
  await live.next(is(MsgId.HEARTBEAT));
  const card = await insertCard(t.db, {
    member_id: Number(memberId),
    kind: 'bank',
    bank_code: 'ICBC',
    bank_name: '中国工商银行',
    number: '6222020200112233445',
    holder: '李四',
    network: null,
    created_at: t.clock.now(),
  });
  const asked = await t.browser.post(
    withdrawNew,
    { accountId: Number(card!.id), amount: '50' },
    { headers: { 'idempotency-key': 'decide-outside-withdraw-01' } },
  );
  expect(asked).toMatchObject({ code: 6000 });
  await live.next(is(MsgId.TOPIC_PUSH));
  const order = await t.db.selectFrom('withdraw_order').select('order_no').where('member_id', '=', Number(memberId)).executeTakeFirstOrThrow();
  return order.order_no;
}

describe('a withdrawal decided outside the api', () => {
  it("a rejection by the operators' CLI reaches the member's header through the hub, with the balance the wallet answers", async () => {
    const orderNo = await withdrawalInReview();
    const centreBefore = (await t.browser.post(getBalance, {})).data.centerWalletBalance as number;

    const { row, told } = await decideOutsideApi(outside, hub, { orderNo, decision: WithdrawDecision.REJECT, reason: '审核未通过', now: t.clock.now() });
    expect(told).toBe(true);
    expect(row.order_no).toBe(orderNo);

    const push = await live.next(is(MsgId.TOPIC_PUSH));
    const centre = (await t.browser.post(getBalance, {})).data.centerWalletBalance as number;
    expect(centre).toBe(centreBefore + 50);
    expect(push.msgId === MsgId.TOPIC_PUSH && push.msgData).toMatchObject({ topic: 'balance', data: { centerWalletBalance: centre } });
  });

  it('without a hub (one instance, no Redis) the decision still stands and says nobody was told', async () => {
    const card = await t.db
      .selectFrom('member_card')
      .innerJoin('member', 'member.id', 'member_card.member_id')
      .select('member_card.id')
      .where('member.name', '=', 'demo02')
      .executeTakeFirstOrThrow();
    const asked = await t.browser.post(
      withdrawNew,
      { accountId: Number(card.id), amount: '60' },
      { headers: { 'idempotency-key': 'decide-outside-withdraw-02' } },
    );
    expect(asked).toMatchObject({ code: 6000 });
    await live.next(is(MsgId.TOPIC_PUSH));
    const order = await t.db.selectFrom('withdraw_order').select('order_no').where('status', '=', WithdrawStatus.REVIEW).executeTakeFirstOrThrow();

    const { row, told } = await decideOutsideApi(outside, null, {
      orderNo: order.order_no,
      decision: WithdrawDecision.APPROVE,
      reason: '审核通过',
      now: t.clock.now(),
    });
    expect(told).toBe(false);
    expect(row.status).toBe(WithdrawStatus.PAID);
  });
});
