/** Money is kept and summed in integer fen: 1 yuan = 100 fen. */
export const FEN_PER_YUAN = 100;

/**
 * Fen as yuan text with 2 decimals (1250 → '12.50', 5 → '0.05', -105 → '-1.05'), worked in integers, never
 * through floating-point arithmetic. Money is integer fen everywhere, so anything else is a fault and throws.
 */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / FEN_PER_YUAN)}.${String(abs % FEN_PER_YUAN).padStart(2, '0')}`;
}

const FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CNY',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/**
 * Made on first use, not when the module loads: a currency formatter loads the locale's data
 * (about 40 ms on a throttled phone), and a guest's first page shows no amount.
 */
const formatter = (() => {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat('zh-CN', FORMAT));
})();

/** Amounts in the zh-CN locale, CNY, with a trailing .00 dropped (spec §9). Not a number → '0'. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  return formatter()
    .format(amount)
    .replace(/CNY\s?/, '')
    .replace(/\.00$/, '')
    .trim();
}
