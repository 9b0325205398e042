import { z } from '../zod';
import { defineContract } from '../contract';
import { isRealName } from '../rules/account';
import { AMOUNT_MAX_LENGTH, YUAN_TEXT_PATTERN } from '../rules/amounts';
import { UsdtNetwork } from '../rules/cards';
import { usdtNetworkSchema } from './cards';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/**
 * Deposit (spec §7 Funds, /mine/savemoney): the payment types with their limits and fees, the
 * deposit rewards, pay → an order paid on the api's demo payment gateway page, the order's status
 * polled by the waiting pages, closeOrder; the USDT rate and conversion; bindFromDeposit.
 * Amounts are yuan with at most 2 decimals (text in requests, numbers in answers).
 */

/** How a payment type is paid; each has its waiting page (route name). */
export const PayKind = {
  /** Bank transfer to the site's account with a reference (附言). */
  BANK: 'bank',
  /** Scan a QR code (e-wallet). */
  QR: 'qr',
  /** USDT to the site's address. */
  USDT: 'usdt',
  /** HuiOne pay (汇旺). */
  HUIONE: 'huione',
  /** Virtual-coin cashier (虚拟币收款). */
  XNBSK: 'xnbsk',
} as const;
export type PayKind = (typeof PayKind)[keyof typeof PayKind];
export const PAY_KINDS = Object.values(PayKind) as [PayKind, ...PayKind[]];

/** The waiting page of each kind (a route name of shared/src/routes.ts). */
export const WAIT_PAGE_OF_KIND: Record<PayKind, 'transferWait' | 'rechargeWait' | 'virtualCoinWait' | 'huione' | 'xnbsk'> = {
  bank: 'transferWait',
  qr: 'rechargeWait',
  usdt: 'virtualCoinWait',
  huione: 'huione',
  xnbsk: 'xnbsk',
};

/** A deposit order's states: pending until the gateway confirms, the player closes it or it expires. */
export const DepositStatus = { PENDING: 0, PAID: 1, EXPIRED: 2, CLOSED: 3 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];
export const DEPOSIT_STATUS_NAME: Record<DepositStatus, string> = { 0: '待支付', 1: '已到账', 2: '已过期', 3: '已关闭' };

/** An order may be paid for 15 minutes. */
export const DEPOSIT_ORDER_TTL_MS = 15 * 60_000;

export const DEPOSIT_MSG = {
  amountRequired: '请输入存款金额',
  amountFormat: '存款金额最多两位小数',
  belowMin: '存款金额低于该通道最低限额',
  aboveMax: '存款金额超过该通道最高限额',
  payType: '请选择支付方式',
  network: '请选择USDT网络',
  orderNo: '订单号不能为空',
  orderMissing: '订单不存在',
  notPending: '订单已结束，无法操作',
  expired: '订单已过期，请重新发起存款',
  realNameFirst: '请先完成实名信息（真实姓名与手机号）后再存款',
  realName: '请输入正确的姓名',
  phone: '请输入正确的手机号码',
  alreadyBound: '真实姓名与手机号已绑定，无需重复填写',
  depositOff: '存款功能暂未开放',
} as const;

const amountText = lazySchema(() =>
  z
    .string({ error: DEPOSIT_MSG.amountRequired })
    .trim()
    .min(1, DEPOSIT_MSG.amountRequired)
    .max(AMOUNT_MAX_LENGTH, DEPOSIT_MSG.amountFormat)
    .regex(YUAN_TEXT_PATTERN, DEPOSIT_MSG.amountFormat),
);

const orderNo = lazySchema(() => z.string({ error: DEPOSIT_MSG.orderNo }).trim().min(1, DEPOSIT_MSG.orderNo).max(40, DEPOSIT_MSG.orderMissing));

export const paymentTypeSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(PAY_KINDS),
    minAmount: z.number(),
    maxAmount: z.number(),
    /** Fee in per mille of the amount, kept by the channel (credited = amount − fee). */
    feePermille: z.number().int(),
    /** Quick amounts offered by the form. */
    quickAmounts: z.array(z.number()),
  }),
);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const paymentTypes = defineContract({
  path: '/fd/api/v1/payment/types',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ types: z.array(paymentTypeSchema) })),
});

export const depositRewardSchema = lazySchema(() =>
  z.object({
    payCode: z.string(),
    title: z.string(),
    /** The least deposit that earns the reward. */
    minAmount: z.number(),
    /** Reward in per mille of the deposit, at most maxReward. */
    rewardPermille: z.number().int(),
    maxReward: z.number(),
    /** The reward must be wagered this many times (with the deposit) before a withdrawal. */
    turnoverMultiple: z.number().int(),
  }),
);
export type DepositReward = z.infer<typeof depositRewardSchema>;

export const querySiteDepositRewardConfigList = defineContract({
  path: '/site/api/v1/user/querySiteDepositRewardConfigList',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ list: z.array(depositRewardSchema) })),
});

