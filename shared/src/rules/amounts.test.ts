import { AMOUNT_MAX_LENGTH, amountAsTyped, fenOfAmountText } from './amounts';

/** Types `keys` one by one into an empty field, as the amount fields do. */
const typeInto = (keys: string, start = '') => [...keys].reduce((held, key) => amountAsTyped(held, held + key), start);

describe('amountAsTyped', () => {
  it('refuses the third decimal while typing', () => {
    expect(typeInto('12.345')).toBe('12.34');
    expect(typeInto('0.999')).toBe('0.99');
  });

  it('refuses the 13th character', () => {
    expect(typeInto('1234567890123')).toBe('123456789012');
    expect(typeInto('123456789.129')).toBe('123456789.12');
    expect(typeInto('1'.repeat(20))).toHaveLength(AMOUNT_MAX_LENGTH);
  });

  it('refuses letters, signs and a second point', () => {
    expect(typeInto('1a2-3e+4')).toBe('1234');
    expect(typeInto('1.2.3')).toBe('1.23');
  });

  it('keeps a paste that fits and refuses one that does not', () => {
    expect(amountAsTyped('', ' 1,000.50 ')).toBe('1000.50');
    expect(amountAsTyped('5', '12.345')).toBe('5');
    expect(amountAsTyped('5', '1234567890123')).toBe('5');
  });

  it('reads full-width digits, drops leading zeros and starts a leading point with 0', () => {
    expect(amountAsTyped('', '１２．５')).toBe('12.5');
    expect(typeInto('007')).toBe('7');
    expect(amountAsTyped('', '.5')).toBe('0.5');
    expect(amountAsTyped('12', '')).toBe('');
  });
});

describe('fenOfAmountText', () => {
  it.each([
    ['12.5', 1250],
    ['0.05', 5],
    ['100', 10000],
    [' 8888.88 ', 888888],
  ])('%s → %i fen', (text, fen) => expect(fenOfAmountText(text)).toBe(fen));

  it.each(['', '12.', '1.234', '01', '1e3', '1234567890123'])('%s is not an amount', (text) => expect(fenOfAmountText(text)).toBeNull());
});
