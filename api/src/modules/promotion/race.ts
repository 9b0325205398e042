import type { RulesOf } from '@site/shared';
import type { Fen } from '../funds/fen';

export interface RaceEntry {
  memberId: number;
  name: string;
  validBetFen: Fen;
  joinedAt: number;
}

export interface RankedEntry extends RaceEntry {
  rank: number;
  rewardFen: Fen;
}

/** The race's prize for a rank (0 when none). */
export const prizeOfRank = (rules: RulesOf<'racePage'>, rank: number): Fen => rules.prizes.find((p) => p.rank === rank)?.rewardFen ?? 0;

/**
 * The leaderboard: members with at least the minimum valid bets, most first; a tie goes to who
 * joined first (then the lower member id), so ranks are never shared.
 */
export function rankRace(rules: RulesOf<'racePage'>, entries: readonly RaceEntry[]): RankedEntry[] {
  return entries
    .filter((e) => e.validBetFen > 0 && e.validBetFen >= rules.minTurnoverFen)
    .sort((a, b) => b.validBetFen - a.validBetFen || a.joinedAt - b.joinedAt || a.memberId - b.memberId)
    .map((e, i) => ({ ...e, rank: i + 1, rewardFen: prizeOfRank(rules, i + 1) }));
}
