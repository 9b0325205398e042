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
