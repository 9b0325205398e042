import type { Db } from '../../db';
import type { MemberCardTable } from '../../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type CardRow = Selectable<MemberCardTable>;

/** The member's accounts, newest first (optionally of one kind). */
export async function cardsOf(db: Db, memberId: number, kind?: CardRow['kind']): Promise<CardRow[]> {
  let q = db.selectFrom('member_card').selectAll().where('member_id', '=', memberId);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('id', 'desc').execute();
}

export async function cardCounts(db: Db, memberId: number): Promise<Record<CardRow['kind'], number>> {
  const rows = await db
    .selectFrom('member_card')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .groupBy('kind')
    .execute();
  const counts = { bank: 0, alipay: 0, usdt: 0 };
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
}

/** Whether any member holds this number of this kind. */
export async function numberTaken(db: Db, kind: CardRow['kind'], number: string): Promise<boolean> {
  const row = await db.selectFrom('member_card').select('id').where('kind', '=', kind).where('number', '=', number).executeTakeFirst();
  return row !== undefined;
}

/** Inserts a card; null when the number is taken (the unique index, under a race). */
export async function insertCard(db: Db, card: Insertable<MemberCardTable>): Promise<CardRow | null> {
  try {
    return await db.insertInto('member_card').values(card).returningAll().executeTakeFirstOrThrow();
  } catch (e) {
    if (await numberTaken(db, card.kind, card.number)) return null;
    throw e;
  }
}

/** Deletes one of the member's cards; false when it is not theirs. */
export async function deleteCardOf(db: Db, memberId: number, id: number): Promise<boolean> {
  const out = await db.deleteFrom('member_card').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(out.numDeletedRows) === 1;
}

/** One of the member's cards (what a withdrawal names), or undefined. */
export async function cardOf(db: Db, memberId: number, id: number): Promise<CardRow | undefined> {
  return db.selectFrom('member_card').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}
