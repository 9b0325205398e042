import { z } from '../zod';
import { defineContract } from '../contract';
import { venueCategorySchema } from './venues';
import { betStateSchema, betViewSchema, resultCodeSchema } from './bet';
import { lazySchema } from '../lazy-schema';

/**
 * Bet records of the venues (spec §7 record/betRecordList, betRecordTotal): one row per settled game
 * round of a casino venue, one per bet of the sports venue (its legs, a series' combinations).
 */
export const betRecordQuerySchema = lazySchema(() =>
  z.object({
    /** Venue category; 8 (or absent) = every venue. */
    category: venueCategorySchema.optional(),
    enName: z.string().max(20).optional(),
    /** Inclusive range, ms since the epoch; at most 31 days apart. */
    beginTime: z.number().int(),
    endTime: z.number().int(),
    /** Only records in this state (casino rounds are all SETTLED); absent = every state. */
    state: betStateSchema.optional(),
  }),
);

export const betRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    enName: z.string(),
    venueName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    /** Yuan. */
    stake: z.number(),
    win: z.number(),
    /** win - stake (0 until a sports bet settles). */
    profit: z.number(),
    time: z.number().int(),
    /** Valid turnover: the stake that counts (a draw or void counts 0, a half win/loss half). */
    validStake: z.number(),
    state: betStateSchema,
    stateName: z.string(),
    /** The result (a casino round: W won more than the stake, P got it back, L less); null until settled. */
    result: resultCodeSchema.nullable(),
    /** In Chinese, with the D reason ('取消（赛事取消）'). */
    resultName: z.string(),
    /** A sports bet as the player sees it (legs with their results, combinations); null for a casino round. */
    sport: betViewSchema.nullable(),
  }),
);
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordList = defineContract({
  path: '/game/api/v1/record/betRecordList',
  auth: true,
  request: lazySchema(() => betRecordQuerySchema.extend({ pageNum: z.number().int().min(1).max(10_000), pageSize: z.number().int().min(1).max(100) })),
  response: lazySchema(() => z.object({ list: z.array(betRecordSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })),
});

export const betRecordTotal = defineContract({
  path: '/game/api/v1/record/betRecordTotal',
  auth: true,
  request: betRecordQuerySchema,
  response: lazySchema(() => z.object({ count: z.number().int(), stake: z.number(), win: z.number(), profit: z.number(), validStake: z.number() })),
});

/** One venue's line of the member centre's summary (queryMemberBetList). */
export const memberBetSummarySchema = lazySchema(() =>
  z.object({
    enName: z.string(),
    venueName: z.string(),
    category: z.number().int(),
    count: z.number().int(),
    stake: z.number(),
    validStake: z.number(),
    win: z.number(),
    profit: z.number(),
  }),
);
export type MemberBetSummary = z.infer<typeof memberBetSummarySchema>;

/**
 * The member centre's bet summary (spec §7 user queryMemberBetList): per venue over the range (sports
 * and casino), and the totals. Rejected sports bets are left out unless asked for by state.
 */
export const queryMemberBetList = defineContract({
  path: '/site/api/v1/user/queryMemberBetList',
  auth: true,
  request: betRecordQuerySchema,
  response: lazySchema(() =>
    z.object({
      list: z.array(memberBetSummarySchema),
      total: z.object({ count: z.number().int(), stake: z.number(), validStake: z.number(), win: z.number(), profit: z.number() }),
    }),
  ),
});
