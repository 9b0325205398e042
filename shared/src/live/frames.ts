import { z } from '../zod';
import { LANGUAGES } from '../i18n';
import { LIVE_LIMITS } from './limits';
import { MsgId } from './msg-ids';
import { liveTopicSchema, topicKeySchema, topicMessageSchema } from './topics';
import {
  chatNoticeSchema,
  historyPageSchema,
  historyRequestSchema,
  joinRoomRequestSchema,
  joinUnicastSchema,
  sendMessageRequestSchema,
  vipLevelNoticeSchema,
} from '../contracts/chat';
import { lazySchema } from '../lazy-schema';

/** Every frame on the live connection, in both directions: { msgId, msgData } (spec §3 Chat message). */
const frame = <I extends number, D extends z.ZodType>(msgId: I, msgData: D) => z.object({ msgId: z.literal(msgId), msgData });
const empty = lazySchema(() => z.object({}).strip().optional().default({}));
const subscription = lazySchema(() => z.object({ topic: liveTopicSchema, key: topicKeySchema }).strict());
/**
 * A subscription, with where its reader stands in a topic that has positions (a sports board: the seq of the last
 * batch it applied). The pushes after `from` that the server still keeps are sent first, before SUBSCRIBED: a reader
 * whose snapshot came a moment before its subscription went live misses none of them.
 */
const subscribeRequest = lazySchema(() => z.object({ topic: liveTopicSchema, key: topicKeySchema, from: z.number().int().nonnegative().optional() }).strict());

/** Client -> server. */
export const clientFrameSchema = lazySchema(() =>
  z.discriminatedUnion('msgId', [
    frame(MsgId.HEARTBEAT, empty),
    /** Member login with the token of POST /site/api/v1/user/member/jwt. */
    frame(MsgId.MEMBER_LOGIN, z.object({ token: z.string().min(1).max(4096) }).strict()),
    frame(MsgId.GUEST_LOGIN, empty),
    frame(MsgId.SUBSCRIBE, subscribeRequest),
    frame(MsgId.UNSUBSCRIBE, subscription),
    /** The language the socket's texts are sent in from now on (the handshake's `lang` names the first). */
    frame(MsgId.LANGUAGE, z.object({ language: z.enum(LANGUAGES) }).strict()),
    // The chat room (shared/src/contracts/chat.ts).
    frame(MsgId.JOIN_ROOM, joinRoomRequestSchema),
    frame(MsgId.SEND_MESSAGE, sendMessageRequestSchema),
    frame(MsgId.HISTORY, historyRequestSchema),
  ]),
);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type ClientFrameInput = z.input<typeof clientFrameSchema>;

/**
 * Server -> client, one schema per kind, each built the first time a frame of its kind comes (a sports board's
 * socket never builds the chat room's schemas; building the whole union took longer than parsing the frame).
 */
const serverFrameKinds = {
  [MsgId.HEARTBEAT]: lazySchema(() => frame(MsgId.HEARTBEAT, empty)),
  [MsgId.LOGIN_SUCCESS]: lazySchema(() => frame(MsgId.LOGIN_SUCCESS, z.object({ memberId: z.string(), name: z.string() }))),
  [MsgId.GUEST_LOGIN_SUCCESS]: lazySchema(() => frame(MsgId.GUEST_LOGIN_SUCCESS, z.object({ guestId: z.string() }))),
  [MsgId.TOPIC_PUSH]: lazySchema(() => frame(MsgId.TOPIC_PUSH, topicMessageSchema)),
  /**
   * A subscription is live: every push of the topic after this frame reaches the socket. `seq` is the topic's
   * position at that moment where it has one (a sports board: its last batch), so a client whose snapshot is older
   * (and whose `from` the server could not bring up to it) knows it missed pushes that will never come (a quiet
   * board, a frozen feed) and takes the snapshot again.
   */
  [MsgId.SUBSCRIBED]: lazySchema(() =>
    frame(MsgId.SUBSCRIBED, z.object({ topic: liveTopicSchema, key: topicKeySchema, seq: z.number().int().nonnegative().optional() })),
  ),
  /** A request the server refused: which msgId, and a Chinese message for the log. */
  [MsgId.REFUSED]: lazySchema(() => frame(MsgId.REFUSED, z.object({ msgId: z.number().int(), message: z.string() }))),
  // The chat room's answers to one socket (shared/src/contracts/chat.ts).
  [MsgId.JOIN_UNICAST]: lazySchema(() => frame(MsgId.JOIN_UNICAST, joinUnicastSchema)),
  [MsgId.HISTORY]: lazySchema(() => frame(MsgId.HISTORY, historyPageSchema)),
  [MsgId.MEMBER_MUTED]: lazySchema(() => frame(MsgId.MEMBER_MUTED, chatNoticeSchema)),
  [MsgId.ROOM_BROADCAST_BLOCKED]: lazySchema(() => frame(MsgId.ROOM_BROADCAST_BLOCKED, chatNoticeSchema)),
  [MsgId.GLOBAL_VIP_CHAT_LEVEL]: lazySchema(() => frame(MsgId.GLOBAL_VIP_CHAT_LEVEL, vipLevelNoticeSchema)),
};

