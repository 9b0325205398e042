import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

/**
 * The sports venue feed (crty, spec §3 Match fields / League entry, §4 Bet slip, §9 quick leagues).
 * The venue is a third-party service in the product; our api plays it. Prices are kept in hong kong
 * odds, in thousandths (hkMilli 920 = 0.92), so conversions truncate exactly; european = hk + 1.
 */

/** Sport types (spec §4). 'ALL' is a filter of the match centre, not a sport: it shows every sport's board. */
export const SPORT_TYPES = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT'] as const;
export type SportType = (typeof SPORT_TYPES)[number];
export const SPORT_FILTERS = ['ALL', ...SPORT_TYPES] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];
export const sportTypeSchema = lazySchema(() => z.enum(SPORT_TYPES));

/** Show types: FU early, FT today, RB in-play, FSFT champion today, FSFU champion early. FS only has FSFT/FSFU. */
export const SHOW_TYPES = ['FU', 'FT', 'RB', 'FSFT', 'FSFU'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];
export const showTypeSchema = lazySchema(() => z.enum(SHOW_TYPES));

/** The quick league filter (spec §9), in order; the names are the remote's catalogue. */
export const QUICK_LEAGUE_IDS = [100822, 100021, 100026, 100030, 100028, 100032, 100210] as const;

/** A board: the matches of one sport and show type; the unit of snapshot and live subscription. */
export const boardKey = (gameType: SportType, showType: ShowType): string => `${gameType}.${showType}`;

/** Where a match is (gameStatus). */
export const MATCH_STATUS = { PREMATCH: 'prematch', LIVE: 'live', BREAK: 'break', FINISHED: 'finished' } as const;
export const matchStatusSchema = lazySchema(() => z.enum(['prematch', 'live', 'break', 'finished']));
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/**
 * Markets (spec §4 play types): M 1X2 (独赢, always shown european), R asian handicap with quarter lines
 * (让球), OU over/under (大小), EO odd/even (单双); HM/HR/HOU the same for football's first half;
 * FS outright (champion), one selection per team.
 */
