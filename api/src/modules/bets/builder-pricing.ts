import { isHalfKind, type BuilderPick } from '@site/shared';
import { hkMilliOf, MARGIN, PROBABILITY_RANGE } from '../sports/pricing';
import type { JointCells, ScoringModel } from '../sports/scoring-model';

/**
 * A 同场串关's price (rules/bet-builder.ts): the chance every selection wins, summed over the match's joint
 * distribution of the first-half and the final score (scoring-model.ts jointCells, the model its single
 * markets price from), priced under the book's one margin the way a market's side is (pricing.ts hkMilliOf).
 * Selections of one match are not independent: 主胜 + 大 2.5 is likelier than the product of their chances.
 */

/** A builder is priced while its chance stays between these: beyond, its outcome is as good as known or too long to price. */
export const BUILDER_CHANCE = { min: 0.002, max: PROBABILITY_RANGE.max } as const;

/** The chance every selection wins under the joint distribution. */
export function builderChance(cells: JointCells, picks: readonly BuilderPick[]): number {
  const half = picks.filter((p) => isHalfKind(p.wtype));
  const full = picks.filter((p) => !isHalfKind(p.wtype));
  let sum = 0;
  for (let i = 0; i < cells.length; i++) {
    let won = true;
    for (let k = 0; won && k < full.length; k++) won = full[k]!.wins(cells.fullH[i]!, cells.fullC[i]!);
    for (let k = 0; won && k < half.length; k++) won = half[k]!.wins(cells.halfH[i]!, cells.halfC[i]!);
    if (won) sum += cells.p[i]!;
  }
  return sum;
}

/** A builder's price now, or why it has none (every selection already certain, or the combination lost or too long). */
export type BuilderPricing =
  | { ok: true; chance: number; hkMilli: number; singles: number[]; productEuroMilli: number }
  | { ok: false; why: 'lost' | 'longShot' | 'decided'; chance: number };

/** Prices a builder's selections from the match's model in its state now. */
export function priceBuilder(model: ScoringModel, picks: readonly BuilderPick[]): BuilderPricing {
  const cells = model.joint();
  const chance = builderChance(cells, picks);
  if (chance <= 0) return { ok: false, why: 'lost', chance };
  if (chance < BUILDER_CHANCE.min) return { ok: false, why: 'longShot', chance };
  if (chance > BUILDER_CHANCE.max) return { ok: false, why: 'decided', chance };
  // Each selection alone, from the same cells: what it would pay as a leg of its own.
  const singles = picks.map((p) => hkMilliOf(Math.min(BUILDER_CHANCE.max, builderChance(cells, [p])), MARGIN.main));
  const productEuroMilli = Math.round(singles.reduce((acc, hk) => (acc * (hk + 1000)) / 1000, 1000));
  return { ok: true, chance, hkMilli: hkMilliOf(chance, MARGIN.main), singles, productEuroMilli };
}
