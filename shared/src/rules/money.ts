const formatter = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts in the zh-CN locale, CNY, with a trailing .00 dropped (spec §9). Not a number → '0'. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  return formatter
    .format(amount)
    .replace(/CNY\s?/, '')
    .replace(/\.00$/, '')
    .trim();
}
