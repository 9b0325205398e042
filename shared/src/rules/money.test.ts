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
