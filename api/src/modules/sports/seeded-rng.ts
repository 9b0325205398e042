import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The feed's random source: xoroshiro128+ from pure-rand (the generator fast-check uses), seeded
 * with SPORT_SEED, so a run is reproducible for a seed and a number of ticks. Not for money: the
 * games of the demo provider draw from node:crypto (provider/rng.ts).
 */
export interface SeededRng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform in [lo, hi). */
  between(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box-Muller). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRng(seed: number): SeededRng {
  const gen = xoroshiro128plus(seed | 0);
  const next = () => uniformFloat64(gen);
  return {
    next,
    int: (n) => (n <= 1 ? 0 : uniformInt(gen, 0, n - 1)),
    between: (lo, hi) => lo + (hi - lo) * next(),
    chance: (p) => next() < p,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    pick: (items) => items[uniformInt(gen, 0, items.length - 1)] as (typeof items)[number],
  };
}