export const MARKET_KINDS = ['M', 'R', 'OU', 'EO', 'HM', 'HR', 'HOU', 'FS'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
/** The markets a snapshot row carries inline; matchDetail answers every market. */
export const MAIN_MARKET_KINDS: readonly MarketKind[] = ['M', 'R', 'OU', 'EO', 'FS'];

/** Selection sides: H home, C away, N draw, O over, U under, ODD, EVEN; outright selections use T<n> (team n). */
export const selectionKeySchema = lazySchema(() => z.string().regex(/^(H|C|N|O|U|ODD|EVEN|T\d{1,3})$/));

export const selectionSchema = lazySchema(() =>
  z.object({
    /** Unique in the feed: `${marketId}:${key}`. */
    id: z.string().max(80),
    key: selectionKeySchema,
    /** Outright: the team's name; '' for the other markets (the row shows team_h/team_c). */
    name: z.string().max(100),
    /** Hong kong odds in thousandths (920 = 0.92); european = hk + 1. */
    hkMilli: z.number().int().min(1).max(1_000_000),
  }),
);
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = lazySchema(() =>
  z.object({
    /** Unique in the feed: `${gameId}:${kind}` or `${gameId}:${kind}:${n}` for alternative lines. */
    id: z.string().max(64),
    kind: z.enum(MARKET_KINDS),
    /** Handicap or total as shown: '0', '0.5', '0.5/1', '2.5/3'; '' for M, EO, FS. */
    line: z.string().max(16),
    /** Which side gives the handicap (R/HR); 'H' otherwise. */
    strong: z.enum(['H', 'C']),
    /** A goal or danger suspends the market: no price is offered (the page shows a lock). */
    suspended: z.boolean(),
    selections: z.array(selectionSchema).max(64),
  }),
);
export type Market = z.infer<typeof marketSchema>;

/** League entry (spec §3). */
export const leagueEntrySchema = lazySchema(() =>
  z.object({
    /** Row key of this league in this board: `${gameType}-${league_id}`. */
    id: z.string().max(40),
    league_id: z.number().int(),
    /** Same number as league_id (both names occur in the venue's data). */
    leagueId: z.number().int(),
    name: z.string().max(100),
    /** CSS class of the league's badge: `sport-${gameType}` or a region, e.g. 'region-eu'. */
    icon_class: z.string().max(40),
    /** Shown under the current quick filter. */
    isShow: z.boolean(),
    /** Expanded by default. */
    isExpand: z.boolean(),
    gameType: sportTypeSchema,
    /** Matches of this league in the board. */
    count: z.number().int().min(0),
  }),
);
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

/**
 * Match fields (spec §3) and how the clock reads (spec §4 match clock):
 * - FT/VF: se_now '1H' | 'HT' | '2H' | 'FT'; re_time `1H^23'`, `2H^67'`, `LIVE^0'` (kick-off: 0-0 shows
 *   'about to start'), 'HT' at half time (HalfTime true).
 * - BK: se_now 'Q1'..'Q4' | 'HT' (after Q2) | 'OT' (extra time); t_count = seconds left in the period;
 *   re_time = se_now.
 * - BS: inningNum 1.. (the session reads extra innings from EXTRA_INNINGS_FROM); se_now 'TOP' | 'BOT'; re_time = `${inningNum}`.
 * - TN/TT/VB: se_now 'S1'..'S5'; sc_set_H/sc_set_A sets won; sc_game_H/sc_game_A games (points for
 *   TT/VB) in the current set.
 * - SK/OP: se_now 'LIVE'; re_time 'LIVE'.
 * - Finished: gameStatus 'finished', se_now 'FT'.
 * sc_FT_H/sc_FT_C the score (frames for snooker, runs for baseball); sc_FT_A is the same away score under
 * the venue's other name for it (kept equal to sc_FT_C).
 */
/** Baseball: the inning from which the session reads extra innings (spec §4 sessions: "extra innings from 9"). */
export const EXTRA_INNINGS_FROM = 9;
export const isExtraInning = (inningNum: number): boolean => inningNum >= EXTRA_INNINGS_FROM;

export const matchSchema = lazySchema(() =>
  z.object({
    /** The match id (bet slip gameInfo.gameId / oddInfo.gameId). */
    gameId: z.string().max(40),
    /** The event id of the full-time lines (bet slip gameInfo.gide). */
    gide: z.string().max(40),
    /** The event id of the half-time lines (bet slip gameInfo.hgid); '' when the sport has none. */
    hgid: z.string().max(40),
    league_id: z.number().int(),
    gameType: sportTypeSchema,
    showType: showTypeSchema,
    team_h: z.string().max(100),
    team_c: z.string().max(100),
    /** Kick-off, ms since the epoch. */
    datetime: z.number().int(),
    isLive: z.boolean(),
    gameStatus: matchStatusSchema,
    re_time: z.string().max(20),
    se_now: z.string().max(8),
    t_count: z.number().int().min(0),
    HalfTime: z.boolean(),
    inningNum: z.number().int().min(0),
    sc_FT_H: z.number().int().min(0),
    sc_FT_C: z.number().int().min(0),
    sc_FT_A: z.number().int().min(0),
    sc_set_H: z.number().int().min(0),
    sc_set_A: z.number().int().min(0),
    sc_game_H: z.number().int().min(0),
    sc_game_A: z.number().int().min(0),
    markets: z.array(marketSchema).max(64),
  }),
);
export type Match = z.infer<typeof matchSchema>;

/** What names a match and sets its kick-off; the rest of a new match starts blank (blankMatch). */
export type MatchIdentity = Pick<Match, 'gameId' | 'gide' | 'hgid' | 'league_id' | 'gameType' | 'showType' | 'team_h' | 'team_c' | 'datetime'>;

/** A match before kick-off: not live, no clock, no score, no markets (fields in the contract's order). */
export function blankMatch(id: MatchIdentity): Match {
  return {
    ...id,
    isLive: false,
    gameStatus: MATCH_STATUS.PREMATCH,
    re_time: '',
    se_now: '',
    t_count: 0,
    HalfTime: false,
    inningNum: 0,
    sc_FT_H: 0,
    sc_FT_C: 0,
    sc_FT_A: 0,
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    markets: [],
  };
}

/** Live counts per sport type and show type (the sport type tabs). */
export const sportCountsSchema = lazySchema(() => z.record(sportTypeSchema, z.record(showTypeSchema, z.number().int().min(0))));
export type SportCounts = z.infer<typeof sportCountsSchema>;

/** The venue token: the uid query parameter of the sport session url (spec §3). A bad one answers 6302. */
const uid = lazySchema(() => z.string().min(1).max(200));

/** A snapshot without its matches: where each board stands, the counts and the leagues. */
const snapshotHead = lazySchema(() =>
  z.object({
    /** Per board (boardKey) in this snapshot: the last batch seq it includes; apply only later batches. */
    seqs: z.record(z.string(), z.number().int().min(0)),
    at: z.number().int(),
    counts: sportCountsSchema,
    leagues: z.array(leagueEntrySchema),
  }),
);

/**
 * Snapshot of boards: leagues and matches (main markets inline) of one show type, for one sport or all
 * ('ALL'), optionally only some leagues (the quick filter). Then the page subscribes to the boards'
 * live topic ('sport', key boardKey) and applies deltas with seq greater than the snapshot's.
 */
export const sportMatches = defineContract({
  path: '/game/api/v1/sport/matches',
  auth: true,
  request: lazySchema(() =>
    z.object({
      uid,
      gameType: z.enum(SPORT_FILTERS),
      showType: showTypeSchema,
      /** Quick filter: only these leagues; empty or absent = every league. */
      leagueIds: z.array(z.number().int()).max(20).optional(),
    }),
  ),
  response: lazySchema(() => snapshotHead.extend({ matches: z.array(matchSchema) })),
  // A snapshot holds a few hundred matches: the browser reads them a slice per task.
  slices: { head: snapshotHead, field: 'matches', item: matchSchema, per: 40 },
});

/** A match's full market list (spec §7 video/hotLive/matchDetail). Unknown or finished match: 6303. */
export const matchDetail = defineContract({
  path: '/game/api/v1/video/hotLive/matchDetail',
  auth: true,
  request: lazySchema(() => z.object({ uid, gameId: z.string().min(1).max(40) })),
  response: lazySchema(() => z.object({ /** The last batch seq of the match's board included. */ seq: z.number().int().min(0), match: matchSchema })),
});

/**
 * One match's change in a delta batch (compact: only what changed). o: [selectionId, hkMilli] price
 * changes; sus: [marketId, suspended]; sc: [home, away]; set/game: [home, away]; clk: clock fields.
 */
export const matchDeltaSchema = lazySchema(() =>
  z.object({
    id: z.string().max(40),
    st: matchStatusSchema.optional(),
    sc: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    set: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    game: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    clk: z
      .object({
        re_time: z.string().max(20),
        se_now: z.string().max(8),
        t_count: z.number().int().min(0),
        HalfTime: z.boolean(),
        inningNum: z.number().int().min(0),
        isLive: z.boolean(),
      })
      .partial()
      .optional(),
    o: z
      .array(z.tuple([z.string().max(80), z.number().int().min(1).max(1_000_000)]))
      .max(200)
      .optional(),
    sus: z
      .array(z.tuple([z.string().max(64), z.boolean()]))
      .max(64)
      .optional(),
  }),
);
export type MatchDelta = z.infer<typeof matchDeltaSchema>;

/**
 * One batch on the live topic 'sport' (key boardKey(gameType, showType)). seq grows by one per batch of
 * a board; a client that sees a gap takes a new snapshot. add: matches that joined the board (a match
 * going in-play moves from FT to RB: removed from one, added to the other); remove: ids that left it
 * (finished matches leave the list). The server keeps each frame under the live frame limit by
 * splitting a batch (each part has its own seq).
 */
export const sportBatchSchema = lazySchema(() =>
  z.object({
    seq: z.number().int().min(0),
    at: z.number().int(),
    d: z.array(matchDeltaSchema).max(500),
    // The match schema is the largest there is: built when the first batch that adds a match comes, not with the
    // batch's own (most batches only move prices).
    add: z
      .array(z.lazy(() => matchSchema))
      .max(20)
      .optional(),
    remove: z.array(z.string().max(40)).max(500).optional(),
  }),
);
export type SportBatch = z.infer<typeof sportBatchSchema>;

/** The live topic 'sportCounts' (key 'all'): the counts, pushed when they change (at most once a second). */
export const SPORT_COUNTS_KEY = 'all';
