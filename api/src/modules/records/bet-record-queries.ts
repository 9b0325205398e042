import { sql } from 'kysely';
import { betRecordTotal, ResponseCode, SiteError, VENUE_CATEGORY } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { yuanOf } from '../funds/fen';

/**
 * Bet records (spec §7 record/betRecordList, betRecordTotal, user queryMemberBetList): the member's
 * settled rounds of the demo provider's casino venues and the bets of the sports venue,
 * as one list, newest first. Totals and the summary leave rejected sports bets out (their stake came
 * back) unless the query asks for that state.
 */
export const RECORDS_MSG = {
  badRange: '开始时间不能晚于结束时间',
  rangeTooLong: '查询时间跨度不能超过31天',
} as const;

export const RECORD_RANGE_MAX_MS = 31 * 24 * 3600_000;

export type Query = z.output<typeof betRecordTotal.request>;

export function checkedRange(q: Query): void {
  if (q.endTime < q.beginTime) throw new SiteError(ResponseCode.INVALID_PARAMETER, RECORDS_MSG.badRange);
  if (q.endTime - q.beginTime > RECORD_RANGE_MAX_MS) throw new SiteError(ResponseCode.INVALID_PARAMETER, RECORDS_MSG.rangeTooLong);
}

export const SOURCE = { CASINO: 'casino', SPORT: 'sport' } as const;

/** Casino rounds and sports bets of the member in the range, as rows of one shape (fen). */
export function recordsOf(db: Db, memberId: number, q: Query, forTotals: boolean) {
  let casino = db
    .selectFrom('game_round as r')
    .innerJoin('wallet_venue as v', 'v.channel_code', 'r.channel_code')
    .select([
      sql<string>`${sql.lit(SOURCE.CASINO)}`.as('source'),
      'r.id as id',
      'r.channel_code as channel_code',
      'v.name as venue_name',
      'v.category as category',
      'r.game_code as game_code',
      'r.game_name as game_name',
      'r.stake_fen as stake_fen',
      'r.win_fen as win_fen',
      sql<number>`r.win_fen - r.stake_fen`.as('profit_fen'),
      'r.stake_fen as valid_fen',
      sql<string>`${sql.lit('SETTLED')}`.as('state'),
      'r.created_at as time',
    ])
    .where('r.member_id', '=', memberId)
    .where('r.created_at', '>=', q.beginTime)
    .where('r.created_at', '<=', q.endTime);
  let sport = db
    .selectFrom('bet as b')
    .innerJoin('wallet_venue as v', 'v.channel_code', 'b.channel_code')
    .select([
      sql<string>`${sql.lit(SOURCE.SPORT)}`.as('source'),
      'b.id as id',
      'b.channel_code as channel_code',
      'v.name as venue_name',
      'v.category as category',
      sql<string>`''`.as('game_code'),
      sql<string>`''`.as('game_name'),
      'b.total_fen as stake_fen',
      sql<number>`COALESCE(b.payout_fen, 0)`.as('win_fen'),
      sql<number>`CASE WHEN b.state IN ('SETTLED', 'CASHED_OUT') THEN COALESCE(b.payout_fen, 0) - b.total_fen ELSE 0 END`.as('profit_fen'),
      'b.valid_fen as valid_fen',
      'b.state as state',
      'b.placed_at as time',
    ])
    .where('b.member_id', '=', memberId)
    .where('b.placed_at', '>=', q.beginTime)
    .where('b.placed_at', '<=', q.endTime);
  if (q.category !== undefined && q.category !== VENUE_CATEGORY.ALL) {
    casino = casino.where('v.category', '=', q.category);
    sport = sport.where('v.category', '=', q.category);
  }
  if (q.enName !== undefined && q.enName !== '') {
    casino = casino.where('r.channel_code', '=', q.enName);
    sport = sport.where('b.channel_code', '=', q.enName);
  }
  if (q.state !== undefined) {
    // Casino rounds are all settled.
    if (q.state !== 'SETTLED') casino = casino.where(sql<boolean>`1 = 0`);
    sport = sport.where('b.state', '=', q.state);
  } else if (forTotals) sport = sport.where('b.state', '!=', 'REJECTED');
  return db.selectFrom(casino.unionAll(sport).as('u'));
}

/** The counts and sums of the member's records in the range (rejected sports bets left out unless asked for). */
export async function totalsOf(db: Db, memberId: number, q: Query) {
  const row = await recordsOf(db, memberId, q, true)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number | string>('stake_fen'), eb.lit(0)).as('stake'),
      eb.fn.coalesce(eb.fn.sum<number | string>('win_fen'), eb.lit(0)).as('win'),
      eb.fn.coalesce(eb.fn.sum<number | string>('profit_fen'), eb.lit(0)).as('profit'),
      eb.fn.coalesce(eb.fn.sum<number | string>('valid_fen'), eb.lit(0)).as('valid'),
    ])
    .executeTakeFirst();
  return {
    count: Number(row?.n ?? 0),
    stake: yuanOf(Number(row?.stake ?? 0)),
    win: yuanOf(Number(row?.win ?? 0)),
    profit: yuanOf(Number(row?.profit ?? 0)),
    validStake: yuanOf(Number(row?.valid ?? 0)),
  };
}
