import type { Rng } from './rng';

/**
 * The quick lottery (快三, pure): every bet draws three dice at once. 大 = total 11–17, 小 = 4–10,
 * 单 = odd total, 双 = even total, each paying 1:1 (the stake back twice); any triple (豹子) loses
 * every one of these bets. Return to player 97.22% (each bet wins 105 of the 216 outcomes).
 */
export const LOTTERY_PICKS = ['big', 'small', 'odd', 'even'] as const;
export type LotteryPick = (typeof LOTTERY_PICKS)[number];

export interface LotteryDraw {
  dice: [number, number, number];
  sum: number;
  triple: boolean;
}

export function drawDice(rng: Rng): LotteryDraw {
  const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
  return drawOf(dice);
}

export function drawOf(dice: [number, number, number]): LotteryDraw {
  return { dice, sum: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

export function pickWins(draw: LotteryDraw, pick: LotteryPick): boolean {
  if (draw.triple) return false;
  switch (pick) {
    case 'big':
      return draw.sum >= 11;
    case 'small':
      return draw.sum <= 10;
    case 'odd':
      return draw.sum % 2 === 1;
    case 'even':
      return draw.sum % 2 === 0;
  }
}

/** What the bet returns (stake included), in fen. */
export function lotteryReturnFen(draw: LotteryDraw, pick: LotteryPick, stakeFen: number): number {
  return pickWins(draw, pick) ? stakeFen * 2 : 0;
}
