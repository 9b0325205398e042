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

/**
 * Amounts as zh-CN writes them (thousands grouped with commas, two decimals, a trailing .00 dropped; spec §9). Not a
 * number → '0'. Written here rather than with Intl.NumberFormat: the first Intl formatter of a page loads the ICU
 * locale data, about 60 ms on a throttled phone inside the task that first shows a balance, for a format this small.
 * Rounded as Intl rounds: half away from zero on the number's shortest decimal form (0.015 → 0.02), which is what a
 * player typed or the api sent, not on its binary value (0.01499…).
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  const [whole, cents] = twoDecimals(Math.abs(amount));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const text = cents === '00' ? grouped : `${grouped}.${cents}`;
  return amount < 0 && text !== '0' ? `-${text}` : text;
}

/** A non-negative number rounded half up to two decimals on its shortest decimal form: [whole, cents]. */
function twoDecimals(n: number): [string, string] {
  const shortest = String(n);
  // Below 1e-6 or from 1e21 on, the shortest form is exponential: the first rounds to 0.00, the second is whole.
  if (shortest.includes('e')) return n < 1 ? ['0', '00'] : [BigInt(n).toString(), '00'];
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const cents = BigInt(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}
