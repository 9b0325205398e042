import { realStake, stakeFenOf, stakeText, winFen } from './stake';

describe('stake text and fen (spec §5, §9: 2 decimals, max length 12; typing follows amountAsTyped)', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.05', 1005],
    ['0.01', 1],
    ['10.', 1000],
    ['', null],
    ['abc', null],
    ['1.234', null],
  ])('%p is %p fen', (text, fen) => {
    expect(stakeFenOf(text)).toBe(fen);
  });

  it('fen as the shortest yuan text', () => {
    expect(stakeText(1000)).toBe('10');
    expect(stakeText(1050)).toBe('10.5');
    expect(stakeText(0)).toBe('0');
  });
});

describe('real bet amount (spec §5)', () => {
  it('within the max and the balance: unchanged', () => {
    expect(realStake('50', 100_00, 1000_00)).toEqual({ text: '50', fen: 5000, capped: false });
  });

  it('above the max: the max, with a notice', () => {
    expect(realStake('500', 100_00, 1000_00)).toEqual({ text: '100', fen: 10000, capped: true });
  });

  it('above the balance: the floor of the balance (whole yuan), with a notice', () => {
    expect(realStake('999', 5000_00, 123_45)).toEqual({ text: '123', fen: 12300, capped: true });
  });

  it('not a number: empty', () => {
    expect(realStake('abc', 100_00, 1000_00)).toEqual({ text: '', fen: null, capped: false });
  });
});

describe('win amount = amount × odds, 2 decimals (spec §5)', () => {
  it('worked examples', () => {
    expect(winFen(10000, 920)).toBe(9200); // 100 × 0.92
    expect(winFen(1005, 1950)).toBe(1960); // 10.05 × 1.95 = 19.5975 → 19.60
    expect(winFen(333, 1001)).toBe(333); // 3.33 × 1.001 = 3.33333
  });

  it('not a number gives 0', () => {
    expect(winFen(null, 920)).toBe(0);
    expect(winFen(Number.NaN, 920)).toBe(0);
  });
});
