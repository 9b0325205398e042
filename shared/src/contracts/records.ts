import { z } from 'zod';
import { defineContract } from '../contract';
import { venueCategorySchema } from './venues';

/** Bet records of the venues (spec §7 record/betRecordList, betRecordTotal): one row per settled game round. */
export const betRecordQuerySchema = z.object({
  /** Venue category; 8 (or absent) = every venue. */
  category: venueCategorySchema.optional(),
  enName: z.string().max(20).optional(),
  /** Inclusive range, ms since the epoch; at most 31 days apart. */
  beginTime: z.number().int(),
  endTime: z.number().int(),
});

export const betRecordSchema = z.object({
  id: z.string(),
  enName: z.string(),
  venueName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Yuan. */
  stake: z.number(),
  win: z.number(),
  /** win - stake. */
  profit: z.number(),
  time: z.number().int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordList = defineContract({
  path: '/game/api/v1/record/betRecordList',
  auth: true,
  request: betRecordQuerySchema.extend({ pageNum: z.number().int().min(1).max(10_000), pageSize: z.number().int().min(1).max(100) }),
  response: z.object({ list: z.array(betRecordSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }),
});

export const betRecordTotal = defineContract({
  path: '/game/api/v1/record/betRecordTotal',
  auth: true,
  request: betRecordQuerySchema,
  response: z.object({ count: z.number().int(), stake: z.number(), win: z.number(), profit: z.number() }),
});
