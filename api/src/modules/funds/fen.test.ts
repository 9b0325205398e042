import { fenOfYuanText, yuanOf } from './fen';

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

  it('gives the yuan number of fen', () => {
    expect(yuanOf(888888)).toBe(8888.88);
    expect(yuanOf(15050)).toBe(150.5);
  });
});
