import { toCapitalNumerals } from './capital-numerals';

describe('toCapitalNumerals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [105, '壹佰零伍元整'],
    [1000, '壹仟元整'],
    [10005, '壹万零伍元整'],
    [100010000, '壹亿零壹万元整'],
    [100000000, '壹亿元整'],
    [1000000001, '壹拾亿零壹元整'],
    [12345.67, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [1.5, '壹元伍角'],
    [1.05, '壹元零伍分'],
    [0.05, '伍分'],
    [0.5, '伍角'],
    [-12.3, '负壹拾贰元叁角'],
    ['88.8', '捌拾捌元捌角'],
  ])('%p → %s', (input, expected) => {
    expect(toCapitalNumerals(input)).toBe(expected);
  });
  it('gives an empty string for input that is not an amount', () => {
    expect(toCapitalNumerals(Number.NaN)).toBe('');
    expect(toCapitalNumerals('abc')).toBe('');
    expect(toCapitalNumerals('')).toBe('');
    expect(toCapitalNumerals(1e17)).toBe('');
  });
  it('does not write 负 for a negative that rounds to zero', () => {
    expect(toCapitalNumerals(-0.001)).toBe('零元整');
  });
});

describe('toCapitalNumerals in zh-TW', () => {
  it.each([
    [10005, '壹萬零伍元整'],
    [-23.6, '負貳拾參元陸角'],
    [300000000, '參億元整'],
  ])('%s → %s', (amount, words) => expect(toCapitalNumerals(amount, 'zh-TW')).toBe(words));
});
