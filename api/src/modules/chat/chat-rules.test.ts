import { CHAT_LIMITS, CHAT_TEXT, MsgId } from '@site/shared';
import { checkSend, muteInForce, sendRightOnJoin, type SendInput } from './chat-rules';

const open = { status: 'open' as const, broadcastBlocked: false };
const member = { kind: 'member' as const, vipGrade: 1, muted: false };
const base: SendInput = { sender: member, room: open, vipLevel: 0, raw: '你好', recent: [], now: 100_000 };

describe('checkSend (the chat protocol rules)', () => {
  it('answers each refusal with its spec §4 id and a Chinese message, in order', () => {
    const cases: [Partial<SendInput>, number, string][] = [
      [{ sender: { kind: 'guest' } }, MsgId.REFUSED, CHAT_TEXT.guest],
      [{ room: null }, MsgId.REFUSED, CHAT_TEXT.noRoom],
      [{ room: { status: 'closed', broadcastBlocked: false } }, MsgId.REFUSED, CHAT_TEXT.closed],
      [{ sender: { ...member, muted: true }, room: { status: 'open', broadcastBlocked: true } }, MsgId.MEMBER_MUTED, CHAT_TEXT.muted],
      [{ room: { status: 'open', broadcastBlocked: true } }, MsgId.ROOM_BROADCAST_BLOCKED, CHAT_TEXT.blocked],
      [{ vipLevel: 3 }, MsgId.GLOBAL_VIP_CHAT_LEVEL, CHAT_TEXT.vip(3)],
      [{ raw: 'x'.repeat(CHAT_LIMITS.maxLength + 1) }, MsgId.REFUSED, CHAT_TEXT.tooLong],
      [{ recent: [{ msg: '别的', at: 99_500 }] }, MsgId.REFUSED, CHAT_TEXT.tooFast],
      [{ recent: [1, 2, 3].map((i) => ({ msg: '你好', at: 100_000 - i * 2000 })) }, MsgId.REFUSED, CHAT_TEXT.repeated],
    ];
    for (const [patch, answer, message] of cases) expect(checkSend({ ...base, ...patch })).toEqual({ ok: false, answer, message });
  });

  it('trims, drops empty lines quietly, counts characters not UTF-16 units', () => {
    expect(checkSend({ ...base, raw: '  你好 \n' })).toEqual({ ok: true, text: '你好' });
    expect(checkSend({ ...base, raw: ' \t ' })).toMatchObject({ ok: false, drop: true });
    expect(checkSend({ ...base, raw: '😀'.repeat(CHAT_LIMITS.maxLength) })).toMatchObject({ ok: true });
  });

  it('lets identical lines out again once the window has passed', () => {
    const old = [1, 2, 3].map((i) => ({ msg: '你好', at: 100_000 - CHAT_LIMITS.identicalWindowMs - i }));
    expect(checkSend({ ...base, recent: old })).toEqual({ ok: true, text: '你好' });
    expect(checkSend({ ...base, recent: [{ msg: '你好', at: 100_000 - CHAT_LIMITS.minIntervalMs }] })).toEqual({ ok: true, text: '你好' });
  });

  it('says on join whether the socket may send, with the same reasons', () => {
    expect(sendRightOnJoin({ kind: 'guest' }, open, 0)).toEqual({ canSend: false, reason: CHAT_TEXT.guest });
    expect(sendRightOnJoin(member, open, 2)).toEqual({ canSend: false, reason: CHAT_TEXT.vip(2) });
    expect(sendRightOnJoin(member, open, 1)).toEqual({ canSend: true });
  });

  it('a mute holds until its time, or for good without one', () => {
    expect(muteInForce(undefined, 5)).toBe(false);
    expect(muteInForce({ until: null }, 5)).toBe(true);
    expect(muteInForce({ until: 6 }, 5)).toBe(true);
    expect(muteInForce({ until: 5 }, 5)).toBe(false);
  });
});
