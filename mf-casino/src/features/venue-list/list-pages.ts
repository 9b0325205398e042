import { findRoute, VENUE_CATEGORY, type VenueTypeCode } from '@site/shared';

/** One venue-list page (spec §2): its route, the venue type code and whether it lists games (egame, fishing). */
export interface ListPage {
  route: string;
  type: VenueTypeCode;
  category: number;
  /** Slot and fishing lists: venue tabs over game lists; the other pages list venues with one lobby each. */
  games: boolean;
}

/** The pages without a type code in the route table: the slot (DZ) and fishing (BY) lists. */
const GAME_LIST_TYPES: Readonly<Record<string, VenueTypeCode>> = { egame: 'DZ', fishing: 'BY' };

/** The list page of a route name: /game/sport … by the route table's type code, /game/egame and /game/fishing; null for any other. */
export function listPageOf(routeName: string): ListPage | null {
  const byTable = findRoute(routeName)?.meta.venueType;
  const type = byTable ?? GAME_LIST_TYPES[routeName];
  if (!type) return null;
  return { route: routeName, type, category: VENUE_CATEGORY[type], games: !byTable };
}
