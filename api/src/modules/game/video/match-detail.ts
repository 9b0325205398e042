import type { FastifyInstance } from 'fastify';
import { matchDetail, ResponseCode, SiteError } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import type { SportsFeed } from '../../sports/sports-feed';
import { SPORT_MSG } from '../../sports/sports';
import { sportSessionOf } from '../../sports/sport-uid';

/** /game/api/v1/video/hotLive/matchDetail: one match with every market, from this instance's board copy. */
export function matchDetailModule(app: FastifyInstance, feed: SportsFeed): void {
  memberRoute(app, matchDetail, async (body, ctx) => {
    await sportSessionOf(ctx.db, body.uid, ctx.now);
    await feed.catchUp();
    const found = feed.board.match(body.gameId);
    if (!found) throw new SiteError(ResponseCode.NO_DATA, SPORT_MSG.noMatch);
    return found;
  });
}
