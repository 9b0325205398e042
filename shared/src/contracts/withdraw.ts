import { z } from '../zod';
import { defineContract } from '../contract';
import { MD5_PATTERN } from '../rules/account';
import { AMOUNT_MAX_LENGTH, YUAN_TEXT_PATTERN } from '../rules/amounts';
import { HOLD_REASONS, WITHDRAW_PENDING_NAME, WITHDRAW_STAGE_NAME, WITHDRAW_STAGES } from '../rules/withdraw-tracker';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/**
 * Withdrawal (spec §7 Funds, /mine/takemoney): the limits and fees (baseCfg/list), what may be
 * withdrawn now (withdrawInfo: balance, the turnover still required, the member's accounts), USDT
 * (usdtWithdrawInfo), new → the amount moves to locked at once; an operator approves (the money
 * leaves) or rejects (it returns); withdrawOrderInfo shows the state. A player cannot cancel a
 * request (UKGC RTS 14B). The withdrawal password (user/withdrawal/pwd/*) when the site flag is on.
 */
export const WithdrawStatus = { REVIEW: 0, PAID: 1, REJECTED: 2 } as const;
export type WithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];
/** The status in one word, from the tracker's stages (rules/withdraw-tracker.ts): 审核中 until paid out or returned. */
export const WITHDRAW_STATUS_NAME: Record<WithdrawStatus, string> = {
  0: WITHDRAW_PENDING_NAME,
  1: WITHDRAW_STAGE_NAME.paid,
  2: WITHDRAW_STAGE_NAME.returned,
};

export const WithdrawMethod = { BANK: 'bank', USDT: 'usdt' } as const;
export type WithdrawMethod = (typeof WithdrawMethod)[keyof typeof WithdrawMethod];

/** The withdrawal password: 6 digits, sent as its md5 (like the login password). */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;
// It leaves the browser as its md5: withdrawPasswordDigest (rules/withdraw-password.ts).

export const WITHDRAW_MSG = {
  amountRequired: '请输入取款金额',
  amountFormat: '取款金额最多两位小数',
  belowMin: '取款金额低于单笔最低限额',
  aboveMax: '取款金额超过单笔最高限额',
  short: '中心钱包余额不足',
  card: '请选择收款账户',
  cardMissing: '收款账户不存在，请先添加银行卡或USDT地址',
  dailyCount: '今日取款次数已用完，请明日再试',
  turnover: '还需完成流水{left}元才可取款',
  passwordRequired: '请输入6位数字取款密码',
  passwordFormat: '取款密码为6位数字',
  passwordWrong: '取款密码错误',
  passwordLocked: '取款密码连续输错次数过多，取款已锁定，请通过绑定邮箱重置取款密码后解锁',
  passwordNotSet: '请先设置取款密码',
  passwordExists: '取款密码已设置，如需修改请使用重置',
  passwordOff: '本站未启用取款密码',
  samePassword: '新密码不能与原密码相同',
  orderMissing: '取款订单不存在',
  codeRequired: '请输入6位邮箱验证码',
  emailNotBound: '您尚未绑定邮箱，请先绑定邮箱或联系客服',
  passwordReset: '取款密码已重置',
  decided: '该取款订单已处理',
} as const;

const amountText = lazySchema(() =>
  z
    .string({ error: WITHDRAW_MSG.amountRequired })
    .trim()
    .min(1, WITHDRAW_MSG.amountRequired)
    .max(AMOUNT_MAX_LENGTH, WITHDRAW_MSG.amountFormat)
    .regex(YUAN_TEXT_PATTERN, WITHDRAW_MSG.amountFormat),
);
const md5Password = (required: string) => z.string({ error: required }).min(1, required).regex(MD5_PATTERN, WITHDRAW_MSG.passwordFormat);

export const withdrawCfgSchema = lazySchema(() =>
  z.object({
    method: z.enum([WithdrawMethod.BANK, WithdrawMethod.USDT]),
    minAmount: z.number(),
    maxAmount: z.number(),
    /** Withdrawals a day. */
    dailyCount: z.number().int(),
    /** Free withdrawals a day; each later one costs `fee` yuan. */
    freeCount: z.number().int(),
    fee: z.number(),
    /** The member's withdrawals by this method today (so the form can say whether the next one is free). */
    usedToday: z.number().int(),
    /** The expected arrival: within this many minutes of the approval. */
    arrivalMinutes: z.number().int(),
  }),
);
export type WithdrawCfg = z.infer<typeof withdrawCfgSchema>;

export const withdrawBaseCfg = defineContract({
  path: '/fd/api/v1/withdraw/baseCfg/list',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ list: z.array(withdrawCfgSchema) })),
});

