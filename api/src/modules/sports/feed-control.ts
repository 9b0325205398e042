import { z } from 'zod';
import { TRACKER_CONTROL_PHASES } from '@site/shared';

/**
 * What a dev-mode control (POST /dev/sport/control, SITE_DEV=1 only) asks of the feed, so a journey puts a
 * match in the state it needs instead of waiting for the clock:
 * - freeze / run: stop the feed's own motion (clocks, kick-offs, drift, suspensions and reopenings) or let it run;
 * - kickOff: a match before its kick-off starts now (in play, first minute);
 * - minute: a timed match in play (football, basketball, ice hockey…) goes to that minute of match time;
 * - score: a goal (a point) for one side, with the suspension a goal brings;
 * - suspend / reopen: one market (by kind) or every market of a match that is not decided;
 * - price: one market's first selection moves up or down (the other sides follow from the one margin);
 * - finish: the match ends now with its score as it stands;
 * - tracker: an in-play match's 赛况 in a phase for one side now (attack, dangerous attack, corner, free kick, a shot,
 *   a card…), with the event the phase brings; a goal comes with `score`.
 * Each is applied at the start of the feed's next tick, so its changes go out in that tick's batches.
 */
export const feedControlSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('freeze') }),
  z.object({ op: z.literal('run') }),
  z.object({ op: z.literal('kickOff'), gameId: z.string().min(1).max(40) }),
  z.object({ op: z.literal('minute'), gameId: z.string().min(1).max(40), minute: z.number().int().min(0).max(200) }),
  z.object({ op: z.literal('score'), gameId: z.string().min(1).max(40), side: z.enum(['H', 'C']) }),
  z.object({ op: z.literal('suspend'), gameId: z.string().min(1).max(40), kind: z.string().min(1).max(8).optional() }),
  z.object({ op: z.literal('reopen'), gameId: z.string().min(1).max(40), kind: z.string().min(1).max(8).optional() }),
  z.object({ op: z.literal('price'), gameId: z.string().min(1).max(40), kind: z.string().min(1).max(8), direction: z.enum(['up', 'down']) }),
  z.object({ op: z.literal('finish'), gameId: z.string().min(1).max(40) }),
  z.object({ op: z.literal('tracker'), gameId: z.string().min(1).max(40), phase: z.enum(TRACKER_CONTROL_PHASES), side: z.enum(['H', 'C']) }),
]);

export type FeedControl = z.infer<typeof feedControlSchema>;

/** Why a control was refused (the dev endpoint answers it with NO_DATA and this text). */
export const FEED_CONTROL_REFUSAL = {
  noMatch: '赛事不存在或已结束',
  notPrematch: '赛事已开赛',
  notLive: '赛事未开赛',
  notTimed: '该赛事没有比赛时钟',
  minutePassed: '比赛已过该分钟',
  noMarket: '该赛事没有此盘口',
  priceAtLimit: '该盘口赔率已到此方向的极限',
  noPhase: '该赛事没有此赛况',
} as const;

export type FeedControlRefusal = (typeof FEED_CONTROL_REFUSAL)[keyof typeof FEED_CONTROL_REFUSAL];

/** A control's outcome: done (with the match's clock text after it) or refused with its reason. */
export type FeedControlOutcome = { ok: true; re_time?: string } | { ok: false; reason: FeedControlRefusal };
