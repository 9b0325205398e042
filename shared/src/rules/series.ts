import { BET_SLIP_MAX } from '../stored-values';

/**
 * Series bets N串M (spec §4/§5): the standard 竞彩 M串N table, for 2..10 legs. Every family is a contiguous
 * range [a..b] of combination sizes, each combination a parlay staked with one unit. A slip of N legs offers:
 * - exact sizes [k], k = 2..N (N串C(N,k): 3串3, 4串6, 4串4, 5串10 …; k = N is the multiple N串1);
 * - the "k and up" ranges [a..N], a = 2..N−1: a combination of each size from a legs to the full parlay (4串5 =
 *   3..4, 5串6 = 4..5, 5串16 = 3..5, 6串7, 6串22, 6串42 …); a = 2 is the full system (3串4, 4串11, 5串26, 6串57,
 *   7串120, 8串247, 9串502, 10串1013 — M = Σ C(N,k) = 2^N − N − 1);
 * - the "doubles up to b" ranges [2..b], b = 3..N−1 (5串20 = 2..3, 6串35 = 2..3, 6串50 = 2..4 …).
 * These are the two range shapes the standard table lists (for up to 8 legs, extended the same way to 9 and 10):
 * a range either runs up to the full parlay or starts at the doubles. Ranges in the middle ([3..4] of 6 legs) are
 * in no table and are not offered: they would add nothing a player asks for, only more labels that coincide
 * (6串35 is both [2..3] and [3..4]).
 * Two families of one slip may have the same label (5串10 = every double and every treble): the title tells them
 * apart by their sizes ('5串10（二串）', '5串10（三串）').
 * A combination never holds two legs of one game. Total stake = combinations × unit; maximum return = unit × Σ over
 * combinations of the product of the legs' european odds. Money is integer fen and odds are hong kong thousandths
 * (european = hk + 1, see ./odds), so the maximum return is computed exactly with BigInt and floored to the fen once.
 */

export const SERIES_MIN_LEGS = 2;
export const SERIES_MAX_LEGS = BET_SLIP_MAX;

const MILLI = 1000;

/** exact: one size; range: a contiguous range of sizes (k and up, or doubles up to b); full: every size 2..N. */
export const SERIES_KIND = { EXACT: 'exact', RANGE: 'range', FULL: 'full' } as const;
export type SeriesKind = (typeof SERIES_KIND)[keyof typeof SERIES_KIND];

export interface SeriesFamily {
  /** Stable id: `${legs}:${smallest size}-${largest size}` ('5:3-3' = every triple of 5 legs, '5:2-5' = 5串26). */
  id: string;
  kind: SeriesKind;
  legs: number;
  /** Combination sizes the family holds, ascending. */
  sizes: readonly number[];
  /** M of N串M when every leg is a different game: Σ C(N,k) over `sizes`. */
  combinations: number;
  /** 'N串M' as the player reads it. */
  label: string;
  /** The sizes in words: '二串' (exact), '三至五串' (a range or the full system). */
  sizesName: string;
  /** The label, with the sizes when another family of the same legs has the same label: '5串10（三串）'. */
  title: string;
}

export interface SeriesLeg {
  /** The game the leg belongs to: two legs of one game never share a combination. */
  gameId: string | number;
  /** Hong kong odds in thousandths (0.92 → 920); european = hk + 1. */
  hkMilli: number;
}

/** C(n, k), exact for n ≤ 30. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
}

/** Chinese numerals of the combination sizes (2..10). */
const SIZE_NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/** The sizes in words: [3] → '三串', [3, 4, 5] → '三至五串'. */
export function sizesName(sizes: readonly number[]): string {
  const from = SIZE_NUMERALS[sizes[0] ?? 0] ?? '';
  const to = SIZE_NUMERALS[sizes[sizes.length - 1] ?? 0] ?? '';
  return sizes.length > 1 ? `${from}至${to}串` : `${from}串`;
}

function family(legs: number, kind: SeriesKind, sizes: number[]): SeriesFamily {
  const combinations = sizes.reduce((sum, k) => sum + choose(legs, k), 0);
  const label = `${legs}串${combinations}`;
  return { id: `${legs}:${sizes[0]}-${sizes[sizes.length - 1]}`, kind, legs, sizes, combinations, label, sizesName: sizesName(sizes), title: label };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k += 1) out.push(k);
  return out;
}

/**
 * Every series family for `legs` legs (2..10), as the table lists them: by M ascending (N串1 first, the full system
 * last), the smaller sizes first when two have the same M; titles tell coinciding labels apart.
 */
export function seriesFamilies(legs: number): SeriesFamily[] {
  if (!Number.isInteger(legs) || legs < SERIES_MIN_LEGS || legs > SERIES_MAX_LEGS) return [];
  const out = range(SERIES_MIN_LEGS, legs).map((k) => family(legs, SERIES_KIND.EXACT, [k]));
  for (let a = legs - 1; a > SERIES_MIN_LEGS; a -= 1) out.push(family(legs, SERIES_KIND.RANGE, range(a, legs)));
  for (let b = SERIES_MIN_LEGS + 1; b < legs; b += 1) out.push(family(legs, SERIES_KIND.RANGE, range(SERIES_MIN_LEGS, b)));
  if (legs >= 3) out.push(family(legs, SERIES_KIND.FULL, range(SERIES_MIN_LEGS, legs)));
  out.sort((x, y) => x.combinations - y.combinations || x.sizes[0]! - y.sizes[0]! || x.sizes.length - y.sizes.length);
  const seen = new Map<string, number>();
  for (const f of out) seen.set(f.label, (seen.get(f.label) ?? 0) + 1);
  return out.map((f) => ((seen.get(f.label) ?? 0) > 1 ? { ...f, title: `${f.label}（${f.sizesName}）` } : f));
}

