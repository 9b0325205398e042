import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  BET_STATE_NAMES,
  betRecordList,
  betRecordTotal,
  queryMemberBetList,
  resultName,
  ResponseCode,
  SiteError,
  VENUE_CATEGORY,
  type BetRecord,
  type BetState,
  type MemberBetSummary,
  type ResultCode,
} from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { memberRoute } from '../../http/contract-route';
import { yuanOf } from '../funds/fen';
import { withLegs } from '../bets/bet-queries';
import { betView } from '../bets/bet-view';

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

type Query = z.output<typeof betRecordTotal.request>;

function checkedRange(q: Query): void {
  if (q.endTime < q.beginTime) throw new SiteError(ResponseCode.INVALID_PARAMETER, RECORDS_MSG.badRange);
  if (q.endTime - q.beginTime > RECORD_RANGE_MAX_MS) throw new SiteError(ResponseCode.INVALID_PARAMETER, RECORDS_MSG.rangeTooLong);
}

const SOURCE = { CASINO: 'casino', SPORT: 'sport' } as const;

/** Casino rounds and sports bets of the member in the range, as rows of one shape (fen). */
function recordsOf(db: Db, memberId: number, q: Query, forTotals: boolean) {
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

/** A casino round's result: W it paid more than the stake, P the stake back, L less. */
const roundResult = (stakeFen: number, winFen: number): ResultCode => (winFen > stakeFen ? 'W' : winFen === stakeFen ? 'P' : 'L');

export function betRecordsModule(app: FastifyInstance): void {
  memberRoute(app, betRecordList, async (body, ctx) => {
    checkedRange(body);
    const count = await recordsOf(ctx.db, ctx.memberId, body, false)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const rows = await recordsOf(ctx.db, ctx.memberId, body, false)
      .selectAll()
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    const sportIds = rows.filter((r) => r.source === SOURCE.SPORT).map((r) => r.id);
    const betRows = sportIds.length ? await ctx.db.selectFrom('bet').selectAll().where('id', 'in', sportIds).execute() : [];
    const views = new Map((await withLegs(ctx.db, betRows)).map((b) => [b.bet.id, betView(b)]));
    const list: BetRecord[] = rows.map((r) => {
      const stake = Number(r.stake_fen);
      const win = Number(r.win_fen);
      const view = r.source === SOURCE.SPORT ? (views.get(r.id) ?? null) : null;
      const state = r.state as BetState;
      const result = view ? view.result : roundResult(stake, win);
      const firstLeg = view?.legs[0];
      return {
        id: r.id,
        enName: r.channel_code,
        venueName: r.venue_name,
        gameCode: r.game_code,
        gameName: view ? `${view.kindName}${view.kind === 'single' && firstLeg ? ` ${firstLeg.team_h} vs ${firstLeg.team_c}` : ''}` : r.game_name,
        stake: yuanOf(stake),
        win: yuanOf(win),
        profit: yuanOf(Number(r.profit_fen)),
        time: Number(r.time),
        validStake: yuanOf(Number(r.valid_fen)),
        state,
        stateName: BET_STATE_NAMES[state],
        result,
        resultName: view ? view.resultName : resultName(result),
        sport: view,
      };
    });
    return { list, total: Number(count?.n ?? 0), pageNum: body.pageNum, pageSize: body.pageSize };
  });

  const totalsOf = async (db: Db, memberId: number, q: Query) => {
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
  };

  memberRoute(app, betRecordTotal, async (body, ctx) => {
    checkedRange(body);
    return totalsOf(ctx.db, ctx.memberId, body);
  });

  memberRoute(app, queryMemberBetList, async (body, ctx) => {
    checkedRange(body);
    const rows = await recordsOf(ctx.db, ctx.memberId, body, true)
      .select((eb) => [
        'channel_code',
        'venue_name',
        'category',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string>('stake_fen').as('stake'),
        eb.fn.sum<number | string>('win_fen').as('win'),
        eb.fn.sum<number | string>('profit_fen').as('profit'),
        eb.fn.sum<number | string>('valid_fen').as('valid'),
      ])
      .groupBy(['channel_code', 'venue_name', 'category'])
      .orderBy('category')
      .orderBy('channel_code')
      .execute();
    const list: MemberBetSummary[] = rows.map((r) => ({
      enName: r.channel_code,
      venueName: r.venue_name,
      category: Number(r.category),
      count: Number(r.n),
      stake: yuanOf(Number(r.stake ?? 0)),
      validStake: yuanOf(Number(r.valid ?? 0)),
      win: yuanOf(Number(r.win ?? 0)),
      profit: yuanOf(Number(r.profit ?? 0)),
    }));
    return { list, total: await totalsOf(ctx.db, ctx.memberId, body) };
  });
}
