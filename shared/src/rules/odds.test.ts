import type { OddsType } from '../stored-values';
import { formatHundredths, hkMilliOf, oddsHundredths } from './odds';

const shownOdds = (hkMilli: number, type: OddsType): string => formatHundredths(oddsHundredths(hkMilli, type));

describe('odds types (spec §4: E european, H hong kong, I indonesian, M malay)', () => {
  // Worked examples: hk 0.92 → E 1.92, M 0.92, I −1/0.92 = −1.0869… → −1.08 (truncated, not −1.09).
  it.each([
    [920, 'H', '0.92'],
    [920, 'E', '1.92'],
    [920, 'M', '0.92'],
    [920, 'I', '-1.08'],
    // hk 1.25 → E 2.25, M −1/1.25 = −0.80, I 1.25.
    [1250, 'H', '1.25'],
    [1250, 'E', '2.25'],
    [1250, 'M', '-0.80'],
    [1250, 'I', '1.25'],
    // hk 1.00 is the edge of both: malay (hk ≤ 1) and indonesian (hk ≥ 1) both show 1.00.
    [1000, 'M', '1.00'],
    [1000, 'I', '1.00'],
    [1000, 'E', '2.00'],
    // hk 0.333 → I −1/0.333 = −3.0030… → −3.00; hk 3.333 → M −0.30003… → −0.30.
    [333, 'I', '-3.00'],
    [3333, 'M', '-0.30'],
    // hk 0.07 → I −14.2857… → −14.28 (rounding would say −14.29).
    [70, 'I', '-14.28'],
  ] as const)('hk %i‰ in %s reads %s', (hkMilli, type, text) => {
    expect(shownOdds(hkMilli, type)).toBe(text);
  });

  it('truncates to two decimals, never rounds (hk 0.999 is 0.99, european 1.99)', () => {
    expect(shownOdds(999, 'H')).toBe('0.99');
    expect(shownOdds(999, 'E')).toBe('1.99');
    expect(shownOdds(1_149, 'M')).toBe('-0.87'); // −1/1.149 = −0.8703…
    expect(shownOdds(1_151, 'M')).toBe('-0.86'); // −1/1.151 = −0.8688… (rounding would say −0.87)
    expect(oddsHundredths(1_005, 'H')).toBe(100);
  });

  it('formats signed hundredths with two digits', () => {
    expect(formatHundredths(5)).toBe('0.05');
    expect(formatHundredths(-5)).toBe('-0.05');
    expect(formatHundredths(12_345)).toBe('123.45');
  });

  it('converts back to hong kong thousandths (the other way)', () => {
    expect(hkMilliOf(1_920, 'E')).toBe(920);
    expect(hkMilliOf(920, 'M')).toBe(920);
    expect(hkMilliOf(-800, 'M')).toBe(1_250);
    expect(hkMilliOf(1_250, 'I')).toBe(1_250);
    expect(hkMilliOf(-1_250, 'I')).toBe(800);
    expect(hkMilliOf(920, 'H')).toBe(920);
  });

  it('refuses values no hong kong price gives', () => {
    expect(hkMilliOf(900, 'E')).toBeNull(); // european is always above 1
    expect(hkMilliOf(1_500, 'M')).toBeNull(); // positive malay is at most 1
    expect(hkMilliOf(-1_500, 'M')).toBeNull(); // negative malay lies between −1 and 0
    expect(hkMilliOf(800, 'I')).toBeNull(); // positive indonesian is at least 1
    expect(hkMilliOf(-800, 'I')).toBeNull(); // negative indonesian is at most −1
    expect(hkMilliOf(-920, 'H')).toBeNull();
    expect(hkMilliOf(0, 'H')).toBeNull();
  });

  it('round trip: a shown price converts back to a hong kong price that shows the same', () => {
    for (let hk = 10; hk <= 9_000; hk += 7) {
      for (const type of ['E', 'H', 'I', 'M'] as const) {
        const shown = oddsHundredths(hk, type);
        const back = hkMilliOf(shown * 10, type);
        expect(back).not.toBeNull();
        // −1.00 and 1.00 are the same price (a stake wins its own amount): the sign may flip only there.
        const again = oddsHundredths(back as number, type);
        expect(Math.abs(shown) === 100 ? Math.abs(again) : again).toBe(Math.abs(shown) === 100 ? 100 : shown);
      }
    }
  });
});
