import { yuanText } from '@site/shared';

/**
 * Money is kept and summed in integer fen (1 yuan = 100 fen) everywhere; the contracts speak yuan
 * with two decimals. Conversions go through text, never through floating-point arithmetic.
 */
export type Fen = number;

const YUAN_TEXT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250; null for text that is not a plain non-negative amount with at most 2 decimals (or too big). */
export function fenOfYuanText(text: string): Fen | null {
  const m = YUAN_TEXT.exec(text.trim());
  if (!m) return null;
  const fen = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return fen > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(fen);
}

/** 1250 → 12.5: the yuan number the contracts carry (parsed from the 2-decimal text). */
export function yuanOf(fen: Fen): number {
  return Number(yuanText(fen));
}
