import { LIVE_LIMITS, LiveCloseCode, MsgId, encodeFrame } from '@site/shared';
import { initialSocket, socketReducer, type SocketEvent, type SocketMachine, type SocketOutcome } from './socket-machine';

/** Runs events in order; returns the last state and every outcome. */
function run(state: SocketMachine, ...events: SocketEvent[]): { state: SocketMachine; outcomes: SocketOutcome[] } {
  const outcomes: SocketOutcome[] = [];
  for (const e of events) {
    const step = socketReducer(state, e);
    state = step.state;
    outcomes.push(...step.outcomes);
  }
  return { state, outcomes };
}
const writes = (outcomes: SocketOutcome[]) => outcomes.flatMap((o) => (o.type === 'write' ? [o.frame] : []));
const guestOk = { type: 'received', raw: encodeFrame({ msgId: MsgId.GUEST_LOGIN_SUCCESS, msgData: { guestId: 'g1' } }) } as const;
const memberOk = { type: 'received', raw: encodeFrame({ msgId: MsgId.LOGIN_SUCCESS, msgData: { memberId: '7', name: 'demo02' } }) } as const;
const open = (member = false) => run(initialSocket(member), { type: 'start' }, { type: 'opened' }).state;

describe('the live connection as a pure machine (spec §4 Chat connection)', () => {
  it('connects, then on open starts the 10 s ping and logs in as a guest', () => {
    const { state, outcomes } = run(initialSocket(false), { type: 'start' }, { type: 'opened' });
    expect(state.phase).toBe('open');
    expect(outcomes).toEqual([
      { type: 'connect' },
      { type: 'start-heartbeat', everyMs: 10_000 },
      { type: 'write', frame: { msgId: MsgId.GUEST_LOGIN, msgData: {} } },
    ]);
  });

  it('logs a member in with the member/jwt token, and as a guest when the token cannot be had', () => {
    const s = run(initialSocket(true), { type: 'start' }, { type: 'opened' });
    expect(s.outcomes).toContainEqual({ type: 'fetch-member-token' });
    expect(writes(run(s.state, { type: 'member-token', token: 'jwt-1' }).outcomes)).toEqual([{ msgId: MsgId.MEMBER_LOGIN, msgData: { token: 'jwt-1' } }]);
    expect(writes(run(s.state, { type: 'member-token', token: null }).outcomes)).toEqual([{ msgId: MsgId.GUEST_LOGIN, msgData: {} }]);
  });

  it('on close or error: closed, ping stopped, reconnect in 5 s; then connects again', () => {
    const closed = run(open(), guestOk, { type: 'closed' });
    expect(closed.state).toMatchObject({ phase: 'closed', login: 'none' });
    expect(closed.outcomes.slice(-2)).toEqual([{ type: 'stop-heartbeat' }, { type: 'schedule-reconnect', afterMs: 5_000 }]);
    expect(run(closed.state, { type: 'reconnect-due' }).outcomes).toEqual([{ type: 'connect' }]);
    // A failed connect (never opened) schedules the next try the same way.
    const failed = run(initialSocket(false), { type: 'start' }, { type: 'closed' });
    expect(failed.outcomes).toContainEqual({ type: 'schedule-reconnect', afterMs: 5_000 });
  });

  it('stops reconnecting on a close code of refusal (too many sockets, a bad handshake) and tells the player; any other code reconnects', () => {
    for (const code of [LiveCloseCode.TOO_MANY_FROM_ADDRESS, LiveCloseCode.TOO_MANY_FOR_MEMBER, LiveCloseCode.BAD_HANDSHAKE]) {
      const refused = run(open(), guestOk, { type: 'closed', code });
      expect(refused.state).toMatchObject({ phase: 'closed', login: 'none', refusedBy: code });
      expect(refused.outcomes).toContainEqual({ type: 'refused', code });
      expect(refused.outcomes.some((o) => o.type === 'schedule-reconnect')).toBe(false);
      // Nothing brings it back: neither a due reconnect nor a new start.
      expect(run(refused.state, { type: 'reconnect-due' }, { type: 'start' }).outcomes).toEqual([]);
    }
    for (const code of [1000, 1001, 1006, 1011, undefined]) {
      const closed = run(open(), guestOk, { type: 'closed', code });
      expect(closed.state.refusedBy).toBeNull();
      expect(closed.outcomes).toContainEqual({ type: 'schedule-reconnect', afterMs: 5_000 });
    }
  });

  it('pings only while open', () => {
    expect(writes(run(open(), { type: 'heartbeat-due' }).outcomes)).toEqual([{ msgId: MsgId.HEARTBEAT, msgData: {} }]);
    expect(run(initialSocket(false), { type: 'heartbeat-due' }).outcomes).toEqual([]);
  });

  it('queues outgoing frames until open and sends them on the next poll', () => {
    const chat = { msgId: MsgId.HEARTBEAT, msgData: {} } as const;
    const waiting = run(initialSocket(false), { type: 'start' }, { type: 'send', frame: chat }, { type: 'poll-due' });
    expect(waiting.state.queue).toEqual([chat]);
    expect(writes(waiting.outcomes)).toEqual([]);
    const sent = run(waiting.state, { type: 'opened' }, { type: 'poll-due' });
    expect(writes(sent.outcomes)).toEqual([{ msgId: MsgId.GUEST_LOGIN, msgData: {} }, chat]);
    expect(sent.state.queue).toEqual([]);
  });

  it('keeps the queue bounded, dropping the oldest frames with a log', () => {
    let state = initialSocket(false);
    const outcomes: SocketOutcome[] = [];
    for (let i = 0; i <= LIVE_LIMITS.maxQueuedFrames; i++) {
      const step = socketReducer(state, { type: 'send', frame: { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: `m${i}` } } });
      state = step.state;
      outcomes.push(...step.outcomes);
    }
    expect(state.queue).toHaveLength(LIVE_LIMITS.maxQueuedFrames);
    expect(state.queue[0]).toEqual({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } });
    expect(outcomes).toEqual([
      { type: 'log', message: '发送队列已满，丢弃最早的消息', detail: [{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm0' } }] },
    ]);
  });

  it('reference-counts watches: subscribe on the first, unsubscribe after the last', () => {
    const s = run(open(), guestOk);
    const first = run(s.state, { type: 'watch', topic: 'sport', key: 'm1' });
    expect(writes(first.outcomes)).toEqual([{ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } }]);
    const second = run(first.state, { type: 'watch', topic: 'sport', key: 'm1' }, { type: 'unwatch', topic: 'sport', key: 'm1' });
    expect(writes(second.outcomes)).toEqual([]);
    const last = run(second.state, { type: 'unwatch', topic: 'sport', key: 'm1' });
    expect(writes(last.outcomes)).toEqual([{ msgId: MsgId.UNSUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } }]);
    expect(last.state.watches).toEqual({});
  });

  it('re-sends every watch after each (re)login, and none before it', () => {
    const watching = run(
      initialSocket(false),
      { type: 'watch', topic: 'sport', key: 'm1' },
      { type: 'watch', topic: 'chat', key: 'r1' },
      { type: 'start' },
      { type: 'opened' },
    );
    expect(writes(watching.outcomes).filter((f) => f.msgId === MsgId.SUBSCRIBE)).toEqual([]);
    const again = run(watching.state, guestOk, { type: 'closed' }, { type: 'reconnect-due' }, { type: 'opened' }, guestOk);
    const subs = writes(again.outcomes).filter((f) => f.msgId === MsgId.SUBSCRIBE);
    expect(subs).toEqual([
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } },
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: 'r1' } },
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } },
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'chat', key: 'r1' } },
    ]);
  });

  it('logs in again when the session changes (login, logout, expiry), only while open', () => {
    const guest = run(open(false), guestOk).state;
    expect(run(guest, { type: 'session', member: true }).outcomes).toEqual([{ type: 'fetch-member-token' }]);
    const member = run(open(true), { type: 'member-token', token: 't' }, memberOk).state;
    expect(member.login).toBe('member');
    expect(writes(run(member, { type: 'session', member: false }).outcomes)).toEqual([{ msgId: MsgId.GUEST_LOGIN, msgData: {} }]);
    // Same kind, no force: nothing; a new member login forces it.
    expect(run(member, { type: 'session', member: true }).outcomes).toEqual([]);
    expect(run(member, { type: 'session', member: true, force: true }).outcomes).toEqual([{ type: 'fetch-member-token' }]);
    const closed = run(initialSocket(false), { type: 'session', member: true });
    expect(closed).toEqual({ state: { ...initialSocket(true) }, outcomes: [] });
  });

  it('delivers pushes of watched topics only', () => {
    const s = run(open(), guestOk, { type: 'watch', topic: 'sport', key: 'm1' }).state;
    const push = (key: string) =>
      ({
        type: 'received',
        raw: encodeFrame({
          msgId: MsgId.TOPIC_PUSH,
          msgData: { topic: 'sport', key, data: { seq: 1, at: 1, d: [{ id: key, sc: [1, 0] as [number, number] }] } },
        }),
      }) as const;
    expect(run(s, push('m1')).outcomes).toEqual([
      { type: 'deliver', message: { topic: 'sport', key: 'm1', data: { seq: 1, at: 1, d: [{ id: 'm1', sc: [1, 0] }] } } },
    ]);
    expect(run(s, push('m2')).outcomes).toEqual([]);
  });

  it('drops bad frames from the server with a log, never a throw', () => {
    const s = open();
    for (const raw of [
      'nope',
      '{"msgId":10001}',
      JSON.stringify({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key: 'm1', data: { wrong: 1 } } }),
      42,
      null,
    ]) {
      const step = socketReducer(s, { type: 'received', raw });
      expect(step.state).toBe(s);
      expect(step.outcomes).toEqual([{ type: 'log', message: expect.stringMatching(/^丢弃服务器的坏帧：/), detail: raw }]);
    }
    const refused = socketReducer(s, {
      type: 'received',
      raw: encodeFrame({ msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SUBSCRIBE, message: '请先登录聊天连接' } }),
    });
    expect(refused.outcomes).toEqual([{ type: 'log', message: '服务器拒绝了消息 20003：请先登录聊天连接' }]);
  });
});

