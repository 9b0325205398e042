import type { RulesOf } from '@site/shared';
import type { Fen } from '../funds/fen';

type Prize = RulesOf<'drawGift'>['prizes'][number];

/** The odds the page shows (shared: one rule for the page and the draw's weights). */
export { wheelOdds as oddsOf } from '@site/shared';

export const totalWeightOf = (prizes: readonly Prize[]): number => prizes.reduce((s, p) => s + p.weight, 0);

/** The prize a roll in [0, total weight) lands on (the server draws the roll with crypto.randomInt). */
export function prizeAt(prizes: readonly Prize[], roll: number): number {
  const total = totalWeightOf(prizes);
  if (!Number.isInteger(roll) || roll < 0 || roll >= total) throw new Error(`roll ${roll} outside [0, ${total})`);
  let edge = 0;
  for (let i = 0; i < prizes.length; i++) {
    edge += prizes[i]!.weight;
    if (roll < edge) return i;
  }
  return prizes.length - 1;
}

/** Spins left: one per depositPerChanceFen of paid deposits in the window, at most maxChances, less those used. */
export function chancesLeft(rules: RulesOf<'drawGift'>, depositedFen: Fen, used: number): number {
  const earned = Math.min(rules.maxChances, Math.floor(depositedFen / rules.depositPerChanceFen));
  return Math.max(0, earned - used);
}
