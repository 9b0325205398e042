import { CHAT_TEXT, MsgId, type ChatLine } from '@site/shared';
import { chatReducer, initialChat, MAX_ITEMS, type ChatView, type ChatViewEvent } from './chat-view';

const line = (id: number, msg = `第${id}句`): ChatLine => ({ id: String(id), rid: 'lobby', msg, from: 'demo02', at: id });
const run = (v: ChatView, ...events: ChatViewEvent[]) => events.reduce((s, e) => chatReducer(s, e).view, v);

describe('the chat panel view', () => {
  it('counts unread lines while collapsed; opening clears the count', () => {
    const v = run(initialChat('lobby', false), { type: 'line', line: line(1) }, { type: 'line', line: line(2) }, { type: 'line', line: line(2) });
    expect(v.unread).toBe(2);
    expect(v.items).toHaveLength(2);
    const opened = run(v, { type: 'toggle' }, { type: 'line', line: line(3) });
    expect(opened).toMatchObject({ open: true, unread: 0 });
    expect(run(initialChat('lobby', true), { type: 'line', line: { ...line(4), rid: 'other' } }).items).toEqual([]);
  });

  it('takes the first history page in place of the lines (a reconnect), keeps at most MAX_ITEMS', () => {
    const v = run(initialChat('lobby', true), { type: 'line', line: line(9) });
    const page = { rid: 'lobby', pageNum: 1, pageSize: 15, total: 2, list: [line(8), line(9)] };
    expect(run(v, { type: 'history', page }).items.map((i) => i.id)).toEqual(['l8', 'l9']);
    // A late, older page keeps the newer lines heard meanwhile.
    const late = run(initialChat('lobby', true), { type: 'line', line: line(10) }, { type: 'history', page });
    expect(late.items.map((i) => i.id)).toEqual(['l8', 'l9', 'l10']);
    const many = Array.from({ length: MAX_ITEMS + 5 }, (_, i) => ({ type: 'line', line: line(i + 1) }) as ChatViewEvent);
    expect(run(initialChat('lobby', true), ...many).items).toHaveLength(MAX_ITEMS);
  });

  it('room events: clear, destroy, score push, and a rejoin when rights change', () => {
    let v = run(initialChat('lobby', true), { type: 'line', line: line(1) });
    v = run(v, { type: 'event', event: { msgId: MsgId.CLEAR_CHAT_ROOM, msgData: { rid: 'lobby' } } });
    expect(v.items.map((i) => ('note' in i ? i.note.kind : 'line'))).toEqual(['cleared']);
    v = run(v, { type: 'event', event: { msgId: MsgId.SCORE_PUSH, msgData: { rid: 'lobby', gameId: 'g1', score: [1, 0] } } });
    expect(v.items.at(-1)).toMatchObject({ note: { kind: 'score', score: [1, 0] } });
    for (const event of [
      { msgId: MsgId.ROOM_STATUS_CHANGE, msgData: { rid: 'lobby', status: 'closed' as const } },
      { msgId: MsgId.ROOM_BROADCAST_BLOCKED, msgData: { rid: 'lobby', blocked: true, message: CHAT_TEXT.blocked } },
      { msgId: MsgId.GLOBAL_VIP_CHAT_LEVEL, msgData: { vipLevel: 3 } },
    ])
      expect(chatReducer(v, { type: 'event', event }).rejoin).toBe(true);
    v = run(v, { type: 'event', event: { msgId: MsgId.ROOM_DESTROYED, msgData: { rid: 'lobby' } } });
    expect(v).toMatchObject({ status: 'destroyed', canSend: false, reason: null, items: [] });
  });

  it('shows the join rights and the answers to a send (10004 mutes the input)', () => {
    let v = run(initialChat('lobby', true), { type: 'joined', join: { rid: 'lobby', status: 'open', vipLevel: 0, canSend: true } });
    expect(v.canSend).toBe(true);
    v = run(v, { type: 'answer', frame: { msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SEND_MESSAGE, message: CHAT_TEXT.tooFast } } });
    expect(v.notice).toBe(CHAT_TEXT.tooFast);
    expect(run(v, { type: 'sent' }).notice).toBeNull();
    v = run(v, { type: 'answer', frame: { msgId: MsgId.MEMBER_MUTED, msgData: { rid: 'lobby', message: CHAT_TEXT.muted } } });
    expect(v).toMatchObject({ notice: null, canSend: false, reason: CHAT_TEXT.muted });
    // Another socket request's refusal (a subscription) is not the room's.
    expect(run(v, { type: 'sent' }, { type: 'answer', frame: { msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SUBSCRIBE, message: 'x' } } }).notice).toBeNull();
  });
});
