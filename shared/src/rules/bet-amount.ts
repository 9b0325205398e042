/** Rounds to 2 decimals (money), away from float noise such as 11.499999. */
function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

function toNumber(v: number | string | null | undefined): number {
  if (v === null || v === undefined) return NaN;
  if (typeof v === 'string') return v.trim() === '' ? NaN : Number(v);
  return v;
}

/**
 * The real bet amount (spec §5): when the amount exceeds the max or the balance it becomes the
 * smaller of the max and the floor of the balance, and onCapped fires with that value; an
 * amount that is not a number yields ''.
 */
export function realBetAmount(amount: number | string, max: number, balance: number, onCapped?: (value: number) => void): number | '' {
  const n = toNumber(amount);
  if (Number.isNaN(n)) return '';
  if (n > max || n > balance) {
    const capped = Math.min(max, Math.floor(balance));
    onCapped?.(capped);
    return capped;
  }
  return n;
}

/** Win amount = amount × odds, 2 decimals; 0 when either is not a number. */
export function winAmount(amount: number | string, odds: number | string): number {
  const n = toNumber(amount) * toNumber(odds);
  return Number.isFinite(n) ? round2(n) : 0;
}

/** Win by ratio = amount × ratio, 2 decimals, floored at 0 (never a negative win). */
export function winByRatio(amount: number | string, ratio: number | string): number {
  const n = toNumber(amount) * toNumber(ratio);
  return Number.isFinite(n) ? Math.max(0, round2(n)) : 0;
}

export interface RebateInput {
  amount?: number | string | null;
  /** Minimum amount that earns a rebate. */
  threshold?: number | string | null;
  ratio?: number | string | null;
  multiplier?: number | string | null;
  /** Largest rebate paid. */
  cap?: number | string | null;
}

/** Rebate (spec §5): 0 when any input is missing or the amount is below the threshold, else min(amount × ratio × multiplier, cap). */
export function rebate(input: RebateInput): number {
  const values = [input.amount, input.threshold, input.ratio, input.multiplier, input.cap].map(toNumber);
  if (values.some((v) => !Number.isFinite(v))) return 0;
  const [amount, threshold, ratio, multiplier, cap] = values as [number, number, number, number, number];
  if (amount < threshold) return 0;
  return Math.max(0, round2(Math.min(amount * ratio * multiplier, cap)));
}
