/**
 * 收藏 (favourites) of the sports board: leagues by their board row key (`${gameType}-${league_id}`: a league and
 * its champion market are two rows) and matches by gameId. A guest keeps them in platform storage, a member on
 * the api; at login the two sets are merged (their union, each id once).
 */
export interface SportFavourites {
  leagues: string[];
  matches: string[];
}

/** How many of each a player keeps (the api refuses more). */
export const SPORT_FAVOURITES_MAX = 200;

export const NO_SPORT_FAVOURITES: SportFavourites = { leagues: [], matches: [] };

export const FAVOURITE_KINDS = ['league', 'match'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].slice(0, SPORT_FAVOURITES_MAX);

/** The union of two sets, in first-seen order, each id once, at most SPORT_FAVOURITES_MAX of each kind. */
export function mergeFavourites(a: SportFavourites, b: SportFavourites): SportFavourites {
  return { leagues: union(a.leagues, b.leagues), matches: union(a.matches, b.matches) };
}

const listOf = (kind: FavouriteKind): keyof SportFavourites => (kind === 'league' ? 'leagues' : 'matches');

/** Stars (on) or un-stars one league or match. */
export function starFavourite(f: SportFavourites, kind: FavouriteKind, id: string, on: boolean): SportFavourites {
  const key = listOf(kind);
  const rest = f[key].filter((x) => x !== id);
  return { ...f, [key]: on ? union(rest, [id]) : rest };
}

export const isFavourite = (f: SportFavourites, kind: FavouriteKind, id: string): boolean => f[listOf(kind)].includes(id);
