import { LIVE_LIMITS, liveUrl } from './limits';
import { MsgId } from './msg-ids';
import { encodeFrame, parseClientFrame, parseServerFrame } from './frames';

describe('live frames { msgId, msgData }', () => {
  it('numbers the spec §4 messages by name', () => {
    expect(MsgId).toMatchObject({
      HEARTBEAT: 0,
      LOGIN_SUCCESS: 10001,
      JOIN_ROOM: 10002,
      SEND_MESSAGE: 10003,
      HISTORY: 10011,
      SCORE_PUSH: 10014,
      GUEST_LOGIN_SUCCESS: 10019,
      INTERNAL_NOTIFICATION: 60000,
    });
    expect(new Set(Object.values(MsgId)).size).toBe(Object.values(MsgId).length);
  });

  it('reads good frames of both directions', () => {
    expect(parseClientFrame(encodeFrame({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } }))).toEqual({
      ok: true,
      frame: { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } },
    });
    expect(parseClientFrame(encodeFrame({ msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: 12 } }))).toEqual({
      ok: true,
      frame: { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'FT.RB', from: 12 } },
    });
    expect(parseClientFrame('{"msgId":0}')).toEqual({ ok: true, frame: { msgId: 0, msgData: {} } });
    const push = { msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'chat', key: 'r1', data: { rid: 'r1', msg: '你好', from: 'a', at: 1 } } };
    expect(parseServerFrame(JSON.stringify(push))).toEqual({ ok: true, frame: push });
  });

  it('turns bad frames into a reason, never a throw', () => {
    const bad: unknown[] = [
      'not json',
      42,
      null,
      '[]',
      '{"msgId":99999,"msgData":{}}',
      '{"msgId":20003,"msgData":{"topic":"nope","key":"m1"}}',
      '{"msgId":20003,"msgData":{"topic":"sport","key":"bad key!"}}',
      '{"msgId":20003,"msgData":{"topic":"sport","key":"m1","extra":1}}',
      '{"msgId":20003,"msgData":{"topic":"sport","key":"m1","from":-1}}',
      '{"msgId":20003,"msgData":{"topic":"sport","key":"m1","from":1.5}}',
      '{"msgId":20004,"msgData":{"topic":"sport","key":"m1","from":1}}',
      'x'.repeat(LIVE_LIMITS.maxFrameBytes + 1),
    ];
    for (const raw of bad) expect(parseClientFrame(raw).ok).toBe(false);
    expect(parseClientFrame('nope')).toEqual({ ok: false, reason: '帧不是合法的 JSON' });
    expect(parseServerFrame(JSON.stringify({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key: 'm1', data: { matchId: 1 } } })).ok).toBe(false);
    // A batch's added matches are read by the match schema (built when the first one comes).
    const batch = (add?: unknown) =>
      JSON.stringify({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'sport', key: 'FT.RB', data: { seq: 3, at: 1, d: [], add } } });
    expect(parseServerFrame(batch()).ok).toBe(true);
    expect(parseServerFrame(batch([])).ok).toBe(true);
    expect(parseServerFrame(batch([{ gameId: 1 }])).ok).toBe(false);
  });

  it("reads each server frame by its own kind's schema as the whole union would, and refuses one of no kind", () => {
    const good = [
      { msgId: MsgId.HEARTBEAT, msgData: {} },
      { msgId: MsgId.LOGIN_SUCCESS, msgData: { memberId: 'm1', name: 'demo02' } },
      { msgId: MsgId.GUEST_LOGIN_SUCCESS, msgData: { guestId: 'g1' } },
      { msgId: MsgId.SUBSCRIBED, msgData: { topic: 'sport', key: 'FT.RB', seq: 12 } },
      { msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SUBSCRIBE, message: '不能订阅' } },
    ];
    for (const frame of good) expect(parseServerFrame(JSON.stringify(frame))).toEqual({ ok: true, frame });
    expect(parseServerFrame('{"msgId":0}')).toEqual({ ok: true, frame: { msgId: 0, msgData: {} } });
    const refused = [
      { msgId: 99999, msgData: {} },
      { msgId: '20005', msgData: {} },
      { msgId: MsgId.SUBSCRIBE, msgData: { topic: 'sport', key: 'm1' } },
      { msgData: {} },
      { msgId: MsgId.SUBSCRIBED, msgData: { topic: 'sport', key: 'FT.RB', seq: -1 } },
      { msgId: MsgId.LOGIN_SUCCESS, msgData: { memberId: 1, name: 'demo02' } },
    ];
    for (const frame of refused) expect(parseServerFrame(JSON.stringify(frame))).toMatchObject({ ok: false, reason: expect.stringMatching(/^帧格式不正确：/) });
  });

  it('reads a match tracker push and refuses one that breaks its schema', () => {
    const stats = { shots: 3, corners: 1, yellow: 0, red: 0, possession: 55 };
    const state = {
      gameId: 'g1',
      gameType: 'FT',
      seq: 7,
      phase: { kind: 'danger', side: 'H' },
      stats: { H: stats, C: { ...stats, possession: 45 } },
      events: [{ n: 1, kind: 'goal', side: 'H', period: 1, minute: 12, score: [1, 0] }],
    };
    const push = (data: unknown) => JSON.stringify({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'tracker', key: 'g1', data } });
    expect(parseServerFrame(push(state))).toEqual({ ok: true, frame: { msgId: MsgId.TOPIC_PUSH, msgData: { topic: 'tracker', key: 'g1', data: state } } });
    for (const bad of [
      { ...state, phase: { kind: 'teleport', side: 'H' } },
      { ...state, phase: { kind: 'attack', side: 'X' } },
      { ...state, stats: { H: { ...stats, possession: 101 }, C: stats } },
      { ...state, events: [{ n: 0, kind: 'goal', side: 'H', period: 1 }] },
      { ...state, events: Array.from({ length: 21 }, (_, i) => ({ n: i + 1, kind: 'shot', side: 'C', period: 1 })) },
      { ...state, extra: 1 },
    ])
      expect(parseServerFrame(push(bad)).ok).toBe(false);
  });

  it('builds the handshake URL with client type web and the site id', () => {
    expect(liveUrl('https://site.example', '1001')).toBe('wss://site.example/ws?clientType=web&siteId=1001');
    expect(liveUrl('http://localhost:8080', '1001')).toBe('ws://localhost:8080/ws?clientType=web&siteId=1001');
  });
});
