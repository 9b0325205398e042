import type { FastifyInstance } from 'fastify';
import { betRecordList, betRecordTotal, ResponseCode, SiteError, VENUE_CATEGORY, type BetRecord } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { memberRoute } from '../../http/contract-route';
import { yuanOf } from '../funds/fen';

/** Bet records (spec §7 record/betRecordList, betRecordTotal): the member's settled rounds of the demo provider. */
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

function roundsOf(db: Db, memberId: number, q: Query) {
  let sel = db
    .selectFrom('game_round as r')
    .innerJoin('wallet_venue as v', 'v.channel_code', 'r.channel_code')
    .where('r.member_id', '=', memberId)
    .where('r.created_at', '>=', q.beginTime)
    .where('r.created_at', '<=', q.endTime);
  if (q.category !== undefined && q.category !== VENUE_CATEGORY.ALL) sel = sel.where('v.category', '=', q.category);
  if (q.enName !== undefined && q.enName !== '') sel = sel.where('r.channel_code', '=', q.enName);
  return sel;
}

export function betRecordsModule(app: FastifyInstance): void {
  memberRoute(app, betRecordList, async (body, ctx) => {
    checkedRange(body);
    const rounds = roundsOf(ctx.db, ctx.memberId, body);
    const count = await rounds.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await rounds
      .select(['r.id', 'r.channel_code', 'v.name', 'r.game_code', 'r.game_name', 'r.stake_fen', 'r.win_fen', 'r.created_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    const list: BetRecord[] = rows.map((r) => ({
      id: r.id,
      enName: r.channel_code,
      venueName: r.name,
      gameCode: r.game_code,
      gameName: r.game_name,
      stake: yuanOf(r.stake_fen),
      win: yuanOf(r.win_fen),
      profit: yuanOf(r.win_fen - r.stake_fen),
      time: r.created_at,
    }));
    return { list, total: Number(count?.n ?? 0), pageNum: body.pageNum, pageSize: body.pageSize };
  });

  memberRoute(app, betRecordTotal, async (body, ctx) => {
    checkedRange(body);
    const row = await roundsOf(ctx.db, ctx.memberId, body)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number | string>('r.stake_fen'), eb.lit(0)).as('stake'),
        eb.fn.coalesce(eb.fn.sum<number | string>('r.win_fen'), eb.lit(0)).as('win'),
      ])
      .executeTakeFirst();
    const stake = Number(row?.stake ?? 0);
    const win = Number(row?.win ?? 0);
    return { count: Number(row?.n ?? 0), stake: yuanOf(stake), win: yuanOf(win), profit: yuanOf(win - stake) };
  });
}
