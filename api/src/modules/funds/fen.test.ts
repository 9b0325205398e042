import { fenOfYuanText, yuanOf, yuanText } from './fen';

describe('fen ↔ yuan', () => {
  it('reads yuan text without floating point', () => {
    expect(fenOfYuanText('0')).toBe(0);
    expect(fenOfYuanText('12.5')).toBe(1250);
    expect(fenOfYuanText('0.07')).toBe(7);
    expect(fenOfYuanText('8888.88')).toBe(888888);
    expect(fenOfYuanText('1.005')).toBeNull();
    expect(fenOfYuanText('-1')).toBeNull();
    expect(fenOfYuanText('01')).toBeNull();
    expect(fenOfYuanText('1e3')).toBeNull();
    expect(fenOfYuanText('99999999999999999999')).toBeNull();
  });

  it('writes fen as yuan with 2 decimals', () => {
    expect(yuanText(1250)).toBe('12.50');
    expect(yuanText(7)).toBe('0.07');
    expect(yuanText(-105)).toBe('-1.05');
    expect(yuanOf(888888)).toBe(8888.88);
    expect(yuanOf(15050)).toBe(150.5);
    expect(() => yuanText(1.5)).toThrow();
  });
});
