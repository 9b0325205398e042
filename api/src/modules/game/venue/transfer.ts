import type { FastifyInstance } from 'fastify';
import { ResponseCode, SiteError, venueTransfer } from '@site/shared';
import { intentRef, memberRoute, type HandlerContext } from '../../../http/contract-route';
import { fenOfYuanText, yuanOf } from '../../funds/fen';
import { VENUE_MSG, venueOf } from '../../venues/venues';
import { LEDGER_MSG, transferWithVenue, TransferDirection } from '../../ledger';

export { TransferDirection } from '../../ledger';

export const TRANSFER_MSG = {
  unknownVenue: '场馆不存在',
  badAmount: '请输入正确的金额',
  notPositive: '转账金额必须大于0',
  centerShort: LEDGER_MSG.centerShort,
  venueShort: LEDGER_MSG.venueShort,
  done: '转账成功',
} as const;

/** Why a venue is asked for: reading its balance, or moving money in or out of it. */
export type VenueUse = 'read' | 'move';

/**
 * A venue the member can use: an unknown one is refused (6004 场馆不存在), and money does not
 * move in or out of a venue under maintenance (6415 with the venue's maintenance message).
 */
export async function usableVenue(ctx: HandlerContext, channelCode: string, use: VenueUse = 'move'): Promise<{ name: string }> {
  const venue = await venueOf(ctx.db, channelCode);
  if (!venue) throw new SiteError(ResponseCode.NOT_FOUND, TRANSFER_MSG.unknownVenue);
  if (use === 'move' && venue.maintenance === 1) throw new SiteError(ResponseCode.VENUE_MAINTENANCE, VENUE_MSG.maintenance(venue.name));
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
