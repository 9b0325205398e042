import { CARD_MSG, checkAlipayAccount, checkBankCardNumber, luhnValid, maskAccount, maskAddress, maskCardNo, maskName } from './cards';
import { checkUsdtAddress, isEthereumAddress, isTronAddress } from './usdt-address';
import { addBankCard } from '../contracts/cards';
import { addUsdtAddress } from '../contracts/usdt-address';

describe('bank card number (length 16-19 + Luhn)', () => {
  it.each(['4111111111111111', '6228480012345671', '6222 0202 0011 2233 446', '6212261202004444452'])('accepts %s', (v) => {
    expect(checkBankCardNumber(v)).toBeNull();
  });
  it('Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('12a4')).toBe(false);
  });
  it('names what is wrong', () => {
    expect(checkBankCardNumber('')).toBe('cardNoRequired');
    expect(checkBankCardNumber('   ')).toBe('cardNoRequired');
    expect(checkBankCardNumber('411111111111111')).toBe('cardNoLength');
    expect(checkBankCardNumber('41111111111111111111')).toBe('cardNoLength');
    expect(checkBankCardNumber('4111-1111-1111-1111')).toBe('cardNoLength');
    expect(checkBankCardNumber('4111111111111112')).toBe('cardNoLuhn');
    expect(checkBankCardNumber('4111 1111 1111 1111')).toBeNull();
  });
  it('the contract answers the Chinese messages', () => {
    const bad = addBankCard.request.safeParse({ bankCode: 'ICBC', cardNo: '4111111111111112', holder: '张三' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('银行卡号有误，请核对后重新输入');
    const noBank = addBankCard.request.safeParse({ bankCode: '', cardNo: '4111111111111111', holder: '张三' });
    expect(noBank.error?.issues[0]?.message).toBe('请选择开户银行');
    expect(addBankCard.request.safeParse({ bankCode: 'ICBC', cardNo: '4111111111111111', holder: '张三' }).success).toBe(true);
  });
});

describe('alipay account', () => {
  it.each(['13800138000', 'a.b@qq.com'])('accepts %s', (v) => expect(checkAlipayAccount(v)).toBeNull());
  it.each(['', '1380013800', 'abc', 'a@b'])('rejects %p', (v) => expect(checkAlipayAccount(v)).not.toBeNull());
});

describe('USDT address per network', () => {
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const eth = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
  it('TRC20: base58check with the 0x41 prefix', () => {
    expect(isTronAddress(tron)).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    expect(isTronAddress(eth)).toBe(false);
  });
  it('ERC20: 0x + 40 hex, EIP-55 checksum when mixed case', () => {
    expect(isEthereumAddress(eth)).toBe(true);
    expect(isEthereumAddress(eth.toLowerCase())).toBe(true);
    expect(isEthereumAddress('0xdac17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831ec')).toBe(false);
    expect(isEthereumAddress(tron)).toBe(false);
  });
  it('the network decides', () => {
    expect(checkUsdtAddress('TRC20', tron)).toBeNull();
    expect(checkUsdtAddress('ERC20', tron)).toBe('addressWrong');
    expect(checkUsdtAddress('ERC20', eth)).toBeNull();
    expect(checkUsdtAddress('', eth)).toBe('networkRequired');
    expect(checkUsdtAddress('TRC20', ' ')).toBe('addressRequired');
    const bad = addUsdtAddress.request.safeParse({ network: 'TRC20', address: eth });
    expect(bad.error?.issues[0]?.message).toBe(CARD_MSG.addressWrong);
    expect(addUsdtAddress.request.safeParse({ network: 'BEP20', address: eth }).error?.issues[0]?.message).toBe(CARD_MSG.networkRequired);
  });
});

describe('masks', () => {
  it('hides what is sensitive', () => {
    expect(maskCardNo('4111111111111111')).toBe('**** **** **** 1111');
    expect(maskAccount('13800138000')).toBe('138****8000');
    expect(maskAccount('abcd@qq.com')).toBe('ab***@qq.com');
    expect(maskAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…Lj6t');
    expect(maskName('张三丰')).toBe('张**');
  });
});
