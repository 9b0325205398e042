import { CARD_MSG, checkAlipayAccount, checkBankCardNumber, checkUsdtAddress, type CardRuleKey, type UsdtNetworkValue } from '@site/shared';

/** What each add form holds. */
export interface BankForm {
  bankCode: string;
  cardNo: string;
  holder: string;
}
export interface AlipayForm {
  account: string;
  holder: string;
}
export interface UsdtForm {
  network: UsdtNetworkValue | '';
  address: string;
  alias: string;
}

/** A form's problems: the rule key per field (shown through the catalog, cards.rules.<key>). */
export type FormErrors<F> = Partial<Record<keyof F, CardRuleKey>>;

const holderProblem = (holder: string): CardRuleKey | null => (holder.trim() === '' ? 'holderRequired' : null);

function collect<F>(entries: [keyof F, CardRuleKey | null][]): FormErrors<F> {
  const out: FormErrors<F> = {};
  for (const [field, key] of entries) if (key) out[field] = key;
  return out;
}

/** The same rules as the api (shared/src/rules/cards.ts); the api also checks holder = real name. */
export function bankFormErrors(f: BankForm): FormErrors<BankForm> {
  return collect<BankForm>([
    ['bankCode', f.bankCode === '' ? 'bankRequired' : null],
    ['cardNo', checkBankCardNumber(f.cardNo)],
    ['holder', holderProblem(f.holder)],
  ]);
}

export function alipayFormErrors(f: AlipayForm): FormErrors<AlipayForm> {
  return collect<AlipayForm>([
    ['account', checkAlipayAccount(f.account)],
    ['holder', holderProblem(f.holder)],
  ]);
}

export function usdtFormErrors(f: UsdtForm): FormErrors<UsdtForm> {
  const key = checkUsdtAddress(f.network, f.address);
  return collect<UsdtForm>([
    ['network', key === 'networkRequired' ? key : null],
    ['address', key === 'networkRequired' ? null : key],
    ['alias', f.alias.trim().length > 20 ? 'aliasTooLong' : null],
  ]);
}

export const hasErrors = (e: object) => Object.keys(e).length > 0;

/** Card numbers shown in groups of 4 as they are typed. */
export function groupCardNo(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export { CARD_MSG };
