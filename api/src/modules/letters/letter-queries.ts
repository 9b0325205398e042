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
