import { z } from '../zod';
import { defineContract } from '../contract';
import { CHAT_HISTORY_PAGE_SIZE } from '../live/limits';
import { MsgId } from '../live/msg-ids';
import { lazySchema } from '../lazy-schema';

/**
 * The chat room (spec §4 Chat connection). Chat frames ride the platform's live socket:
 * requests are client frames (join 10002, send 10003, history 10011), answers to one socket are
 * server frames of the same ids (10016 join unicast, 10011 history, 10004 muted, 10005 broadcast
 * blocked, 10007 VIP level), and what a room hears goes through the hub as the live topics 'chat'
 * (one line, 10003) and 'chatEvent' (every other room message) keyed by the room id.
 */

/** Every message id of spec §4 with what it does here: the one table the api, the UI and the tests read. */
export const CHAT_MESSAGES = {
  [MsgId.HEARTBEAT]: { name: 'heartbeat', does: '心跳（每 10 秒）' },
  [MsgId.LOGIN_SUCCESS]: { name: 'login success', does: '会员登录成功' },
  [MsgId.JOIN_ROOM]: { name: 'join room', does: '进入聊天室' },
  [MsgId.SEND_MESSAGE]: { name: 'send message', does: '发送消息；房间内每人收到这一行' },
  [MsgId.MEMBER_MUTED]: { name: 'member muted', does: '会员被禁言' },
  [MsgId.ROOM_BROADCAST_BLOCKED]: { name: 'room broadcast blocked', does: '房间禁止发言' },
  [MsgId.ROOM_STATUS_CHANGE]: { name: 'room status change', does: '房间状态变化（开放/关闭）' },
  [MsgId.GLOBAL_VIP_CHAT_LEVEL]: { name: 'global VIP chat level', does: '发言所需的 VIP 等级；低于它只能看' },
  [MsgId.JOIN_BROADCAST]: { name: 'join broadcast', does: '有会员进入房间' },
  [MsgId.GLOBAL_ROOM_STATUS_UPDATE]: { name: 'global room status update', does: '所有房间的状态' },
  [MsgId.HISTORY]: { name: 'history', does: `历史消息，每页 ${CHAT_HISTORY_PAGE_SIZE} 条` },
  [MsgId.ROOM_DESTROYED]: { name: 'room destroyed', does: '房间已解散' },
  [MsgId.SCORE_PUSH]: { name: 'score push', does: '比分推送（体育赛事进球）' },
  [MsgId.CLEAR_CHAT_ROOM]: { name: 'clear chat room', does: '清屏' },
  [MsgId.JOIN_UNICAST]: { name: 'join unicast', does: '进入房间后只发给自己的房间信息' },
  [MsgId.GIFT_RECORD_PUSH]: { name: 'gift record push', does: '礼物记录推送' },
  [MsgId.SCORE_PREDICTION_PUSH]: { name: 'score prediction push', does: '比分预测推送' },
  [MsgId.GUEST_LOGIN_SUCCESS]: { name: 'guest login success', does: '游客登录成功' },
  [MsgId.INTERNAL_NOTIFICATION]: { name: 'internal notification', does: '站内通知' },
} as const;

/** The chat room's requests on the live socket; their refusals are the chat room's to show. */
export const CHAT_REQUEST_IDS: readonly number[] = [MsgId.JOIN_ROOM, MsgId.SEND_MESSAGE, MsgId.HISTORY];

/** Limits of what a member may send ("say 1 a second, 3 identical in 10 s"). */
export const CHAT_LIMITS = {
  /** Characters of one message after trimming. */
  maxLength: 200,
  /** At most one message per this many ms. */
  minIntervalMs: 1000,
  /** At most this many identical messages… */
  identicalMax: 3,
  /** …within this window. */
  identicalWindowMs: 10_000,
} as const;

/** The room everybody is in unless a page names another (the floating panel). */
export const CHAT_LOBBY = 'lobby';
/** The room beside the sports match centre's board: it also hears every score push (10014). */
export const CHAT_SPORTS_ROOM = 'sports';
/** Sports whose score changes are goals pushed to the rooms (10014): football and virtual football. */
export const SCORE_PUSH_SPORTS: readonly string[] = ['FT', 'VF'];
/** The room beside one match of the match centre. */
export const matchRoom = (gameId: string): string => `match.${gameId}`;

export const ROOM_STATUS = { OPEN: 'open', CLOSED: 'closed' } as const;
export const roomStatusSchema = lazySchema(() => z.enum([ROOM_STATUS.OPEN, ROOM_STATUS.CLOSED]));
export type RoomStatus = z.infer<typeof roomStatusSchema>;

export const roomIdSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
);

/** One line of a room (10003 as heard by the room, 10011's list). Text only: rendered as text, never HTML. */
export const chatLineSchema = lazySchema(() =>
  z.object({
    rid: z.string(),
    msg: z.string(),
    /** The sender's display name. */
    from: z.string(),
    at: z.number(),
    /** The line's id (history and pushes are merged by it). */
    id: z.string().optional(),
    memberId: z.string().optional(),
  }),
);
export type ChatLine = z.infer<typeof chatLineSchema>;

