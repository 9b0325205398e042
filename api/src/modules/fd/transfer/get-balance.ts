import type { FastifyInstance } from 'fastify';
import { getBalance } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { centerOf } from '../../funds/wallet-queries';

/**
 * getBalance: the central wallet; withLockMoney 1 adds the locked money into
 * centerWalletBalance (lockMoney is always reported apart).
 */
export function getBalanceModule(app: FastifyInstance): void {
  memberRoute(app, getBalance, async (body, ctx) => {
    const { center, lock } = await centerOf(ctx.db, ctx.memberId);
    return { centerWalletBalance: yuanOf(body.withLockMoney === 1 ? center + lock : center), lockMoney: yuanOf(lock) };
  });
}
