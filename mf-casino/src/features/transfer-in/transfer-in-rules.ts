import { amountTextSchema } from '@site/shared';

/** The amount field: at most 12 characters, at most 2 decimals (spec §5 Transfer-in dialog, §9). */
export const AMOUNT_MAX_LENGTH = 12;
export const AMOUNT_DECIMALS = 2;

/** The rule messages of the transfer-in dialog (zh-CN; the dialog shows them through i18n keys of the same text). */
export const TRANSFER_IN_MESSAGES = {
  required: '请输入转入金额',
  format: '请输入正确的金额，最多两位小数',
  positive: '转入金额必须大于0',
  overBalance: '中心钱包余额不足',
} as const;
export type TransferInProblem = keyof typeof TRANSFER_IN_MESSAGES;

/**
 * What the field keeps of a keystroke: digits and one decimal point, at most two decimals, at most
 * 12 characters, no leading zeros before a digit ('007' → '7'). Anything else typed is dropped.
 */
export function sanitizeAmountInput(raw: string): string {
  let text = raw.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  if (text.startsWith('.')) text = `0${text}`;
  text = text.replace(/^0+(?=\d)/, '');
  const [whole = '', decimals] = text.split('.');
  const kept = decimals === undefined ? whole : `${whole}.${decimals.slice(0, AMOUNT_DECIMALS)}`;
  return kept.slice(0, AMOUNT_MAX_LENGTH);
}

/** Integer fen of a balance in yuan (a float from the api), never negative. */
function fenOf(yuan: number): number {
  return Number.isFinite(yuan) && yuan > 0 ? Math.floor(Math.round(yuan * 1000) / 10) : 0;
}

/** The 'all' button: the whole centre balance as amount text, fen exact ('1000', '8888.88', '0.5'). */
export function allAmountText(centerWalletBalance: number): string {
  const fen = fenOf(centerWalletBalance);
  const whole = Math.floor(fen / 100);
  const rest = fen % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0')}`.replace(/0$/, '');
}

/** The first problem of an amount (required, format, positive, balance), or null when it can be sent. */
export function transferInProblem(text: string, centerWalletBalance: number): TransferInProblem | null {
  const amount = text.trim();
  if (amount === '') return 'required';
  if (!amountTextSchema.safeParse(amount).success) return 'format';
  const [whole = '0', decimals = ''] = amount.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen <= 0) return 'positive';
  if (fen > fenOf(centerWalletBalance)) return 'overBalance';
  return null;
}
