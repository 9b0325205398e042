/**
 * Prices of the feed, both sides priced from one margin: a market's fair probabilities
 * (summing to 1) and one margin give every side's european odds 1 / (p × (1 + margin)), so the
 * implied probabilities of all sides sum to 1 + margin. Prices are kept as hong kong odds in
 * thousandths (hkMilli = (european − 1) × 1000, truncated); european = hong kong + 1.
 */

/** The book's margin on a two- or three-way market, and on an outright (champion) list. */
export const MARGIN = { main: 0.05, outright: 0.2 } as const;

/** The shortest price offered: european 1.01 (hk 0.01). A side likelier than that gets this price. */
export const MIN_HK_MILLI = 10;
/** The longest price offered: european 501. */
export const MAX_HK_MILLI = 500_000;

/** hkMilli of one side of fair probability p under the margin (truncated, never below MIN_HK_MILLI). */
export function hkMilliOf(p: number, margin: number): number {
  const euro = 1 / (Math.max(p, 1e-6) * (1 + margin));
  const hk = Math.floor((euro - 1) * 1000 + 1e-9);
  return Math.min(MAX_HK_MILLI, Math.max(MIN_HK_MILLI, hk));
}

/** Writes the price of every side into out (same order as probs); no allocation. */
export function priceSides(probs: ArrayLike<number>, margin: number, out: number[]): void {
  for (let i = 0; i < probs.length; i++) out[i] = hkMilliOf(probs[i] as number, margin);
}

/** European odds of a hong kong price in thousandths: hk + 1. */
export const europeanOf = (hkMilli: number): number => (hkMilli + 1000) / 1000;

/** The fair probability a price stands for under the margin (the inverse of hkMilliOf, up to truncation). */
export const impliedProbability = (hkMilli: number, margin: number): number => 1000 / ((hkMilli + 1000) * (1 + margin));

/**
 * A handicap or total in quarters of a goal, as the venue writes it: 0 → '0', 1 → '0/0.5',
 * 2 → '0.5', 3 → '0.5/1', 9 → '2/2.5', 10 → '2.5', 11 → '2.5/3'. A quarter line is half the stake on
 * each of its two neighbouring half lines.
 */
export function lineText(quarters: number): string {
  const q = Math.abs(Math.trunc(quarters));
  const half = (n: number) => String(n / 2);
  if (q % 2 === 0) return half(q / 2);
  return `${half((q - 1) / 2)}/${half((q + 1) / 2)}`;
}

/** The two half lines a line stands for ('0.5/1' → [0.5, 1]; '2.5' → [2.5, 2.5]); null when unreadable. */
export function halfLinesOf(text: string): [number, number] | null {
  const parts = text.split('/').map(Number);
  if (parts.length === 1 && Number.isFinite(parts[0])) return [parts[0] as number, parts[0] as number];
  if (parts.length === 2 && parts.every(Number.isFinite) && (parts[1] as number) - (parts[0] as number) === 0.5)
    return [parts[0] as number, parts[1] as number];
  return null;
}

/**
 * Whether the goals scored have passed an over/under line for good ('2.5/3' once there are 4): its market is then
 * decided (the over wins whatever comes next) and is never offered again.
 */
export function totalLinePassed(line: string, total: number): boolean {
  const lines = halfLinesOf(line);
  return lines !== null && total > lines[1];
}

/** A line's value in goals (the mean of its half lines). */
export function lineValue(text: string): number {
  const h = halfLinesOf(text);
  return h ? (h[0] + h[1]) / 2 : 0;
}

/**
 * Keeps a probability where a book still offers both sides (european 1.03 to about 12 at the main
 * margin): a market whose outcome is nearly certain is suspended or decided rather than priced beyond.
 */
export const PROBABILITY_RANGE = { min: 0.08, max: 0.92 } as const;
/**
 * A three-way side's range (european about 1.01 to 95 at the main margin): a favourite near certain stays just
 * priceable, and the long shots keep their order (a side needing three goals longer than one needing two).
 */
export const THREE_WAY_RANGE = { min: 0.01, max: 0.94 } as const;
