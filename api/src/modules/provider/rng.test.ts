import { cryptoRng } from './rng';

describe('crypto RNG', () => {
  it('answers integers in [0, n), every value reachable', () => {
    const rng = cryptoRng();
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const v = rng.int(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
    expect(rng.int(1)).toBe(0);
  });

  it('refuses a range it cannot draw from', () => {
    const rng = cryptoRng();
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });
});