describe('chat answers', () => {
  it('hands the chat room its answers and refusals; other refusals are only logged', () => {
    const state = initialSocket(false);
    const page = { rid: 'lobby', pageNum: 1, pageSize: 15, total: 0, list: [] };
    expect(socketReducer(state, { type: 'received', raw: encodeFrame({ msgId: MsgId.HISTORY, msgData: page }) }).outcomes).toEqual([
      { type: 'answer', frame: { msgId: MsgId.HISTORY, msgData: page } },
    ]);
    const refused = { msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SEND_MESSAGE, message: '发言太快了，请稍后再发' } };
    expect(socketReducer(state, { type: 'received', raw: encodeFrame(refused) }).outcomes).toContainEqual({ type: 'answer', frame: refused });
  });
});

describe('a subscription made live', () => {
  it("hands a watched topic's SUBSCRIBED answer (with its seq) to its readers; one for a topic no longer watched is dropped", () => {
    const state = run(open(), guestOk, { type: 'watch', topic: 'sport', key: 'FT.RB' }).state;
    const live = { msgId: MsgId.SUBSCRIBED, msgData: { topic: 'sport', key: 'FT.RB', seq: 42 } } as const;
    expect(socketReducer(state, { type: 'received', raw: encodeFrame(live) }).outcomes).toEqual([{ type: 'answer', frame: live }]);
    const gone = run(state, { type: 'unwatch', topic: 'sport', key: 'FT.RB' }).state;
    expect(socketReducer(gone, { type: 'received', raw: encodeFrame(live) }).outcomes).toEqual([]);
  });
});
