import type { Db } from '../../db';
import type { Fen } from './fen';

/**
 * The wallet tables: the centre wallet (wallet) and the balance at each venue
 * (wallet_venue_balance), both in fen. Functions named …ForUpdate lock the rows they read until
 * the transaction ends (PostgreSQL; SQLite has one writer at a time): the wallet row first,
 * always, so two moves never wait on each other crosswise.
 */
export interface CenterWallet {
  center: Fen;
  lock: Fen;
}

export async function centerOf(db: Db, memberId: number): Promise<CenterWallet> {
  const row = await db.selectFrom('wallet').select(['center_fen', 'lock_fen']).where('member_id', '=', memberId).executeTakeFirst();
  return { center: row?.center_fen ?? 0, lock: row?.lock_fen ?? 0 };
}

/** The centre wallet, locked; null when the member has none. */
export async function centerForUpdate(db: Db, memberId: number): Promise<CenterWallet | null> {
  const row = await db.selectFrom('wallet').select(['center_fen', 'lock_fen']).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  return row ? { center: row.center_fen, lock: row.lock_fen } : null;
}

export async function addToCenter(db: Db, memberId: number, delta: Fen): Promise<void> {
  await db
    .updateTable('wallet')
    .set((eb) => ({ center_fen: eb('center_fen', '+', delta) }))
    .where('member_id', '=', memberId)
    .execute();
}

export async function venueExists(db: Db, channelCode: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('wallet_venue').select('name').where('channel_code', '=', channelCode).executeTakeFirst();
}

/** The member's balance at a venue, locked (the row is created at 0 first when missing). */
export async function venueBalanceForUpdate(db: Db, memberId: number, channelCode: string): Promise<Fen> {
  await db
    .insertInto('wallet_venue_balance')
    .values({ member_id: memberId, channel_code: channelCode })
    .onConflict((oc) => oc.columns(['member_id', 'channel_code']).doNothing())
    .execute();
  const row = await db
    .selectFrom('wallet_venue_balance')
    .select('balance_fen')
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance_fen;
}

export async function addToVenue(db: Db, memberId: number, channelCode: string, delta: Fen): Promise<void> {
  await db
    .updateTable('wallet_venue_balance')
    .set((eb) => ({ balance_fen: eb('balance_fen', '+', delta) }))
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .execute();
}

/** Category 8 = every venue. */
export const ALL_VENUES_CATEGORY = 8;

/** Every venue of a category with the member's balance there (0 when never used), in venue order. */
export async function venueBalances(db: Db, memberId: number, category: number): Promise<{ channelCode: string; name: string; fen: Fen }[]> {
  let q = db
    .selectFrom('wallet_venue as v')
    .leftJoin('wallet_venue_balance as b', (join) => join.onRef('b.channel_code', '=', 'v.channel_code').on('b.member_id', '=', memberId))
    .select(['v.channel_code as channelCode', 'v.name', 'b.balance_fen'])
    .orderBy('v.sort');
  if (category !== ALL_VENUES_CATEGORY) q = q.where('v.category', '=', category);
  const rows = await q.execute();
  return rows.map((r) => ({ channelCode: r.channelCode, name: r.name, fen: r.balance_fen ?? 0 }));
}
