import { CHAT_LIMITS, ROOM_STATUS, type ChatLine, type HistoryPage, type RoomStatus } from '@site/shared';
import type { Db } from '../../db';
import type { RecentLine, RoomView } from './chat-rules';

/** The name of the global VIP chat level in chat_setting (10007). */
export const VIP_LEVEL_SETTING = 'vipLevel';

/** Rooms of one match are made on first join; other room ids must exist. */
export const MATCH_ROOM_PATTERN = /^match\.[A-Za-z0-9_-]{1,40}$/;

export async function roomOf(db: Db, rid: string, now: number): Promise<RoomView | null> {
  let row = await db.selectFrom('chat_room').selectAll().where('rid', '=', rid).executeTakeFirst();
  if (!row && MATCH_ROOM_PATTERN.test(rid)) {
    await db
      .insertInto('chat_room')
      .values({ rid, status: ROOM_STATUS.OPEN, broadcast_blocked: 0, created_at: now })
      .onConflict((oc) => oc.column('rid').doNothing())
      .execute();
    row = await db.selectFrom('chat_room').selectAll().where('rid', '=', rid).executeTakeFirst();
  }
  return row ? { status: row.status, broadcastBlocked: row.broadcast_blocked === 1 } : null;
}

export async function vipLevelOf(db: Db): Promise<number> {
  const row = await db.selectFrom('chat_setting').select('value').where('name', '=', VIP_LEVEL_SETTING).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

export async function setVipLevel(db: Db, level: number): Promise<void> {
  await db
    .insertInto('chat_setting')
    .values({ name: VIP_LEVEL_SETTING, value: level })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: level }))
    .execute();
}

export async function muteOf(db: Db, memberId: number): Promise<{ until: number | null } | undefined> {
  const row = await db.selectFrom('chat_mute').select('until').where('member_id', '=', memberId).executeTakeFirst();
  return row ? { until: row.until === null ? null : Number(row.until) } : undefined;
}

export async function setMute(db: Db, memberId: number, until: number | null, now: number): Promise<void> {
  await db
    .insertInto('chat_mute')
    .values({ member_id: memberId, until, created_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ until, created_at: now }))
    .execute();
}

export async function unmute(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('chat_mute').where('member_id', '=', memberId).execute();
}

/** The member's own lines inside the rate-limit window, newest first (every room, every instance). */
export async function recentLinesOf(db: Db, memberId: number, now: number): Promise<RecentLine[]> {
  const rows = await db
    .selectFrom('chat_message')
    .select(['msg', 'at'])
    .where('member_id', '=', memberId)
    .where('at', '>', now - CHAT_LIMITS.identicalWindowMs)
    .orderBy('at', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ msg: r.msg, at: Number(r.at) }));
}

export async function storeLine(db: Db, line: { rid: string; memberId: number; name: string; msg: string; at: number }): Promise<ChatLine> {
  const row = await db
    .insertInto('chat_message')
    .values({ rid: line.rid, member_id: line.memberId, name: line.name, msg: line.msg, at: line.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), rid: line.rid, msg: line.msg, from: line.name, at: line.at, memberId: String(line.memberId) };
}

/** One page of a room's lines: page 1 is the newest pageSize lines; each page oldest first. */
export async function historyOf(db: Db, rid: string, pageNum: number, pageSize: number): Promise<HistoryPage> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('chat_message')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('rid', '=', rid)
      .executeTakeFirst(),
    db
      .selectFrom('chat_message')
      .selectAll()
      .where('rid', '=', rid)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
  ]);
  const list = rows.reverse().map((r) => ({ id: String(r.id), rid: r.rid, msg: r.msg, from: r.name, at: Number(r.at), memberId: String(r.member_id) }));
  return { rid, pageNum, pageSize, total: Number(count?.n ?? 0), list };
}

export async function setRoomStatus(db: Db, rid: string, status: RoomStatus): Promise<boolean> {
  const r = await db.updateTable('chat_room').set({ status }).where('rid', '=', rid).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setBroadcastBlocked(db: Db, rid: string, blocked: boolean): Promise<boolean> {
  const r = await db
    .updateTable('chat_room')
    .set({ broadcast_blocked: blocked ? 1 : 0 })
    .where('rid', '=', rid)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function clearRoom(db: Db, rid: string): Promise<number> {
  const r = await db.deleteFrom('chat_message').where('rid', '=', rid).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Destroys a room: its lines and the room itself (a match room is made again on the next join). */
export async function destroyRoom(db: Db, rid: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('chat_message').where('rid', '=', rid).execute();
    const r = await tx.deleteFrom('chat_room').where('rid', '=', rid).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

export async function allRooms(db: Db): Promise<{ rid: string; status: RoomStatus }[]> {
  return db.selectFrom('chat_room').select(['rid', 'status']).orderBy('rid').limit(500).execute();
}
