import { z } from '@site/shared/zod';
import { defineSubPage, QUICK_LEAGUE_IDS, SHOW_TYPES, SPORT_FILTERS, type ShowType, type SportCounts, type SportFilter, type SportType } from '@site/shared';
import { showTypesOf } from '../live-store';

/**
 * What the match centre shows, in the route query so reload and back keep it: ?sport=FT&show=RB&league=100021.
 * Football in play by default; league 0 = every league (the quick filter's 全部).
 */
export const centreSubPage = defineSubPage({
  sport: z.enum(SPORT_FILTERS).default('FT'),
  show: z.enum(SHOW_TYPES).default('RB'),
  league: z.coerce.number().int().default(0),
});

export interface CentreFilter {
  gameType: SportFilter;
  showType: ShowType;
  /** A quick-filter league (spec §9), or null for every league. */
  quickLeague: number | null;
}

/** The filter a query means: a show type the sport does not have reads as its first; an unknown league as all. */
export function centreFilterOf(state: { sport: SportFilter; show: ShowType; league: number }): CentreFilter {
  const shows = showTypesOf(state.sport);
  const showType = shows.includes(state.show) ? state.show : shows.includes('RB') ? 'RB' : shows[0]!;
  const quickLeague = (QUICK_LEAGUE_IDS as readonly number[]).includes(state.league) ? state.league : null;
  return { gameType: state.sport, showType, quickLeague };
}

/** The quick league filter is for football (its leagues are football's). */
export const hasQuickLeagues = (gameType: SportFilter, showType: ShowType): boolean =>
  (gameType === 'FT' || gameType === 'ALL') && !['FSFT', 'FSFU'].includes(showType);

/** A tab's count: one sport's (or every sport's) matches of a show type. */
export function countOf(counts: SportCounts | null, gameType: SportFilter, showTypes: readonly ShowType[]): number | null {
  if (!counts) return null;
  const sports = gameType === 'ALL' ? (Object.keys(counts) as SportType[]) : [gameType];
  let total = 0;
  for (const sport of sports) for (const show of showTypes) total += counts[sport]?.[show] ?? 0;
  return total;
}
