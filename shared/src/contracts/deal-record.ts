import { z } from 'zod';
import { defineContract } from '../contract';
import { ownWalletOnly } from './games';

/**
 * Transaction records (/mine/transRecord, spec §7 transactions/queryDealRecord): every ledger
 * movement of the member, newest first, with a Chinese type name; filters by type and by date
 * range; paged.
 */
export const DEAL_TYPE_NAME = {
  deposit: '存款',
  withdraw_lock: '取款申请',
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
export const DEAL_TYPES = Object.keys(DEAL_TYPE_NAME) as [DealType, ...DealType[]];

/** Date ranges of the filter: today (Beijing time), the last 7 or 30 days. */
export const DealRange = { TODAY: 'today', WEEK: '7d', MONTH: '30d' } as const;
export type DealRange = (typeof DealRange)[keyof typeof DealRange];
export const DEAL_RANGES = [DealRange.TODAY, DealRange.WEEK, DealRange.MONTH] as const;

export const DEAL_PAGE_SIZE_MAX = 50;

export const queryDealRecord = defineContract({
  path: '/fd/api/v1/transactions/queryDealRecord',
  auth: true,
  request: z.object({
    type: z.union([z.literal('all'), z.enum(DEAL_TYPES)], { error: '请选择交易类型' }).default('all'),
    range: z.enum(DEAL_RANGES, { error: '请选择时间范围' }).default(DealRange.WEEK),
    pageNum: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').default(1),
    pageSize: z.number({ error: '每页条数错误' }).int('每页条数错误').min(1, '每页条数错误').max(DEAL_PAGE_SIZE_MAX, '每页条数错误').default(10),
    ...ownWalletOnly,
  }),
  response: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        type: z.string(),
        typeName: z.string(),
        /** The change of the centre wallet (or, for a venue-only movement, of the venue), yuan, signed. */
        amount: z.number(),
        /** The venue a transfer or game round touched ('' otherwise). */
        venue: z.string(),
        createdAt: z.number(),
      }),
    ),
  }),
});
