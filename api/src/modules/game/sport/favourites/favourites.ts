import type { FastifyInstance } from 'fastify';
import {
  mergeFavourites,
  ResponseCode,
  SiteError,
  SPORT_FAVOURITES_MAX,
  sportFavouritesList,
  sportFavouritesMerge,
  sportFavouritesStar,
  type FavouriteKind,
  type SportFavourites,
} from '@site/shared';
import type { Db } from '../../../../db';
import { memberRoute } from '../../../../http/contract-route';

export const FAVOURITES_MSG = { full: '收藏已达上限' } as const;

async function favouritesOf(db: Db, memberId: number): Promise<SportFavourites> {
  const rows = await db
    .selectFrom('sport_favourite')
    .select(['kind', 'item_id'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('item_id')
    .execute();
  return {
    leagues: rows.filter((r) => r.kind === 'league').map((r) => r.item_id),
    matches: rows.filter((r) => r.kind === 'match').map((r) => r.item_id),
  };
}

/** Adds the ids the member has not starred yet (a starred one keeps its place). */
async function addAll(db: Db, memberId: number, kind: FavouriteKind, ids: readonly string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('sport_favourite')
    .values(ids.map((item_id, i) => ({ member_id: memberId, kind, item_id, created_at: now + i })))
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'item_id']).doNothing())
    .execute();
}

/** 收藏 of the sports board (a member's): list, star/un-star one, and merge a guest's set at login (the union). */
export function sportFavouritesModule(app: FastifyInstance): void {
  memberRoute(app, sportFavouritesList, (_body, ctx) => favouritesOf(ctx.db, ctx.memberId));

  memberRoute(app, sportFavouritesStar, async (body, ctx) => {
    if (!body.on) {
      await ctx.db.deleteFrom('sport_favourite').where('member_id', '=', ctx.memberId).where('kind', '=', body.kind).where('item_id', '=', body.id).execute();
      return favouritesOf(ctx.db, ctx.memberId);
    }
    const now = await favouritesOf(ctx.db, ctx.memberId);
    const list = body.kind === 'league' ? now.leagues : now.matches;
    if (!list.includes(body.id) && list.length >= SPORT_FAVOURITES_MAX) throw new SiteError(ResponseCode.INVALID_PARAMETER, FAVOURITES_MSG.full);
    await addAll(ctx.db, ctx.memberId, body.kind, [body.id], ctx.now);
    return favouritesOf(ctx.db, ctx.memberId);
  });

  memberRoute(app, sportFavouritesMerge, async (body, ctx) => {
    const held = await favouritesOf(ctx.db, ctx.memberId);
    const merged = mergeFavourites(held, body);
    await addAll(
      ctx.db,
      ctx.memberId,
      'league',
      merged.leagues.filter((id) => !held.leagues.includes(id)),
      ctx.now,
    );
    await addAll(
      ctx.db,
      ctx.memberId,
      'match',
      merged.matches.filter((id) => !held.matches.includes(id)),
      ctx.now,
    );
    return favouritesOf(ctx.db, ctx.memberId);
  });
}
