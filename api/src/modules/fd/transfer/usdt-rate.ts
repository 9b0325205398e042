import type { FastifyInstance } from 'fastify';
import { DEPOSIT_MSG, getTransferRate, ResponseCode, SiteError, UtcDirection, utcTransfer } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { fenOfYuanText, yuanOf } from '../../funds/fen';
import { fenOfUsdtCents, USDT_RATE_FEN, usdtCentsOf } from '../../deposit/payment-channels';

/** transfer/getTransferRate and utcTransfer: the USDT rates and the conversion at them (nothing is moved). */
export function usdtRateModule(app: FastifyInstance): void {
  memberRoute(app, getTransferRate, () => ({
    currency: 'USDT' as const,
    depositRate: yuanOf(USDT_RATE_FEN.deposit),
    withdrawRate: yuanOf(USDT_RATE_FEN.withdraw),
  }));

  memberRoute(app, utcTransfer, (body) => {
    const fen = fenOfYuanText(body.amount);
    if (fen === null) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.amountFormat);
    if (body.direction === UtcDirection.USDT_TO_CNY) {
      // amount is USDT (2 decimals): fen of the text = USDT hundredths.
      return { usdt: fen / 100, cny: yuanOf(fenOfUsdtCents(fen, USDT_RATE_FEN.deposit)), rate: yuanOf(USDT_RATE_FEN.deposit) };
    }
    return { cny: yuanOf(fen), usdt: usdtCentsOf(fen, USDT_RATE_FEN.withdraw, 'down') / 100, rate: yuanOf(USDT_RATE_FEN.withdraw) };
  });
}
