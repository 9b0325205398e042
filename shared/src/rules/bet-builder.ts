import type { MarketKind, SportType } from '../contracts/sport';
import type { DReason, ResultCode } from '../contracts/bet';
import { parlayReturnFen, type LegOutcome, type SettledPick } from './settlement';

/**
 * 同场串关 (bet builder): two to six selections of one match combined into one bet, priced from the match's
 * joint model (the api) and won only when every selection wins. Its menu is the match's play types on
 * half-goal lines, so no selection can push: 1X2, handicap, over/under and odd/even for the match, and
 * 1X2, handicap and over/under for the first half. Two over/under selections make a band of totals
 * (大 1.5 + 小 3.5 = two or three goals).
 *
 * A selection is named by its id: `${kind}:${side}` or `${kind}:${side}:${line}`, the line as the picked side
 * reads it ('R:H:-1.5' home gives 1.5, 'R:C:+0.5' away receives 0.5, 'OU:O:2.5', 'HM:N', 'EO:ODD').
 * Each reads as the SettledPick the leg settles by (settlement.ts legOutcome), and wins(…) is the same rule
 * on numbers (bet-builder.test.ts holds them together over a grid of scores).
 */

/** The sports with a joint model of the score (football's goals, with the first half inside the match). */
export const BUILDER_SPORTS: readonly SportType[] = ['FT', 'VF'];
export const isBuilderSport = (gameType: SportType): boolean => BUILDER_SPORTS.includes(gameType);

/** Selections per builder bet. */
export const BUILDER_MIN_PICKS = 2;
export const BUILDER_MAX_PICKS = 6;

/** The play types a builder offers, in the menu's order. */
export const BUILDER_KINDS = ['M', 'R', 'OU', 'EO', 'HM', 'HR', 'HOU'] as const satisfies readonly MarketKind[];
export type BuilderKind = (typeof BUILDER_KINDS)[number];

/** The first-half play types (settled on the half-time score). */
export const isHalfKind = (kind: MarketKind): boolean => kind === 'HM' || kind === 'HR' || kind === 'HOU';

/** One selection of the builder's menu. */
export interface BuilderPick extends SettledPick {
  id: string;
  wtype: BuilderKind;
  /** The handicap as the picked side reads it (R/HR): −1.5 gives, +0.5 receives; 0 otherwise. */
  handicap: number;
  /** Whether it wins at a score (the half's score for a first-half pick). Same outcome as legOutcome's W. */
  wins(home: number, away: number): boolean;
}

const SIDES_1X2 = ['H', 'N', 'C'] as const;
/** Handicaps each side may take (goals, as that side reads them). */
const HANDICAPS: Readonly<Record<'R' | 'HR', readonly number[]>> = { R: [-1.5, -0.5, 0.5, 1.5], HR: [-0.5, 0.5] };
const TOTALS: Readonly<Record<'OU' | 'HOU', readonly number[]>> = { OU: [0.5, 1.5, 2.5, 3.5, 4.5], HOU: [0.5, 1.5, 2.5] };

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function oneXTwo(kind: 'M' | 'HM', side: (typeof SIDES_1X2)[number]): BuilderPick {
  const wins = side === 'H' ? (h: number, c: number) => h > c : side === 'C' ? (h: number, c: number) => h < c : (h: number, c: number) => h === c;
  return { id: `${kind}:${side}`, wtype: kind, rtype: side, line: '', strong: 'H', threeWay: true, handicap: 0, wins };
}

function handicap(kind: 'R' | 'HR', side: 'H' | 'C', value: number): BuilderPick {
  // The side giving goals is the market's strong side; the line is the goals given (unsigned).
  const strong = value < 0 ? side : side === 'H' ? 'C' : 'H';
  const wins = side === 'H' ? (h: number, c: number) => h - c + value > 0 : (h: number, c: number) => c - h + value > 0;
  return { id: `${kind}:${side}:${signed(value)}`, wtype: kind, rtype: side, line: String(Math.abs(value)), strong, handicap: value, wins };
}

function total(kind: 'OU' | 'HOU', side: 'O' | 'U', line: number): BuilderPick {
  const wins = side === 'O' ? (h: number, c: number) => h + c > line : (h: number, c: number) => h + c < line;
  return { id: `${kind}:${side}:${line}`, wtype: kind, rtype: side, line: String(line), strong: 'H', handicap: 0, wins };
}

function parity(side: 'ODD' | 'EVEN'): BuilderPick {
  const wins = side === 'ODD' ? (h: number, c: number) => (h + c) % 2 === 1 : (h: number, c: number) => (h + c) % 2 === 0;
  return { id: `EO:${side}`, wtype: 'EO', rtype: side, line: '', strong: 'H', handicap: 0, wins };
}

