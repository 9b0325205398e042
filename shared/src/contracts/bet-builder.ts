import { z } from '../zod';
import { defineContract } from '../contract';
import { amountTextSchema } from './games';
import { betOddsTypeSchema, betViewSchema, BET_PICKS_MAX, pickStateSchema } from './bet';
import { lazySchema } from '../lazy-schema';

/**
 * 同场串关 (bet builder, rules/bet-builder.ts): a quote for two to six selections of one match, priced
 * together from the match's joint model, and its placement as one bet (kind 'builder'; its legs are the
 * selections, its price the joint one). Prices are hong kong thousandths (european = hk + 1); stakes yuan.
 */

const uid = lazySchema(() => z.string().min(1).max(200));
const gameId = lazySchema(() => z.string().min(1).max(40));
/** Selections by their menu id ('M:H', 'OU:O:2.5', 'R:C:+0.5'); the size rule (2..6) is the builder's own refusal. */
const pickIds = lazySchema(() => z.array(z.string().min(1).max(16)).min(1, '请选择投注项').max(BET_PICKS_MAX, '投注项已达上限'));

/** One selection of a quote: its name as the slip reads it and what it would pay alone (the model's own price). */
export const builderQuotePickSchema = lazySchema(() => z.object({ id: z.string(), pickName: z.string(), hkMilli: z.number().int().min(1) }));
export type BuilderQuotePick = z.infer<typeof builderQuotePickSchema>;

/**
 * The joint price now: state 'open' with hkMilli, or 'suspended' / 'closed' like a pick's market, or refused
 * (state 'refused', the Chinese reason in message: contradicting selections, a size outside 2..6…).
 */
export const builderQuoteStateSchema = lazySchema(() => z.union([pickStateSchema, z.literal('refused')]));
export type BuilderQuoteState = z.infer<typeof builderQuoteStateSchema>;

export const builderQuoteSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    state: builderQuoteStateSchema,
    /** '' when open. */
    message: z.string(),
    /** The joint price (0 unless open). */
    hkMilli: z.number().int().min(0),
    /** The product of the selections' own european odds in thousandths: what they would pay as separate legs (0 unless open). */
    productEuroMilli: z.number().int().min(0),
    picks: z.array(builderQuotePickSchema),
    inPlay: z.boolean(),
    /** Yuan (maxStake 0 unless open). */
    minStake: z.number(),
    maxStake: z.number(),
    at: z.number().int(),
  }),
);
export type BuilderQuote = z.infer<typeof builderQuoteSchema>;

/** The joint price of a builder's selections (asked again as the match moves, like the slip's price check). */
export const betBuilderQuote = defineContract({
  path: '/game/api/v1/sport/bet/builderQuote',
  auth: true,
  request: lazySchema(() => z.object({ uid, gameId, picks: pickIds })),
  response: builderQuoteSchema,
});

/**
 * Placement of a builder bet (moves money: one idempotency key per click of 投注). Refused like betPlace (an
 * error envelope with the Chinese message and data { reason, quote? }) when the quote is not open, when the
 * joint price moved from the seen one (unless autoAccept, which takes the current price), or by the stake and
 * payout limits; pre-match ACCEPTED at once, in play PENDING for the delay.
 */
export const betBuilderPlace = defineContract({
  path: '/game/api/v1/sport/bet/builderPlace',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      uid,
      gameId,
      picks: pickIds,
      /** The joint price the player saw. */
      hkMilli: z.number().int().min(1).max(1_000_000),
      stake: amountTextSchema,
      autoAccept: z.boolean(),
      oddsType: betOddsTypeSchema.default('H'),
    }),
  ),
  response: lazySchema(() => z.object({ bet: betViewSchema, balance: z.number() })),
});
