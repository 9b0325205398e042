import { WelfareState } from '@site/shared';
import type { Fen } from '../funds/fen';

/** A grade as the rules read it (fen; ratios in basis points). */
export interface Grade {
  grade: number;
  name: string;
  depositFen: Fen;
  betFen: Fen;
  upgradeFen: Fen;
  weekFen: Fen;
  rebateBp: number;
  turnoverMultiple: number;
}

/** What a member has done: accumulated paid deposits and valid bets. */
export interface Totals {
  depositFen: Fen;
  betFen: Fen;
}

export const BASIS_POINTS = 10_000;

/** A grade is reached when both thresholds are. */
export const reaches = (totals: Totals, g: Grade): boolean => totals.depositFen >= g.depositFen && totals.betFen >= g.betFen;

/**
 * The member's grade: the highest grade whose thresholds are both reached, never below the grade
 * kept already (a grade once reached is kept: `kept`). Grades are read in ascending order.
 */
export function gradeOf(grades: readonly Grade[], totals: Totals, kept = 0): Grade {
  const sorted = [...grades].sort((a, b) => a.grade - b.grade);
  if (sorted.length === 0) throw new Error('no VIP grades configured');
  let reached = sorted[0];
  for (const g of sorted) if (g.grade <= kept || reaches(totals, g)) reached = g;
  return reached;
}

export interface Progress {
  grade: Grade;
  next: (Grade & { depositLeftFen: Fen; betLeftFen: Fen }) | null;
  /** 0–100, whole percent, floored: the lower of the two requirements' progress from this grade to the next. */
  percent: number;
}

const share = (done: Fen, from: Fen, to: Fen): number => (to <= from ? 1 : Math.min(1, Math.max(0, (done - from) / (to - from))));

/** The way from the member's grade to the next one. */
export function progressOf(grades: readonly Grade[], totals: Totals, kept = 0): Progress {
  const grade = gradeOf(grades, totals, kept);
  const next = [...grades].sort((a, b) => a.grade - b.grade).find((g) => g.grade > grade.grade) ?? null;
  if (!next) return { grade, next: null, percent: 100 };
  const depositShare = share(totals.depositFen, grade.depositFen, next.depositFen);
  const betShare = share(totals.betFen, grade.betFen, next.betFen);
  return {
    grade,
    next: { ...next, depositLeftFen: Math.max(0, next.depositFen - totals.depositFen), betLeftFen: Math.max(0, next.betFen - totals.betFen) },
    percent: Math.floor(Math.min(depositShare, betShare) * 100),
  };
}

/** A rebate of valid bets at a ratio, in whole fen (floored: never more than the ratio says). */
export const rebateFen = (betFen: Fen, bp: number): Fen => Math.floor((betFen * bp) / BASIS_POINTS);

/** Basis points as the percent shown (50 → 0.5). */
export const percentOf = (bp: number): number => bp / 100;

/** The refs of the welfare rewards (ledger creditReward, source vip): one payment each per member. */
export const WelfareRef = {
  upgrade: (grade: number) => `vip:upgrade:${grade}`,
  week: (weekStart: number) => `vip:week:${weekStart}`,
  /** Keyed by where the rebate's counting starts, so two claims at once pay it once. */
  rebate: (since: number) => `vip:rebate:${since}`,
} as const;

/** An upgrade bonus: claimed, claimable when the grade is reached and it pays something, otherwise locked. */
export function upgradeState(g: Grade, memberGrade: number, claimed: boolean): WelfareState {
  if (claimed) return WelfareState.CLAIMED;
  return g.grade <= memberGrade && g.upgradeFen > 0 ? WelfareState.CLAIMABLE : WelfareState.LOCKED;
}

/** The weekly gift of the member's grade: claimed this week, claimable when it pays something, otherwise locked. */
export function weekState(g: Grade, claimed: boolean): WelfareState {
  if (claimed) return WelfareState.CLAIMED;
  return g.weekFen > 0 ? WelfareState.CLAIMABLE : WelfareState.LOCKED;
}
