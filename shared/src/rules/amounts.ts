export * from './money';
export * from './capital-numerals';
export * from './bet-amount';
