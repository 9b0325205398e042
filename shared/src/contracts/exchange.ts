import { z } from '../zod';
import { defineContract } from '../contract';
import { DEAL_RANGES, DealRange } from './deal-record';
import { lazySchema } from '../lazy-schema';

/**
 * The points exchange (/mine/exchange) and its records (/mine/giftRecord; spec §7 Promotions
 * activityTopGift/exchangeRecord). Points are earned from valid bets (POINTS_PER_YUAN_BET) and
 * spent on items: a cash bonus (paid through the ledger's creditReward, source vip, with its
 * turnover) or a gift shipped by the operator. An exchange is announced in the lobby chat room
 * (10017 gift record push).
 */

/** Valid bets (yuan) that earn one point. */
export const YUAN_BET_PER_POINT = 10;

export const ExchangeKind = { CASH: 'cash', GIFT: 'gift' } as const;
export type ExchangeKind = (typeof ExchangeKind)[keyof typeof ExchangeKind];
export const EXCHANGE_KINDS = [ExchangeKind.CASH, ExchangeKind.GIFT] as const;
export const EXCHANGE_KIND_NAME: Record<ExchangeKind, string> = { cash: '现金红利', gift: '实物礼品' };

/** A record's state: a cash bonus is paid at once; a gift waits for the operator to ship it. */
export const ExchangeStatus = { PAID: 'paid', PENDING: 'pending', SHIPPED: 'shipped' } as const;
export type ExchangeStatus = (typeof ExchangeStatus)[keyof typeof ExchangeStatus];
export const EXCHANGE_STATUS_NAME: Record<ExchangeStatus, string> = { paid: '已到账', pending: '待发货', shipped: '已发货' };

export const EXCHANGE_MSG = {
  itemRequired: '请选择兑换商品',
  noItem: '商品不存在或已下架',
  soldOut: '商品已兑完',
  gradeLow: (grade: number) => `VIP${grade}及以上会员才能兑换该商品`,
  pointsShort: '积分不足，无法兑换',
  done: '兑换成功',
} as const;

export const EXCHANGE_PAGE_SIZE_MAX = 50;

const itemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(EXCHANGE_KINDS),
    name: z.string(),
    points: z.number().int(),
    /** The cash bonus of a cash item (yuan; 0 for a gift). */
    amount: z.number(),
    /** Left in stock (null: unlimited). */
    stockLeft: z.number().int().nullable(),
    minGrade: z.number().int(),
  }),
);
export type ExchangeItem = z.infer<typeof itemSchema>;

export const exchangeItemList = defineContract({
  path: '/act/api/v1/activityTopGift/list',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      /** Points earned (all valid bets), spent, and left. */
      earned: z.number().int(),
      spent: z.number().int(),
      points: z.number().int(),
      grade: z.number().int(),
      items: z.array(itemSchema),
    }),
  ),
});

export const exchangeGift = defineContract({
  path: '/act/api/v1/activityTopGift/exchange',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({ itemId: z.number({ error: EXCHANGE_MSG.itemRequired }).int(EXCHANGE_MSG.itemRequired).positive(EXCHANGE_MSG.itemRequired) }),
  ),
  response: lazySchema(() =>
    z.object({ orderNo: z.string(), itemName: z.string(), points: z.number().int(), amount: z.number(), pointsLeft: z.number().int() }),
  ),
});

export const exchangeRecordSchema = lazySchema(() =>
  z.object({
    orderNo: z.string(),
    kind: z.enum(EXCHANGE_KINDS),
    itemName: z.string(),
    points: z.number().int(),
    amount: z.number(),
    status: z.enum([ExchangeStatus.PAID, ExchangeStatus.PENDING, ExchangeStatus.SHIPPED]),
    statusName: z.string(),
    createdAt: z.number(),
  }),
);
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

export const exchangeRecord = defineContract({
  path: '/act/api/v1/activityTopGift/exchangeRecord',
  auth: true,
  request: lazySchema(() =>
    z.object({
      kind: z.union([z.literal('all'), z.enum(EXCHANGE_KINDS)], { error: '请选择兑换类型' }).default('all'),
      range: z.enum(DEAL_RANGES, { error: '请选择时间范围' }).default(DealRange.MONTH),
      pageNum: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').default(1),
      pageSize: z.number({ error: '每页条数错误' }).int('每页条数错误').min(1, '每页条数错误').max(EXCHANGE_PAGE_SIZE_MAX, '每页条数错误').default(10),
    }),
  ),
  response: lazySchema(() => z.object({ total: z.number().int(), list: z.array(exchangeRecordSchema) })),
});
