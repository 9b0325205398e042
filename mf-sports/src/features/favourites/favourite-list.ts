import { isFavourite, type SportFavourites } from '@site/shared';
import type { BoardList } from '../live-store';

/**
 * The 收藏 view of a board (pure): a starred league with all its matches, and the starred matches of the other
 * leagues; every league shown open, the rest left out.
 */
export function favouriteList(list: BoardList, f: SportFavourites): BoardList {
  const matchIds = new Map<string, readonly string[]>();
  const leagues = list.leagues.flatMap((league) => {
    const ids = list.matchIds.get(league.id) ?? [];
    const kept = isFavourite(f, 'league', league.id) ? ids : ids.filter((id) => isFavourite(f, 'match', id));
    if (kept.length === 0) return [];
    matchIds.set(league.id, kept);
    return [{ ...league, isExpand: true }];
  });
  return { leagues, matchIds };
}
