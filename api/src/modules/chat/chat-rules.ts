import { CHAT_LIMITS, CHAT_TEXT, MsgId, ROOM_STATUS, type RoomStatus } from '@site/shared';

/** Who asks to send. */
export type Sender = { kind: 'guest' } | { kind: 'member'; vipGrade: number; muted: boolean };

/** The room as the send check sees it (null: no such room). */
export interface RoomView {
  status: RoomStatus;
  broadcastBlocked: boolean;
}

/** The member's own recent lines (newest first), for the rate limit. */
export interface RecentLine {
  msg: string;
  at: number;
}

/** Which answer a refusal takes: its own spec §4 id (10004, 10005, 10007) or a refusal of 10003. */
export type RefusalId = typeof MsgId.MEMBER_MUTED | typeof MsgId.ROOM_BROADCAST_BLOCKED | typeof MsgId.GLOBAL_VIP_CHAT_LEVEL | typeof MsgId.REFUSED;

export type SendOutcome = { ok: true; text: string } | { ok: false; answer: RefusalId; message: string; drop?: boolean };

export interface SendInput {
  sender: Sender;
  room: RoomView | null;
  /** The global VIP chat level (10007). */
  vipLevel: number;
  raw: string;
  recent: readonly RecentLine[];
  now: number;
}

const refuse = (answer: RefusalId, message: string): SendOutcome => ({ ok: false, answer, message });

/** Who may send where, in order: each gate names its answer (spec §4 id) and its Chinese message. */
const GATES: readonly { answer: RefusalId; fails(sender: Sender, room: RoomView | null, vipLevel: number): boolean; message(vipLevel: number): string }[] = [
  { answer: MsgId.REFUSED, fails: (s) => s.kind === 'guest', message: () => CHAT_TEXT.guest },
  { answer: MsgId.REFUSED, fails: (_s, r) => r === null, message: () => CHAT_TEXT.noRoom },
  { answer: MsgId.REFUSED, fails: (_s, r) => r?.status === ROOM_STATUS.CLOSED, message: () => CHAT_TEXT.closed },
  { answer: MsgId.MEMBER_MUTED, fails: (s) => s.kind === 'member' && s.muted, message: () => CHAT_TEXT.muted },
  { answer: MsgId.ROOM_BROADCAST_BLOCKED, fails: (_s, r) => !!r?.broadcastBlocked, message: () => CHAT_TEXT.blocked },
  { answer: MsgId.GLOBAL_VIP_CHAT_LEVEL, fails: (s, _r, level) => s.kind === 'member' && s.vipGrade < level, message: (level) => CHAT_TEXT.vip(level) },
];

const firstGate = (sender: Sender, room: RoomView | null, vipLevel: number) => GATES.find((g) => g.fails(sender, room, vipLevel));

/**
 * Whether a line may go out: the gates above, then the text (trimmed; empty dropped quietly;
 * length), then the rate limit (1 a second, 3 identical in 10 s).
 */
export function checkSend(input: SendInput): SendOutcome {
  const gate = firstGate(input.sender, input.room, input.vipLevel);
  if (gate) return refuse(gate.answer, gate.message(input.vipLevel));
  const text = input.raw.trim();
  if (text === '') return { ok: false, answer: MsgId.REFUSED, message: CHAT_TEXT.empty, drop: true };
  if ([...text].length > CHAT_LIMITS.maxLength) return refuse(MsgId.REFUSED, CHAT_TEXT.tooLong);
  const last = input.recent[0];
  if (last && input.now - last.at < CHAT_LIMITS.minIntervalMs) return refuse(MsgId.REFUSED, CHAT_TEXT.tooFast);
  const same = input.recent.filter((l) => l.msg === text && input.now - l.at < CHAT_LIMITS.identicalWindowMs).length;
  if (same >= CHAT_LIMITS.identicalMax) return refuse(MsgId.REFUSED, CHAT_TEXT.repeated);
  return { ok: true, text };
}

/** Whether a socket may send in a room, said on join (10016). */
export function sendRightOnJoin(sender: Sender, room: RoomView, vipLevel: number): { canSend: boolean; reason?: string } {
  const gate = firstGate(sender, room, vipLevel);
  return gate ? { canSend: false, reason: gate.message(vipLevel) } : { canSend: true };
}

/** Whether a mute is in force at now. */
export const muteInForce = (mute: { until: number | null } | undefined, now: number): boolean => !!mute && (mute.until === null || mute.until > now);
