import { realBetAmount, rebate, winAmount, winByRatio } from './bet-amount';

describe('realBetAmount', () => {
  it('keeps an amount within the max and the balance, without the callback', () => {
    const cb = jest.fn();
    expect(realBetAmount(50, 100, 80.5, cb)).toBe(50);
    expect(realBetAmount('20', 100, 80.5, cb)).toBe(20);
    expect(cb).not.toHaveBeenCalled();
  });
  it('caps to min(max, floor(balance)) above the balance and fires the callback', () => {
    const cb = jest.fn();
    expect(realBetAmount(90, 100, 80.7, cb)).toBe(80);
    expect(cb).toHaveBeenCalledWith(80);
  });
  it('caps to the max above the max', () => {
    const cb = jest.fn();
    expect(realBetAmount(500, 100, 1000, cb)).toBe(100);
    expect(cb).toHaveBeenCalledWith(100);
  });
  it('yields an empty string for NaN', () => {
    const cb = jest.fn();
    expect(realBetAmount('abc', 100, 1000, cb)).toBe('');
    expect(realBetAmount(Number.NaN, 100, 1000, cb)).toBe('');
    expect(cb).not.toHaveBeenCalled();
  });
});

describe('winAmount and winByRatio', () => {
  it('multiplies amount by odds to 2 decimals', () => {
    expect(winAmount(10, 1.15)).toBe(11.5);
    expect(winAmount('33', '1.333')).toBe(43.99);
  });
  it('is 0 when either input is not a number', () => {
    expect(winAmount('x', 1.5)).toBe(0);
    expect(winAmount(10, Number.NaN)).toBe(0);
  });
  it('win by ratio is floored at 0', () => {
    expect(winByRatio(100, 0.95)).toBe(95);
    expect(winByRatio(100, -1)).toBe(0);
    expect(winByRatio('', 0.5)).toBe(0);
  });
});

describe('rebate', () => {
  const base = { amount: 1000, threshold: 100, ratio: 0.01, multiplier: 2, cap: 50 };
  it('is amount × ratio × multiplier under the cap', () => {
    expect(rebate(base)).toBe(20);
  });
  it('is limited by the cap', () => {
    expect(rebate({ ...base, amount: 10000 })).toBe(50);
  });
  it('is 0 below the threshold', () => {
    expect(rebate({ ...base, amount: 99 })).toBe(0);
  });
  it('is 0 when any input is missing', () => {
    for (const key of ['amount', 'threshold', 'ratio', 'multiplier', 'cap'] as const) {
      expect(rebate({ ...base, [key]: undefined })).toBe(0);
      expect(rebate({ ...base, [key]: null })).toBe(0);
      expect(rebate({ ...base, [key]: '' })).toBe(0);
    }
  });
});
