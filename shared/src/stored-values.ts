import { z } from './zod';
import { defineStoredValue } from './remote-storage';
import { sportVenueSessionSchema } from './contracts/venues';
import { lazySchema } from './lazy-schema';

/**
 * The values the domains keep through platform.storage, defined once with their
 * schemas. Each lives in the namespace of the remote that uses it.
 */

/** Odds types (spec §4 Bet slip): E european, H hong kong (default), I indonesia, M malay. */
export const ODDS_TYPES = ['E', 'H', 'I', 'M'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];
export const oddsType = defineStoredValue({ key: 'oddsType', schema: z.enum(ODDS_TYPES), fallback: 'H' as OddsType });

/** The bet slip holds at most 10 picks (spec §9). */
export const BET_SLIP_MAX = 10;
const id = lazySchema(() => z.union([z.string().max(64), z.number()]));
/** One pick of the bet slip (spec §3 Bet slip item). */
export const betSlipItemSchema = lazySchema(() =>
  z.object({
    gameInfo: z.object({ gameId: id, gide: id, hgid: id, team_h: z.string().max(200), team_c: z.string().max(200) }),
    playInfo: z.object({ w: z.string().max(40) }),
    oddInfo: z.object({ gameId: id, r: z.union([z.string().max(40), z.number()]) }),
    championRate: z.object({ rtype: z.string().max(40) }).optional(),
    bettingData: z.object({ active: z.number(), ticket_id: z.string().max(64) }).optional(),
    orderData: z.record(z.string(), z.unknown()).optional(),
    isInvalid: z.boolean(),
  }),
);
export type BetSlipItem = z.infer<typeof betSlipItemSchema>;
export const betSlip = defineStoredValue({
  key: 'betSlip',
  schema: z.object({
    picks: z.array(betSlipItemSchema).max(BET_SLIP_MAX),
    multiple: z.boolean(),
    series: z.boolean(),
    autoAcceptOdds: z.boolean(),
    /** Quick bet (快速投注): the preset stake in fen a tap on a price places as a single at once; null or absent = off. */
    quickStakeFen: z.number().int().positive().nullable().optional(),
  }),
  fallback: { picks: [], multiple: false, series: false, autoAcceptOdds: true },
});

/** Hide venues without balance (spec §3 hide-no-balance flag: stored as 1 or 0). */
export const hideNoBalance = defineStoredValue({ key: 'hideNoBalance', schema: z.union([z.literal(0), z.literal(1)]), fallback: 0 as 0 | 1 });

/** Favourite games: venue + game code, newest first, at most 200. */
export const FAVOURITES_MAX = 200;
export const favourites = defineStoredValue({
  key: 'favourites',
  schema: z.array(z.object({ enName: z.string().min(1).max(20), gameCode: z.string().min(1).max(64) })).max(FAVOURITES_MAX),
  fallback: [],
});

/**
 * crty: the sport venue session (spec §3) a venue entry stores for the local sport page (spec §4 "store
 * the data"), one definition for both remotes. Each keeps it in its own namespace: venue entry (mf-casino)
 * where it launched, the sport page (mf-sports) the copy it was handed on entry or launched itself
 * (guard 4), so a reload of /game/sport/crty still finds it.
 */
export const sportVenueSession = defineStoredValue({
  key: 'sportVenueSession',
  schema: z.object({ enName: z.string().max(20), session: sportVenueSessionSchema }).nullable(),
  fallback: null,
});

/** 收藏 of the sports board while a guest (a member's are on the api; merged at login). */
export const sportFavourites = defineStoredValue({
  key: 'sportFavourites',
  schema: z.object({ leagues: z.array(z.string().max(40)).max(200), matches: z.array(z.string().max(40)).max(200) }),
  fallback: { leagues: [] as string[], matches: [] as string[] },
});