/** Server -> client: every kind above in one schema. */
export const serverFrameSchema = lazySchema(() =>
  z.discriminatedUnion('msgId', [
    serverFrameKinds[MsgId.HEARTBEAT],
    serverFrameKinds[MsgId.LOGIN_SUCCESS],
    serverFrameKinds[MsgId.GUEST_LOGIN_SUCCESS],
    serverFrameKinds[MsgId.TOPIC_PUSH],
    serverFrameKinds[MsgId.SUBSCRIBED],
    serverFrameKinds[MsgId.REFUSED],
    serverFrameKinds[MsgId.JOIN_UNICAST],
    serverFrameKinds[MsgId.HISTORY],
    serverFrameKinds[MsgId.MEMBER_MUTED],
    serverFrameKinds[MsgId.ROOM_BROADCAST_BLOCKED],
    serverFrameKinds[MsgId.GLOBAL_VIP_CHAT_LEVEL],
  ]),
);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameInput = z.input<typeof serverFrameSchema>;

export type FrameParse<F> = { ok: true; frame: F } | { ok: false; reason: string };

/** The schema of a frame's kind (by its msgId), or the whole union for a frame of no known kind (its refusal). */
function serverSchemaOf(json: unknown): z.ZodType<ServerFrame> {
  const msgId = (json as { msgId?: unknown } | null)?.msgId;
  const kind = typeof msgId === 'number' && Object.hasOwn(serverFrameKinds, msgId) ? serverFrameKinds[msgId as keyof typeof serverFrameKinds] : undefined;
  return (kind ?? serverFrameSchema) as z.ZodType<ServerFrame>;
}

function parseWith<F>(schemaOf: (json: unknown) => z.ZodType<F>, raw: unknown): FrameParse<F> {
  if (typeof raw !== 'string') return { ok: false, reason: '帧不是文本' };
  const text = raw;
  // Counted in UTF-16 units: at most twice the byte limit's characters slip through, then zod.
  if (text.length > LIVE_LIMITS.maxFrameBytes) return { ok: false, reason: '帧过大' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: '帧不是合法的 JSON' };
  }
  const parsed = schemaOf(json).safeParse(json);
  if (!parsed.success) return { ok: false, reason: `帧格式不正确：${parsed.error.issues[0]?.message ?? ''}` };
  return { ok: true, frame: parsed.data };
}

/** Reads one frame a client sent; never throws (bad frames are dropped by the caller and logged). */
export const parseClientFrame = (raw: unknown): FrameParse<ClientFrame> => parseWith(() => clientFrameSchema, raw);
/** Reads one frame the server sent; never throws. */
export const parseServerFrame = (raw: unknown): FrameParse<ServerFrame> => parseWith(serverSchemaOf, raw);

export const encodeFrame = (f: ClientFrameInput | ServerFrameInput): string => JSON.stringify(f);
