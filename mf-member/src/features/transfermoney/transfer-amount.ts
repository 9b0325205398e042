import { amountTextSchema, fenOfAmountText } from '@site/shared';

/** ty of venueTransfer (spec §3): 1 = centre wallet → venue (转入), 0 = venue → centre wallet (转出). */
export const TransferTy = { OUT: 0, IN: 1 } as const;
export type TransferTyValue = (typeof TransferTy)[keyof typeof TransferTy];

/**
 * What is wrong with a transfer amount, checked in this order (the first one found is shown):
 * required, the contract's own text rule (at most 12 characters, at most two decimals: amountTextSchema),
 * more than zero, no venue chosen, more than the source holds. The page shows rules.<key> (zh-CN source:
 * the catalog; the api answers the same words when a bad amount reaches it).
 */
export type AmountRule = 'amountRequired' | 'amountTooLong' | 'amountFormat' | 'amountNotPositive' | 'venueRequired' | 'centerShort' | 'venueShort';

/** The balances a transfer moves between, in yuan as the api answers them; venue null before it is known. */
export interface TransferBalances {
  center: number;
  venue: number | null;
}

/** Yuan (a number of the api, 2 decimals) → integer fen, so comparisons never meet float noise. */
export function fenOfYuan(yuan: number): number {
  return Number.isFinite(yuan) ? Math.round(yuan * 100) : 0;
}

/** Fen → the amount text the 'all' button fills in: '1000', '100.5', '0.05'. */
export function amountTextOfFen(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export function checkTransferAmount(text: string, ty: TransferTyValue, channelCode: string, balances: TransferBalances): AmountRule | null {
  if (text.trim() === '') return 'amountRequired';
  const parsed = amountTextSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues.some((i) => i.code === 'too_big') ? 'amountTooLong' : 'amountFormat';
  const fen = fenOfAmountText(text) ?? 0;
  if (fen <= 0) return 'amountNotPositive';
  if (channelCode === '') return 'venueRequired';
  if (ty === TransferTy.IN && fen > fenOfYuan(balances.center)) return 'centerShort';
  if (ty === TransferTy.OUT && balances.venue !== null && fen > fenOfYuan(balances.venue)) return 'venueShort';
  return null;
}

/** The whole balance of the source: the centre wallet when transferring in, the venue when transferring out. */
export function wholeSourceAmount(ty: TransferTyValue, balances: TransferBalances): string {
  const source = ty === TransferTy.IN ? balances.center : (balances.venue ?? 0);
  return amountTextOfFen(Math.max(0, fenOfYuan(source)));
}
