import { CHAT_LIMITS, CHAT_TEXT, MsgId, type ServerFrame } from '@site/shared';
import { LiveTestClient } from '../../live/live-test-client';
import { startTestRedis, type TestRedis } from '../../test-redis';
import { testApp, testClock, testDatabase, type TestApp, type TestDatabase } from '../../test-support';

// Two api instances on one database and one Redis (the hub): a line sent on one is heard on the
// other, and the rate limit holds across them.
const REDIS_PORT = 8684;
const PORTS = [8682, 8683] as const;

let redis: TestRedis;
let database: TestDatabase;
const apps: TestApp[] = [];
const clients: LiveTestClient[] = [];
const clock = testClock();
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;

async function on(port: number, token?: string): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(`http://127.0.0.1:${port}`);
  clients.push(c);
  if (token) c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token } });
  else c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(token ? MsgId.LOGIN_SUCCESS : MsgId.GUEST_LOGIN_SUCCESS));
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: 'lobby' } });
  c.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid: 'lobby' } });
  await c.next(is(MsgId.JOIN_UNICAST));
  return c;
}

beforeAll(async () => {
  redis = await startTestRedis(REDIS_PORT);
  database = await testDatabase();
  // One after the other: the second finds the migrations done.
  for (const port of PORTS) {
    const t = await testApp({ database, clock, seedDemo: port === PORTS[0], app: { redisUrl: redis.url, leaderTtlMs: 600 } });
    await t.app.listen({ port, host: '127.0.0.1' });
    apps.push(t);
  }
}, 30_000);
afterEach(() => clients.splice(0).forEach((c) => c.close()));
afterAll(async () => {
  for (const t of apps) await t.app.close();
  for (const t of apps) await t.store.close();
  await database?.drop();
  redis?.stop();
});

describe('the chat room across two api instances', () => {
  it('a line sent on one instance reaches a guest on the other; the rate limit holds across them', async () => {
    const browser = apps[0].newBrowser();
    expect((await browser.login('demo02', 'demo1234')).code).toBe(6000);
    const token = (await browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
    const guestOnB = await on(PORTS[1]);
    const memberOnA = await on(PORTS[0], token);
    const memberOnB = await on(PORTS[1], token);
    clock.advance(CHAT_LIMITS.identicalWindowMs);
    memberOnA.send({ msgId: MsgId.SEND_MESSAGE, msgData: { rid: 'lobby', msg: '两台服务器都能听到' } });
    const heard = await guestOnB.next(is(MsgId.TOPIC_PUSH));
    expect(heard.msgData).toMatchObject({ topic: 'chat', key: 'lobby', data: { msg: '两台服务器都能听到', from: 'demo02' } });
    memberOnB.send({ msgId: MsgId.SEND_MESSAGE, msgData: { rid: 'lobby', msg: '马上再说一句' } });
    const refused = await memberOnB.next(is(MsgId.REFUSED));
    expect(refused.msgData).toEqual({ msgId: MsgId.SEND_MESSAGE, message: CHAT_TEXT.tooFast });
  });
});
