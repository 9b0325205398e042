import type { LeagueEntry } from '@site/shared';
import type { BoardList } from '../live-store';

/** The rows of the virtual list: a league header, then its matches while it is expanded. */
export type BoardRow = { kind: 'league'; key: string; league: LeagueEntry; count: number; expanded: boolean } | { kind: 'match'; key: string; gameId: string };

/** Fixed row heights (px): the list is virtualized, so the DOM stays bounded by the viewport. */
export const ROW_HEIGHT = { league: 40, match: 84, phoneMatch: 142 } as const;

/**
 * Lays a board out (pure): leagues in the feed's order, those not shown (isShow) or outside the quick filter left out; a league
 * is expanded by its isExpand unless the player toggled it (toggled = the league ids the player flipped).
 */
export function boardRows(list: BoardList, toggled: ReadonlySet<string>, quickLeague: number | null): BoardRow[] {
  const rows: BoardRow[] = [];
  for (const league of list.leagues) {
    if (!league.isShow) continue;
    if (quickLeague !== null && league.league_id !== quickLeague) continue;
    const ids = list.matchIds.get(league.id) ?? [];
    if (ids.length === 0) continue;
    const expanded = league.isExpand !== toggled.has(league.id);
    rows.push({ kind: 'league', key: `l:${league.id}`, league, count: ids.length, expanded });
    if (expanded) for (const gameId of ids) rows.push({ kind: 'match', key: `m:${gameId}`, gameId });
  }
  return rows;
}
