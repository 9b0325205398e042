/**
 * Withdrawal-account rules (spec §5 terms: the card holder must equal the
 * registered name). Each check returns the key of what is wrong, or null; CARD_MSG holds the
 * zh-CN message the api answers and the forms show (catalog key cards.rules.<key>).
 */
export const CARD_LIMITS = {
  /** China UnionPay debit cards: 16 to 19 digits. */
  cardNoMin: 16,
  cardNoMax: 19,
  /** Input allows spaces between groups of 4. */
  cardNoInputMax: 23,
  holderMax: 30,
  alipayMax: 40,
  usdtAddressMax: 64,
  aliasMax: 20,
  /** At most this many accounts of each kind per member. */
  maxBankCards: 5,
  maxAlipay: 3,
  maxUsdt: 5,
} as const;

export const CARD_MSG = {
  cardNoRequired: '请输入银行卡号',
  cardNoLength: '银行卡号应为16-19位数字',
  cardNoLuhn: '银行卡号有误，请核对后重新输入',
  bankRequired: '请选择开户银行',
  bankUnknown: '不支持该银行，请选择列表中的银行',
  holderRequired: '请输入持卡人姓名',
  holderMismatch: '持卡人姓名须与绑定的真实姓名一致',
  alipayRequired: '请输入支付宝账号',
  alipayWrong: '请输入正确的支付宝账号（手机号或邮箱）',
  networkRequired: '请选择链类型',
  addressRequired: '请输入USDT地址',
  addressWrong: '地址格式错误，请核对链类型与地址',
  aliasTooLong: '备注最多20个字符',
  cardMissing: '账户不存在',
  duplicate: '该账户已绑定，请勿重复添加',
  limitReached: '已达到可绑定的数量上限',
} as const;
export type CardRuleKey = keyof typeof CARD_MSG;

/** Card number without the spaces a member may type between groups. */
export function normalizeCardNo(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkBankCardNumber(raw: string): CardRuleKey | null {
  const v = normalizeCardNo(raw);
  if (v === '') return 'cardNoRequired';
  if (!/^\d+$/.test(v) || v.length < CARD_LIMITS.cardNoMin || v.length > CARD_LIMITS.cardNoMax) return 'cardNoLength';
  return luhnValid(v) ? null : 'cardNoLuhn';
}

/** Alipay accounts are a mainland mobile number or an e-mail. */
export function checkAlipayAccount(raw: string): CardRuleKey | null {
  const v = raw.trim();
  if (v === '') return 'alipayRequired';
  const phone = /^1\d{10}$/.test(v);
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
  return phone || email ? null : 'alipayWrong';
}

export const UsdtNetwork = { TRC20: 'TRC20', ERC20: 'ERC20' } as const;
export type UsdtNetworkValue = (typeof UsdtNetwork)[keyof typeof UsdtNetwork];

/** '6222 **** **** 0123' → shown as '**** **** **** 0123'. */
export function maskCardNo(v: string): string {
  return `**** **** **** ${v.slice(-4)}`;
}

/** Alipay: 138****8000 / ab***@qq.com. */
export function maskAccount(v: string): string {
  const at = v.indexOf('@');
  if (at > 0) return `${v.slice(0, Math.min(2, at))}***${v.slice(at)}`;
  return v.length > 7 ? `${v.slice(0, 3)}****${v.slice(-4)}` : `${v.slice(0, 1)}***`;
}

/** USDT: first 6 and last 4 characters. */
export function maskAddress(v: string): string {
  return v.length > 12 ? `${v.slice(0, 6)}…${v.slice(-4)}` : v;
}

/** Real names: the family name (first character) kept, the rest starred: 张三 → 张*. */
export function maskName(v: string): string {
  const chars = [...v];
  if (chars.length <= 1) return v;
  return chars[0] + '*'.repeat(chars.length - 1);
}
