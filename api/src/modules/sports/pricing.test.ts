import fc from 'fast-check';
import { europeanOf, halfLinesOf, hkMilliOf, impliedProbability, lineText, lineValue, MARGIN, MIN_HK_MILLI, priceSides, PROBABILITY_RANGE } from './pricing';

describe('prices from one margin', () => {
  it('prices an even two-way market at hk 0.904 both sides under a 5% margin (european 1.904)', () => {
    const out: number[] = [];
    priceSides([0.5, 0.5], MARGIN.main, out);
    // 1 / (0.5 × 1.05) = 1.90476… → hk 0.904 (truncated to thousandths)
    expect(out).toEqual([904, 904]);
    expect(europeanOf(904)).toBe(1.904);
  });

  it('prices a 1X2 market so the implied probabilities of its sides sum to 1 + margin', () => {
    const out: number[] = [];
    priceSides([0.5, 0.3, 0.2], MARGIN.main, out);
    // 1/(0.5·1.05) = 1.9047 → 904; 1/(0.3·1.05) = 3.1746 → 2174; 1/(0.2·1.05) = 4.7619 → 3761
    expect(out).toEqual([904, 2174, 3761]);
    const overround = out.reduce((sum, hk) => sum + 1 / europeanOf(hk), 0);
    expect(overround).toBeGreaterThanOrEqual(1.05);
    expect(overround).toBeLessThan(1.052);
  });

  it('gives both sides of any priceable two-way market the same margin (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: PROBABILITY_RANGE.min, max: PROBABILITY_RANGE.max, noNaN: true }), (p) => {
        const out: number[] = [];
        priceSides([p, 1 - p], MARGIN.main, out);
        const overround = 1 / europeanOf(out[0]!) + 1 / europeanOf(out[1]!);
        // Truncation only lowers prices: the book's margin is at least the margin, never much more.
        expect(overround).toBeGreaterThanOrEqual(1 + MARGIN.main - 1e-9);
        expect(overround).toBeLessThan(1 + MARGIN.main + 0.003);
        expect(Math.min(...out)).toBeGreaterThan(MIN_HK_MILLI);
      }),
    );
  });

  it('reads a price back as the probability it stands for, and european = hong kong + 1', () => {
    expect(hkMilliOf(0.25, MARGIN.main)).toBe(2809);
    expect(impliedProbability(2809, MARGIN.main)).toBeCloseTo(0.25, 3);
    expect(europeanOf(920)).toBe(1.92);
    expect(europeanOf(2809)).toBe(3.809);
    expect(hkMilliOf(0.999, MARGIN.main)).toBe(MIN_HK_MILLI);
  });
});

describe('handicap and total lines in quarters', () => {
  it('writes whole, half and quarter lines as the venue does', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10, 11].map(lineText)).toEqual(['0', '0/0.5', '0.5', '0.5/1', '1', '1/1.5', '2/2.5', '2.5', '2.5/3']);
    expect(lineText(862)).toBe('215.5');
  });

  it('reads a quarter line as half the stake on each neighbouring line', () => {
    expect(halfLinesOf('0.5/1')).toEqual([0.5, 1]);
    expect(halfLinesOf('2.5')).toEqual([2.5, 2.5]);
    expect(halfLinesOf('1/2')).toBeNull();
    expect(halfLinesOf('x')).toBeNull();
    expect(lineValue('2/2.5')).toBe(2.25);
    fc.assert(fc.property(fc.integer({ min: 0, max: 2000 }), (q) => expect(lineValue(lineText(q))).toBe(q / 4)));
  });
});
