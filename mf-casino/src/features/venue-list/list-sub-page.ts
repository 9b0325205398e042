import { z } from 'zod';
import { defineSubPage } from '@site/shared';

export const GAME_TAGS = ['all', 'hot', 'new', 'collected'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
/** Games per page of a venue's list (the list is paged by the api). */
export const GAMES_PAGE_SIZE = 24;
/**
 * The games of a list's first screen (a row of the grid at 1440 px, two on a phone): their icons load at once at
 * high priority, the rest lazily.
 */
export const FIRST_SCREEN_GAMES = 8;

/** The list page's sub-page in the query: the venue tab, the search text, the tag and the page number. */
export const listSubPage = defineSubPage({
  venue: z.string().max(20).default(''),
  q: z.string().max(30).default(''),
  tag: z.enum(GAME_TAGS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
