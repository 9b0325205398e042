import type { Db } from '../../db';

/** Forgot password: a passed step two opens a ticket for step three (used once, until it expires). */
export async function openResetTicket(db: Db, memberId: number, target: string, expiresAt: number): Promise<void> {
  await db.insertInto('reset_ticket').values({ member_id: memberId, target, expires_at: expiresAt, used_at: null }).execute();
}

/** The newest usable ticket of a member for a target, or null. */
export async function usableResetTicket(db: Db, memberId: number, target: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('reset_ticket')
    .select('id')
    .where('member_id', '=', memberId)
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Spends a ticket; false when another call spent it first. */
export async function spendResetTicket(db: Db, id: number, now: number): Promise<boolean> {
  const res = await db.updateTable('reset_ticket').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
