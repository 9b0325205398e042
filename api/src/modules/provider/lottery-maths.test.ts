import { drawDice, drawOf, lotteryReturnFen, LOTTERY_PICKS, pickWins } from './lottery-maths';
import { cryptoRng } from './rng';

describe('quick lottery (three dice)', () => {
  it('settles big/small/odd/even on the sum', () => {
    const d = drawOf([6, 4, 1]);
    expect(d.sum).toBe(11);
    expect(LOTTERY_PICKS.map((p) => pickWins(d, p))).toEqual([true, false, true, false]);
    const small = drawOf([1, 2, 1]);
    expect(LOTTERY_PICKS.map((p) => pickWins(small, p))).toEqual([false, true, false, true]);
    expect(lotteryReturnFen(d, 'big', 500)).toBe(1000);
    expect(lotteryReturnFen(d, 'small', 500)).toBe(0);
  });

  it('a triple loses every pick', () => {
    for (const dice of [
      [1, 1, 1],
      [4, 4, 4],
      [6, 6, 6],
    ] as [number, number, number][]) {
      const d = drawOf(dice);
      expect(d.triple).toBe(true);
      expect(LOTTERY_PICKS.map((p) => lotteryReturnFen(d, p, 100))).toEqual([0, 0, 0, 0]);
    }
  });

  it('returns exactly 105/108 (97.22%) per pick over the 216 outcomes', () => {
    for (const pick of LOTTERY_PICKS) {
      let back = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) back += lotteryReturnFen(drawOf([a, b, c]), pick, 100);
      expect(back / (216 * 100)).toBeCloseTo(0.9722, 4);
    }
  });

  it('draws fair dice from the crypto RNG', () => {
    const rng = cryptoRng();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) for (const die of drawDice(rng).dice) counts[die - 1] = (counts[die - 1] ?? 0) + 1;
    // 30,000 each; 5 standard deviations ≈ 0.9%.
    for (const n of counts) expect(Math.abs(n - 30_000)).toBeLessThan(1000);
  });
});
