import { CHAT_SPORTS_ROOM, CHAT_LIMITS, CHAT_TEXT, MsgId, chatHistory, matchRoom, type ServerFrame } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { sportsFeedOf } from '../sports/sports';
import { LiveTestClient } from '../../live/live-test-client';
import { liveOf } from '../../live/install-live';

const PORT = 8681;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOM = 'lobby';

let t: TestApp;
const clients: LiveTestClient[] = [];
const is = (msgId: number) => (f: ServerFrame) => f.msgId === msgId;
const refusalOf = (f: ServerFrame) => (f.msgId === MsgId.REFUSED ? f.msgData.message : null);
const pushOf = (topic: string) => (f: ServerFrame) => f.msgId === MsgId.TOPIC_PUSH && f.msgData.topic === topic;
const dataOf = (f: ServerFrame) => (f.msgId === MsgId.TOPIC_PUSH ? f.msgData.data : null);

async function connect(): Promise<LiveTestClient> {
  const c = await LiveTestClient.connect(BASE);
  clients.push(c);
  return c;
}

async function guest(): Promise<LiveTestClient> {
  const c = await connect();
  c.send({ msgId: MsgId.GUEST_LOGIN, msgData: {} });
  await c.next(is(MsgId.GUEST_LOGIN_SUCCESS));
  return c;
}

async function member(name: string): Promise<LiveTestClient> {
  const browser = t.newBrowser();
  expect((await browser.login(name, 'demo1234')).code).toBe(6000);
  const token = (await browser.post<{ token: string }>('/site/api/v1/user/member/jwt', {})).data.token;
  const c = await connect();
  c.send({ msgId: MsgId.MEMBER_LOGIN, msgData: { token } });
  await c.next(is(MsgId.LOGIN_SUCCESS));
  return c;
}

/** Joins a room and watches its lines and events; resolves with the join unicast (10016). */
async function join(c: LiveTestClient, rid = ROOM) {
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: rid } });
  c.send({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chatEvent', key: rid } });
  c.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid } });
  const f = await c.next(is(MsgId.JOIN_UNICAST));
  return f.msgId === MsgId.JOIN_UNICAST ? f.msgData : null;
}

const say = (c: LiveTestClient, msg: string, rid = ROOM) => c.send({ msgId: MsgId.SEND_MESSAGE, msgData: { rid, msg } });
const ops = (path: string, body: unknown) => t.app.inject({ method: 'POST', url: `/dev/chat/${path}`, payload: body as object }).then((r) => r.json());

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterEach(() => clients.splice(0).forEach((c) => c.close()));
afterAll(async () => t.app.close());

