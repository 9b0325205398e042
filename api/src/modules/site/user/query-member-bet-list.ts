import type { FastifyInstance } from 'fastify';
import { queryMemberBetList, type MemberBetSummary } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { checkedRange, recordsOf, totalsOf } from '../../records/bet-record-queries';

/** user/queryMemberBetList: the member's records in the range summed per venue, with their totals. */
export function queryMemberBetListModule(app: FastifyInstance): void {
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
