import type { FastifyInstance } from 'fastify';
import { ResponseCode, SiteError, venueTransfer } from '@site/shared';
import { memberRoute } from '../../http/contract-route';
import { fenOfYuanText, yuanOf } from '../funds/fen';
import { addToCenter, addToVenue, centerForUpdate, venueBalanceForUpdate, venueExists } from '../funds/wallet-queries';

export const TRANSFER_MSG = {
  unknownVenue: '场馆不存在',
  badAmount: '请输入正确的金额',
  notPositive: '转账金额必须大于0',
  centerShort: '中心钱包余额不足',
  venueShort: '场馆余额不足',
  done: '转账成功',
} as const;

/** ty of venueTransfer: 1 centre wallet → venue, 0 venue → centre wallet. */
export const TransferDirection = { TO_CENTER: 0, TO_VENUE: 1 } as const;

/**
 * Venue transfer (spec §3): moves fen between the centre wallet and one venue balance in the one
 * transaction the idempotency key runs in (http/idempotency.ts), rows locked wallet first.
 * Unknown venue, zero, or more than the source holds → a Chinese refusal that moves nothing.
 */
export function venueTransferModule(app: FastifyInstance): void {
  memberRoute(app, venueTransfer, async (body, ctx) => {
    const fen = fenOfYuanText(body.amount);
    if (fen === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.badAmount);
    if (fen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.notPositive);
    const { db, memberId } = ctx;
    if (!(await venueExists(db, body.channelCode))) throw new SiteError(ResponseCode.NOT_FOUND, TRANSFER_MSG.unknownVenue);
    const wallet = await centerForUpdate(db, memberId);
    if (wallet === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.centerShort);
    const venue = await venueBalanceForUpdate(db, memberId, body.channelCode);
    const toVenue = body.ty === TransferDirection.TO_VENUE;
    if (toVenue && wallet.center < fen) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.centerShort);
    if (!toVenue && venue < fen) throw new SiteError(ResponseCode.INVALID_PARAMETER, TRANSFER_MSG.venueShort);
    const delta = toVenue ? fen : -fen;
    await addToCenter(db, memberId, -delta);
    await addToVenue(db, memberId, body.channelCode, delta);
    ctx.message = TRANSFER_MSG.done;
    return { centerWalletBalance: yuanOf(wallet.center - delta), balance: yuanOf(venue + delta) };
  });
}
