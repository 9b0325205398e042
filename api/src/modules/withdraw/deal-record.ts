import type { FastifyInstance } from 'fastify';
import { beijingDayStart, DEAL_TYPE_NAME, DealRange, type DealRange as Range, queryDealRecord } from '@site/shared';
import { memberRoute } from '../../http/contract-route';
import { yuanOf } from '../funds/fen';

const DAY = 86_400_000;
const sinceOf = (range: Range, now: number) => (range === DealRange.TODAY ? beijingDayStart(now) : now - (range === DealRange.WEEK ? 7 : 30) * DAY);

/** queryDealRecord (one contract, read-only over the ledger): the member's ledger transactions with their member-side entries, newest first. */
export function dealRecordModule(app: FastifyInstance): void {
  memberRoute(app, queryDealRecord, async (body, ctx) => {
    let q = ctx.db.selectFrom('ledger_txn').where('member_id', '=', ctx.memberId).where('created_at', '>=', sinceOf(body.range, ctx.now));
    if (body.type !== 'all') q = q.where('kind', '=', body.type);
    const total = Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
    const txns = await q
      .select(['id', 'kind', 'created_at'])
      .orderBy('id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    const ids = txns.map((x) => x.id);
    const entries = ids.length
      ? await ctx.db
          .selectFrom('ledger_entry')
          .select(['txn_id', 'account', 'channel_code', 'amount_fen'])
          .where('txn_id', 'in', ids)
          .where('member_id', '=', ctx.memberId)
          .execute()
      : [];
    return {
      total,
      list: txns.map((x) => {
        const mine = entries.filter((e) => e.txn_id === x.id && (e.account === 'center' || e.account === 'venue' || e.account === 'locked'));
        const center = mine.filter((e) => e.account === 'center');
        const venue = mine.find((e) => e.account === 'venue');
        // The centre wallet's change; else the venue's (a game round); else the locked money's (a withdrawal paid out).
        const venues = mine.filter((e) => e.account === 'venue');
        const counted = center.length > 0 ? center : venues.length > 0 ? venues : mine;
        return {
          id: x.id,
          type: x.kind,
          typeName: (DEAL_TYPE_NAME as Record<string, string>)[x.kind] ?? x.kind,
          amount: yuanOf(counted.reduce((sum, e) => sum + Number(e.amount_fen), 0)),
          venue: venue?.channel_code ?? '',
          createdAt: Number(x.created_at),
        };
      }),
    };
  });
}
