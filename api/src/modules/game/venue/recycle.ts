import type { FastifyInstance } from 'fastify';
import { recycle, VENUE_CATEGORY } from '@site/shared';
import { intentRef, memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { venueBalances } from '../../funds/wallet-queries';
import { recycleVenues } from '../../ledger';
import { VENUE_MSG } from '../../venues/venues';

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
    const venues = await ctx.db.selectFrom('wallet_venue').select(['channel_code', 'name', 'sort', 'maintenance']).execute();
    const byCode = new Map(venues.map((v) => [v.channel_code, v]));
    // A venue under maintenance keeps its money (its result says so); every other venue comes back.
    const closed = (code: string) => byCode.get(code)?.maintenance === 1;
    const { centerFen, recycled } = await recycleVenues(ctx.db, ctx.memberId, intentRef(ctx), (code) => !closed(code));
    const kept = (await venueBalances(ctx.db, ctx.memberId, VENUE_CATEGORY.ALL)).filter((v) => v.fen > 0 && closed(v.channelCode));
    const nameOf = (code: string) => byCode.get(code)?.name ?? code;
    const results = [
      ...recycled.map((r) => ({ channelCode: r.channelCode, name: nameOf(r.channelCode), amount: yuanOf(r.fen), ok: true, message: RECYCLE_MSG.venueDone })),
      ...kept.map((v) => ({
        channelCode: v.channelCode,
        name: nameOf(v.channelCode),
        amount: yuanOf(v.fen),
        ok: false,
        message: VENUE_MSG.maintenance(nameOf(v.channelCode)),
      })),
    ].sort((a, b) => (byCode.get(a.channelCode)?.sort ?? 0) - (byCode.get(b.channelCode)?.sort ?? 0));
    ctx.message = recycled.length > 0 ? RECYCLE_MSG.done : RECYCLE_MSG.nothing;
    return { centerWalletBalance: yuanOf(centerFen), results };
  });
}