/** The builder's menu by play type, in order. */
export const BUILDER_MENU: Readonly<Record<BuilderKind, readonly BuilderPick[]>> = {
  M: SIDES_1X2.map((s) => oneXTwo('M', s)),
  R: (['H', 'C'] as const).flatMap((side) => HANDICAPS.R.map((v) => handicap('R', side, v))),
  OU: TOTALS.OU.flatMap((l) => [total('OU', 'O', l), total('OU', 'U', l)]),
  EO: [parity('ODD'), parity('EVEN')],
  HM: SIDES_1X2.map((s) => oneXTwo('HM', s)),
  HR: (['H', 'C'] as const).flatMap((side) => HANDICAPS.HR.map((v) => handicap('HR', side, v))),
  HOU: TOTALS.HOU.flatMap((l) => [total('HOU', 'O', l), total('HOU', 'U', l)]),
};

const BY_ID: ReadonlyMap<string, BuilderPick> = new Map(BUILDER_KINDS.flatMap((k) => BUILDER_MENU[k].map((p) => [p.id, p] as const)));

/** The menu's selection of an id; null when the builder offers no such selection. */
export const builderPickOf = (id: string): BuilderPick | null => BY_ID.get(id) ?? null;

/** Whether a selection wins at a final score: half = the first half's score, full = the match's. */
export const builderPickWins = (pick: BuilderPick, full: readonly [number, number], half: readonly [number, number]): boolean =>
  isHalfKind(pick.wtype) ? pick.wins(half[0], half[1]) : pick.wins(full[0], full[1]);

/**
 * Goals per side per half that a contradiction check looks through: no selection's line reaches beyond
 * 4.5 goals, so a combination that no score up to this many goals per side per half satisfies is
 * satisfied by none.
 */
const CHECK_GOALS = 6;

/** Whether some final score (first half and second half) makes every selection win. */
function satisfiable(picks: readonly BuilderPick[]): boolean {
  for (let hh = 0; hh <= CHECK_GOALS; hh++)
    for (let hc = 0; hc <= CHECK_GOALS; hc++)
      for (let sh = 0; sh <= CHECK_GOALS; sh++)
        for (let sc = 0; sc <= CHECK_GOALS; sc++) {
          const full = [hh + sh, hc + sc] as const;
          const half = [hh, hc] as const;
          if (picks.every((p) => builderPickWins(p, full, half))) return true;
        }
  return false;
}

/** Why a builder's selections cannot make one bet, before any price. */
export type BuilderProblem =
  | { kind: 'size'; count: number }
  | { kind: 'unknown'; id: string }
  | { kind: 'repeated'; id: string }
  /** Two selections no score lets both win (indices into the ids). */
  | { kind: 'conflict'; pair: [number, number] }
  /** No score lets all of them win, though every two could. */
  | { kind: 'conflictAll' };

/**
 * The selections of ids, or the first problem with them: a size outside 2..6, an id the menu does not
 * offer, a selection picked twice, or selections that contradict each other (主胜 + 客胜; 大 2.5 + 小 1.5).
 */
export function builderPicks(ids: readonly string[]): { ok: true; picks: BuilderPick[] } | { ok: false; problem: BuilderProblem } {
  if (ids.length < BUILDER_MIN_PICKS || ids.length > BUILDER_MAX_PICKS) return { ok: false, problem: { kind: 'size', count: ids.length } };
  const picks: BuilderPick[] = [];
  for (const id of ids) {
    const pick = builderPickOf(id);
    if (!pick) return { ok: false, problem: { kind: 'unknown', id } };
    if (picks.includes(pick)) return { ok: false, problem: { kind: 'repeated', id } };
    picks.push(pick);
  }
  if (satisfiable(picks)) return { ok: true, picks };
  for (let i = 0; i < picks.length; i++)
    for (let j = i + 1; j < picks.length; j++) if (!satisfiable([picks[i]!, picks[j]!])) return { ok: false, problem: { kind: 'conflict', pair: [i, j] } };
  return { ok: false, problem: { kind: 'conflictAll' } };
}

/**
 * A builder bet's outcome from its selections' (its legs', settlement.ts legOutcome): lost when one lost, won when
 * every one won, otherwise void with the first void's reason (a void selection voids the whole builder: its price
 * was for all of them together; none of its half-goal lines can push).
 */
export function builderOutcome(legs: readonly { result: ResultCode; dReason: DReason | null }[]): LegOutcome {
  if (legs.some((l) => l.result === 'L')) return { result: 'L', dReason: null };
  if (legs.length > 0 && legs.every((l) => l.result === 'W')) return { result: 'W', dReason: null };
  return { result: 'D', dReason: legs.find((l) => l.result === 'D')?.dReason ?? 'D9' };
}

/** A builder bet's return (fen, floored): the stake at the joint price when it won, the stake back when void, else 0. */
export const builderReturnFen = (stakeFen: number, jointHkMilli: number, outcome: LegOutcome): number =>
  parlayReturnFen(stakeFen, [{ hkMilli: jointHkMilli, result: outcome.result }]);
