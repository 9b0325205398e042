import type { FastifyInstance } from 'fastify';
import { ResponseCode, SiteError, venueTransfer } from '@site/shared';
import { memberRoute, type HandlerContext } from '../../http/contract-route';
import { fenOfYuanText, yuanOf } from '../funds/fen';
import { venueExists } from '../funds/wallet-queries';
import { intentRef, LEDGER_MSG, transferWithVenue, TransferDirection } from '../ledger';

export { TransferDirection } from '../ledger';

export const TRANSFER_MSG = {
  unknownVenue: '场馆不存在',
  badAmount: '请输入正确的金额',
  notPositive: '转账金额必须大于0',
  centerShort: LEDGER_MSG.centerShort,
  venueShort: LEDGER_MSG.venueShort,
  done: '转账成功',
} as const;

/** A venue the member can move money with; refuses an unknown one (6004 场馆不存在). */
export async function usableVenue(ctx: HandlerContext, channelCode: string): Promise<{ name: string }> {
  const venue = await venueExists(ctx.db, channelCode);
  if (!venue) throw new SiteError(ResponseCode.NOT_FOUND, TRANSFER_MSG.unknownVenue);
  return venue;
}

/**
 * Venue transfer (spec §3): one journal transaction between the centre wallet and one venue
 * wallet, in the transaction the idempotency key runs in (http/idempotency.ts).
 * Unknown venue, zero, or more than the source holds → a Chinese refusal that moves nothing.
 */
export function venueTransferModule(app: FastifyInstance): void {
  memberRoute(app, venueTransfer, async (body, ctx) => {
    const fen = fenOfYuanText(body.amount);
    if (fen === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.badAmount);
    if (fen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.notPositive);
    await usableVenue(ctx, body.channelCode);
    const direction = body.ty === TransferDirection.TO_VENUE ? TransferDirection.TO_VENUE : TransferDirection.TO_CENTER;
    const after = await transferWithVenue(ctx.db, { memberId: ctx.memberId, channelCode: body.channelCode, fen, direction, ref: intentRef(ctx) });
    ctx.message = TRANSFER_MSG.done;
    return { centerWalletBalance: yuanOf(after.centerFen), balance: yuanOf(after.venueFen) };
  });
}
