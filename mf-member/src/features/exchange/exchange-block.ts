import type { ExchangeItem } from '@site/shared';

/** Why an item cannot be exchanged now, checked in this order (the api checks the same and has the last word). */
export const ExchangeBlock = { SOLD_OUT: 'soldOut', GRADE: 'grade', POINTS: 'points' } as const;
export type ExchangeBlock = (typeof ExchangeBlock)[keyof typeof ExchangeBlock];

export function exchangeBlock(item: ExchangeItem, points: number, grade: number): ExchangeBlock | null {
  if (item.stockLeft !== null && item.stockLeft <= 0) return ExchangeBlock.SOLD_OUT;
  if (grade < item.minGrade) return ExchangeBlock.GRADE;
  if (points < item.points) return ExchangeBlock.POINTS;
  return null;
}