describe('the chat room on the live socket', () => {
  it('a member and a guest in the room both hear a member line; the text is trimmed and stored', async () => {
    const g = await guest();
    const m = await member('demo02');
    expect(await join(g)).toMatchObject({ rid: ROOM, status: 'open', canSend: false, reason: CHAT_TEXT.guest });
    expect(await join(m)).toMatchObject({ rid: ROOM, status: 'open', canSend: true });
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '  大家好  ');
    for (const c of [g, m]) expect(dataOf(await c.next(pushOf('chat')))).toMatchObject({ rid: ROOM, msg: '大家好', from: 'demo02' });
    const page = await t.browser.post(chatHistory, { rid: ROOM });
    expect(page.code).toBe(6000);
    expect(page.data).toMatchObject({ rid: ROOM, pageNum: 1, pageSize: 15 });
    expect((page.data as { list: { msg: string }[] }).list.at(-1)?.msg).toBe('大家好');
  });

  it('guests read only; empty lines are dropped quietly; too long is refused in Chinese', async () => {
    const g = await guest();
    await join(g);
    say(g, '我是游客');
    expect(refusalOf(await g.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.guest);
    const m = await member('demo03');
    await join(m);
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '   ');
    say(m, 'x'.repeat(CHAT_LIMITS.maxLength + 1));
    // The empty one has no answer: the next answer is the length refusal.
    expect(refusalOf(await m.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.tooLong);
  });

  it('rate limit: one a second, three identical in ten seconds', async () => {
    const m = await member('demo03');
    await join(m);
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '第一句');
    await m.next(pushOf('chat'));
    say(m, '太快了');
    expect(refusalOf(await m.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.tooFast);
    for (let i = 0; i < 2; i++) {
      t.clock.advance(CHAT_LIMITS.minIntervalMs);
      say(m, '第一句');
      await m.next(pushOf('chat'));
    }
    t.clock.advance(CHAT_LIMITS.minIntervalMs);
    say(m, '第一句');
    expect(refusalOf(await m.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.repeated);
    // After the window the same line goes out again.
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '第一句');
    expect(dataOf(await m.next(pushOf('chat')))).toMatchObject({ msg: '第一句' });
  });

  it('XSS payloads are stored and sent back as the same plain text', async () => {
    const m = await member('demo02');
    const g = await guest();
    await join(m);
    await join(g);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, payload);
    expect(dataOf(await g.next(pushOf('chat')))).toMatchObject({ msg: payload });
    const page = await t.browser.post(chatHistory, { rid: ROOM });
    expect((page.data as { list: { msg: string }[] }).list.at(-1)?.msg).toBe(payload);
  });

  it('a muted member gets 10004 with its message, and may speak again once lifted', async () => {
    const m = await member('demo03');
    expect((await ops('mute', { name: 'demo03' })).code).toBe(6000);
    expect(await join(m)).toMatchObject({ canSend: false, reason: CHAT_TEXT.muted });
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '我被禁言了吗');
    const muted = await m.next(is(MsgId.MEMBER_MUTED));
    expect(muted.msgData).toEqual({ rid: ROOM, message: CHAT_TEXT.muted });
    expect((await ops('mute', { name: 'demo03', unmute: true })).code).toBe(6000);
    say(m, '解禁了');
    expect(dataOf(await m.next(pushOf('chat')))).toMatchObject({ msg: '解禁了' });
  });

  it('VIP gate: below the global level a member reads but gets 10007 on send', async () => {
    const m = await member('demo03');
    await join(m);
    const g = await guest();
    await join(g);
    expect((await ops('vip-level', { vipLevel: 5 })).code).toBe(6000);
    expect(await g.next(pushOf('chatEvent')).then(dataOf)).toEqual({ msgId: MsgId.GLOBAL_VIP_CHAT_LEVEL, msgData: { vipLevel: 5 } });
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '我能说话吗');
    const f = await m.next(is(MsgId.GLOBAL_VIP_CHAT_LEVEL));
    expect(f.msgData).toEqual({ rid: ROOM, message: CHAT_TEXT.vip(5), vipLevel: 5 });
    expect((await ops('vip-level', { vipLevel: 0 })).code).toBe(6000);
  });

  it('broadcast block (10005), room status (10006), clear (10015) and destroy (10013) reach the room', async () => {
    const rid = matchRoom('ops1');
    const m = await member('demo02');
    const g = await guest();
    await join(m, rid);
    await join(g, rid);
    const event = async () => dataOf(await g.next(pushOf('chatEvent')));

    expect((await ops('block', { rid, blocked: true })).code).toBe(6000);
    expect(await event()).toEqual({ msgId: MsgId.ROOM_BROADCAST_BLOCKED, msgData: { rid, blocked: true, message: CHAT_TEXT.blocked } });
    t.clock.advance(CHAT_LIMITS.identicalWindowMs);
    say(m, '能发吗', rid);
    expect((await m.next(is(MsgId.ROOM_BROADCAST_BLOCKED))).msgData).toEqual({ rid, message: CHAT_TEXT.blocked });
    await ops('block', { rid, blocked: false });
    await event();

    expect((await ops('status', { rid, status: 'closed' })).code).toBe(6000);
    expect(await event()).toEqual({ msgId: MsgId.ROOM_STATUS_CHANGE, msgData: { rid, status: 'closed' } });
    say(m, '关了吗', rid);
    expect(refusalOf(await m.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.closed);
    await ops('status', { rid, status: 'open' });
    await event();

    say(m, '清屏前', rid);
    await g.next(pushOf('chat'));
    expect((await ops('clear', { rid })).code).toBe(6000);
    expect(await event()).toEqual({ msgId: MsgId.CLEAR_CHAT_ROOM, msgData: { rid } });
    expect((await t.browser.post(chatHistory, { rid })).data).toMatchObject({ total: 0, list: [] });

    expect((await ops('destroy', { rid })).code).toBe(6000);
    expect(await event()).toEqual({ msgId: MsgId.ROOM_DESTROYED, msgData: { rid } });
    expect((await ops('destroy', { rid: 'nope' })).message).toBe(CHAT_TEXT.noRoom);
  });

  it('pushes the sports feed score changes to the match rooms (10014)', async () => {
    const feed = sportsFeedOf(t.app);
    const pushes: unknown[] = [];
    const off = liveOf(t.app).onMessage('chatEvent', (key, data) => {
      if (data.msgId === MsgId.SCORE_PUSH) pushes.push({ key, data });
    });
    // A goal in a football match in play (the feed's dev control), out in the next step's batches.
    const producer = feed.producer()!;
    const live = producer.sim.boardMatches().get('FT.RB')![0]!;
    const scored = producer.control({ op: 'score', gameId: live.gameId, side: 'H' });
    const r = await feed.step();
    expect(await scored).toMatchObject({ ok: true });
    let goal: { id: string; sc: [number, number] } | null = null;
    for (const [key, change] of r?.changes ?? []) {
      if (!key.startsWith('FT.')) continue;
      for (const d of change.deltas) if (d.sc && !goal) goal = { id: d.id, sc: d.sc };
    }
    await new Promise((r) => setImmediate(r));
    off();
    expect(goal).not.toBeNull();
    const rid = matchRoom(goal?.id ?? '');
    const teams = { home: expect.any(String), away: expect.any(String) };
    for (const room of [rid, CHAT_SPORTS_ROOM])
      expect(pushes).toContainEqual({ key: room, data: { msgId: MsgId.SCORE_PUSH, msgData: { rid: room, gameId: goal?.id, score: goal?.sc, ...teams } } });
  });

  it('ops routes need the ops token', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/ops/chat/clear', payload: { rid: ROOM } });
    expect(r.json()).toMatchObject({ code: 6003 });
    const token = 'chat-ops-token-0123456789';
    const withToken = await testApp({ app: { opsToken: token } });
    try {
      const clear = (authorization?: string) =>
        withToken.app.inject({ method: 'POST', url: '/ops/chat/clear', headers: authorization ? { authorization } : {}, payload: { rid: ROOM } });
      expect((await clear()).json()).toMatchObject({ code: 6003, message: '运维令牌不正确' });
      expect((await clear('Bearer not-the-ops-token-at-all')).json()).toMatchObject({ code: 6003 });
      expect((await clear(`Bearer ${token}`)).json()).toMatchObject({ code: 6000 });
    } finally {
      await withToken.app.close();
    }
  });

  it('answers a join of an unknown room in Chinese', async () => {
    const g = await guest();
    g.send({ msgId: MsgId.JOIN_ROOM, msgData: { rid: 'no-such-room' } });
    expect(refusalOf(await g.next(is(MsgId.REFUSED)))).toBe(CHAT_TEXT.noRoom);
  });
});
