import type { FastifyInstance } from 'fastify';
import { recycle } from '@site/shared';
import { memberRoute } from '../../http/contract-route';
import { yuanOf } from '../funds/fen';
import { intentRef, recycleVenues } from '../ledger';

export const RECYCLE_MSG = {
  done: '回收成功',
  nothing: '没有需要回收的场馆余额',
  venueDone: '已回收',
} as const;

/**
 * Recycle (spec §7, 一键回收): every venue wallet that holds money back to the centre wallet in
 * one journal transaction; one result per venue that held money, in venue order.
 */
export function recycleModule(app: FastifyInstance): void {
  memberRoute(app, recycle, async (_body, ctx) => {
    const { centerFen, recycled } = await recycleVenues(ctx.db, ctx.memberId, intentRef(ctx));
    const venues = await ctx.db.selectFrom('wallet_venue').select(['channel_code', 'name', 'sort']).execute();
    const byCode = new Map(venues.map((v) => [v.channel_code, v]));
    const results = recycled
      .map((r) => ({
        channelCode: r.channelCode,
        name: byCode.get(r.channelCode)?.name ?? r.channelCode,
        amount: yuanOf(r.fen),
        ok: true,
        message: RECYCLE_MSG.venueDone,
      }))
      .sort((a, b) => (byCode.get(a.channelCode)?.sort ?? 0) - (byCode.get(b.channelCode)?.sort ?? 0));
    ctx.message = results.length > 0 ? RECYCLE_MSG.done : RECYCLE_MSG.nothing;
    return { centerWalletBalance: yuanOf(centerFen), results };
  });
}
