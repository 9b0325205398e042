import type { FastifyInstance } from 'fastify';
import { fail, ok, ResponseCode } from '@site/shared';
import { issueMessage } from '../../http/contract-route';
import { feedControlSchema, type FeedControl, type FeedControlOutcome } from './feed-control';
import type { SportsFeed } from './sports-feed';

/** Why a control could not reach the feed (this instance does not lead it). */
export const NOT_LEADER = '本实例不是赛事数据的主实例';

/** A control on this instance's producer; null when this instance does not lead the feed. */
export async function controlFeed(feed: SportsFeed, control: FeedControl): Promise<FeedControlOutcome | null> {
  const producer = feed.producer();
  if (!producer) return null;
  const outcome = producer.control(control);
  // Manual mode (tests) has no timer: the control's tick is stepped here.
  if (feed.settings.manual) await producer.step();
  return outcome;
}

/**
 * Dev only (SITE_DEV=1; otherwise 404): POST /dev/sport/control with one control of feed-control.ts
 * ({ op: 'freeze' }, { op: 'kickOff', gameId }, { op: 'minute', gameId, minute }, …). It answers once the
 * control's tick is out: { frozen, re_time? } on success, NO_DATA with the reason when refused.
 */
export function devFeedControlRoutes(app: FastifyInstance, feed: SportsFeed): void {
  app.post('/dev/sport/control', async (req) => {
    const parsed = feedControlSchema.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const outcome = await controlFeed(feed, parsed.data);
    if (!outcome) return fail(ResponseCode.SYSTEM_BUSY, NOT_LEADER);
    if (!outcome.ok) return fail(ResponseCode.NO_DATA, outcome.reason);
    return ok({ frozen: feed.producer()?.sim.isFrozen ?? false, ...(outcome.re_time === undefined ? {} : { re_time: outcome.re_time }) });
  });
}
