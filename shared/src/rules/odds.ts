import type { OddsType } from '../stored-values';

/**
 * Odds conversions (spec §4 Bet slip odds types). Prices are kept in hong kong odds in
 * thousandths (hkMilli 920 = 0.92), so every conversion is integer arithmetic and the two-decimal
 * figure a player sees is truncated exactly, never rounded:
 * - E european = hk + 1
 * - H hong kong = hk
 * - M malay = hk when hk ≤ 1, else −1/hk
 * - I indonesian = hk when hk ≥ 1, else −1/hk
 * How a price reads on the page (the 1X2 markets always european) is ./pick-text.ts priceText.
 */

const MILLI = 1000;

/** Hundredths shown for a price (signed; 1.08 → 108, −1.08 → −108), truncated toward zero. */
export function oddsHundredths(hkMilli: number, type: OddsType): number {
  const hk = Math.trunc(hkMilli / 10);
  // −1/hk in hundredths: 100 / (hkMilli / 1000) = 100000 / hkMilli, truncated toward zero.
  const negativeInverse = -Math.trunc((100 * MILLI) / hkMilli);
  switch (type) {
    case 'E':
      return Math.trunc((hkMilli + MILLI) / 10);
    case 'H':
      return hk;
    case 'M':
      return hkMilli <= MILLI ? hk : negativeInverse;
    case 'I':
      return hkMilli >= MILLI ? hk : negativeInverse;
  }
}

/** Signed hundredths as the two-decimal text a player reads ('0.92', '-1.08', '1.00'). */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The other way: a price quoted in `type`, in signed thousandths (e.g. malay −0.8 → −800), back to
 * hong kong thousandths. Negative malay/indonesian prices are −1/hk, so hk = 1000000 / |value|
 * (truncated to a thousandth). Returns null for a value no hong kong price can give.
 */
export function hkMilliOf(milli: number, type: OddsType): number | null {
  if (!Number.isInteger(milli) || milli === 0) return null;
  if (type === 'E') return milli > MILLI ? milli - MILLI : null;
  if (milli > 0) {
    if (type === 'M' && milli > MILLI) return null;
    if (type === 'I' && milli < MILLI) return null;
    return milli;
  }
  if (type === 'H') return null;
  const hk = Math.trunc((MILLI * MILLI) / -milli);
  // A negative malay price is −1/hk for hk > 1 (|value| < 1); a negative indonesian one for hk < 1 (|value| > 1,
  // or exactly 1.00 once a price just under 1 is truncated).
  if (type === 'M' ? -milli > MILLI : -milli < MILLI) return null;
  return hk;
}
