import { randomUUID } from 'node:crypto';
import {
  CHAT_TEXT,
  encodeFrame,
  LIVE_LIMITS,
  MEMBER_TOPICS,
  MsgId,
  topicId,
  type ClientFrame,
  type Language,
  type LiveTopic,
  type ServerFrameInput,
} from '@site/shared';

/** Who a socket is logged in as. */
export type LiveIdentity = { kind: 'none' } | { kind: 'guest'; guestId: string } | { kind: 'member'; memberId: string; name: string };

/** Checks a member token (POST member/jwt); the api wires it to its JWT check. */
export type Authenticate = (jwt: string) => Promise<{ memberId: string; name: string } | null>;

export interface Subscription {
  topic: LiveTopic;
  key: string;
}

/** The chat room's requests (join 10002, send 10003, history 10011): served by the chat module. */
export type ChatRequest = Extract<ClientFrame, { msgId: typeof MsgId.JOIN_ROOM | typeof MsgId.SEND_MESSAGE | typeof MsgId.HISTORY }>;
/** Answers one chat request of a logged-in socket (member or guest) with frames for that socket. */
export type ChatHandler = (frame: ChatRequest, identity: Exclude<LiveIdentity, { kind: 'none' }>) => Promise<ServerFrameInput[]>;

/** A topic's position for a key where it has one (a sports board: the seq of its last batch). */
export type PositionOf = (topic: LiveTopic, key: string) => number | undefined;

/** A topic's state now for a key where it keeps one (a match's 赛况): a new subscriber gets it before the changes. */
export type SnapshotOf = (topic: LiveTopic, key: string) => unknown;

/**
 * The pushes of a topic after position `from` that this instance still keeps, in order (a sports board: its recent
 * batches); undefined when it keeps too few to reach back to `from` (the reader then takes a snapshot).
 */
export type PushesAfter = (topic: LiveTopic, key: string, from: number) => readonly unknown[] | undefined;

/** What the modules serve through the socket: the chat room's requests, the topics' positions, states and recent pushes. */
export interface Served {
  chat?: ChatHandler;
  positionOf?: PositionOf;
  snapshotOf?: SnapshotOf;
  pushesAfter?: PushesAfter;
}

/** The outcome of one client frame: frames to answer, subscriptions to add or drop. */
export interface FrameResult {
  reply: ServerFrameInput[];
  identity?: LiveIdentity;
  add?: Subscription;
  remove?: Subscription[];
  /** The language the socket's texts are sent in from now on. */
  language?: Language;
}

const refused = (msgId: number, message: string): FrameResult => ({ reply: [{ msgId: MsgId.REFUSED, msgData: { msgId, message } }] });

/** Member topics (balance) only for the logged-in member's own key. */
export function mayWatch(identity: LiveIdentity, s: Subscription): boolean {
  if (!MEMBER_TOPICS.includes(s.topic)) return true;
  return identity.kind === 'member' && identity.memberId === s.key;
}

/** What one client frame does to a socket (pure apart from the token check). */
export async function handleFrame(
  frame: ClientFrame,
  identity: LiveIdentity,
  subscriptions: ReadonlyMap<string, Subscription>,
  authenticate: Authenticate,
  served: Served = {},
): Promise<FrameResult> {
  const { chat } = served;
  switch (frame.msgId) {
    case MsgId.HEARTBEAT:
      return { reply: [{ msgId: MsgId.HEARTBEAT, msgData: {} }] };
    case MsgId.MEMBER_LOGIN: {
      const member = await authenticate(frame.msgData.token).catch(() => null);
      if (!member) return refused(frame.msgId, '聊天令牌无效或已过期，请重新登录');
      const next: LiveIdentity = { kind: 'member', ...member };
      return {
        identity: next,
        remove: [...subscriptions.values()].filter((s) => !mayWatch(next, s)),
        reply: [{ msgId: MsgId.LOGIN_SUCCESS, msgData: member }],
      };
    }
    case MsgId.GUEST_LOGIN: {
      const next: LiveIdentity = { kind: 'guest', guestId: identity.kind === 'guest' ? identity.guestId : randomUUID() };
      return {
        identity: next,
        remove: [...subscriptions.values()].filter((s) => !mayWatch(next, s)),
        reply: [{ msgId: MsgId.GUEST_LOGIN_SUCCESS, msgData: { guestId: next.guestId } }],
      };
    }
    case MsgId.SUBSCRIBE: {
      const s = frame.msgData;
      if (identity.kind === 'none') return refused(frame.msgId, '请先登录聊天连接');
      if (!mayWatch(identity, s)) return refused(frame.msgId, '只能订阅自己的账户消息');
      // The answer goes out after the subscription is in place: every later push reaches the socket.
      const seq = served.positionOf?.(s.topic, s.key);
      const subscribed: ServerFrameInput = { msgId: MsgId.SUBSCRIBED, msgData: { topic: s.topic, key: s.key, ...(seq === undefined ? {} : { seq }) } };
      const push = (data: unknown): ServerFrameInput => ({ msgId: MsgId.TOPIC_PUSH, msgData: { topic: s.topic, key: s.key, data } });
      // Before it, the pushes after where the reader stands that are still kept: with them it is at `seq` when the
      // answer comes (a snapshot taken a moment before the subscription went live misses nothing).
      const missed = s.from === undefined ? undefined : served.pushesAfter?.(s.topic, s.key, s.from);
      // Then the topic's state now where it keeps one: a late subscriber starts from it, not from the next change.
      const state = served.snapshotOf?.(s.topic, s.key);
      const reply: ServerFrameInput[] = [...(missed ?? []).map(push), subscribed, ...(state === undefined ? [] : [push(state)])];
      if (subscriptions.has(topicId(s.topic, s.key))) return { reply };
      if (subscriptions.size >= LIVE_LIMITS.maxSubscriptions) return refused(frame.msgId, `订阅数量已达上限（${LIVE_LIMITS.maxSubscriptions}）`);
      return { reply, add: { topic: s.topic, key: s.key } };
    }
    case MsgId.UNSUBSCRIBE:
      return { reply: [], remove: [frame.msgData] };
    case MsgId.LANGUAGE:
      return { reply: [], language: frame.msgData.language };
    case MsgId.JOIN_ROOM:
    case MsgId.SEND_MESSAGE:
    case MsgId.HISTORY:
      if (!chat) return refused(frame.msgId, CHAT_TEXT.off);
      if (identity.kind === 'none') return refused(frame.msgId, CHAT_TEXT.notLoggedIn);
      return { reply: await chat(frame, identity) };
  }
}

export { encodeFrame };
