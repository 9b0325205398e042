import type { FastifyInstance } from 'fastify';
import {
  closeOrder,
  createSignalCode,
  DEPOSIT_MSG,
  DEPOSIT_REWARD_NOTICE,
  getCustomerInfo,
  getDepositOrderStatus,
  pay,
  paymentTypes,
  ResponseCode,
  SiteError,
  UsdtNetwork,
} from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { fenOfYuanText, yuanOf } from '../../funds/fen';
import { assertDepositWithinLimits, assertPlayAllowed } from '../../responsible/play-limits';
import { readSiteConfig } from '../../site/site-config';
import { closePending, createOrder, orderAt, orderView, renewReference, waitPageOf, gatewayUrlOf } from '../../deposit/deposit-orders';
import { channelOf, PAYMENT_CHANNELS } from '../../deposit/payment-channels';
import { gatewayModule } from '../../deposit/gateway';

/** payment/*: the deposit calls of spec §7 Funds. */
export function paymentModule(app: FastifyInstance): void {
  const { secrets } = servicesOf(app);

  memberRoute(app, paymentTypes, () => ({
    types: PAYMENT_CHANNELS.map((c) => ({
      code: c.code,
      name: c.name,
      kind: c.kind,
      minAmount: yuanOf(c.minFen),
      maxAmount: yuanOf(c.maxFen),
      feePermille: c.feePermille,
      quickAmounts: c.quickYuan,
    })),
  }));

  memberRoute(app, pay, async (body, ctx) => {
    const { flags } = await readSiteConfig(ctx.db);
    if (!flags.siteDeposit) throw new SiteError(ResponseCode.ACCESS_DENIED, DEPOSIT_MSG.depositOff);
    await assertPlayAllowed(ctx.db, ctx.memberId, ctx.now);
    const channel = channelOf(body.payCode);
    if (!channel) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.payType);
    const fen = fenOfYuanText(body.amount);
    if (fen === null || fen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.amountFormat);
    if (fen < channel.minFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.belowMin);
    if (fen > channel.maxFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.aboveMax);
    const member = await ctx.db.selectFrom('member').select(['real_name', 'phone']).where('id', '=', ctx.memberId).executeTakeFirstOrThrow();
    if (member.real_name === '' || member.phone === '') throw new SiteError(ResponseCode.BIND_REAL_NAME, DEPOSIT_MSG.realNameFirst);
    await assertDepositWithinLimits(ctx.db, ctx.memberId, fen, ctx.now);
    const row = await createOrder(ctx.db, {
      memberId: ctx.memberId,
      payCode: channel.code,
      amountFen: fen,
      network: body.network ?? UsdtNetwork.TRC20,
      now: ctx.now,
    });
    const view = orderView(row, secrets.hmac);
    return {
      orderNo: view.orderNo,
      kind: view.kind,
      waitPage: waitPageOf(view.kind),
      amount: view.amount,
      fee: view.fee,
      credit: view.credit,
      bonus: view.bonus,
      usdtAmount: view.usdtAmount,
      expireAt: view.expireAt,
      gatewayUrl: gatewayUrlOf(secrets.hmac, view.orderNo),
    };
  });

  memberRoute(app, getDepositOrderStatus, async (body, ctx) => orderView(await orderAt(ctx.db, body.orderNo, ctx.memberId, ctx.now), secrets.hmac));

  memberRoute(app, closeOrder, async (body, ctx) => {
    ctx.message = '订单已关闭';
    return orderView(await closePending(ctx.db, body.orderNo, ctx.memberId, ctx.now), secrets.hmac);
  });

  memberRoute(app, createSignalCode, async (body, ctx) => ({
    orderNo: body.orderNo,
    reference: await renewReference(ctx.db, body.orderNo, ctx.memberId, ctx.now),
  }));

  memberRoute(app, getCustomerInfo, async (_body, ctx) => {
    const config = await readSiteConfig(ctx.db);
    return { url: config.customerServiceUrl, notice: DEPOSIT_REWARD_NOTICE };
  });

  gatewayModule(app);
}
