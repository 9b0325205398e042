import { amountTextOfFen, checkTransferAmount, TransferTy, wholeSourceAmount } from './transfer-amount';

const balances = { center: 1000, venue: 100.5 };

describe('transfer amount rules (spec §5, §9: text, two decimals, max length 12)', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['1234567890123', 'amountTooLong'],
    ['1.234', 'amountFormat'],
    ['1e3', 'amountFormat'],
    ['0x10', 'amountFormat'],
    ['-5', 'amountFormat'],
    ['01', 'amountFormat'],
    ['abc', 'amountFormat'],
    ['0', 'amountNotPositive'],
    ['0.00', 'amountNotPositive'],
    ['1000.01', 'centerShort'],
  ] as const)('transfer in of %p → %s', (text, rule) => {
    expect(checkTransferAmount(text, TransferTy.IN, 'AGZR', balances)).toBe(rule);
  });

  it('accepts whole and two-decimal amounts up to the source balance', () => {
    expect(checkTransferAmount('1000', TransferTy.IN, 'AGZR', balances)).toBeNull();
    expect(checkTransferAmount('0.01', TransferTy.IN, 'AGZR', balances)).toBeNull();
    expect(checkTransferAmount('100.5', TransferTy.OUT, 'AGZR', balances)).toBeNull();
    expect(checkTransferAmount('100.50', TransferTy.OUT, 'AGZR', balances)).toBeNull();
  });

  it('transfer out is checked against the venue balance', () => {
    expect(checkTransferAmount('100.51', TransferTy.OUT, 'AGZR', balances)).toBe('venueShort');
    expect(checkTransferAmount('5000', TransferTy.OUT, 'AGZR', { center: 1000, venue: null })).toBeNull();
  });

  it('a venue must be chosen', () => {
    expect(checkTransferAmount('10', TransferTy.IN, '', balances)).toBe('venueRequired');
  });

  it('compares in fen: 0.1 + 0.2 of float noise never refuses a whole balance', () => {
    expect(checkTransferAmount('0.3', TransferTy.IN, 'AGZR', { center: 0.1 + 0.2, venue: 0 })).toBeNull();
  });

  it("'all' fills the whole source balance as text", () => {
    expect(wholeSourceAmount(TransferTy.IN, balances)).toBe('1000');
    expect(wholeSourceAmount(TransferTy.OUT, balances)).toBe('100.5');
    expect(wholeSourceAmount(TransferTy.OUT, { center: 1, venue: null })).toBe('0');
    expect(amountTextOfFen(5)).toBe('0.05');
    expect(amountTextOfFen(888888)).toBe('8888.88');
  });
});
