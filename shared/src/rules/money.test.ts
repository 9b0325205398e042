import fc from 'fast-check';
import { formatMoney, yuanText } from './money';

describe('yuanText (integer fen as yuan with 2 decimals)', () => {
  it('writes fen as yuan with 2 decimals, negative amounts too', () => {
    expect(yuanText(1234)).toBe('12.34');
    expect(yuanText(5)).toBe('0.05');
    expect(yuanText(1250)).toBe('12.50');
    expect(yuanText(7)).toBe('0.07');
    expect(yuanText(-105)).toBe('-1.05');
  });

  it('refuses what is not integer fen', () => {
    expect(() => yuanText(1.5)).toThrow('not an amount in fen: 1.5');
    expect(() => yuanText(Number.NaN)).toThrow('not an amount in fen: NaN');
  });
});

describe('formatMoney (zh-CN, CNY, trailing .00 dropped)', () => {
  it('drops a trailing .00 and groups thousands', () => {
    expect(formatMoney(1234)).toBe('1,234');
    expect(formatMoney(1234567.89)).toBe('1,234,567.89');
  });
  it('keeps significant decimals to two places', () => {
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(0.456)).toBe('0.46');
  });
  it('handles zero, negatives and non-numbers', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(-5)).toBe('-5');
    expect(formatMoney(Number.NaN)).toBe('0');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatMoney against the zh-CN number format', () => {
  it('writes what Intl.NumberFormat writes, rounding included', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const asIntl = (n: number) => intl.format(n).replace(/\.00$/, '');
    for (const n of [0.005, 0.015, 1.005, 1.255, 999.995, 1000, 1000.5, 99_999.999, 123_456_789.125, -1234.5, -0.5, 8888.88]) {
      expect(formatMoney(n)).toBe(asIntl(n));
    }
  });
  it('agrees with Intl for any amount of up to four decimals', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 4 }), (n, places) => {
        const amount = n / 10 ** places;
        const expected = intl.format(amount).replace(/\.00$/, '');
        expect(formatMoney(amount)).toBe(expected === '-0' ? '0' : expected);
      }),
      { numRuns: 2000 },
    );
  });
  it('writes amounts whose shortest form is exponential', () => {
    expect(formatMoney(1e-7)).toBe('0');
    expect(formatMoney(2e21)).toBe('2,000,000,000,000,000,000,000');
  });
  it('never writes a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('0');
  });
});
