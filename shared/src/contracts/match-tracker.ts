import { z } from '../zod';
import { sportTypeSchema, type SportType } from './sport';
import { lazySchema } from '../lazy-schema';

/**
 * 赛况 (the match tracker) of one in-play match, as the live topic 'tracker' carries it (key: the match id): what is
 * happening on the pitch now (the phase and the side it favours), the timeline's latest events and each team's
 * stats. The score itself is not here: it is the match's (sc_FT_H / sc_FT_C, the board's deltas); a scoring event
 * carries the score it made, for the timeline.
 */

/** The situations a tracker shows; which ones a sport uses is its own (football all but serve and point). */
export const TRACKER_PHASES = ['safe', 'attack', 'danger', 'corner', 'freeKick', 'shot', 'goal', 'yellow', 'red', 'serve', 'point', 'break'] as const;
export type TrackerPhase = (typeof TRACKER_PHASES)[number];

/** The events a timeline lists. goal / point / frame / game / set change a score and say which one it became. */
export const TRACKER_EVENTS = ['goal', 'shot', 'corner', 'freeKick', 'yellow', 'red', 'point', 'frame', 'game', 'set'] as const;
export type TrackerEventKind = (typeof TRACKER_EVENTS)[number];

/** The events that change a score (the match's score, or a set's games). */
export const SCORING_EVENTS: readonly TrackerEventKind[] = ['goal', 'point', 'frame', 'game', 'set'];

/** The phases a dev control may put a match in (a goal comes only with a score: the score control). */
export const TRACKER_CONTROL_PHASES = ['safe', 'attack', 'danger', 'corner', 'freeKick', 'shot', 'yellow', 'red', 'serve'] as const;
export type TrackerControlPhase = (typeof TRACKER_CONTROL_PHASES)[number];

/** The timeline's last events a push carries (the match keeps its whole list; a player reads the latest). */
export const TRACKER_EVENTS_SENT = 20;

const side = lazySchema(() => z.enum(['H', 'C']));
export type TrackerSide = z.infer<typeof side>;

export const trackerEventSchema = lazySchema(() =>
  z
    .object({
      /** 1, 2, 3… in the order they happened (the timeline's key). */
      n: z.number().int().positive(),
      kind: z.enum(TRACKER_EVENTS),
      side,
      /** The half, quarter, period, set, frame or inning it happened in (1-based). */
      period: z.number().int().min(1).max(99),
      /** The minute of play (timed sports). */
      minute: z.number().int().min(0).max(200).optional(),
      /** Points of a score (basketball 1–3, a baseball inning's runs). */
      points: z.number().int().min(1).max(99).optional(),
      /** The score it made: the match's, or for a game the set's games. */
      score: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).optional(),
    })
    .strict(),
);
export type TrackerEvent = z.infer<typeof trackerEventSchema>;

export const teamStatsSchema = lazySchema(() =>
  z
    .object({
      shots: z.number().int().nonnegative(),
      corners: z.number().int().nonnegative(),
      yellow: z.number().int().nonnegative(),
      red: z.number().int().nonnegative(),
      /** Share of the play time the side had the ball, in percent (the two sides add up to 100). */
      possession: z.number().int().min(0).max(100),
    })
    .strict(),
);
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const trackerStateSchema = lazySchema(() =>
  z
    .object({
      gameId: z.string().min(1).max(40),
      gameType: sportTypeSchema,
      /** +1 on every change of the match's tracker: a reader keeps the newest and drops an older push. */
      seq: z.number().int().nonnegative(),
      phase: z.object({ kind: z.enum(TRACKER_PHASES), side }).strict(),
      stats: z.object({ H: teamStatsSchema, C: teamStatsSchema }).strict(),
      /** The latest events, oldest first (at most TRACKER_EVENTS_SENT). */
      events: z.array(trackerEventSchema).max(TRACKER_EVENTS_SENT),
      /** The match is over: its tracker is dropped after this push. */
      ended: z.boolean().optional(),
    })
    .strict(),
);
export type TrackerState = z.infer<typeof trackerStateSchema>;

/** What a sport's tracker draws: a pitch, a court with a net, a basketball court, a snooker table, a diamond. */
export type TrackerGround = 'pitch' | 'rink' | 'court' | 'net' | 'table' | 'diamond';
const GROUND_OF: Record<SportType, TrackerGround> = {
  FT: 'pitch',
  VF: 'pitch',
  OP: 'rink',
  BK: 'court',
  TN: 'net',
  TT: 'net',
  VB: 'net',
  SK: 'table',
  BS: 'diamond',
  FS: 'pitch',
};
export const trackerGroundOf = (gameType: SportType): TrackerGround => GROUND_OF[gameType];

/** Football-like sports keep the full stats (shots, corners, cards, possession); the others a score line. */
export const hasFootballStats = (gameType: SportType): boolean => gameType === 'FT' || gameType === 'VF';

export const emptyTeamStats = (): TeamStats => ({ shots: 0, corners: 0, yellow: 0, red: 0, possession: 50 });
