import {
  CHAT_REQUEST_IDS,
  closeStopsReconnecting,
  LIVE_LIMITS,
  LIVE_TIMING,
  MsgId,
  parseServerFrame,
  topicId,
  type ClientFrameInput,
  type LiveTopic,
  type ServerFrame,
  type SocketLogin,
  type SocketPhase,
  type TopicMessage,
} from '@site/shared';

/** One watched topic + key and how many observers hold it. */
export interface Watch {
  topic: LiveTopic;
  key: string;
  count: number;
}

/** The live connection as data (spec §4 Chat connection); the runtime in socket-service.ts runs its outcomes. */
export interface SocketMachine {
  phase: SocketPhase;
  login: SocketLogin;
  /** The login the session asks for: member when a token is stored, guest otherwise. */
  wantMember: boolean;
  /** Watched topics by topicId ('odds:m1'), reference-counted. */
  watches: Readonly<Record<string, Watch>>;
  /** Frames waiting for the connection (spec §4: polled every 300 ms until connected). */
  queue: readonly ClientFrameInput[];
  /** The close code that refused the connection for good (closeStopsReconnecting): no reconnect follows; null otherwise. */
  refusedBy: number | null;
}

export type SocketEvent =
  | { type: 'start' }
  | { type: 'opened' }
  /** A close (with the server's close code when there was one) or an error of the socket. */
  | { type: 'closed'; code?: number }
  | { type: 'reconnect-due' }
  | { type: 'heartbeat-due' }
  | { type: 'poll-due' }
  | { type: 'send'; frame: ClientFrameInput }
  /** The session changed (login, logout, login expired); force re-logs in even when the kind is the same. */
  | { type: 'session'; member: boolean; force?: boolean }
  /** The member token (POST member/jwt) arrived, or null when it could not be fetched. */
  | { type: 'member-token'; token: string | null }
  | { type: 'watch'; topic: LiveTopic; key: string }
  | { type: 'unwatch'; topic: LiveTopic; key: string }
  | { type: 'received'; raw: unknown };

/** What the runtime must do after an event. */
export type SocketOutcome =
  | { type: 'connect' }
  | { type: 'write'; frame: ClientFrameInput }
  | { type: 'start-heartbeat'; everyMs: number }
  | { type: 'stop-heartbeat' }
  | { type: 'schedule-reconnect'; afterMs: number }
  | { type: 'fetch-member-token' }
  | { type: 'deliver'; message: TopicMessage }
  /** A server frame that answers this socket (a subscription made live; chat: join unicast, history, notices, refusals). */
  | { type: 'answer'; frame: ServerFrame }
  /** Dropped and logged, never thrown (bad frames, refusals, overflow). */
  | { type: 'log'; message: string; detail?: unknown }
  /** The server refused the connection for good (a LiveCloseCode the client stops on): tell the player. */
  | { type: 'refused'; code: number };

export interface Step {
  state: SocketMachine;
  outcomes: SocketOutcome[];
}

export const initialSocket = (wantMember: boolean): SocketMachine => ({ phase: 'closed', login: 'none', wantMember, watches: {}, queue: [], refusedBy: null });

const heartbeat: ClientFrameInput = { msgId: MsgId.HEARTBEAT, msgData: {} };
const guestLogin: ClientFrameInput = { msgId: MsgId.GUEST_LOGIN, msgData: {} };

/** Member login asks for a token first; guest login is one frame. */
const loginOutcome = (wantMember: boolean): SocketOutcome => (wantMember ? { type: 'fetch-member-token' } : { type: 'write', frame: guestLogin });

const subscribeAll = (watches: Readonly<Record<string, Watch>>): SocketOutcome[] =>
  Object.values(watches).map((w) => ({ type: 'write', frame: { msgId: MsgId.SUBSCRIBE, msgData: { topic: w.topic, key: w.key } } }));

/** Subscribe/unsubscribe frames go out only on a logged-in open socket; a (re)login re-sends them all. */
const canSubscribe = (s: SocketMachine) => s.phase === 'open' && s.login !== 'none';

