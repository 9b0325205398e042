import { z } from '../zod';
import { defineContract } from '../contract';
import { BOOKING_CODE_PATTERN } from '../rules/booking-code';
import { betPickSchema } from './bet';
import { BET_SLIP_MAX } from '../stored-values';
import { MARKET_KINDS, selectionKeySchema, showTypeSchema, sportTypeSchema } from './sport';
import { lazySchema } from '../lazy-schema';

/** 投注码 (booking codes): a member saves a pre-match slip as a code; anyone, a guest too, loads it into their slip. */

export const BOOKING_MSG = {
  badCode: '投注码格式不正确',
  unknown: '投注码不存在',
  expired: '投注码已过期',
  notPreMatch: '只能保存未开赛的投注项',
  closed: '投注项已关闭，请重新选择',
  tooMany: '生成投注码过于频繁，请稍后再试',
  noPicks: '请选择投注项',
} as const;

const codeSchema = lazySchema(() =>
  z
    .string()
    .max(20)
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .refine((s) => BOOKING_CODE_PATTERN.test(s), BOOKING_MSG.badCode),
);

/** Saves the picks of a pre-match slip (every one open and before kick-off) as a new code. */
export const sportBookingSave = defineContract({
  path: '/game/api/v1/sport/booking/save',
  auth: true,
  request: lazySchema(() => z.object({ picks: z.array(betPickSchema).min(1, BOOKING_MSG.noPicks).max(BET_SLIP_MAX, '投注项已达上限') })),
  response: lazySchema(() =>
    z.object({
      code: z.string(),
      /** The last leg's kick-off (ms): the code is dead from then on. */
      expiresAt: z.number().int(),
    }),
  ),
});

/** One leg of a code as the feed offers it now: what the slip needs to hold it (the current price). */
export const bookingLegSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    gide: z.string(),
    hgid: z.string(),
    team_h: z.string(),
    team_c: z.string(),
    league: z.string(),
    gameType: sportTypeSchema,
    /** The board the match is on (the match centre opens there). */
    showType: showTypeSchema,
    datetime: z.number().int(),
    market: z.object({ kind: z.enum(MARKET_KINDS), line: z.string(), strong: z.enum(['H', 'C']) }),
    selection: z.object({ id: z.string(), key: selectionKeySchema, name: z.string(), hkMilli: z.number().int().min(1) }),
  }),
);
export type BookingLeg = z.infer<typeof bookingLegSchema>;

/** Why a leg of a code is not loaded: its match kicked off, or its market or match is gone (finished, closed, suspended). */
export const BOOKING_DROP = { STARTED: 'started', CLOSED: 'closed' } as const;
export const bookingDropSchema = lazySchema(() =>
  z.object({
    team_h: z.string(),
    team_c: z.string(),
    reason: z.enum([BOOKING_DROP.STARTED, BOOKING_DROP.CLOSED]),
  }),
);
export type BookingDrop = z.infer<typeof bookingDropSchema>;

/** Loads a code: its legs still open before kick-off, and the others with why they are dropped. Unknown 6004; expired 6004. */
export const sportBookingLoad = defineContract({
  path: '/game/api/v1/sport/booking/load',
  request: lazySchema(() => z.object({ code: codeSchema })),
  response: lazySchema(() =>
    z.object({
      code: z.string(),
      expiresAt: z.number().int(),
      legs: z.array(bookingLegSchema),
      dropped: z.array(bookingDropSchema),
    }),
  ),
});
