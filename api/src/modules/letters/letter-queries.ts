import type { Db } from '../../db';
import type { LetterKind } from '../../db/schema';

/** Unread letters per kind (read_at empty, not deleted). */
export async function unreadLettersByKind(db: Db, memberId: number): Promise<{ kind: LetterKind; n: number }[]> {
  const rows = await db
    .selectFrom('letter')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .groupBy('kind')
    .execute();
  return rows.map((r) => ({ kind: r.kind, n: Number(r.n) }));
}

/** Feedback replies not yet read. */
export async function unreadFeedbackReplies(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('reply', 'is not', null)
    .where('reply_read', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the member's letters of these kinds (not deleted), newest first, and the totals. */
export async function lettersPage(db: Db, memberId: number, kinds: readonly LetterKind[], offset: number, limit: number) {
  const base = db
    .selectFrom('letter')
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where('kind', 'in', [...kinds]);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const counts = await base
    .select([(eb) => eb.fn.countAll<number>().as('total'), (eb) => eb.fn.sum<number>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread')])
    .executeTakeFirst();
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

/** Marks the member's letters read; how many were unread. */
export async function markRead(db: Db, memberId: number, ids: readonly number[], now: number): Promise<number> {
  const out = await db
    .updateTable('letter')
    .set({ read_at: now })
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(out.numUpdatedRows);
}

/** How many of these ids are the member's live letters. */
export async function ownLetters(db: Db, memberId: number, ids: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('letter')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteLetters(db: Db, memberId: number, ids: readonly number[], now: number): Promise<number> {
  const out = await db
    .updateTable('letter')
    .set({ deleted_at: now })
    .where('member_id', '=', memberId)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(out.numUpdatedRows);
}

export async function readAllOfKinds(db: Db, memberId: number, kinds: readonly LetterKind[], now: number): Promise<number> {
  const out = await db
    .updateTable('letter')
    .set({ read_at: now })
    .where('member_id', '=', memberId)
    .where('kind', 'in', [...kinds])
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(out.numUpdatedRows);
}

/** Sends the member a letter (a security notice after a bind or a password change, a feedback reply). */
export async function sendLetter(db: Db, memberId: number, kind: LetterKind, title: string, content: string, now: number): Promise<void> {
  await db.insertInto('letter').values({ member_id: memberId, kind, title, content, created_at: now, read_at: null, deleted_at: null }).execute();
}
