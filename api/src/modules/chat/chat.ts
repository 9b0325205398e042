import type { FastifyInstance } from 'fastify';
import { CHAT_SPORTS_ROOM, CHAT_TEXT, SCORE_PUSH_SPORTS, MsgId, matchRoom, type ChatEvent, type Match, type ServerFrameInput } from '@site/shared';
import type { Db } from '../../db';
import { liveOf, type Live } from '../../live/install-live';
import type { ChatHandler, LiveIdentity } from '../../live/live-socket';
import { servicesOf } from '../../services';
import { sportsFeedOf } from '../sports/sports';
import { memberById } from '../user/members';
import { checkSend, muteInForce, sendRightOnJoin, type RefusalId, type Sender } from './chat-rules';
import { historyOf, muteOf, recentLinesOf, roomOf, storeLine, vipLevelOf } from './chat-store';
import { chatOpsRoutes } from './chat-ops';
import { PREDICTION, predictionsDue, predictScore } from './score-prediction';

export interface ChatOptions {
  /** The ops token (http/ops-token.ts) of /ops/chat/*; null: none configured, every call is refused. */
  opsToken?: string | null;
}

async function senderOf(db: Db, identity: Exclude<LiveIdentity, { kind: 'none' }>, now: number): Promise<Sender> {
  if (identity.kind === 'guest') return { kind: 'guest' };
  const id = Number(identity.memberId);
  const [member, mute] = await Promise.all([memberById(db, id), muteOf(db, id)]);
  return { kind: 'member', vipGrade: member?.vip_grade ?? 0, muted: muteInForce(mute, now) };
}

/** The chat room's frames of one socket (join 10002, send 10003, history 10011). */
export function chatHandler(db: Db, live: Live, now: () => number): ChatHandler {
  return async (frame, identity) => {
    const at = now();
    switch (frame.msgId) {
      case MsgId.JOIN_ROOM: {
        const { rid } = frame.msgData;
        const room = await roomOf(db, rid, at);
        if (!room) return [{ msgId: MsgId.REFUSED, msgData: { msgId: frame.msgId, message: CHAT_TEXT.noRoom } }];
        const [sender, vipLevel] = await Promise.all([senderOf(db, identity, at), vipLevelOf(db)]);
        if (identity.kind === 'member') {
          await live.publish('chatEvent', rid, { msgId: MsgId.JOIN_BROADCAST, msgData: { rid, name: identity.name } });
        }
        return [{ msgId: MsgId.JOIN_UNICAST, msgData: { rid, status: room.status, vipLevel, ...sendRightOnJoin(sender, room, vipLevel) } }];
      }
      case MsgId.HISTORY: {
        const { rid, pageNum, pageSize } = frame.msgData;
        return [{ msgId: MsgId.HISTORY, msgData: await historyOf(db, rid, pageNum, pageSize) }];
      }
      case MsgId.SEND_MESSAGE: {
        const { rid, msg } = frame.msgData;
        const sender = await senderOf(db, identity, at);
        const [room, vipLevel, recent] = await Promise.all([
          roomOf(db, rid, at),
          vipLevelOf(db),
          identity.kind === 'member' ? recentLinesOf(db, Number(identity.memberId), at) : Promise.resolve([]),
        ]);
        const outcome = checkSend({ sender, room, vipLevel, raw: msg, recent, now: at });
        if (!outcome.ok) {
          if (outcome.drop) return [];
          return [refusalFrame(outcome.answer, rid, outcome.message, vipLevel)];
        }
        if (identity.kind !== 'member') return [];
        const line = await storeLine(db, { rid, memberId: Number(identity.memberId), name: identity.name, msg: outcome.text, at });
        await live.publish('chat', rid, line);
        return [];
      }
    }
  };
}

function refusalFrame(answer: RefusalId, rid: string, message: string, vipLevel: number): ServerFrameInput {
  switch (answer) {
    case MsgId.MEMBER_MUTED:
      return { msgId: MsgId.MEMBER_MUTED, msgData: { rid, message } };
    case MsgId.ROOM_BROADCAST_BLOCKED:
      return { msgId: MsgId.ROOM_BROADCAST_BLOCKED, msgData: { rid, message } };
    case MsgId.GLOBAL_VIP_CHAT_LEVEL:
      return { msgId: MsgId.GLOBAL_VIP_CHAT_LEVEL, msgData: { rid, message, vipLevel } };
    case MsgId.REFUSED:
      return { msgId: MsgId.REFUSED, msgData: { msgId: MsgId.SEND_MESSAGE, message } };
  }
}

/** Publishes one room event through the hub (every instance's sockets of that room). */
export const publishEvent = (live: Live, rid: string, event: ChatEvent): Promise<boolean> => live.publish('chatEvent', rid, event);

/**
 * One round of score predictions (10018): each football match kicking off soon, once (`sent` remembers
 * it while the match is on the board), to its room and the sports room. Answers the matches predicted.
 */
export function scorePredictionRound(live: Live, matches: readonly Match[], now: number, sent: Set<string>): string[] {
  const onBoard = new Set(matches.map((m) => m.gameId));
  for (const id of sent) if (!onBoard.has(id)) sent.delete(id);
  const due = predictionsDue(matches, now, sent);
  for (const m of due) {
    sent.add(m.gameId);
    const score = predictScore(m);
    for (const rid of [matchRoom(m.gameId), CHAT_SPORTS_ROOM])
      void publishEvent(live, rid, { msgId: MsgId.SCORE_PREDICTION_PUSH, msgData: { rid, gameId: m.gameId, score } });
  }
  return due.map((m) => m.gameId);
}

/**
 * The chat room: the live socket's chat frames (its first screen over HTTP: modules/stream/history.ts), score pushes (10014) from the sports feed's goals, and the ops verbs.
 */
export function chatModule(app: FastifyInstance, opts: ChatOptions = {}): void {
  const { store, now, dev } = servicesOf(app);
  const db = store.db;
  const live = liveOf(app);
  live.serveChat(chatHandler(db, live, now));

  // Score push (10014): one instance turns the feed's goals (football boards) into pushes to the match's room and the sports room.
  const board = sportsFeedOf(app).board;
  const stopScores = live.lead('chat-score-push', () =>
    live.onMessage('sport', (key, batch) => {
      if (!SCORE_PUSH_SPORTS.includes(key.split('.')[0] ?? '')) return;
      for (const d of batch.d) {
        if (!d.sc) continue;
        const match = board.match(d.id)?.match;
        const teams = match ? { home: match.team_h, away: match.team_c } : {};
        for (const rid of [matchRoom(d.id), CHAT_SPORTS_ROOM])
          void publishEvent(live, rid, { msgId: MsgId.SCORE_PUSH, msgData: { rid, gameId: d.id, score: d.sc, ...teams } });
      }
    }),
  );
  // Score prediction (10018): one instance predicts the football matches about to kick off, every PREDICTION.everyMs.
  const stopPredictions = live.lead('chat-score-prediction', () => {
    const sent = new Set<string>();
    const round = () =>
      scorePredictionRound(
        live,
        board.states().flatMap((s) => s.matches),
        now(),
        sent,
      );
    round();
    const timer = setInterval(round, PREDICTION.everyMs);
    timer.unref();
    return () => clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await stopScores();
    await stopPredictions();
  });

  chatOpsRoutes(app, { db, live, now, prefix: '/ops/chat', token: opts.opsToken ?? null });
  if (dev) chatOpsRoutes(app, { db, live, now, prefix: '/dev/chat', token: undefined });
}
