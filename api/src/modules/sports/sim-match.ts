import type { Match, MatchDelta, SportType } from '@site/shared';
import type { League } from './catalogue';
import type { ClockCursor, Inning } from './clock';
import type { SimMarket } from './markets';
import type { ScoringModel } from './scoring-model';
import type { SeededRng } from './seeded-rng';
import type { VoidFate } from './void-fate';
import type { MatchTracker } from './match-tracker/match-tracker';

/** One match as the simulator keeps it: the match the boards show and the state behind it. */
export interface SimMatch {
  m: Match;
  league: League;
  board: string;
  markets: SimMarket[];
  /** Home side's share of the strength. */
  s: number;
  /** Expected goals / points / runs of the whole match (its scoring model, scoring-model.ts). */
  total: number;
  cur: ClockCursor;
  inning: Inning;
  setIndex: number;
  half: [number, number] | null;
  /** Index in the simulator's list (swap-remove). */
  index: number;
  /** Its scoring model in the state it was last asked for. */
  model?: { key: string; model: ScoringModel };
  /** Its void fate, once asked (void-fate.ts). */
  fate?: VoidFate | null;
  /** 赛况 while it is in play (match-tracker/). */
  tracker?: MatchTracker;
}

export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** Ticks a market stays suspended after a goal (a score) and after danger: [from, to]. */
export const GOAL_SUSPEND_TICKS: [number, number] = [25, 45];
export const DANGER_SUSPEND_TICKS: [number, number] = [8, 20];

/**
 * What a sport family's stepping asks of the simulator: its one seeded generator (draws in the order the
 * family makes them, so a seed keeps giving the same feed) and the changes that land in the tick's deltas.
 */
export interface LiveDriver {
  readonly rng: SeededRng;
  /** A score by one side; with suspendTicks the match's markets suspend for that while. */
  score(sm: SimMatch, side: 'H' | 'C', points: number, suspendTicks: [number, number] | null): void;
  /** Suspends the match's open markets for a while drawn from ticks. */
  suspend(sm: SimMatch, ticks: [number, number]): void;
  /** Closes a settled market for good. */
  decide(sm: SimMatch, mk: SimMarket): void;
  /** This tick's delta of the match. */
  delta(sm: SimMatch): MatchDelta;
  /** Stoppage time drawn for the next half. */
  stoppage(): number;
}

/** A finished match's winner and detail as its family reads them. */
export interface FamilyResult {
  /** 'H' | 'C' | 'N' (draw), or the champion's selection key (T<n>). */
  winner: string;
  /** Sets won, inning reached, the champion's name… */
  detail: Record<string, unknown>;
}

/** How the sports of one family play in the simulator (scoring-model.ts divides them the same way). */
export interface SportFamily {
  /** One step of dt match ms of an in-play match; true when the match ended. */
  step(sm: SimMatch, dt: number, driver: LiveDriver): boolean;
  /** The result of a finished match (draws from the generator only where the family needs a draw). */
  result(sm: SimMatch, rng: SeededRng): FamilyResult;
  /** Where a match's clock is, read back from its fields (a resumed run). */
  cursorOf(m: Match): ClockCursor;
}

/** The winner by the score: 'H', 'C' or 'N' (a draw). */
export const winnerByScore = (m: Match): 'H' | 'C' | 'N' => (m.sc_FT_H > m.sc_FT_C ? 'H' : m.sc_FT_H < m.sc_FT_C ? 'C' : 'N');

/** The clock of a sport that only counts time between its scoring events: at the start, or in a break. */
export const restingCursor = (m: Match): ClockCursor => ({ phase: m.gameStatus === 'break' ? 1 : 0, ms: 0, stoppageMs: 0 });

/** The sports the families cover. */
export type FamilySports = Readonly<Record<SportType, SportFamily>>;
