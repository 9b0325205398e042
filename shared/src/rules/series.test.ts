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
  seriesFamilyOf,
  seriesQuote,
  sizesName,
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

  it('the standard table: exact sizes, "k and up" and "doubles up to b" ranges, the full system, by M ascending', () => {
    expect(seriesFamilies(2).map((f) => f.label)).toEqual(['2串1']);
    expect(seriesFamilies(3).map((f) => [f.label, f.sizes])).toEqual([
      ['3串1', [3]],
      ['3串3', [2]],
      ['3串4', [2, 3]],
    ]);
    expect(seriesFamilies(4).map((f) => [f.label, f.sizes])).toEqual([
      ['4串1', [4]],
      ['4串4', [3]],
      ['4串5', [3, 4]],
      ['4串6', [2]],
      ['4串10', [2, 3]],
      ['4串11', [2, 3, 4]],
    ]);
    expect(seriesFamilies(5).map((f) => [f.title, f.kind, f.sizes])).toEqual([
      ['5串1', 'exact', [5]],
      ['5串5', 'exact', [4]],
      ['5串6', 'range', [4, 5]],
      ['5串10（二串）', 'exact', [2]],
      ['5串10（三串）', 'exact', [3]],
      ['5串16', 'range', [3, 4, 5]],
      ['5串20', 'range', [2, 3]],
      ['5串25', 'range', [2, 3, 4]],
      ['5串26', 'full', [2, 3, 4, 5]],
    ]);
    expect(seriesFamilies(6).map((f) => f.title)).toEqual([
      '6串1',
      '6串6',
      '6串7',
      '6串15（二串）',
      '6串15（四串）',
      '6串20',
      '6串22',
      '6串35',
      '6串42',
      '6串50',
      '6串56',
      '6串57',
    ]);
  });

  it('every family the standard 竞彩 table lists for 3..8 legs is offered, with its sizes', () => {
    const table: [string, number[]][] = [
      ['3串3', [2]],
      ['3串4', [2, 3]],
      ['4串4', [3]],
      ['4串5', [3, 4]],
      ['4串6', [2]],
      ['4串11', [2, 3, 4]],
      ['5串5', [4]],
      ['5串6', [4, 5]],
      ['5串16', [3, 4, 5]],
      ['5串20', [2, 3]],
      ['5串26', [2, 3, 4, 5]],
      ['6串6', [5]],
      ['6串7', [5, 6]],
      ['6串20', [3]],
      ['6串22', [4, 5, 6]],
      ['6串35', [2, 3]],
      ['6串42', [3, 4, 5, 6]],
      ['6串50', [2, 3, 4]],
      ['6串57', [2, 3, 4, 5, 6]],
      ['7串7', [6]],
      ['7串8', [6, 7]],
      ['7串35', [4]],
      ['7串120', [2, 3, 4, 5, 6, 7]],
      ['8串8', [7]],
      ['8串9', [7, 8]],
      ['8串56', [5]],
      ['8串70', [4]],
      ['8串247', [2, 3, 4, 5, 6, 7, 8]],
    ];
    for (const [label, sizes] of table) {
      const legs = Number(label.split('串')[0]);
      expect(seriesFamilyOf(legs, sizes)?.label).toBe(label);
    }
  });

  it('coinciding labels are told apart by their sizes; the sizes read in words', () => {
    expect(sizesName([2])).toBe('二串');
    expect(sizesName([3, 4, 5])).toBe('三至五串');
    expect(sizesName([2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe('二至十串');
    for (let n = 2; n <= 10; n += 1) {
      const titles = seriesFamilies(n).map((f) => f.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(
      seriesFamilies(7)
        .filter((f) => f.label === '7串21')
        .map((f) => f.title),
    ).toEqual(['7串21（二串）', '7串21（五串）']);
    expect(seriesFamilyOf(4, [4, 3])?.label).toBe('4串5');
    expect(seriesFamilyOf(6, [3, 4])).toBeNull();
  });

  it('every family of 2..10 legs: M = Σ C(N,k) over its sizes (contiguous); ids are unique and round-trip', () => {
    for (let n = 2; n <= 10; n += 1) {
      const families = seriesFamilies(n);
      // N − 1 exact sizes, N − 3 "k and up", N − 3 "doubles up to b", the full system.
      expect(families).toHaveLength(n === 2 ? 1 : 3 * n - 6);
      expect(new Set(families.map((f) => f.id)).size).toBe(families.length);
      for (const f of families) {
        expect(f.combinations).toBe(f.sizes.reduce((s, k) => s + choose(n, k), 0));
        expect(f.sizes.every((k, i) => i === 0 || k === f.sizes[i - 1]! + 1)).toBe(true);
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
          // One assertion per family (an expect per combination would cost more than the enumeration).
          const bad = combos.filter((c) => new Set(c.map((i) => legs[i]!.gameId)).size !== c.length || !f.sizes.includes(c.length));
          expect(bad).toEqual([]);
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

  it('4串5 (trebles and up) at 10 yuan: 5 combinations, stake 50 yuan; return = the 4 trebles + the four-fold', () => {
    // european 1.9, 2.0, 1.5, 1.8
    const legs = distinct([900, 1000, 500, 800]);
    const q = seriesQuote(legs, seriesFamilyOf(4, [3, 4])!, 1000);
    expect(q.combinations).toBe(5);
    expect(q.totalStakeFen).toBe(5000);
    // 10 × (5.7 + 6.84 + 5.13 + 5.4 + 10.26) = 10 × 33.33 = 333.30
    expect(q.maxReturnFen).toBe(33330);
  });

  it('5串20 (doubles and trebles) at 10 yuan, every leg at 2.0: 10 doubles × 4 + 10 trebles × 8 = 1200 yuan', () => {
    const q = seriesQuote(distinct([1000, 1000, 1000, 1000, 1000]), seriesFamilyOf(5, [2, 3])!, 1000);
    expect(q).toMatchObject({ combinations: 20, totalStakeFen: 20_000, maxReturnFen: 120_000 });
  });

  it('5串16 at 2.50 yuan, odds 0.333 each: the thousandths stay exact until the one floor to the fen', () => {
    // european 1.333: trebles 10 × 2.368593037, fours 5 × 3.157334518321, the five-fold 4.208726912921893
    // = 23.68593037 + 15.786672591605 + 4.208726912921893 = 43.681329874526893 per yuan → × 2.5 = 109.2033… yuan.
    const q = seriesQuote(distinct([333, 333, 333, 333, 333]), seriesFamilyOf(5, [3, 4, 5])!, 250);
    expect(q).toMatchObject({ combinations: 16, totalStakeFen: 4000, maxReturnFen: 10920 });
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
