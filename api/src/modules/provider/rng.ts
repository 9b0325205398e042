import { randomFillSync } from 'node:crypto';

/** A source of uniform integers in [0, n): the games take one so their maths is pure. */
export interface Rng {
  int(n: number): number;
}

const BUFFER_WORDS = 4096;
const TWO_32 = 0x1_0000_0000;

/**
 * The provider's RNG: node:crypto random bytes, read as uint32 words from a refilled buffer,
 * with rejection sampling so every result in [0, n) is exactly equally likely. One per app
 * (or per simulation): the buffer is its own state, never shared module state.
 */
export function cryptoRng(): Rng {
  const words = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  const word = (): number => {
    if (next === BUFFER_WORDS) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++] as number;
  };
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`rng range ${n}`);
      // The largest multiple of n below 2^32: words at or above it would favour small results.
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const w = word();
        if (w < limit) return w % n;
      }
    },
  };
}
