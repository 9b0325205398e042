import { cryptoRng } from './rng';
import {
  evaluate,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIP,
  SLOT_STRIP_COUNTS,
  SLOT_SYMBOLS,
  slotRtp,
  slotWinFen,
  spin,
  windowAt,
  type SlotSymbol,
} from './slot-maths';
import { CHIPS_FEN } from './provider-rules';

const fill = (s: SlotSymbol): SlotSymbol[][] => Array.from({ length: 5 }, () => [s, s, s]);

describe('slot paytable and lines', () => {
  it('has 5 reels of one 32-stop strip with the stated symbol counts', () => {
    expect(SLOT_STRIP).toHaveLength(32);
    for (const s of SLOT_SYMBOLS) expect(SLOT_STRIP.filter((x) => x === s)).toHaveLength(SLOT_STRIP_COUNTS[s]);
    expect(windowAt([0, 1, 2, 3, 31])).toHaveLength(5);
    expect(windowAt([31, 0, 0, 0, 0])[0]).toEqual([SLOT_STRIP[31], SLOT_STRIP[0], SLOT_STRIP[1]]);
  });

  it('pays every line of a full screen of one symbol 5 of a kind', () => {
    const out = evaluate(fill('s8'));
    expect(out.wins).toHaveLength(SLOT_LINES.length);
    expect(out.totalLineBets).toBe(SLOT_LINES.length * SLOT_PAYTABLE.s8[2]);
  });

  it('pays a left-to-right run of 3 or 4 on a line, and nothing when the run starts later or is 2 long', () => {
    // Middle row: s3 s3 s3 s1 s2; everything else broken up so no other line pays.
    const reels: SlotSymbol[][] = [
      ['s1', 's3', 's2'],
      ['s2', 's3', 's1'],
      ['s4', 's3', 's5'],
      ['s5', 's1', 's4'],
      ['s6', 's2', 's7'],
    ];
    const out = evaluate(reels);
    expect(out.wins).toEqual([{ line: 0, symbol: 's3', count: 3, pays: SLOT_PAYTABLE.s3[0] }]);
    reels[3] = ['s5', 's3', 's4'];
    expect(evaluate(reels).wins).toEqual([{ line: 0, symbol: 's3', count: 4, pays: SLOT_PAYTABLE.s3[1] }]);
    reels[0] = ['s1', 's7', 's2'];
    expect(evaluate(reels).wins).toEqual([]);
  });

  it('follows the V line (top, middle, bottom, middle, top)', () => {
    const reels: SlotSymbol[][] = [
      ['s7', 's1', 's2'],
      ['s3', 's7', 's4'],
      ['s5', 's6', 's7'],
      ['s1', 's2', 's3'],
      ['s4', 's5', 's6'],
    ];
    expect(evaluate(reels).wins).toEqual([{ line: 3, symbol: 's7', count: 3, pays: SLOT_PAYTABLE.s7[0] }]);
  });

  it('turns line bets into whole fen for every chip', () => {
    const out = evaluate(fill('s1'));
    for (const chip of CHIPS_FEN) {
      const win = slotWinFen(out, chip);
      expect(Number.isInteger(win)).toBe(true);
      expect(win).toBe((SLOT_PAYTABLE.s1[2] * SLOT_LINES.length * chip) / SLOT_LINES.length);
    }
  });
});

describe('slot return to player', () => {
  it('states an exact RTP near 96%', () => {
    expect(slotRtp()).toBeGreaterThan(0.955);
    expect(slotRtp()).toBeLessThan(0.965);
  });

  it('measures the stated RTP over 1,000,000 spins of the crypto RNG (the maths, not a timing)', () => {
    const rng = cryptoRng();
    const spins = 1_000_000;
    let paid = 0;
    let hits = 0;
    for (let i = 0; i < spins; i++) {
      const out = spin(rng);
      paid += out.totalLineBets;
      if (out.totalLineBets > 0) hits += 1;
    }
    // Stake per spin = 10 line bets.
    const measured = paid / (spins * SLOT_LINES.length);
    console.log(
      `slot RTP: stated ${(slotRtp() * 100).toFixed(2)}%, measured over ${spins} spins ${(measured * 100).toFixed(2)}%, hit rate ${((hits / spins) * 100).toFixed(1)}%`,
    );
    // The standard error of the measured RTP is about 0.3 points: 0.015 is 5 of them.
    expect(Math.abs(measured - slotRtp())).toBeLessThan(0.015);
    expect(hits / spins).toBeGreaterThan(0.1);
  });
});
