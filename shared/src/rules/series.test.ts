import fc from 'fast-check';
import {
  choose,
  combinationCount,
  maxReturnFen,
  parlayEuroMilli,
  SERIES_KIND,
  seriesCombinations,
  seriesFamilies,
  seriesFamilyById,
  seriesQuote,
  type SeriesLeg,
} from './series';

const distinct = (odds: number[]): SeriesLeg[] => odds.map((hkMilli, i) => ({ gameId: `g${i}`, hkMilli }));

describe('series families N串M', () => {
  it.each([
    [3, 4],
    [4, 11],
    [5, 26],
    [6, 57],
    [7, 120],
    [8, 247],
    [9, 502],
    [10, 1013],
  ])('the full system of %i legs has M = %i = 2^N − N − 1', (legs, m) => {
    const full = seriesFamilies(legs).find((f) => f.kind === SERIES_KIND.FULL);
    expect(full?.label).toBe(`${legs}串${m}`);
    expect(full?.combinations).toBe(2 ** legs - legs - 1);
  });

  it('exact-size families: 3串3, 3串1; 4串6, 4串4, 4串1; 5串10 twice (pairs and triples)', () => {
    expect(seriesFamilies(3).map((f) => f.label)).toEqual(['3串3', '3串1', '3串4']);
    expect(seriesFamilies(4).map((f) => f.label)).toEqual(['4串6', '4串4', '4串1', '4串11']);
    expect(seriesFamilies(5).map((f) => [f.label, f.sizes])).toEqual([
      ['5串10', [2]],
      ['5串10', [3]],
      ['5串5', [4]],
      ['5串1', [5]],
      ['5串26', [2, 3, 4, 5]],
    ]);
    expect(seriesFamilies(2).map((f) => f.label)).toEqual(['2串1']);
  });

  it('every family of 2..10 legs: M = Σ C(N,k) over its sizes; ids are unique and round-trip', () => {
    for (let n = 2; n <= 10; n += 1) {
      const families = seriesFamilies(n);
      expect(families).toHaveLength(n === 2 ? 1 : n);
      expect(new Set(families.map((f) => f.id)).size).toBe(families.length);
      for (const f of families) {
        expect(f.combinations).toBe(f.sizes.reduce((s, k) => s + choose(n, k), 0));
        expect(seriesFamilyById(f.id)).toEqual(f);
      }
    }
  });

  it('no families outside 2..10 legs; unknown ids give null', () => {
    expect(seriesFamilies(1)).toEqual([]);
    expect(seriesFamilies(11)).toEqual([]);
    expect(seriesFamilies(2.5)).toEqual([]);
    expect(seriesFamilyById('3:2-9')).toBeNull();
    expect(seriesFamilyById('x')).toBeNull();
  });
});

describe('combinations (property tests)', () => {
  const legsArb = fc
    .array(fc.record({ gameId: fc.integer({ min: 1, max: 6 }), hkMilli: fc.integer({ min: 10, max: 9000 }) }), {
      minLength: 2,
      maxLength: 10,
    })
    .map((legs) => legs as SeriesLeg[]);

  it('all games different: count = Σ C(N,k) for every family, and each combination is distinct', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 10, max: 9000 }), { minLength: 2, maxLength: 10 }), (odds) => {
        const legs = distinct(odds);
        for (const f of seriesFamilies(legs.length)) {
          const combos = seriesCombinations(legs, f.sizes);
          expect(combos).toHaveLength(f.combinations);
          expect(combinationCount(legs, f.sizes)).toBe(f.combinations);
          expect(new Set(combos.map((c) => c.join(','))).size).toBe(combos.length);
        }
      }),
    );
  });

  it('no combination holds two legs of one game; the count agrees with the enumeration', () => {
    fc.assert(
      fc.property(legsArb, (legs) => {
        for (const f of seriesFamilies(legs.length)) {
          const combos = seriesCombinations(legs, f.sizes);
          for (const c of combos) {
            expect(new Set(c.map((i) => legs[i]!.gameId)).size).toBe(c.length);
            expect(f.sizes).toContain(c.length);
          }
          expect(combinationCount(legs, f.sizes)).toBe(combos.length);
        }
      }),
    );
  });

  it('maximum return = unit × Σ over combinations of the product of european odds (exact, floored once)', () => {
    fc.assert(
      fc.property(legsArb, fc.integer({ min: 1, max: 100_000 }), (legs, unit) => {
        for (const f of seriesFamilies(legs.length)) {
          // Reference: enumerate, each product as a BigInt over 1000^size, summed over a common denominator.
          const n = legs.length;
          let total = 0n;
          for (const c of seriesCombinations(legs, f.sizes)) {
            const p = c.reduce((acc, i) => acc * BigInt(legs[i]!.hkMilli + 1000), 1n);
            total += p * 10n ** BigInt(3 * (n - c.length));
          }
          const expected = Number((BigInt(unit) * total) / 10n ** BigInt(3 * n));
          expect(maxReturnFen(legs, f.sizes, unit)).toBe(expected);
        }
      }),
    );
  });
});

describe('stake and return of a family', () => {
  it('3串4 at 10 yuan: total stake 40 yuan; return = 3 doubles + the treble at european odds', () => {
    // hk 0.9, 1.0, 0.5 → european 1.9, 2.0, 1.5.
    const legs = distinct([900, 1000, 500]);
    const full = seriesFamilies(3).find((f) => f.label === '3串4')!;
    const q = seriesQuote(legs, full, 1000);
    expect(q.combinations).toBe(4);
    expect(q.totalStakeFen).toBe(4000);
    // 10 × (1.9×2 + 1.9×1.5 + 2×1.5 + 1.9×2×1.5) = 10 × (3.8 + 2.85 + 3 + 5.7) = 153.50
    expect(q.maxReturnFen).toBe(15350);
  });

  it('two legs of one game: the family forms fewer combinations and stakes only those', () => {
    const legs: SeriesLeg[] = [
      { gameId: 1, hkMilli: 900 },
      { gameId: 1, hkMilli: 800 },
      { gameId: 2, hkMilli: 1000 },
    ];
    const full = seriesFamilies(3).find((f) => f.kind === SERIES_KIND.FULL)!;
    expect(seriesCombinations(legs, full.sizes)).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const q = seriesQuote(legs, full, 500);
    expect(q.combinations).toBe(2);
    expect(q.totalStakeFen).toBe(1000);
    // 5 × (1.9×2 + 1.8×2) = 37.00
    expect(q.maxReturnFen).toBe(3700);
  });

  it('a bad unit stakes nothing', () => {
    const q = seriesQuote(distinct([900, 900]), seriesFamilies(2)[0]!, Number.NaN);
    expect(q).toMatchObject({ unitFen: 0, totalStakeFen: 0, maxReturnFen: 0 });
  });

  it('multiple N串1: the product of european odds, floored to the thousandth', () => {
    expect(parlayEuroMilli(distinct([950, 1050]))).toBe(3997); // 1.95 × 2.05 = 3.9975
    expect(parlayEuroMilli([])).toBe(0);
  });
});
