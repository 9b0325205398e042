import type { Db } from '../../db';
import type { Fen } from './fen';

/**
 * Reading the wallet tables: the centre wallet (wallet) and the balance at each venue
 * (wallet_venue_balance), both in fen. They are the balance rows of the ledger's member accounts:
 * only the ledger's journal (modules/ledger) changes them.
 */
export interface CenterWallet {
  center: Fen;
  lock: Fen;
}

export async function centerOf(db: Db, memberId: number): Promise<CenterWallet> {
  const row = await db.selectFrom('wallet').select(['center_fen', 'lock_fen']).where('member_id', '=', memberId).executeTakeFirst();
  return { center: row?.center_fen ?? 0, lock: row?.lock_fen ?? 0 };
}

export async function venueExists(db: Db, channelCode: string): Promise<{ name: string } | undefined> {
  return db.selectFrom('wallet_venue').select('name').where('channel_code', '=', channelCode).executeTakeFirst();
}

/** The member's balance at one venue (0 when never used). */
export async function venueBalanceOf(db: Db, memberId: number, channelCode: string): Promise<Fen> {
  const row = await db
    .selectFrom('wallet_venue_balance')
    .select('balance_fen')
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .executeTakeFirst();
  return row?.balance_fen ?? 0;
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