/** One account a withdrawal may go to (read from the member's cards). */
export const payoutAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    method: z.enum([WithdrawMethod.BANK, WithdrawMethod.USDT]),
    label: z.string(),
  }),
);
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawInfo = defineContract({
  path: '/fd/api/v1/withdraw/withdrawInfo',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() =>
    z.object({
      centerWalletBalance: z.number(),
      lockMoney: z.number(),
      /** Valid bets asked for by the deposits and rewards, and done since. */
      turnoverRequired: z.number(),
      turnoverDone: z.number(),
      turnoverLeft: z.number(),
      todayCount: z.number().int(),
      /** The site flag is on: a withdrawal asks for the withdrawal password. */
      needPassword: z.boolean(),
      hasPassword: z.boolean(),
      accounts: z.array(payoutAccountSchema),
    }),
  ),
});

export const usdtWithdrawInfo = defineContract({
  path: '/fd/api/v1/withdraw/usdtWithdrawInfo',
  auth: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() => z.object({ rate: z.number(), accounts: z.array(payoutAccountSchema) })),
});

/** One step of an order's tracker (rules/withdraw-tracker.ts withdrawTimeline; stage times stored by the api). */
export const withdrawTimelineStepSchema = lazySchema(() =>
  z.object({
    stage: z.enum(WITHDRAW_STAGES),
    name: z.string(),
    at: z.number().nullable(),
    current: z.boolean(),
    expectedAt: z.number().nullable(),
    hold: z.object({ reason: z.enum(HOLD_REASONS), name: z.string(), text: z.string(), turnoverLeftFen: z.number().int().nullable() }).nullable(),
  }),
);

export const withdrawOrderSchema = lazySchema(() =>
  z.object({
    orderNo: z.string(),
    method: z.enum([WithdrawMethod.BANK, WithdrawMethod.USDT]),
    account: z.string(),
    amount: z.number(),
    fee: z.number(),
    /** What reaches the account: amount − fee (yuan), or USDT at the withdrawal rate. */
    payout: z.number(),
    usdtAmount: z.number().nullable(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    statusName: z.string(),
    reason: z.string(),
    createdAt: z.number(),
    decidedAt: z.number().nullable(),
    /** The tracker: 已提交 → 风控审核 → 已审核 → 已出款 (or 已退回), each with its time, the next one's expected time, any hold. */
    timeline: z.array(withdrawTimelineStepSchema),
  }),
);
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

/** A withdrawal request: the amount moves from the centre wallet to locked at once (one per idempotency key). */
export const withdrawNew = defineContract({
  path: '/fd/api/v1/withdraw/new',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      accountId: z.number({ error: WITHDRAW_MSG.card }).int(WITHDRAW_MSG.card).positive(WITHDRAW_MSG.card),
      amount: amountText,
      /** md5 of the 6-digit withdrawal password (when the site flag is on). */
      password: md5Password(WITHDRAW_MSG.passwordRequired).optional(),
      ...ownWalletOnly,
    }),
  ),
  response: withdrawOrderSchema,
});

/** The member's withdrawals, newest first (one when orderNo is given). */
export const withdrawOrderInfo = defineContract({
  path: '/fd/api/v1/withdraw/withdrawOrderInfo',
  auth: true,
  request: lazySchema(() => z.object({ orderNo: z.string().max(40).optional(), ...ownWalletOnly })),
  response: lazySchema(() => z.object({ list: z.array(withdrawOrderSchema) })),
});

export const withdrawalPwdSet = defineContract({
  path: '/site/api/v1/user/withdrawal/pwd/set',
  auth: true,
  request: lazySchema(() => z.object({ password: md5Password(WITHDRAW_MSG.passwordRequired), ...ownWalletOnly })),
  response: lazySchema(() => z.object({ hasPassword: z.literal(true) })),
});

/** A new withdrawal password with the current one (forgotten: emailCheck). */
export const withdrawalPwdReset = defineContract({
  path: '/site/api/v1/user/withdrawal/pwd/reset',
  auth: true,
  request: lazySchema(() =>
    z.object({ oldPassword: md5Password(WITHDRAW_MSG.passwordRequired), password: md5Password(WITHDRAW_MSG.passwordRequired), ...ownWalletOnly }),
  ),
  response: lazySchema(() => z.object({ hasPassword: z.literal(true) })),
});

/**
 * A forgotten withdrawal password: a code sent to the member's bound e-mail (sendCode/two type 2,
 * cate 1) proves the member; the new password replaces the old one (or is the first one).
 */
export const withdrawalPwdEmailCheck = defineContract({
  path: '/site/api/v1/user/withdrawal/pwd/emailCheck',
  auth: true,
  request: lazySchema(() =>
    z.object({
      code: z
        .string({ error: WITHDRAW_MSG.codeRequired })
        .trim()
        .regex(/^\d{6}$/, WITHDRAW_MSG.codeRequired),
      password: md5Password(WITHDRAW_MSG.passwordRequired),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ hasPassword: z.literal(true) })),
});
