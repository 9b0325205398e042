/**
 * The slip's stake rules in integer fen (spec §5 real bet amount and win amount, §9 amounts: max length 12,
 * 2 decimals), in fen so the slip and the api never meet float noise:
 * - what a player may type is the one amount rule of every amount box (./amounts amountAsTyped);
 * - real amount: above the max or the balance it becomes the smaller of the max and the floor of the balance
 *   (whole yuan), with a notice (`capped`); text that is not a number gives empty;
 * - win = amount × odds, to 2 decimals (half a fen rounds up), recomputed on every keystroke.
 */
import { FEN_PER_YUAN, yuanText } from './money';
const MILLI = 1000;

/** Stake text in yuan → fen; null when it is not an amount (empty, letters, more than 2 decimals). */
export function stakeFenOf(text: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * FEN_PER_YUAN + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as the shortest yuan text a stake field shows (1000 → '10', 1050 → '10.5', 1234 → '12.34'). */
export function stakeText(fen: number): string {
  if (!Number.isSafeInteger(fen)) return '';
  return yuanText(fen).replace(/\.?0+$/, '');
}

export interface RealStake {
  /** The amount to stake as the field should show it; '' when the text was not a number. */
  text: string;
  /** The amount in fen; null when the text was not a number. */
  fen: number | null;
  /** True when the amount was above the max or the balance and was lowered (the notice fires). */
  capped: boolean;
}

/**
 * The real bet amount (spec §5): above `maxFen` or `balanceFen` it becomes min(max, floor(balance) in whole
 * yuan) and `capped` is set; text that is not a number yields ''.
 */
export function realStake(text: string, maxFen: number, balanceFen: number): RealStake {
  const fen = stakeFenOf(text);
  if (fen === null) return { text: '', fen: null, capped: false };
  if (fen > maxFen || fen > balanceFen) {
    const floorBalance = Math.floor(Math.max(0, balanceFen) / FEN_PER_YUAN) * FEN_PER_YUAN;
    const capped = Math.max(0, Math.min(maxFen, floorBalance));
    return { text: stakeText(capped), fen: capped, capped: true };
  }
  return { text: text.trim(), fen, capped: false };
}

/** Win in fen = stake × odds (thousandths), to the fen, half a fen up; 0 when either is not a number. */
export function winFen(stakeFen: number | null, oddsMilli: number): number {
  if (stakeFen === null || !Number.isSafeInteger(stakeFen) || !Number.isSafeInteger(oddsMilli)) return 0;
  const product = stakeFen * oddsMilli;
  return product >= 0 ? Math.floor((product + MILLI / 2) / MILLI) : -Math.floor((-product + MILLI / 2) / MILLI);
}
