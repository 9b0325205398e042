import { z } from '../zod';
import { defineContract } from '../contract';
import type { SiteFlags } from './site';
import { lazySchema } from '../lazy-schema';

/**
 * Venue categories (spec §2, §7). The type code names a venue-list page (/game/sport → TY …);
 * the number is the category the games calls carry. ALL (8) is the total over every venue (spec §9).
 */
export const VENUE_CATEGORY = { TY: 1, ZR: 2, QP: 3, DJ: 4, CP: 5, DZ: 6, BY: 7, ALL: 8 } as const;
export type VenueTypeCode = Exclude<keyof typeof VENUE_CATEGORY, 'ALL'>;
export const VENUE_TYPE_CODES = ['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'] as const satisfies readonly VenueTypeCode[];
export const venueCategorySchema = lazySchema(() => z.number().int().min(VENUE_CATEGORY.TY).max(VENUE_CATEGORY.ALL));

/** Venues that always open directly (never in the in-site frame), spec §4 Venue entry. */
export const DIRECT_OPEN_VENUES = ['XMTY', 'G1CP', 'SGCP', 'KXZR'] as const;
/** The embedded sports venue: its launch answers the sport venue session, opened at /game/sport/crty. */
export const LOCAL_SPORT_VENUE = 'crty';

/**
 * Whether a venue is offered under the site flags (spec §6 'allow a self-run sport'): with flags.selfRunSport off
 * the site's own sportsbook (LOCAL_SPORT_VENUE) is not listed, not launched, and its page is not found; every other
 * venue is. Before preInfo answers (flags unknown) it is offered, like the pages the guards let through.
 */
export function venueOffered(enName: string, flags: Pick<SiteFlags, 'selfRunSport'> | null | undefined): boolean {
  return enName !== LOCAL_SPORT_VENUE || flags?.selfRunSport !== false;
}

export const venueSchema = lazySchema(() =>
  z.object({
    /** channelCode of the wallet calls, e.g. PGDZ. */
    channelCode: z.string(),
    /** enName of the launch call (equal to channelCode for our venues). */
    enName: z.string(),
    name: z.string(),
    category: venueCategorySchema,
    /** Path of the venue's icon on this site (an SVG made for it). */
    icon: z.string(),
    /** 1 = under maintenance: launch answers 6415. */
    maintenance: z.union([z.literal(0), z.literal(1)]),
    /** 1 = a venue activity is running: launch answers 6413 until the player transfers in. */
    activity: z.union([z.literal(0), z.literal(1)]),
    /** Venues with one lobby (no game list) launch with gameCode ''. */
    hasGameList: z.boolean(),
  }),
);
export type Venue = z.infer<typeof venueSchema>;

export const getVenueInfoByCategory = defineContract({
  path: '/game/api/v1/venue/getVenueInfoByCategory',
  request: lazySchema(() => z.object({ category: venueCategorySchema })),
  response: lazySchema(() => z.array(venueSchema)),
});

/** The tags of a game list (gameList tag): collected needs a member. */
export const GAME_TAGS = ['all', 'hot', 'new', 'collected'] as const;
export type GameTagName = (typeof GAME_TAGS)[number];

export const gameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    enName: z.string(),
    name: z.string(),
    icon: z.string(),
    hot: z.boolean(),
    new: z.boolean(),
    /** Only for a logged-in member; false for a guest. */
    collected: z.boolean(),
  }),
);
export type Game = z.infer<typeof gameSchema>;

