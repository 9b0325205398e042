import { z } from '../zod';
import { defineContract } from '../contract';
import { matchStatusSchema, showTypeSchema, sportTypeSchema } from './sport';
import { lazySchema } from '../lazy-schema';

/**
 * 搜索: teams, leagues and competitions (champion markets) across every board, in either script (a traditional
 * query finds the simplified names and the reverse). At most SPORT_SEARCH_MAX of each.
 */
export const SPORT_SEARCH_MAX = 20;
export const SPORT_SEARCH_QUERY_MAX = 30;

export const searchLeagueSchema = lazySchema(() =>
  z.object({
    /** The league's board row key (`${gameType}-${league_id}`). */
    id: z.string(),
    league_id: z.number().int(),
    gameType: sportTypeSchema,
    name: z.string(),
    /** The board of its earliest match (where a pick of the league opens). */
    showType: showTypeSchema,
    count: z.number().int().min(0),
  }),
);
export const searchMatchSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    league_id: z.number().int(),
    league: z.string(),
    gameType: sportTypeSchema,
    showType: showTypeSchema,
    team_h: z.string(),
    team_c: z.string(),
    datetime: z.number().int(),
    gameStatus: matchStatusSchema,
  }),
);
export type SearchLeague = z.infer<typeof searchLeagueSchema>;
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const sportSearch = defineContract({
  path: '/game/api/v1/sport/search',
  auth: true,
  request: lazySchema(() => z.object({ q: z.string().trim().min(1, '请输入搜索内容').max(SPORT_SEARCH_QUERY_MAX, '搜索内容过长') })),
  response: lazySchema(() => z.object({ leagues: z.array(searchLeagueSchema), matches: z.array(searchMatchSchema) })),
});
