import { z } from '../zod';
import { defineContract } from '../contract';
import { WITHDRAW_PENDING_NAME, WITHDRAW_STAGE_NAME } from '../rules/withdraw-tracker';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/**
 * Statements (/mine/transRecord, spec §7 transactions/queryDealRecord): one statement per wallet, the
 * centre wallet or one venue wallet, derived from the ledger's journal. Each line is one journal
 * transaction that moved that wallet: its kind, the signed amount, its state and the wallet's
 * balance after it, newest first; the newest line's balance is the wallet's balance. Filters by
 * wallet, kind and date range; paged.
 */
export const DEAL_TYPE_NAME = {
  deposit: '存款',
  withdraw_lock: '取款',
  withdraw_paid: '取款出款',
  withdraw_return: '取款退回',
  transfer: '场馆转账',
  auto_transfer: '自动转账',
  recycle: '一键回收',
  round: '游戏输赢',
  opening: '期初余额',
  reward: '红利奖励',
} as const;
export type DealType = keyof typeof DEAL_TYPE_NAME;

/**
 * The kinds a statement shows as lines. A withdrawal's payout (withdraw_paid) moves only the locked
 * money: it is no line of its own but the state of the withdrawal's line (审核中 → 已出款).
 */
export const DEAL_TYPES = [
  'deposit',
  'withdraw_lock',
  'withdraw_return',
  'transfer',
  'auto_transfer',
  'recycle',
  'round',
  'reward',
  'opening',
] as const satisfies readonly DealType[];
export type StatementType = (typeof DEAL_TYPES)[number];

/** A line's state: a withdrawal is under review, paid out or returned (the money back is a line of its own); any other line is done. */
export const DealState = { DONE: 'done', REVIEW: 'review', PAID: 'paid', RETURNED: 'returned' } as const;
export type DealState = (typeof DealState)[keyof typeof DealState];
/** A withdrawal's line reads as its order does (rules/withdraw-tracker.ts). */
export const DEAL_STATE_NAME: Record<DealState, string> = {
  done: '已完成',
  review: WITHDRAW_PENDING_NAME,
  paid: WITHDRAW_STAGE_NAME.paid,
  returned: WITHDRAW_STAGE_NAME.returned,
};
export const DEAL_STATES = Object.values(DealState) as [DealState, ...DealState[]];

/** The wallet of a statement: the centre wallet, or a venue wallet by its channel code. */
export const CENTER_WALLET = 'center';
export const DEAL_MSG = { wallet: '请选择钱包' } as const;
export const statementWalletSchema = lazySchema(() =>
  z
    .string({ error: DEAL_MSG.wallet })
    .min(1, DEAL_MSG.wallet)
    .max(20, DEAL_MSG.wallet)
    .regex(/^[A-Za-z0-9_-]+$/, DEAL_MSG.wallet),
);

/** Date ranges of the filter: today (Beijing time), the last 7 or 30 days. */
export const DealRange = { TODAY: 'today', WEEK: '7d', MONTH: '30d' } as const;
export type DealRange = (typeof DealRange)[keyof typeof DealRange];
export const DEAL_RANGES = [DealRange.TODAY, DealRange.WEEK, DealRange.MONTH] as const;

export const DEAL_PAGE_SIZE_MAX = 50;

export const statementLineSchema = lazySchema(() =>
  z.object({
    /** The journal transaction's id. */
    id: z.number().int(),
    type: z.enum(DEAL_TYPES),
    typeName: z.string(),
    /** The change of this wallet, yuan, signed. */
    amount: z.number(),
    /** This wallet's balance after the line, yuan. */
    balance: z.number(),
    state: z.enum(DEAL_STATES),
    stateName: z.string(),
    /** The venue a transfer, recycle or game round touched ('' otherwise). */
    venue: z.string(),
    createdAt: z.number(),
  }),
);
export type StatementLine = z.infer<typeof statementLineSchema>;

export const queryDealRecord = defineContract({
  path: '/fd/api/v1/transactions/queryDealRecord',
  auth: true,
  request: lazySchema(() =>
    z.object({
      wallet: statementWalletSchema.default(CENTER_WALLET),
      type: z.union([z.literal('all'), z.enum(DEAL_TYPES)], { error: '请选择交易类型' }).default('all'),
      range: z.enum(DEAL_RANGES, { error: '请选择时间范围' }).default(DealRange.WEEK),
      pageNum: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(10_000, '页码错误').default(1),
      pageSize: z.number({ error: '每页条数错误' }).int('每页条数错误').min(1, '每页条数错误').max(DEAL_PAGE_SIZE_MAX, '每页条数错误').default(10),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() =>
    z.object({
      wallet: z.string(),
      /** The wallet's balance now, yuan: the balance after its newest line. */
      balance: z.number(),
      /** Lines that match the filters. */
      total: z.number().int(),
      list: z.array(statementLineSchema),
    }),
  ),
});
