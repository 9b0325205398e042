import type { FastifyInstance } from 'fastify';
import {
  bindFromDeposit,
  closeOrder,
  createSignalCode,
  DEPOSIT_MSG,
  DEPOSIT_REWARD_NOTICE,
  getCustomerInfo,
  getDepositOrderStatus,
  getTransferRate,
  isRealName,
  pay,
  paymentTypes,
  querySiteDepositRewardConfigList,
  ResponseCode,
  SiteError,
  UsdtNetwork,
  UtcDirection,
  utcTransfer,
  vCurrencyList,
  DEFAULT_PHONE_REGEX,
} from '@site/shared';
import { memberRoute } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { fenOfYuanText, yuanOf } from '../funds/fen';
import { assertDepositWithinLimits, assertPlayAllowed } from '../responsible/play-limits';
import { readSiteConfig } from '../site/site-config';
import { closePending, createOrder, orderAt, orderView, renewReference, waitPageOf, gatewayUrlOf } from './deposit-orders';
import { channelOf, DEPOSIT_REWARDS, fenOfUsdtCents, PAYMENT_CHANNELS, RECEIVING_ADDRESS, USDT_RATE_FEN, usdtCentsOf } from './payment-channels';
import { gatewayModule } from './gateway';

/** The deposit calls of spec §7 Funds (and User bindFromDeposit, querySiteDepositRewardConfigList). */
export function depositModule(app: FastifyInstance): void {
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

  memberRoute(app, querySiteDepositRewardConfigList, () => ({
    list: DEPOSIT_REWARDS.map((r) => ({
      payCode: r.payCode,
      title: r.title,
      minAmount: yuanOf(r.minFen),
      rewardPermille: r.rewardPermille,
      maxReward: yuanOf(r.maxRewardFen),
      turnoverMultiple: r.turnoverMultiple,
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

  memberRoute(app, bindFromDeposit, async (body, ctx) => {
    const member = await ctx.db.selectFrom('member').select(['real_name', 'phone']).where('id', '=', ctx.memberId).executeTakeFirstOrThrow();
    const patch: { real_name?: string; phone?: string; area_code?: string } = {};
    if (member.real_name === '') {
      const name = body.realName ?? '';
      if (!isRealName(name)) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.realName);
      patch.real_name = name;
    }
    if (member.phone === '') {
      const phone = body.phone ?? '';
      if (!new RegExp(DEFAULT_PHONE_REGEX).test(phone)) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.phone);
      patch.phone = phone;
      patch.area_code = '86';
    }
    if (Object.keys(patch).length === 0) throw new SiteError(ResponseCode.DATA_EXISTS, DEPOSIT_MSG.alreadyBound);
    await ctx.db.updateTable('member').set(patch).where('id', '=', ctx.memberId).execute();
    ctx.message = '绑定成功';
    return { bindRealName: true, bindPhone: true };
  });

  memberRoute(app, vCurrencyList, () => ({
    list: [UsdtNetwork.TRC20, UsdtNetwork.ERC20].map((network) => ({
      currency: 'USDT',
      network,
      name: `USDT-${network}`,
      depositAddress: RECEIVING_ADDRESS[network],
    })),
  }));

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

  gatewayModule(app);
}
