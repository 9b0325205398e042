import {
  CHAT_REQUEST_IDS,
  MsgId,
  ROOM_STATUS,
  type ChatEvent,
  type ChatLine,
  type HistoryPage,
  type JoinUnicast,
  type RoomStatus,
  type ServerFrame,
} from '@site/shared';

/** What the room shows besides lines: notes the UI words from its catalog. */
export type ChatNote =
  | { kind: 'score'; gameId: string; score: [number, number]; home?: string; away?: string }
  | { kind: 'prediction'; gameId: string; score: [number, number] }
  | { kind: 'joined'; name: string }
  | { kind: 'gift'; from: string; gift: string }
  | { kind: 'notice'; message: string }
  | { kind: 'cleared' };

export type ChatItem = { id: string; line: ChatLine } | { id: string; note: ChatNote };

/** The chat room as its panel shows it (pure: chat-view.test.ts). */
export interface ChatView {
  rid: string;
  items: ChatItem[];
  status: RoomStatus | 'destroyed';
  canSend: boolean;
  /** Why sending is off (from the join unicast), shown instead of the input's hint. */
  reason: string | null;
  /** The last refusal of a send (rate limit, muted 10004, blocked 10005, VIP 10007), until the next send. */
  notice: string | null;
  /** Floating panel expanded; the side panel is always open. */
  open: boolean;
  /** Lines heard while collapsed. */
  unread: number;
  /** Local counter for note ids. */
  seq: number;
}

export type ChatViewEvent =
  | { type: 'joined'; join: JoinUnicast }
  | { type: 'history'; page: HistoryPage }
  | { type: 'line'; line: ChatLine }
  | { type: 'event'; event: ChatEvent }
  | { type: 'answer'; frame: ServerFrame }
  | { type: 'toggle' }
  | { type: 'sent' };

/** Lines kept on screen (older ones fall off the top). */
export const MAX_ITEMS = 200;

export interface ChatStep {
  view: ChatView;
  /** The room's rights changed (status, block, VIP level): join again to learn them. */
  rejoin: boolean;
}

export const initialChat = (rid: string, open: boolean): ChatView => ({
  rid,
  items: [],
  status: ROOM_STATUS.OPEN,
  canSend: false,
  reason: null,
  notice: null,
  open,
  unread: 0,
  seq: 0,
});

const keep = (items: ChatItem[]) => (items.length > MAX_ITEMS ? items.slice(items.length - MAX_ITEMS) : items);
const lineId = (l: ChatLine) => `l${l.id ?? `${l.at}.${l.from}`}`;
const addNote = (v: ChatView, note: ChatNote): ChatView => ({ ...v, seq: v.seq + 1, items: keep([...v.items, { id: `n${v.seq + 1}`, note }]) });
const same = (v: ChatView): ChatStep => ({ view: v, rejoin: false });

/** Each room event's effect on the view (spec §4 ids). */
function onEvent(v: ChatView, e: ChatEvent): ChatStep {
  switch (e.msgId) {
    case MsgId.CLEAR_CHAT_ROOM:
      return same(addNote({ ...v, items: [] }, { kind: 'cleared' }));
    case MsgId.ROOM_DESTROYED:
      // The panel tells a destroyed room through its catalog (chat.destroyed), from the status.
      return same({ ...v, items: [], status: 'destroyed', canSend: false, reason: null });
    case MsgId.ROOM_STATUS_CHANGE:
      return { view: { ...v, status: e.msgData.status }, rejoin: true };
    case MsgId.ROOM_BROADCAST_BLOCKED:
    case MsgId.GLOBAL_VIP_CHAT_LEVEL:
    case MsgId.MEMBER_MUTED:
      return { view: v, rejoin: true };
    case MsgId.GLOBAL_ROOM_STATUS_UPDATE: {
      const mine = e.msgData.rooms.find((r) => r.rid === v.rid);
      return mine && mine.status !== v.status ? { view: { ...v, status: mine.status }, rejoin: true } : same(v);
    }
    case MsgId.SCORE_PUSH:
      return same(addNote(v, { kind: 'score', gameId: e.msgData.gameId, score: e.msgData.score, home: e.msgData.home, away: e.msgData.away }));
    case MsgId.SCORE_PREDICTION_PUSH:
      return same(addNote(v, { kind: 'prediction', gameId: e.msgData.gameId, score: e.msgData.score }));
    case MsgId.JOIN_BROADCAST:
      return same(addNote(v, { kind: 'joined', name: e.msgData.name }));
    case MsgId.GIFT_RECORD_PUSH:
      return same(addNote(v, { kind: 'gift', from: e.msgData.from, gift: e.msgData.gift }));
    case MsgId.INTERNAL_NOTIFICATION:
      return same(addNote(v, { kind: 'notice', message: e.msgData.message }));
  }
}

/** A server answer that belongs to this room, as the notice it shows (null: not ours). */
function noticeOf(v: ChatView, f: ServerFrame): string | null {
  switch (f.msgId) {
    case MsgId.MEMBER_MUTED:
    case MsgId.ROOM_BROADCAST_BLOCKED:
    case MsgId.GLOBAL_VIP_CHAT_LEVEL:
      return f.msgData.rid === v.rid ? f.msgData.message : null;
    case MsgId.REFUSED:
      return CHAT_REQUEST_IDS.includes(f.msgData.msgId) ? f.msgData.message : null;
    default:
      return null;
  }
}

export function chatReducer(v: ChatView, e: ChatViewEvent): ChatStep {
  switch (e.type) {
    case 'joined':
      if (e.join.rid !== v.rid) return same(v);
      return same({ ...v, status: e.join.status, canSend: e.join.canSend, reason: e.join.reason ?? null });
    case 'history': {
      if (e.page.rid !== v.rid) return same(v);
      // The page replaces the lines up to its newest (a reconnect may have missed some); newer lines
      // heard meanwhile (the HTTP first screen may answer late) and notes stay below them.
      const lines: ChatItem[] = e.page.list.map((line) => ({ id: lineId(line), line }));
      const known = new Set(lines.map((i) => i.id));
      const newest = e.page.list.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
      const rest = v.items.filter((i) => !known.has(i.id) && (!('line' in i) || i.line.at > newest));
      return same({ ...v, items: keep([...lines, ...rest]) });
    }
    case 'line': {
      if (e.line.rid !== v.rid) return same(v);
      const id = lineId(e.line);
      if (v.items.some((i) => i.id === id)) return same(v);
      return same({ ...v, items: keep([...v.items, { id, line: e.line }]), unread: v.open ? 0 : v.unread + 1 });
    }
    case 'event':
      return onEvent(v, e.event);
    case 'answer': {
      const notice = noticeOf(v, e.frame);
      if (notice === null) return same(v);
      // Muted (10004): the input gives way to the message until the member is unmuted (a rejoin).
      if (e.frame.msgId === MsgId.MEMBER_MUTED) return same({ ...v, notice: null, canSend: false, reason: notice });
      return same({ ...v, notice });
    }
    case 'toggle':
      return same({ ...v, open: !v.open, unread: 0 });
    case 'sent':
      return same({ ...v, notice: null });
  }
}