export const pay = defineContract({
  path: '/fd/api/v1/payment/pay',
  auth: true,
  request: lazySchema(() =>
    z.object({
      payCode: z.string({ error: DEPOSIT_MSG.payType }).min(1, DEPOSIT_MSG.payType).max(20, DEPOSIT_MSG.payType),
      amount: amountText,
      /** USDT deposits: the network the player sends on. */
      network: z.enum([UsdtNetwork.TRC20, UsdtNetwork.ERC20], { error: DEPOSIT_MSG.network }).optional(),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() =>
    z.object({
      orderNo: z.string(),
      kind: z.enum(PAY_KINDS),
      waitPage: z.string(),
      amount: z.number(),
      fee: z.number(),
      /** What the centre wallet receives when paid (amount − fee). */
      credit: z.number(),
      bonus: z.number(),
      /** USDT to send (USDT kinds), at the deposit rate. */
      usdtAmount: z.number().nullable(),
      expireAt: z.number(),
      /** The demo payment gateway page of this order (opened in a new window). */
      gatewayUrl: z.string(),
    }),
  ),
});

export const depositOrderSchema = lazySchema(() =>
  z.object({
    orderNo: z.string(),
    payCode: z.string(),
    payName: z.string(),
    kind: z.enum(PAY_KINDS),
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    statusName: z.string(),
    amount: z.number(),
    fee: z.number(),
    credit: z.number(),
    bonus: z.number(),
    usdtAmount: z.number().nullable(),
    network: z.string(),
    reference: z.string(),
    createdAt: z.number(),
    expireAt: z.number(),
    paidAt: z.number().nullable(),
    gatewayUrl: z.string(),
  }),
);
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const getDepositOrderStatus = defineContract({
  path: '/fd/api/v1/payment/getDepositOrderStatus',
  auth: true,
  request: lazySchema(() => z.object({ orderNo, ...ownWalletOnly })),
  response: depositOrderSchema,
});

export const closeOrder = defineContract({
  path: '/fd/api/v1/payment/closeOrder',
  auth: true,
  request: lazySchema(() => z.object({ orderNo, ...ownWalletOnly })),
  response: depositOrderSchema,
});

/** The transfer reference (附言) the player writes on a bank transfer: a new one each call. */
export const createSignalCode = defineContract({
  path: '/fd/api/v1/payment/createSignalCode',
  auth: true,
  request: lazySchema(() => z.object({ orderNo, ...ownWalletOnly })),
  response: lazySchema(() => z.object({ orderNo: z.string(), reference: z.string() })),
});

/** Deposit help: customer service and the official-channel notice (spec §8 messages). */
export const getCustomerInfo = defineContract({
  path: '/fd/api/v1/payment/getCustomerInfo',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ url: z.string(), notice: z.string() })),
});

const phoneText = lazySchema(() => z.string().trim().max(11, DEPOSIT_MSG.phone));

/** The real name and phone asked for inside the deposit flow when missing (only those not bound are written). */
export const bindFromDeposit = defineContract({
  path: '/site/api/v1/user/bindFromDeposit',
  auth: true,
  request: lazySchema(() =>
    z.object({
      realName: z
        .string()
        .trim()
        .max(30, DEPOSIT_MSG.realName)
        .refine((v) => v === '' || isRealName(v), DEPOSIT_MSG.realName)
        .optional(),
      phone: phoneText.optional(),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ bindRealName: z.boolean(), bindPhone: z.boolean() })),
});

export const vCurrencyList = defineContract({
  path: '/fd/api/v1/vCurrency/list',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() =>
    z.object({
      list: z.array(z.object({ currency: z.string(), network: usdtNetworkSchema, name: z.string(), depositAddress: z.string() })),
    }),
  ),
});

/** The USDT↔CNY rates: how many yuan one USDT buys on a deposit and fetches on a withdrawal. */
export const getTransferRate = defineContract({
  path: '/fd/api/v1/transfer/getTransferRate',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ currency: z.literal('USDT'), depositRate: z.number(), withdrawRate: z.number() })),
});

export const UtcDirection = { USDT_TO_CNY: 'usdtToCny', CNY_TO_USDT: 'cnyToUsdt' } as const;

/** Converts an amount at the rate that applies (deposit: USDT → CNY; withdrawal: CNY → USDT); moves nothing. */
export const utcTransfer = defineContract({
  path: '/fd/api/v1/transfer/utcTransfer',
  auth: true,
  request: lazySchema(() =>
    z.object({
      amount: amountText,
      direction: z.enum([UtcDirection.USDT_TO_CNY, UtcDirection.CNY_TO_USDT], { error: '请选择换算方向' }),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ cny: z.number(), usdt: z.number(), rate: z.number() })),
});

/** The official-channel notice of the deposit pages (spec §8 customer-service notice). */
export const DEPOSIT_REWARD_NOTICE = '存款渠道仅限官网、官方APP及官方客服提供，线下代理提供的账户均不被认可；工作人员不会向您索要验证码。';
