import zhCN from '../../i18n/zh-CN.json';
import zhTW from '../../i18n/zh-TW.json';
import { TRANSFER_IN_PROBLEMS, allAmountText, transferInProblem } from './transfer-in-rules';

describe('transfer-in amount rules (spec §5, §9)', () => {
  it('an empty amount is required: 请输入转入金额', () => {
    expect(transferInProblem('', 100)).toBe('required');
    expect(transferInProblem('   ', 100)).toBe('required');
    expect(zhCN.transferIn.rules.required).toBe('请输入转入金额');
  });

  it('every rule has its text in both catalogs', () => {
    expect(Object.keys(zhCN.transferIn.rules).sort()).toEqual([...TRANSFER_IN_PROBLEMS].sort());
    expect(Object.keys(zhTW.transferIn.rules).sort()).toEqual([...TRANSFER_IN_PROBLEMS].sort());
    expect(zhTW.transferIn.rules.required).toBe('請輸入轉入金額');
  });

  it('at most two decimals', () => {
    expect(transferInProblem('1.234', 100)).toBe('format');
    expect(transferInProblem('1.23', 100)).toBeNull();
    expect(transferInProblem('1e3', 5000)).toBe('format');
    expect(transferInProblem('0x10', 5000)).toBe('format');
  });

  it('zero is refused, and more than the centre balance', () => {
    expect(transferInProblem('0', 100)).toBe('positive');
    expect(transferInProblem('0.00', 100)).toBe('positive');
    expect(transferInProblem('100.01', 100)).toBe('overBalance');
    expect(transferInProblem('100', 100)).toBeNull();
  });

  it("'all' fills the whole centre balance, fen exact", () => {
    expect(allAmountText(1000)).toBe('1000');
    expect(allAmountText(8888.88)).toBe('8888.88');
    expect(allAmountText(0.5)).toBe('0.5');
    expect(allAmountText(0.07)).toBe('0.07');
    expect(allAmountText(1.005)).toBe('1');
    expect(allAmountText(0)).toBe('0');
    expect(allAmountText(Number.NaN)).toBe('0');
    expect(transferInProblem(allAmountText(8888.88), 8888.88)).toBeNull();
  });
});
