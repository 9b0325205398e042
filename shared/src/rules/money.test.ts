import { formatMoney } from './money';

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
