import type { FastifyInstance } from 'fastify';
import { allBalance } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { venueBalances } from '../../funds/wallet-queries';
import { autoTransferStatus } from '../../ledger';

/**
 * allBalance: every venue of the category with the member's balance there (0 when never used);
 * totalMoney = the sum over those venues in fen (category 8 = all venues, the center wallet excluded).
 */
export function allBalanceModule(app: FastifyInstance): void {
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
