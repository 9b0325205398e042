import type { Db } from '../../db';
import type { GameRoundTable } from '../../db/schema';
import { venueBalances } from '../funds/wallet-queries';

export interface ProviderVenue {
  channelCode: string;
  name: string;
  category: number;
}

/** The venue a launch token names (enName = channelCode for our venues). */
export async function venueOf(db: Db, enName: string): Promise<ProviderVenue | null> {
  const row = await db.selectFrom('wallet_venue').select(['channel_code', 'name', 'category']).where('channel_code', '=', enName).executeTakeFirst();
  return row ? { channelCode: row.channel_code, name: row.name, category: row.category } : null;
}

/** The member's balance in one venue wallet, for display (the wallet's own read; rounds get theirs from the ledger). */
export async function venueBalanceFen(db: Db, memberId: number, venue: ProviderVenue): Promise<number> {
  const rows = await venueBalances(db, memberId, venue.category);
  return rows.find((r) => r.channelCode === venue.channelCode)?.fen ?? 0;
}

export async function insertRound(db: Db, round: GameRoundTable): Promise<void> {
  await db.insertInto('game_round').values(round).execute();
}

/** When the member's last round of this kind in this venue was played (null: never). */
export async function lastRoundAt(db: Db, memberId: number, channelCode: string, kind: GameRoundTable['game_kind']): Promise<number | null> {
  const row = await db
    .selectFrom('game_round')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .where('game_kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? row.created_at : null;
}

/**
 * A baccarat table's current shoe, from its own rounds (every player's, in play order): the table deals
 * BACCARAT_SHOE_ROUNDS rounds from one shoe, so round k (1-based) is in shoe ⌈k / BACCARAT_SHOE_ROUNDS⌉
 * and the shoe of the latest round is the one on the table until the next round starts a new one.
 */
export async function baccaratShoeOf(db: Db, channelCode: string, shoeRounds: number): Promise<{ shoe: number; details: string[] }> {
  const counted = await db
    .selectFrom('game_round')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('channel_code', '=', channelCode)
    .where('game_kind', '=', 'baccarat')
    .executeTakeFirstOrThrow();
  const played = Number(counted.n);
  if (played === 0) return { shoe: 1, details: [] };
  const inShoe = ((played - 1) % shoeRounds) + 1;
  const rows = await db
    .selectFrom('game_round')
    .select('detail')
    .where('channel_code', '=', channelCode)
    .where('game_kind', '=', 'baccarat')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(inShoe)
    .execute();
  return { shoe: Math.ceil(played / shoeRounds), details: rows.map((r) => r.detail).reverse() };
}
