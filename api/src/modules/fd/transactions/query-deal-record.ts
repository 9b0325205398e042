import type { FastifyInstance } from 'fastify';
import {
  beijingDayStart,
  CENTER_WALLET,
  DEAL_MSG,
  DEAL_STATE_NAME,
  DEAL_TYPE_NAME,
  DealRange,
  type DealRange as Range,
  queryDealRecord,
  ResponseCode,
  SiteError,
} from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { centerOf, venueBalanceOf, venueExists } from '../../funds/wallet-queries';
import { statementOf, type StatementWallet } from '../../ledger/statement';

const DAY = 86_400_000;
const sinceOf = (range: Range, now: number) => (range === DealRange.TODAY ? beijingDayStart(now) : now - (range === DealRange.WEEK ? 7 : 30) * DAY);

/** queryDealRecord (read-only over the ledger): one page of the chosen wallet's statement, and that wallet's balance. */
export function dealRecordModule(app: FastifyInstance): void {
  memberRoute(app, queryDealRecord, async (body, ctx) => {
    let wallet: StatementWallet = { account: 'center' };
    if (body.wallet !== CENTER_WALLET) {
      if (!(await venueExists(ctx.db, body.wallet))) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEAL_MSG.wallet);
      wallet = { account: 'venue', channelCode: body.wallet };
    }
    const { total, lines } = await statementOf(ctx.db, {
      memberId: ctx.memberId,
      wallet,
      kind: body.type === 'all' ? undefined : body.type,
      since: sinceOf(body.range, ctx.now),
      limit: body.pageSize,
      offset: (body.pageNum - 1) * body.pageSize,
    });
    const balanceFen =
      wallet.account === 'center' ? (await centerOf(ctx.db, ctx.memberId)).center : await venueBalanceOf(ctx.db, ctx.memberId, wallet.channelCode);
    return {
      wallet: body.wallet,
      balance: yuanOf(balanceFen),
      total,
      list: lines.map((l) => ({
        id: l.txnId,
        type: l.kind,
        typeName: DEAL_TYPE_NAME[l.kind],
        amount: yuanOf(l.amountFen),
        balance: yuanOf(l.balanceFen),
        state: l.state,
        stateName: DEAL_STATE_NAME[l.state],
        venue: l.venue,
        createdAt: l.createdAt,
      })),
    };
  });
}