/** Client → server chat frames (msgData). */
export const joinRoomRequestSchema = lazySchema(() => z.object({ rid: roomIdSchema }).strict());
/** msg is checked by the api (trimmed, empty dropped, length limit) so its refusal is a clear message. */
export const sendMessageRequestSchema = lazySchema(() => z.object({ rid: roomIdSchema, msg: z.string().max(CHAT_LIMITS.maxLength * 4) }).strict());
export const historyRequestSchema = lazySchema(() =>
  z
    .object({
      rid: roomIdSchema,
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
    })
    .strict(),
);

/** Server → one socket. */
export const joinUnicastSchema = lazySchema(() =>
  z.object({
    rid: z.string(),
    status: roomStatusSchema,
    /** The VIP grade needed to send (10007); 0 = everyone. */
    vipLevel: z.number().int().min(0),
    /** Whether this socket may send now, and if not why (Chinese, shown under the input). */
    canSend: z.boolean(),
    reason: z.string().optional(),
  }),
);
export type JoinUnicast = z.infer<typeof joinUnicastSchema>;
export const historyPageSchema = lazySchema(() =>
  z.object({
    rid: z.string(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Oldest first. */
    list: z.array(chatLineSchema).max(CHAT_HISTORY_PAGE_SIZE),
  }),
);
export type HistoryPage = z.infer<typeof historyPageSchema>;
/** 10004, 10005, 10007 to the one who tried to send: the room and a Chinese message. */
export const chatNoticeSchema = lazySchema(() => z.object({ rid: z.string(), message: z.string() }));
export const vipLevelNoticeSchema = lazySchema(() => chatNoticeSchema.extend({ vipLevel: z.number().int().min(0) }));

/** What a room hears besides lines (live topic 'chatEvent', key = room id). */
const ev = <I extends number, D extends z.ZodType>(msgId: I, msgData: D) => z.object({ msgId: z.literal(msgId), msgData });
export const chatEventSchema = lazySchema(() =>
  z.discriminatedUnion('msgId', [
    ev(MsgId.MEMBER_MUTED, z.object({ rid: z.string(), memberId: z.string(), message: z.string() })),
    ev(MsgId.ROOM_BROADCAST_BLOCKED, z.object({ rid: z.string(), blocked: z.boolean(), message: z.string() })),
    ev(MsgId.ROOM_STATUS_CHANGE, z.object({ rid: z.string(), status: roomStatusSchema })),
    ev(MsgId.GLOBAL_VIP_CHAT_LEVEL, z.object({ vipLevel: z.number().int().min(0) })),
    ev(MsgId.JOIN_BROADCAST, z.object({ rid: z.string(), name: z.string() })),
    ev(MsgId.GLOBAL_ROOM_STATUS_UPDATE, z.object({ rooms: z.array(z.object({ rid: z.string(), status: roomStatusSchema })).max(500) })),
    ev(MsgId.ROOM_DESTROYED, z.object({ rid: z.string() })),
    ev(
      MsgId.SCORE_PUSH,
      z.object({
        rid: z.string(),
        gameId: z.string(),
        score: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
        /** The teams, when the api's board copy knows the match. */
        home: z.string().max(100).optional(),
        away: z.string().max(100).optional(),
      }),
    ),
    ev(MsgId.CLEAR_CHAT_ROOM, z.object({ rid: z.string() })),
    ev(MsgId.GIFT_RECORD_PUSH, z.object({ rid: z.string(), from: z.string(), gift: z.string() })),
    ev(MsgId.SCORE_PREDICTION_PUSH, z.object({ rid: z.string(), gameId: z.string(), score: z.tuple([z.number().int().min(0), z.number().int().min(0)]) })),
    ev(MsgId.INTERNAL_NOTIFICATION, z.object({ message: z.string() })),
  ]),
);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** The Chinese messages of the chat room (api refusals and UI lines), one place. */
export const CHAT_TEXT = {
  empty: '消息不能为空',
  tooLong: `消息不能超过 ${CHAT_LIMITS.maxLength} 个字`,
  tooFast: '发言太快了，请稍后再发',
  repeated: '请不要重复发送相同的消息',
  guest: '游客只能查看聊天，请先登录后发言',
  notLoggedIn: '请先登录聊天连接',
  muted: '您已被禁言，暂时不能发言',
  blocked: '本房间已禁止发言',
  closed: '聊天室已关闭',
  noRoom: '聊天室不存在',
  vip: (level: number) => `VIP${level} 及以上会员才能发言`,
  off: '聊天服务未开启',
} as const;

/** The first screen of a room over HTTP (spec §7 /stream/api/v1/history); pageNum 1 is the newest page. */
export const chatHistory = defineContract({
  path: '/stream/api/v1/history',
  request: historyRequestSchema,
  response: historyPageSchema,
});
