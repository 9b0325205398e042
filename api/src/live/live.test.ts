import { LIVE_LIMITS, MsgId, type ServerFrame } from '@site/shared';
import { testApp, type TestApp } from '../test-support';
import { liveOf } from './install-live';
import { LiveTestClient } from './live-test-client';

const PORT = 8353;
const BASE = `http://127.0.0.1:${PORT}`;

let t: TestApp;
const clients: LiveTestClient[] = [];
const connect = async (query?: string) => {
  const c = await LiveTestClient.connect(BASE, query);
  clients.push(c);
  return c;
};
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
const refusal = (f: ServerFrame) => (f.msgId === MsgId.REFUSED ? f.msgData.message : null);

async function guest(): Promise<LiveTestClient> {
  const c = await connect();
  c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
  return c;
}

/** Subscribes and waits until the server holds it (a heartbeat answered after it). */
async function subscribe(c: LiveTestClient, topic: 'sport' | 'balance' | 'chat', key: string) {
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic, key } });
  c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
  await c.next(is(MsgId.HEARTBEAT));
}

/** One sport batch: a price change of match matchId's home side. */
const odds = (matchId: string, hkMilli: number) => ({ seq: 1, at: 1, d: [{ id: matchId, o: [[`${matchId}:M:H`, hkMilli] as [string, number]] }] });

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterEach(() => {
  clients.splice(0).forEach((c) => c.close());
});
afterAll(async () => t.app.close());

