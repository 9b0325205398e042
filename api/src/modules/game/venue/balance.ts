import type { FastifyInstance } from 'fastify';
import { venueBalance } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { venueBalanceOf } from '../../funds/wallet-queries';
import { usableVenue } from './transfer';

/** venue/balance (spec §7): the member's balance at one venue (0 when never used); an unknown venue → 6004. */
export function venueBalanceModule(app: FastifyInstance): void {
  memberRoute(app, venueBalance, async (body, ctx) => {
    await usableVenue(ctx, body.channelCode, 'read');
    return { channelCode: body.channelCode, balance: yuanOf(await venueBalanceOf(ctx.db, ctx.memberId, body.channelCode)) };
  });
}
