import type { RejectReason } from '@site/shared';
import type { BoardCopy } from '../sports/board-copy';
import type { ScoringModel } from '../sports/scoring-model';
import type { BetLegRow, BetRow } from './bet-queries';
import { readBuilder } from './builder-quote';
import { movedAgainst } from './policy';

/** The builder's menu ids of a builder bet's legs (their selection ids are `${gameId}:BB:${id}`, builder-placement.ts). */
export const builderIdsOf = (legs: readonly BetLegRow[]): string[] => legs.map((l) => l.selection_id.slice(`${l.game_id}:BB:`.length));

/**
 * The verdict on a delayed in-play 同场串关 bet, re-quoted now: null = accept; otherwise why it is rejected (the
 * match over, a market suspended, the combination no longer priced, the joint price moved against it beyond the
 * tolerance); 'wait' when this instance has no model of the match (the feed's leader decides it).
 */
export function builderDelayVerdict(
  board: BoardCopy,
  modelOf: (gameId: string) => ScoringModel | null,
  bet: BetRow,
  legs: readonly BetLegRow[],
  now: number,
): RejectReason | null | 'wait' {
  const gameId = legs[0]?.game_id ?? '';
  const model = modelOf(gameId);
  const { quote } = readBuilder(board.match(gameId)?.match, builderIdsOf(legs), model, now);
  if (quote.state === 'closed') return 'MATCH_OVER';
  if (!model) return 'wait';
  if (quote.state === 'suspended') return 'SUSPENDED';
  if (quote.state === 'refused') return 'BUILDER';
  return movedAgainst(bet.builder_hk_milli ?? quote.hkMilli, quote.hkMilli) ? 'ODDS_CHANGED' : null;
}
