import {
  blankMatch,
  boardKey,
  leagueEntrySchema,
  matchSchema,
  SHOW_TYPES,
  SPORT_TYPES,
  type LeagueEntry,
  type Match,
  type ShowType,
  type SportCounts,
  type SportType,
} from '@site/shared';

/** Contract-valid feed data for the sports tests (parsed with the contract's schemas, so it is what the api may send). */

export function league(gameType: SportType, leagueId: number, name: string): LeagueEntry {
  return leagueEntrySchema.parse({
    id: `${gameType}-${leagueId}`,
    league_id: leagueId,
    leagueId,
    name,
    icon_class: `sport-${gameType}`,
    isShow: true,
    isExpand: true,
    gameType,
    count: 1,
  });
}

/** A football-style match with 1X2, handicap, over/under and odd/even at the given hk prices (thousandths). */
export function match(gameId: string, over: Partial<Match> & { league_id: number }, prices: { home?: number; away?: number } = {}): Match {
  const gameType: SportType = over.gameType ?? 'FT';
  const showType: ShowType = over.showType ?? 'RB';
  const sel = (marketId: string, key: string, hkMilli: number) => ({ id: `${marketId}:${key}`, key, name: '', hkMilli });
  return matchSchema.parse({
    ...blankMatch({
      gameId,
      gide: `${gameId}-g`,
      hgid: `${gameId}-h`,
      league_id: over.league_id,
      gameType,
      showType,
      team_h: '主队',
      team_c: '客队',
      datetime: Date.UTC(2026, 10, 22, 12, 0),
    }),
    isLive: showType === 'RB',
    gameStatus: showType === 'RB' ? 'live' : 'prematch',
    re_time: showType === 'RB' ? "1H^23'" : '',
    se_now: showType === 'RB' ? '1H' : '',
    markets: [
      {
        id: `${gameId}:M`,
        kind: 'M',
        line: '',
        strong: 'H',
        suspended: false,
        selections: [sel(`${gameId}:M`, 'H', 1_100), sel(`${gameId}:M`, 'N', 2_200), sel(`${gameId}:M`, 'C', 1_900)],
      },
      {
        id: `${gameId}:R`,
        kind: 'R',
        line: '0.5/1',
        strong: 'H',
        suspended: false,
        selections: [sel(`${gameId}:R`, 'H', prices.home ?? 920), sel(`${gameId}:R`, 'C', prices.away ?? 960)],
      },
      {
        id: `${gameId}:OU`,
        kind: 'OU',
        line: '2.5',
        strong: 'H',
        suspended: false,
        selections: [sel(`${gameId}:OU`, 'O', 880), sel(`${gameId}:OU`, 'U', 1_000)],
      },
      {
        id: `${gameId}:EO`,
        kind: 'EO',
        line: '',
        strong: 'H',
        suspended: false,
        selections: [sel(`${gameId}:EO`, 'ODD', 950), sel(`${gameId}:EO`, 'EVEN', 950)],
      },
    ],
    ...over,
  });
}

export const FT_RB = boardKey('FT', 'RB');

/** Counts of every sport and show type (the contract's record is exhaustive), with some set. */
export function counts(set: { sport: SportType; show: ShowType; n: number }[] = []): SportCounts {
  const all = Object.fromEntries(SPORT_TYPES.map((s) => [s, Object.fromEntries(SHOW_TYPES.map((sh) => [sh, 0]))])) as SportCounts;
  for (const { sport, show, n } of set) all[sport][show] = n;
  return all;
}
