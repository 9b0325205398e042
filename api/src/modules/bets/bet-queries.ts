import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { BetLegTable, BetTable } from '../../db/schema';

export type BetRow = Selectable<BetTable>;
export type BetLegRow = Selectable<BetLegTable>;
export interface BetWithLegs {
  bet: BetRow;
  legs: BetLegRow[];
}

export type NewBet = Omit<
  BetRow,
  | 'valid_fen'
  | 'odds_type'
  | 'early_payout'
  | 'pending_until'
  | 'settled_at'
  | 'payout_fen'
  | 'result'
  | 'd_reason'
  | 'cash_out_state'
  | 'cash_out_fen'
  | 'reject_reason'
  | 'builder_hk_milli'
> & {
  pending_until: number | null;
  odds_type: BetRow['odds_type'];
  /** A 同场串关 bet's joint price. */
  builder_hk_milli?: number;
};
export type NewLeg = Omit<BetLegRow, 'bet_id' | 'score' | 'result' | 'd_reason' | 'floor_hk_milli'> & { floor_hk_milli: number | null };

export async function insertBet(db: Db, bet: NewBet, legs: readonly NewLeg[]): Promise<void> {
  await db.insertInto('bet').values(bet).execute();
  await db
    .insertInto('bet_leg')
    .values(legs.map((l) => ({ ...l, bet_id: bet.id })))
    .execute();
}

/** Bets with their legs (legs in order), in the order of the given rows. */
export async function withLegs(db: Db, bets: readonly BetRow[]): Promise<BetWithLegs[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .selectFrom('bet_leg')
    .selectAll()
    .where(
      'bet_id',
      'in',
      bets.map((b) => b.id),
    )
    .orderBy('bet_id')
    .orderBy('idx')
    .execute();
  const byBet = new Map<string, BetLegRow[]>();
  for (const l of legs) (byBet.get(l.bet_id) ?? byBet.set(l.bet_id, []).get(l.bet_id)!).push(l);
  return bets.map((bet) => ({ bet, legs: byBet.get(bet.id) ?? [] }));
}

export async function betOf(db: Db, memberId: number, betId: string): Promise<BetWithLegs | null> {
  const bet = await db.selectFrom('bet').selectAll().where('id', '=', betId).where('member_id', '=', memberId).executeTakeFirst();
  return bet ? ((await withLegs(db, [bet]))[0] ?? null) : null;
}

export async function betsOfMember(db: Db, memberId: number, ids: readonly string[]): Promise<BetWithLegs[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('bet').selectAll().where('member_id', '=', memberId).where('id', 'in', ids).orderBy('placed_at', 'desc').execute();
  return withLegs(db, rows);
}

/**
 * The member's payouts on a day in a payout group: what settled and cashed-out bets paid, and the
 * maximum return of open ones (pending, accepted); rejected bets left out.
 */
export async function dayPayoutFen(db: Db, memberId: number, day: string, group: string): Promise<number> {
  const row = await db
    .selectFrom('bet')
    .select((eb) =>
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('state', 'in', ['SETTLED', 'CASHED_OUT'])
            .then(eb.fn.coalesce('payout_fen', eb.lit(0)))
            .else(eb.ref('max_return_fen'))
            .end(),
        )
        .as('fen'),
    )
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .where('limit_group', '=', group)
    .where('state', '!=', 'REJECTED')
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
}

/**
 * Moves a bet from one state to another only if it is still in `from` (the one place a bet changes
 * state): true when this caller made the change. Two instances settling one bet: one wins, the other
 * sees false and moves no money.
 */
export async function moveState(db: Db, betId: string, from: BetRow['state'], set: Partial<Omit<BetRow, 'id' | 'member_id'>>): Promise<boolean> {
  const r = await db.updateTable('bet').set(set).where('id', '=', betId).where('state', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The valid turnover (fen) of the member's sports bets placed since `since`: what settled or cashed-out bets count. */
export async function sportsValidFenSince(db: Db, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('bet')
    .select((eb) => eb.fn.sum<number | string | null>('valid_fen').as('fen'))
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
}
