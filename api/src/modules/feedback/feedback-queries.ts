import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { FeedbackTable } from '../../db/schema';

export type FeedbackRow = Selectable<FeedbackTable>;

export async function insertFeedback(db: Db, memberId: number, type: number, content: string, images: readonly string[], now: number): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({ member_id: memberId, type, content, images: JSON.stringify(images), created_at: now, reply: null, replied_at: null, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function feedbackPage(db: Db, memberId: number, offset: number, limit: number): Promise<{ rows: FeedbackRow[]; total: number }> {
  const base = db.selectFrom('feedback').where('member_id', '=', memberId).where('deleted_at', 'is', null);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function feedbackOf(db: Db, memberId: number, id: number): Promise<FeedbackRow | undefined> {
  return db.selectFrom('feedback').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function markReplyRead(db: Db, id: number): Promise<void> {
  await db.updateTable('feedback').set({ reply_read: 1 }).where('id', '=', id).where('reply', 'is not', null).execute();
}

export async function deleteFeedbackOf(db: Db, memberId: number, id: number, now: number): Promise<boolean> {
  const out = await db
    .updateTable('feedback')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(out.numUpdatedRows) === 1;
}

/** The ops verb: writes the reply (unread for the member); false when there is no such live feedback. */
export async function answerFeedback(db: Db, id: number, reply: string, now: number): Promise<{ memberId: number } | null> {
  const row = await db.selectFrom('feedback').select('member_id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  await db.updateTable('feedback').set({ reply, replied_at: now, reply_read: 0 }).where('id', '=', id).execute();
  return { memberId: row.member_id };
}
