import { ExchangeKind, type ExchangeItem } from '@site/shared';
import { exchangeBlock, ExchangeBlock } from './exchange-block';

const item = (patch: Partial<ExchangeItem> = {}): ExchangeItem => ({
  id: 1,
  kind: ExchangeKind.CASH,
  name: '8元现金红利',
  points: 80,
  amount: 8,
  stockLeft: null,
  minGrade: 0,
  ...patch,
});

describe('why an item cannot be exchanged', () => {
  it.each([
    ['enough points', item(), 80, 0, null],
    ['points short', item(), 79, 0, ExchangeBlock.POINTS],
    ['grade too low (before points)', item({ minGrade: 2 }), 0, 1, ExchangeBlock.GRADE],
    ['sold out (before everything)', item({ stockLeft: 0, minGrade: 2 }), 0, 0, ExchangeBlock.SOLD_OUT],
    ['stock left', item({ stockLeft: 1 }), 100, 0, null],
  ])('%s', (_what, it_, points, grade, expected) => {
    expect(exchangeBlock(it_, points, grade)).toBe(expected);
  });
});
