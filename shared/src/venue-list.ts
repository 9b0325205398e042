import { z } from './zod';
import { GAME_TAGS, VENUE_CATEGORY, type gameList, type GameTagName, type Venue, type VenueTypeCode } from './contracts/venues';
import type { RequestOf } from './contract';
import { findRoute } from './routes';
import { defineSubPage } from './sub-page';

/**
 * The venue-list pages of spec §2 (mf-casino renders them): which route lists which venues, the sub-page
 * in their query and the calls they make. Here rather than in the remote because the api answers a guest's
 * first list page into the index page (opening-calls.ts) and must ask exactly what the page will ask.
 */

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
  const type = byTable ?? (Object.hasOwn(GAME_LIST_TYPES, routeName) ? GAME_LIST_TYPES[routeName] : undefined);
  if (!type) return null;
  return { route: routeName, type, category: VENUE_CATEGORY[type], games: !byTable };
}

/** Games per page of a venue's list (the list is paged by the api). */
export const GAMES_PAGE_SIZE = 24;

/** The list page's sub-page in the query: the venue tab, the search text, the tag and the page number. */
export const listSubPage = defineSubPage({
  venue: z.string().max(20).default(''),
  q: z.string().max(30).default(''),
  tag: z.enum(GAME_TAGS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListSubPage = ReturnType<typeof listSubPage.read>;

/** The venue a list page shows: the one its sub-page names, else the first. */
export function shownVenue(venues: readonly Venue[], sub: ListSubPage): Venue | undefined {
  return venues.find((v) => v.enName === sub.venue) ?? venues[0];
}

/** The tag a list asks for: a guest's 'collected' (favourites need a member) reads as 'all'. */
export function askedTag(sub: ListSubPage, loggedIn: boolean): GameTagName {
  return sub.tag === 'collected' && !loggedIn ? 'all' : sub.tag;
}

/** The gameList request of a venue's games as the list page asks for them. */
export function gameListRequest(enName: string, sub: ListSubPage, loggedIn: boolean): RequestOf<typeof gameList> {
  return { enName, keyword: sub.q || undefined, tag: askedTag(sub, loggedIn), pageNum: sub.page, pageSize: GAMES_PAGE_SIZE };
}
