import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_TEXT, MsgId, ResponseCode, fail, ok, roomIdSchema, roomStatusSchema } from '@site/shared';
import type { Db } from '../../db';
import { issueMessage } from '../../http/contract-route';
import type { Live } from '../../live/install-live';
import { bearerMatches } from '../../http/ops-token';
import { memberByName } from '../user/members';
import { allRooms, clearRoom, destroyRoom, setBroadcastBlocked, setMute, setRoomStatus, setVipLevel, unmute } from './chat-store';

export interface ChatOpsDeps {
  db: Db;
  live: Live;
  now: () => number;
  /** '/ops/chat' (token) or '/dev/chat' (dev mode, no token). */
  prefix: string;
  /** The ops token the calls must carry (Authorization: Bearer); null: none configured, every call is refused; undefined: no check (dev). */
  token: string | null | undefined;
}

const muteBody = z
  .object({ name: z.string().min(1).max(30), minutes: z.number().int().min(1).max(525_600).optional(), unmute: z.boolean().optional() })
  .strict();
const roomBody = z.object({ rid: roomIdSchema }).strict();
const statusBody = z.object({ rid: roomIdSchema, status: roomStatusSchema }).strict();
const blockBody = z.object({ rid: roomIdSchema, blocked: z.boolean() }).strict();
const vipBody = z.object({ vipLevel: z.number().int().min(0).max(100) }).strict();
/** The internal notification's (60000) messages. */
export const NOTIFY_MSG = { empty: '请填写通知内容', tooLong: `通知内容不能超过 ${CHAT_LIMITS.maxLength} 个字` } as const;
const notifyBody = z
  .object({
    message: z.string({ message: NOTIFY_MSG.empty }).trim().min(1, NOTIFY_MSG.empty).max(CHAT_LIMITS.maxLength, NOTIFY_MSG.tooLong),
    rid: roomIdSchema.optional(),
  })
  .strict();

function tokenOk(req: FastifyRequest, token: string | null | undefined): boolean {
  if (token === undefined) return true;
  return token !== null && bearerMatches(req.headers.authorization, token);
}

/**
 * The chat room's ops verbs (spec envelope answers):
 *   POST <prefix>/mute { name, minutes?, unmute? }   mute a member (for good without minutes) or lift it
 *   POST <prefix>/clear { rid }                      clear a room (10015)
 *   POST <prefix>/status { rid, status }             close or open a room (10006, 10009)
 *   POST <prefix>/block { rid, blocked }             block or allow a room's sending (10005)
 *   POST <prefix>/destroy { rid }                    destroy a room (10013)
 *   POST <prefix>/vip-level { vipLevel }             the global VIP chat level (10007)
 *   POST <prefix>/notify { message, rid? }           an internal notification (60000) to one room or every room
 * Each change is pushed to the room's sockets on every instance through the hub.
 */
export function chatOpsRoutes(app: FastifyInstance, deps: ChatOpsDeps): void {
  const { db, live, now, prefix } = deps;
  const verb = <S extends z.ZodType>(name: string, schema: S, run: (body: z.output<S>) => Promise<ReturnType<typeof ok> | ReturnType<typeof fail>>) =>
    app.post(`${prefix}/${name}`, async (req) => {
      if (!tokenOk(req, deps.token)) return fail(ResponseCode.ACCESS_DENIED, '运维令牌不正确');
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      return run(parsed.data);
    });
  const noRoom = () => fail(ResponseCode.NOT_FOUND, CHAT_TEXT.noRoom);

  verb('mute', muteBody, async ({ name, minutes, unmute: lift }) => {
    const member = await memberByName(db, name);
    if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
    if (lift) await unmute(db, member.id);
    else await setMute(db, member.id, minutes ? now() + minutes * 60_000 : null, now());
    return ok({ name: member.name, muted: !lift });
  });
  verb('clear', roomBody, async ({ rid }) => {
    const removed = await clearRoom(db, rid);
    await live.publish('chatEvent', rid, { msgId: MsgId.CLEAR_CHAT_ROOM, msgData: { rid } });
    return ok({ rid, removed });
  });
  verb('status', statusBody, async ({ rid, status }) => {
    if (!(await setRoomStatus(db, rid, status))) return noRoom();
    await live.publish('chatEvent', rid, { msgId: MsgId.ROOM_STATUS_CHANGE, msgData: { rid, status } });
    await live.publish('chatEvent', 'all', { msgId: MsgId.GLOBAL_ROOM_STATUS_UPDATE, msgData: { rooms: await allRooms(db) } });
    return ok({ rid, status });
  });
  verb('block', blockBody, async ({ rid, blocked }) => {
    if (!(await setBroadcastBlocked(db, rid, blocked))) return noRoom();
    await live.publish('chatEvent', rid, { msgId: MsgId.ROOM_BROADCAST_BLOCKED, msgData: { rid, blocked, message: blocked ? CHAT_TEXT.blocked : '' } });
    return ok({ rid, blocked });
  });
  verb('destroy', roomBody, async ({ rid }) => {
    if (!(await destroyRoom(db, rid))) return noRoom();
    await live.publish('chatEvent', rid, { msgId: MsgId.ROOM_DESTROYED, msgData: { rid } });
    return ok({ rid });
  });
  verb('vip-level', vipBody, async ({ vipLevel }) => {
    await setVipLevel(db, vipLevel);
    for (const room of await allRooms(db)) await live.publish('chatEvent', room.rid, { msgId: MsgId.GLOBAL_VIP_CHAT_LEVEL, msgData: { vipLevel } });
    return ok({ vipLevel });
  });
  verb('notify', notifyBody, async ({ message, rid }) => {
    const all = (await allRooms(db)).map((r) => r.rid);
    if (rid && !all.includes(rid)) return noRoom();
    const rooms = rid ? [rid] : all;
    for (const room of rooms) await live.publish('chatEvent', room, { msgId: MsgId.INTERNAL_NOTIFICATION, msgData: { message } });
    return ok({ rooms, message });
  });
}
