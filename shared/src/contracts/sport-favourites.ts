import { z } from '../zod';
import { defineContract } from '../contract';
import { FAVOURITE_KINDS, SPORT_FAVOURITES_MAX } from '../rules/sport-favourites';
import { lazySchema } from '../lazy-schema';

/** 收藏: a member's starred leagues (board row key `${gameType}-${league_id}`) and matches (gameId). */
const id = lazySchema(() => z.string().min(1).max(40));
export const sportFavouritesSchema = lazySchema(() =>
  z.object({
    leagues: z.array(id).max(SPORT_FAVOURITES_MAX, '收藏已达上限'),
    matches: z.array(id).max(SPORT_FAVOURITES_MAX, '收藏已达上限'),
  }),
);

export const sportFavouritesList = defineContract({
  path: '/game/api/v1/sport/favourites/list',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: sportFavouritesSchema,
});

/** Stars or un-stars one league or match; answers the whole set. */
export const sportFavouritesStar = defineContract({
  path: '/game/api/v1/sport/favourites/star',
  auth: true,
  request: lazySchema(() => z.object({ kind: z.enum(FAVOURITE_KINDS), id, on: z.boolean() })),
  response: sportFavouritesSchema,
});

/** At login: the guest's stored set joins the member's (their union); answers the whole set. */
export const sportFavouritesMerge = defineContract({
  path: '/game/api/v1/sport/favourites/merge',
  auth: true,
  request: sportFavouritesSchema,
  response: sportFavouritesSchema,
});
