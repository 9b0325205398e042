import { slotSymbolSchema } from '@site/shared';
import type { Rng } from './rng';

/**
 * The demo slot's maths (pure): 5 reels × 3 rows, 10 fixed paylines, left-to-right wins of 3, 4
 * or 5 of a kind, paid as multiples of the line bet (stake / 10). Every theme shares these
 * numbers; a theme only names and colours the symbols (slot-themes.ts). RTP is exact from the
 * strips (slotRtp) and stated on the page.
 */
export const SLOT_SYMBOLS = slotSymbolSchema.options;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Pays for 3, 4, 5 of a kind, in line bets. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  s1: [8, 25, 60],
  s2: [9, 25, 100],
  s3: [13, 40, 150],
  s4: [15, 60, 250],
  s5: [20, 100, 400],
  s6: [30, 150, 750],
  s7: [50, 250, 1500],
  s8: [100, 500, 5000],
};

/** How many stops of each symbol a reel strip holds (all five reels alike); 32 stops a reel. */
export const SLOT_STRIP_COUNTS: Record<SlotSymbol, number> = {
  s1: 10,
  s2: 8,
  s3: 6,
  s4: 3,
  s5: 2,
  s6: 1,
  s7: 1,
  s8: 1,
};

/** The strip: symbols interleaved so equal symbols are spread out (the order does not change the RTP). */
export const SLOT_STRIP: readonly SlotSymbol[] = (() => {
  const left = { ...SLOT_STRIP_COUNTS };
  const strip: SlotSymbol[] = [];
  for (;;) {
    const before = strip.length;
    for (const s of SLOT_SYMBOLS) {
      if (left[s] > 0) {
        strip.push(s);
        left[s] -= 1;
      }
    }
    if (strip.length === before) return strip;
  }
})();

/** Rows (0 top, 1 middle, 2 bottom) of each reel per payline. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

export interface LineWin {
  /** Index into SLOT_LINES. */
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** In line bets. */
  pays: number;
}

export interface SlotOutcome {
  /** reels[reel][row]. */
  reels: SlotSymbol[][];
  wins: LineWin[];
  /** Sum of the wins, in line bets. */
  totalLineBets: number;
}

/** The window of symbols shown when each reel stops at `stops[reel]` (the top row's strip index). */
export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  const n = SLOT_STRIP.length;
  const reels: SlotSymbol[][] = [];
  for (const stop of stops) reels.push([SLOT_STRIP[stop % n], SLOT_STRIP[(stop + 1) % n], SLOT_STRIP[(stop + 2) % n]] as SlotSymbol[]);
  return reels;
}

export function evaluate(reels: SlotSymbol[][]): SlotOutcome {
  const wins: LineWin[] = [];
  let total = 0;
  for (let line = 0; line < SLOT_LINES.length; line++) {
    const rows = SLOT_LINES[line] as readonly number[];
    const first = (reels[0] as SlotSymbol[])[rows[0] as number] as SlotSymbol;
    let count = 1;
    while (count < SLOT_REELS && (reels[count] as SlotSymbol[])[rows[count] as number] === first) count += 1;
    if (count >= 3) {
      const pays = SLOT_PAYTABLE[first][count - 3] as number;
      wins.push({ line, symbol: first, count: count as 3 | 4 | 5, pays });
      total += pays;
    }
  }
  return { reels, wins, totalLineBets: total };
}

export function spin(rng: Rng): SlotOutcome {
  const stops: number[] = [];
  for (let r = 0; r < SLOT_REELS; r++) stops.push(rng.int(SLOT_STRIP.length));
  return evaluate(windowAt(stops));
}

/** Stakes are whole chips of SLOT_LINES.length fen multiples, so a line bet is whole fen. */
export function slotWinFen(outcome: SlotOutcome, stakeFen: number): number {
  return (outcome.totalLineBets * stakeFen) / SLOT_LINES.length;
}

/**
 * The exact return to player: each cell of a payline shows a symbol with the strip's frequency,
 * reels independent, so a line's expected pay in line bets is Σ_s Σ_k pay(s,k)·P(run of exactly k);
 * lines share the stake evenly, so the RTP is that expectation.
 */
export function slotRtp(): number {
  const n = SLOT_STRIP.length;
  let rtp = 0;
  for (const s of SLOT_SYMBOLS) {
    const p = SLOT_STRIP_COUNTS[s] / n;
    const [three, four, five] = SLOT_PAYTABLE[s];
    rtp += three * p ** 3 * (1 - p) + four * p ** 4 * (1 - p) + five * p ** 5;
  }
  return rtp;
}
