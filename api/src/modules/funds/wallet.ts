import type { FastifyInstance } from 'fastify';
import { allBalance, getBalance } from '@site/shared';
import { memberRoute } from '../../http/contract-route';
import { yuanOf } from './fen';
import { centerOf, venueBalances } from './wallet-queries';
import { autoTransferStatus } from '../ledger';

/**
 * getBalance: the central wallet; withLockMoney 1 adds the locked money into
 * centerWalletBalance (lockMoney is always reported apart).
 * allBalance: every venue of the category with the member's balance there (0 when never used);
 * totalMoney = the sum over those venues in fen (category 8 = all venues, the center wallet excluded).
 */
export function walletModule(app: FastifyInstance): void {
  memberRoute(app, getBalance, async (body, ctx) => {
    const { center, lock } = await centerOf(ctx.db, ctx.memberId);
    return { centerWalletBalance: yuanOf(body.withLockMoney === 1 ? center + lock : center), lockMoney: yuanOf(lock) };
  });

  memberRoute(app, allBalance, async (body, ctx) => {
    const rows = await venueBalances(ctx.db, ctx.memberId, body.category);
    const total = rows.reduce((sum, r) => sum + r.fen, 0);
    return {
      totalMoney: yuanOf(total),
      autoTransfer: await autoTransferStatus(ctx.db, ctx.memberId),
      venues: rows.map((r) => ({ channelCode: r.channelCode, name: r.name, balance: yuanOf(r.fen) })),
    };
  });
}