export function socketReducer(state: SocketMachine, event: SocketEvent): Step {
  const none: Step = { state, outcomes: [] };
  switch (event.type) {
    case 'start':
    case 'reconnect-due':
      if (state.phase !== 'closed' || state.refusedBy !== null) return none;
      return { state: { ...state, phase: 'connecting', login: 'none' }, outcomes: [{ type: 'connect' }] };
    case 'opened':
      if (state.phase !== 'connecting') return none;
      // Spec §4: on open, start the 10-second ping, then log in.
      return {
        state: { ...state, phase: 'open' },
        outcomes: [{ type: 'start-heartbeat', everyMs: LIVE_TIMING.heartbeatMs }, loginOutcome(state.wantMember)],
      };
    case 'closed':
      if (state.phase === 'closed') return none;
      // Refused for good (too many sockets, a bad handshake): a reconnect would meet the same refusal.
      if (closeStopsReconnecting(event.code))
        return {
          state: { ...state, phase: 'closed', login: 'none', refusedBy: event.code! },
          outcomes: [
            { type: 'stop-heartbeat' },
            { type: 'log', message: `服务器拒绝了连接（${event.code}），不再重连` },
            { type: 'refused', code: event.code! },
          ],
        };
      return {
        state: { ...state, phase: 'closed', login: 'none' },
        outcomes: [{ type: 'stop-heartbeat' }, { type: 'schedule-reconnect', afterMs: LIVE_TIMING.reconnectMs }],
      };
    case 'heartbeat-due':
      return state.phase === 'open' ? { state, outcomes: [{ type: 'write', frame: heartbeat }] } : none;
    case 'poll-due':
      if (state.phase !== 'open' || state.queue.length === 0) return none;
      return { state: { ...state, queue: [] }, outcomes: state.queue.map((frame) => ({ type: 'write', frame })) };
    case 'send': {
      if (state.phase === 'open' && state.queue.length === 0) return { state, outcomes: [{ type: 'write', frame: event.frame }] };
      const queue = [...state.queue, event.frame];
      const overflow = queue.length - LIVE_LIMITS.maxQueuedFrames;
      if (overflow <= 0) return { state: { ...state, queue }, outcomes: [] };
      return {
        state: { ...state, queue: queue.slice(overflow) },
        outcomes: [{ type: 'log', message: '发送队列已满，丢弃最早的消息', detail: queue.slice(0, overflow) }],
      };
    }
    case 'session': {
      const changed = event.member !== state.wantMember || event.force === true;
      const next = { ...state, wantMember: event.member };
      if (!changed || state.phase !== 'open') return { state: next, outcomes: [] };
      return { state: next, outcomes: [loginOutcome(event.member)] };
    }
    case 'member-token':
      if (state.phase !== 'open') return none;
      if (!state.wantMember) return none;
      if (event.token === null)
        return {
          state,
          outcomes: [
            { type: 'log', message: '获取聊天令牌失败，改为游客登录' },
            { type: 'write', frame: guestLogin },
          ],
        };
      return { state, outcomes: [{ type: 'write', frame: { msgId: MsgId.MEMBER_LOGIN, msgData: { token: event.token } } }] };
    case 'watch': {
      const id = topicId(event.topic, event.key);
      const held = state.watches[id];
      const watches = { ...state.watches, [id]: { topic: event.topic, key: event.key, count: (held?.count ?? 0) + 1 } };
      const outcomes: SocketOutcome[] =
        !held && canSubscribe(state) ? [{ type: 'write', frame: { msgId: MsgId.SUBSCRIBE, msgData: { topic: event.topic, key: event.key } } }] : [];
      return { state: { ...state, watches }, outcomes };
    }
    case 'unwatch': {
      const id = topicId(event.topic, event.key);
      const held = state.watches[id];
      if (!held) return none;
      if (held.count > 1) return { state: { ...state, watches: { ...state.watches, [id]: { ...held, count: held.count - 1 } } }, outcomes: [] };
      const { [id]: _gone, ...watches } = state.watches;
      const outcomes: SocketOutcome[] = canSubscribe(state)
        ? [{ type: 'write', frame: { msgId: MsgId.UNSUBSCRIBE, msgData: { topic: event.topic, key: event.key } } }]
        : [];
      return { state: { ...state, watches }, outcomes };
    }
    case 'received':
      return received(state, event.raw);
  }
}

function received(state: SocketMachine, raw: unknown): Step {
  const parsed = parseServerFrame(raw);
  if (!parsed.ok) return { state, outcomes: [{ type: 'log', message: `丢弃服务器的坏帧：${parsed.reason}`, detail: raw }] };
  const frame = parsed.frame;
  switch (frame.msgId) {
    case MsgId.HEARTBEAT:
      return { state, outcomes: [] };
    case MsgId.LOGIN_SUCCESS:
    case MsgId.GUEST_LOGIN_SUCCESS: {
      const login: SocketLogin = frame.msgId === MsgId.LOGIN_SUCCESS ? 'member' : 'guest';
      // After each (re)login every watched topic is subscribed again.
      return { state: { ...state, login }, outcomes: subscribeAll(state.watches) };
    }
    case MsgId.TOPIC_PUSH:
      return { state, outcomes: state.watches[topicId(frame.msgData.topic, frame.msgData.key)] ? [{ type: 'deliver', message: frame.msgData }] : [] };
    // A watched topic is live (again, after a reconnect): its reader may check what it holds against the seq.
    case MsgId.SUBSCRIBED:
      return { state, outcomes: state.watches[topicId(frame.msgData.topic, frame.msgData.key)] ? [{ type: 'answer', frame }] : [] };
    case MsgId.REFUSED: {
      const logged: SocketOutcome = { type: 'log', message: `服务器拒绝了消息 ${frame.msgData.msgId}：${frame.msgData.message}` };
      // A refused chat request is also the chat room's to show (rate limit, guest, closed room…).
      return { state, outcomes: CHAT_REQUEST_IDS.includes(frame.msgData.msgId) ? [logged, { type: 'answer', frame }] : [logged] };
    }
    case MsgId.JOIN_UNICAST:
    case MsgId.HISTORY:
    case MsgId.MEMBER_MUTED:
    case MsgId.ROOM_BROADCAST_BLOCKED:
    case MsgId.GLOBAL_VIP_CHAT_LEVEL:
      return { state, outcomes: [{ type: 'answer', frame }] };
  }
}
