import type { FastifyInstance } from 'fastify';
import { sportMatches } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import type { SportsFeed } from '../../sports/sports-feed';
import { sportSessionOf } from '../../sports/sport-uid';

/** /game/api/v1/sport/matches: a board's snapshot from this instance's copy, after the venue uid (6302) and member (6001) checks. */
export function sportMatchesModule(app: FastifyInstance, feed: SportsFeed): void {
  memberRoute(app, sportMatches, async (body, ctx) => {
    await sportSessionOf(ctx.db, body.uid, ctx.now);
    await feed.catchUp();
    const snap = feed.board.snapshot(body);
    return { ...snap, at: ctx.now };
  });
}
