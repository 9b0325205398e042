import { alipayFormErrors, bankFormErrors, groupCardNo, usdtFormErrors } from './card-form';

describe('add-account forms', () => {
  it('bank card: bank, number (length + Luhn), holder', () => {
    expect(bankFormErrors({ bankCode: '', cardNo: '', holder: '' })).toEqual({ bankCode: 'bankRequired', cardNo: 'cardNoRequired', holder: 'holderRequired' });
    expect(bankFormErrors({ bankCode: 'ICBC', cardNo: '4111 1111 1111 1112', holder: '张三' })).toEqual({ cardNo: 'cardNoLuhn' });
    expect(bankFormErrors({ bankCode: 'ICBC', cardNo: '4111 1111 1111', holder: '张三' })).toEqual({ cardNo: 'cardNoLength' });
    expect(bankFormErrors({ bankCode: 'ICBC', cardNo: '4111 1111 1111 1111', holder: '张三' })).toEqual({});
  });
  it('alipay: phone or e-mail', () => {
    expect(alipayFormErrors({ account: 'x', holder: '张三' })).toEqual({ account: 'alipayWrong' });
    expect(alipayFormErrors({ account: '13800138000', holder: '' })).toEqual({ holder: 'holderRequired' });
  });
  it('usdt: network first, then the address of that network', () => {
    expect(usdtFormErrors({ network: '', address: 'abc', alias: '' })).toEqual({ network: 'networkRequired' });
    expect(usdtFormErrors({ network: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', alias: '' })).toEqual({ address: 'addressWrong' });
    expect(usdtFormErrors({ network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', alias: 'x'.repeat(21) })).toEqual({ alias: 'aliasTooLong' });
  });
  it('groups card numbers by 4', () => {
    expect(groupCardNo('62220202a00112233446')).toBe('6222 0202 0011 2233 446');
  });
});