/** The family with this id, or null when the id names none. */
export function seriesFamilyById(id: string): SeriesFamily | null {
  const m = /^(\d+):(\d+)-(\d+)$/.exec(id);
  if (!m) return null;
  return seriesFamilies(Number(m[1])).find((f) => f.id === id) ?? null;
}

/** The family of `legs` legs holding exactly these sizes (in any order), or null when none does. */
export function seriesFamilyOf(legs: number, sizes: readonly number[]): SeriesFamily | null {
  const asked = [...new Set(sizes)].sort((a, b) => a - b);
  return seriesFamilies(legs).find((f) => f.sizes.length === asked.length && f.sizes.every((k, i) => k === asked[i])) ?? null;
}

/** Legs grouped by game, in first-seen order: each group is the indexes of one game's legs. */
function gameGroups(legs: readonly SeriesLeg[]): number[][] {
  const byGame = new Map<string, number[]>();
  legs.forEach((leg, i) => {
    const key = String(leg.gameId);
    const group = byGame.get(key);
    if (group) group.push(i);
    else byGame.set(key, [i]);
  });
  return [...byGame.values()];
}

/**
 * Every combination of the given sizes (leg indexes, ascending; sizes in order), never two legs of one game.
 */
export function seriesCombinations(legs: readonly SeriesLeg[], sizes: readonly number[]): number[][] {
  const out: number[][] = [];
  const n = legs.length;
  const game = legs.map((l) => String(l.gameId));
  for (const size of sizes) {
    if (size < 1 || size > n) continue;
    const pick: number[] = [];
    const walk = (start: number): void => {
      if (pick.length === size) {
        out.push(pick.slice());
        return;
      }
      for (let i = start; i <= n - (size - pick.length); i += 1) {
        if (pick.some((j) => game[j] === game[i])) continue;
        pick.push(i);
        walk(i + 1);
        pick.pop();
      }
    };
    walk(0);
  }
  return out;
}

/**
 * Coefficients of Π over games of (1 + x · Σ weight(leg)): coefficient k is the sum over the k-leg combinations
 * without two legs of one game of the product of the legs' weights.
 */
function perSize(legs: readonly SeriesLeg[], weight: (leg: SeriesLeg) => bigint): bigint[] {
  let coef: bigint[] = [1n];
  for (const group of gameGroups(legs)) {
    const g = group.reduce((sum, i) => sum + weight(legs[i]!), 0n);
    const next: bigint[] = [...coef, 0n];
    for (let k = coef.length - 1; k >= 0; k -= 1) next[k + 1] = next[k + 1]! + coef[k]! * g;
    coef = next;
  }
  return coef;
}

/** How many combinations of the given sizes can be formed (two legs of one game never together). */
export function combinationCount(legs: readonly SeriesLeg[], sizes: readonly number[]): number {
  const coef = perSize(legs, () => 1n);
  return sizes.reduce((sum, k) => sum + Number(coef[k] ?? 0n), 0);
}

/**
 * Maximum return in fen of one unit (fen) on every combination of the given sizes: unit × Σ Π european odds,
 * floored to the fen once.
 */
export function maxReturnFen(legs: readonly SeriesLeg[], sizes: readonly number[], unitFen: number): number {
  if (!Number.isSafeInteger(unitFen) || unitFen <= 0 || legs.length === 0) return 0;
  const n = legs.length;
  const coef = perSize(legs, (leg) => BigInt(leg.hkMilli + MILLI));
  const scale = 10n ** BigInt(3 * n);
  let total = 0n;
  for (const k of sizes) {
    if (k < 1 || k > n) continue;
    total += (coef[k] ?? 0n) * 10n ** BigInt(3 * (n - k));
  }
  return Number((BigInt(unitFen) * total) / scale);
}

/** European odds of a parlay of these legs in thousandths, floored (the multiple N串1). */
export function parlayEuroMilli(legs: readonly SeriesLeg[]): number {
  if (legs.length === 0) return 0;
  const product = legs.reduce((p, leg) => p * BigInt(leg.hkMilli + MILLI), 1n);
  return Number(product / 10n ** BigInt(3 * (legs.length - 1)));
}

export interface SeriesQuote {
  family: SeriesFamily;
  /** Combinations actually formed (fewer than family.combinations when two legs share a game). */
  combinations: number;
  unitFen: number;
  totalStakeFen: number;
  maxReturnFen: number;
}

/** Stake and maximum return of one family at `unitFen` per combination. */
export function seriesQuote(legs: readonly SeriesLeg[], family: SeriesFamily, unitFen: number): SeriesQuote {
  const combinations = combinationCount(legs, family.sizes);
  const unit = Number.isSafeInteger(unitFen) && unitFen > 0 ? unitFen : 0;
  return {
    family,
    combinations,
    unitFen: unit,
    totalStakeFen: combinations * unit,
    maxReturnFen: maxReturnFen(legs, family.sizes, unit),
  };
}