export const gameList = defineContract({
  path: '/game/api/v1/venue/gameList',
  request: lazySchema(() =>
    z.object({
      enName: z.string().min(1).max(20),
      /** Matched against the game's name (simplified or traditional) and code; '' = every game. */
      keyword: z.string().max(30).optional(),
      /** all | hot | new | collected (collected needs a member). */
      tag: z.enum(GAME_TAGS).optional(),
      pageNum: z.number().int().min(1).max(10_000),
      pageSize: z.number().int().min(1).max(100),
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(gameSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })),
});

export const getBonusPools = defineContract({
  path: '/game/api/v1/venue/getBonusPools',
  request: lazySchema(() => z.object({ category: venueCategorySchema.optional() })),
  response: lazySchema(() =>
    z.array(
      z.object({
        enName: z.string(),
        name: z.string(),
        /** The pool now, in yuan; it grows between calls and drops when won. */
        amount: z.number(),
        /** The last win, when there is one. */
        lastWin: z.object({ member: z.string(), amount: z.number(), time: z.number() }).nullable(),
      }),
    ),
  ),
});

export const collectionRequestSchema = lazySchema(() => z.object({ enName: z.string().min(1).max(20), gameCode: z.string().min(1).max(40) }));

export const addCollection = defineContract({
  path: '/game/api/v1/collection/addCollection',
  auth: true,
  request: collectionRequestSchema,
  response: lazySchema(() => z.object({ collected: z.literal(true) })),
});

export const removeCollection = defineContract({
  path: '/game/api/v1/collection/removeCollection',
  auth: true,
  request: collectionRequestSchema,
  response: lazySchema(() => z.object({ collected: z.literal(false) })),
});

/**
 * An egame or fishing launch answers a provider "launch document" in url: an HTML string starting
 * with this, which the slot frame page (/pg/game for PGDZ, /dz/game for the others) renders in an
 * iframe (srcdoc); it sends the frame to the game. Any other url is http(s) (frame or new window)
 * or a path ('/…', opened on the site origin); crty answers url '' and the sport session.
 */
export const LAUNCH_DOCUMENT_PREFIX = '<!doctype html>';

/** The sport venue session answered for crty (spec §3): url (its uid query parameter is the token), balance, app info. */
export const sportVenueSessionSchema = lazySchema(() => z.object({ url: z.string(), balance: z.number(), appInfo: z.record(z.string(), z.string()) }));

/**
 * Venue launch (spec §3, §4). When the member's auto-transfer is on, the launch first moves the whole
 * centre balance into the venue, so it moves money and carries an idempotency key per entry.
 * Errors: 6413 venue activity (then the transfer-in dialog), 6415 maintenance, others as a toast.
 */
export const venueLaunch = defineContract({
  path: '/game/api/v1/venue/launch',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      enName: z.string().min(1).max(20),
      gameCode: z.string().max(40),
      isActivity: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      url: z.string(),
      /** What the game frame's header reads: the game's name in the venue catalogue (the one its tile shows), else the venue's. */
      title: z.string(),
      sport: sportVenueSessionSchema.optional(),
    }),
  ),
});

/**
 * What a venue page may ask with venueResource: `session` answers venueSessionDataSchema (who plays,
 * where, with which venue balance), `balance` only the venue balance. Another method → 6301.
 */
export const VENUE_RESOURCE_METHOD = { SESSION: 'session', BALANCE: 'balance' } as const;

export const venueSessionDataSchema = lazySchema(() =>
  z.object({
    memberName: z.string(),
    enName: z.string(),
    venueName: z.string(),
    /** '' for a venue with one lobby. */
    gameCode: z.string(),
    gameName: z.string(),
    /** The member's balance at this venue, in yuan. */
    balance: z.number(),
  }),
);
export type VenueSessionData = z.infer<typeof venueSessionDataSchema>;

/**
 * Venue resource (spec §7): a venue page asks the api for its data with the launch token
 * (Request.token; the sport venue's uid). A malformed, unknown or expired token, or one of another
 * venue, answers 6302 '数据错误，请重新进入游戏'.
 */
export const venueResource = defineContract({
  path: '/game/api/v1/venue/resource',
  request: lazySchema(() =>
    z.object({
      method: z.string().min(1).max(40),
      enName: z.string().min(1).max(20),
      Request: z.object({ timestamp: z.number().int(), token: z.string().min(1).max(200), language: z.string().max(10), ip: z.string().max(64).optional() }),
    }),
  ),
  response: lazySchema(() => z.record(z.string(), z.unknown())),
});
