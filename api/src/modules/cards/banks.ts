import type { Bank } from '@site/shared';

/** The banks the site pays out to (the bank list of /mine/addBankCard), in the order shown. */
export const BANKS: readonly Bank[] = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
  { code: 'CIB', name: '兴业银行' },
  { code: 'SPDB', name: '浦发银行' },
  { code: 'CMBC', name: '中国民生银行' },
  { code: 'CITIC', name: '中信银行' },
  { code: 'CEB', name: '中国光大银行' },
  { code: 'HXB', name: '华夏银行' },
  { code: 'PAB', name: '平安银行' },
  { code: 'GDB', name: '广发银行' },
];

export function bankOf(code: string): Bank | undefined {
  return BANKS.find((b) => b.code === code);
}
