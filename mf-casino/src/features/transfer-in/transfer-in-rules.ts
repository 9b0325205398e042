import { amountTextSchema } from '@site/shared';

/** The rules of the transfer-in dialog; their texts are the catalog's alone (transferIn.rules.<problem>, both languages). */
export const TRANSFER_IN_PROBLEMS = ['required', 'format', 'positive', 'overBalance'] as const;
export type TransferInProblem = (typeof TRANSFER_IN_PROBLEMS)[number];

/** Integer fen of a balance in yuan (a float from the api), never negative. */
export function fenOf(yuan: number): number {
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