describe('the live connection at /ws', () => {
  it('refuses a handshake without client type web and a site id', async () => {
    const c = await connect('?siteId=1001');
    expect(await c.whenClosed()).toEqual({ code: 1008, reason: '握手参数不正确' });
  });

  it('answers a heartbeat and logs a guest in', async () => {
    const c = await connect();
    c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await c.next(is(MsgId.HEARTBEAT));
    c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
    const ok = await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
    expect(ok.msgData).toEqual({ guestId: expect.any(String) });
  });

  it('pushes a topic only to the sockets that subscribed to it, until they unsubscribe', async () => {
    const a = await guest();
    const b = await guest();
    await subscribe(a, 'sport', 'm1');
    await subscribe(b, 'sport', 'm2');
    await liveOf(t.app).publish('sport', 'm1', odds('m1', 1500));
    await liveOf(t.app).publish('sport', 'm2', odds('m2', 2500));
    expect((await a.next(is(MsgId.TOPIC_PUSH))).msgData).toEqual({ topic: 'sport', key: 'm1', data: odds('m1', 1500) });
    // b's first push is m2: m1 never reached it.
    expect((await b.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ key: 'm2' });

    a.send({ msgId: MsgId.UNSUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } });
    await subscribe(a, 'chat', 'm1');
    await liveOf(t.app).publish('sport', 'm1', odds('m1', 1700));
    await liveOf(t.app).publish('chat', 'm1', { rid: 'm1', msg: '进球', from: 'x', at: 1 });
    expect((await a.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ topic: 'chat', key: 'm1' });
    expect(a.bad).toEqual([]);
  });

  it('answers a subscription once it is in place, without a seq for a topic that has none', async () => {
    const c = await guest();
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: 'r9' } });
    expect((await c.next(is(MsgId.SUBSCRIBED))).msgData).toEqual({ topic: 'chat', key: 'r9' });
    await liveOf(t.app).publish('chat', 'r9', { rid: 'r9', msg: '开赛', from: 'x', at: 1 });
    expect((await c.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ topic: 'chat', key: 'r9' });
  });

  it('refuses a subscription before login', async () => {
    const c = await connect();
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } });
    expect(refusal(await c.next(is(MsgId.REFUSED)))).toBe('请先登录聊天连接');
  });

  it('logs a member in with the member/jwt token; the balance topic is only their own', async () => {
    const browser = t.newBrowser();
    expect((await browser.login('demo02', 'demo1234')).code).toBe(6000);
    const token = (await browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
    const c = await connect();
    c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token } });
    const ok = await c.next(is(MsgId.LOGIN_SUCCESS));
    expect(ok.msgData).toEqual({ memberId: expect.any(String), name: 'demo02' });
    const memberId = ok.msgId === MsgId.LOGIN_SUCCESS ? ok.msgData.memberId : '';

    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'balance', key: '999999' } });
    expect(refusal(await c.next(is(MsgId.REFUSED)))).toBe('只能订阅自己的账户消息');
    await subscribe(c, 'balance', memberId);
    await liveOf(t.app).publish('balance', memberId, { centerWalletBalance: 12, totalMoney: 30 });
    expect((await c.next(is(MsgId.TOPIC_PUSH))).msgData).toEqual({ topic: 'balance', key: memberId, data: { centerWalletBalance: 12, totalMoney: 30 } });

    // Back to guest: the member's balance subscription is dropped.
    c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
    await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
    const mine = liveOf(t.app)
      .sockets()
      .find((s) => s.login === 'guest' && s.subscriptions.length === 0);
    expect(mine).toBeDefined();
  });

  it('refuses a forged or expired member token', async () => {
    const c = await connect();
    c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token: 'a.b.c' } });
    expect(refusal(await c.next(is(MsgId.REFUSED)))).toBe('聊天令牌无效或已过期，请重新登录');
  });

  it('drops bad frames without disconnecting the sender or anyone else', async () => {
    const a = await guest();
    const b = await guest();
    await subscribe(b, 'chat', 'room1');
    for (const bad of [
      'not json',
      '{"msgId":12345,"msgData":{}}',
      '{"msgId":20003,"msgData":{"topic":"nope","key":"x"}}',
      '{"msgId":20003,"msgData":{"topic":"sport","key":"bad key!"}}',
      '[]',
      'null',
    ])
      a.send(bad);
    a.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await a.next(is(MsgId.HEARTBEAT));
    expect(a.closed).toBe(false);
    await liveOf(t.app).publish('chat', 'room1', { rid: 'room1', msg: '你好', from: 'x', at: 1 });
    expect((await b.next(is(MsgId.TOPIC_PUSH))).msgData).toMatchObject({ topic: 'chat', key: 'room1' });
  });

  it('closes only the socket that sends a frame over the size limit', async () => {
    const a = await guest();
    const b = await guest();
    a.send('x'.repeat(LIVE_LIMITS.maxFrameBytes + 1));
    expect((await a.whenClosed()).code).toBe(1009);
    b.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await b.next(is(MsgId.HEARTBEAT));
    expect(b.closed).toBe(false);
  });

  it('bounds the subscriptions of one socket', async () => {
    const c = await guest();
    for (let i = 0; i < LIVE_LIMITS.maxSubscriptions; i++) c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: `m${i}` } });
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'one-too-many' } });
    expect(refusal(await c.next(is(MsgId.REFUSED)))).toBe(`订阅数量已达上限（${LIVE_LIMITS.maxSubscriptions}）`);
  });

  it('refuses producer data that does not fit the topic', async () => {
    expect(await liveOf(t.app).publish('sport', 'm1', { matchId: 'm1' } as never)).toBe(false);
    expect(await liveOf(t.app).publish('sport', 'bad key!', odds('m1', 1000))).toBe(false);
  });

  it('runs a producer at once in-process (the one instance always leads) until it is stopped', async () => {
    let running = 0;
    const stop = liveOf(t.app).lead('in-process-producer', () => {
      running++;
      return () => void running--;
    });
    expect(running).toBe(1);
    await stop();
    await stop();
    expect(running).toBe(0);
  });

  it('lists and drops sockets through the dev endpoints', async () => {
    const c = await guest();
    await subscribe(c, 'sport', 'm9');
    const listed = await t.app.inject({ method: 'GET', url: '/dev/live/sockets' });
    expect(listed.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ login: 'guest', subscriptions: ['sport:m9'] })]));
    const closing = c.whenClosed();
    const dropped = await t.app.inject({ method: 'POST', url: '/dev/live/drop' });
    expect(dropped.json().data.dropped).toBeGreaterThanOrEqual(1);
    await closing;
    const bad = await t.app.inject({ method: 'POST', url: '/dev/live/publish', payload: { topic: 'sport', key: 'm1', data: { nope: 1 } } });
    expect(bad.json()).toMatchObject({ code: 6007, message: 'data 不符合主题 sport 的格式' });
  });

  it("sends a zh-TW socket its texts converted (the handshake's lang), what a member typed as typed", async () => {
    const cn = await guest();
    const tw = await connect('?clientType=web&siteId=1001&lang=zh-TW');
    tw.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: 'lobby' } });
    expect(refusal(await tw.next(is(MsgId.REFUSED)))).toBe('請先登入聊天連線');
    tw.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
    await tw.next(is(MsgId.GUEST_LOGIN_SUCCESS));
    for (const c of [cn, tw]) {
      c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chatEvent', key: 'lobby' } });
      await subscribe(c, 'chat', 'lobby');
    }
    const live = liveOf(t.app);
    expect(
      await live.publish('chatEvent', 'lobby', { msgId: MsgId.MEMBER_MUTED, msgData: { rid: 'lobby', memberId: '7', message: '您已被禁言，请遵守聊天规则' } }),
    ).toBe(true);
    expect(await live.publish('chat', 'lobby', { rid: 'lobby', msg: '这个球会进', from: '张三', at: 1 })).toBe(true);
    const muted = (c: LiveTestClient) => c.next((f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'chatEvent');
    expect(((await muted(cn)).msgData as { data: { msgData: { message: string } } }).data.msgData.message).toBe('您已被禁言，请遵守聊天规则');
    expect(((await muted(tw)).msgData as { data: { msgData: { message: string } } }).data.msgData.message).toBe('您已被禁言，請遵守聊天規則');
    const line = await tw.next((f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'chat');
    expect((line.msgData as { data: { msg: string; from: string } }).data).toMatchObject({ msg: '这个球会进', from: '张三' });
  });

  it('a socket told of a language switch sends its texts in the new language from then on', async () => {
    const c = await guest();
    await subscribe(c, 'chat', 'lobby');
    c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chatEvent', key: 'lobby' } });
    c.send({ msgId: MsgId.LANGUAGE, msgData: { language: 'zh-TW' } });
    c.send({ msgId: MsgId.HEARTBEAT, msgData: {} });
    await c.next(is(MsgId.HEARTBEAT));
    expect(await liveOf(t.app).publish('chatEvent', 'lobby', { msgId: MsgId.INTERNAL_NOTIFICATION, msgData: { message: '系统维护通知' } })).toBe(true);
    const pushed = await c.next((f) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === 'chatEvent');
    expect((pushed.msgData as { data: { msgData: { message: string } } }).data.msgData.message).toBe('系統維護通知');
  });
});
