import type { FastifyInstance } from 'fastify';
import { addCollection, removeCollection, ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../../db';
import { memberRoute } from '../../../http/contract-route';
import { collect, gameOf, uncollect } from '../../venues/venue-queries';

import { catalogueVenue, VENUE_MSG } from '../../venues/venues';

/** collection/addCollection and removeCollection: a member's favourite games. */
export function collectionModule(app: FastifyInstance): void {
  const collectedGame = async (db: Db, enName: string, gameCode: string) => {
    const venue = await catalogueVenue(db, enName);
    if (!(await gameOf(db, venue.enName, gameCode))) throw new SiteError(ResponseCode.NOT_FOUND, VENUE_MSG.unknownGame);
    return venue.enName;
  };
  memberRoute(app, addCollection, async (body, ctx) => {
    await collect(ctx.db, ctx.memberId, await collectedGame(ctx.db, body.enName, body.gameCode), body.gameCode, ctx.now);
    return { collected: true as const };
  });
  memberRoute(app, removeCollection, async (body, ctx) => {
    await uncollect(ctx.db, ctx.memberId, await collectedGame(ctx.db, body.enName, body.gameCode), body.gameCode);
    return { collected: false as const };
  });
}
