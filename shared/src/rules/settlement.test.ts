import { D_REASON_NAMES, RESULT_CODE_NAMES } from '../contracts/bet';
import {
  halfLines,
  legFactor,
  legOutcome,
  overallOutcome,
  parlayReturnFen,
  resultName,
  seriesReturnsFen,
  validStakeFen,
  type FinalScore,
  type SettledPick,
} from './settlement';
import { maxReturnFen } from './series';

const score = (home: number, away: number, halfHome: number | null = null, halfAway: number | null = null): FinalScore => ({
  home,
  away,
  halfHome,
  halfAway,
  winner: home > away ? 'H' : home < away ? 'C' : 'N',
});
const pick = (wtype: SettledPick['wtype'], rtype: string, line = '', strong: 'H' | 'C' = 'H', threeWay = true): SettledPick => ({
  wtype,
  rtype,
  line,
  strong,
  threeWay,
});
const resultOf = (p: SettledPick, s: FinalScore) => legOutcome(p, s).result;

describe('result codes and D reasons (spec §4) in Chinese', () => {
  it('names every code and reason', () => {
    expect(RESULT_CODE_NAMES).toEqual({ A: '恢复', W: '赢', LW: '赢半', LL: '输半', L: '输', P: '和', D: '取消' });
    expect(Object.keys(D_REASON_NAMES)).toEqual(['D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D9']);
    expect(resultName('D', 'D1')).toBe('取消（赛事取消）');
    expect(resultName('LW')).toBe('赢半');
    expect(resultName(null)).toBe('');
  });
});

describe('halfLines', () => {
  it.each([
    ['0', [0, 0]],
    ['2.5', [2.5, 2.5]],
    ['0.5/1', [0.5, 1]],
    ['0/0.5', [0, 0.5]],
    ['2.5/3', [2.5, 3]],
  ])('%s → %j', (text, expected) => expect(halfLines(text)).toEqual(expected));
  it.each(['', '/', '0.5/2', 'a', '1/'])('%j is unreadable', (text) => expect(halfLines(text)).toBeNull());
  it('an unreadable line voids the leg as a wrong handicap (D2)', () => {
    expect(legOutcome(pick('R', 'H', 'x'), score(1, 0))).toEqual({ result: 'D', dReason: 'D2' });
  });
});

describe('1X2 (M, HM)', () => {
  it.each([
    ['H', 2, 1, 'W'],
    ['H', 1, 1, 'L'],
    ['N', 1, 1, 'W'],
    ['C', 2, 1, 'L'],
    ['C', 0, 3, 'W'],
  ])('%s at %i-%i → %s', (side, h, a, expected) => expect(resultOf(pick('M', side), score(h, a))).toBe(expected));
  it('a draw in a two-way winner market (no draw offered) is a push', () => {
    expect(resultOf(pick('M', 'H', '', 'H', false), score(80, 80))).toBe('P');
  });
  it('HM reads the first-half score; without one the leg is void (D9)', () => {
    expect(resultOf(pick('HM', 'C'), score(3, 1, 0, 1))).toBe('W');
    expect(legOutcome(pick('HM', 'C'), score(3, 1))).toEqual({ result: 'D', dReason: 'D9' });
  });
});

describe('asian handicap (R, HR): quarter lines split over the two neighbouring lines', () => {
  // Home gives the line (strong H).
  it.each([
    // line, home, away, result for H, result for C
    ['0', 1, 1, 'P', 'P'],
    ['0', 2, 1, 'W', 'L'],
    ['0/0.5', 1, 1, 'LL', 'LW'],
    ['0/0.5', 2, 1, 'W', 'L'],
    ['0.5', 1, 1, 'L', 'W'],
    ['0.5/1', 2, 1, 'LW', 'LL'],
    ['0.5/1', 1, 1, 'L', 'W'],
    ['1', 2, 1, 'P', 'P'],
    ['1/1.5', 2, 1, 'LL', 'LW'],
    ['1/1.5', 3, 1, 'W', 'L'],
    ['1.5', 3, 1, 'W', 'L'],
  ])('home gives %s, %i-%i: home %s, away %s', (line, h, a, home, away) => {
    expect(resultOf(pick('R', 'H', line, 'H'), score(h, a))).toBe(home);
    expect(resultOf(pick('R', 'C', line, 'H'), score(h, a))).toBe(away);
  });
  it('the away side giving the line mirrors it', () => {
    expect(resultOf(pick('R', 'C', '0.5/1', 'C'), score(1, 2))).toBe('LW');
    expect(resultOf(pick('R', 'H', '0.5/1', 'C'), score(1, 2))).toBe('LL');
    expect(resultOf(pick('R', 'H', '0.5/1', 'C'), score(1, 1))).toBe('W');
  });
  it('HR reads the first-half score', () => {
    expect(resultOf(pick('HR', 'H', '0/0.5', 'H'), score(0, 3, 1, 0))).toBe('W');
  });
});

describe('over/under (OU, HOU) with quarter lines', () => {
  it.each([
    ['2.5', 2, 1, 'W', 'L'],
    ['2.5', 1, 1, 'L', 'W'],
    ['3', 2, 1, 'P', 'P'],
    ['2.5/3', 2, 1, 'LW', 'LL'],
    ['3/3.5', 2, 1, 'LL', 'LW'],
    ['3/3.5', 4, 0, 'W', 'L'],
  ])('line %s at %i-%i: over %s, under %s', (line, h, a, over, under) => {
    expect(resultOf(pick('OU', 'O', line), score(h, a))).toBe(over);
    expect(resultOf(pick('OU', 'U', line), score(h, a))).toBe(under);
  });
  it('HOU reads the first-half score', () => {
    expect(resultOf(pick('HOU', 'U', '0.5/1'), score(4, 0, 1, 0))).toBe('LL');
  });
});

describe('odd/even and outrights', () => {
  it('odd/even by the total (0 is even)', () => {
    expect(resultOf(pick('EO', 'ODD'), score(2, 1))).toBe('W');
    expect(resultOf(pick('EO', 'EVEN'), score(2, 1))).toBe('L');
    expect(resultOf(pick('EO', 'EVEN'), score(0, 0))).toBe('W');
  });
  it('an outright wins when its team is the champion', () => {
    const final: FinalScore = { home: 0, away: 0, halfHome: null, halfAway: null, winner: 'T3' };
    expect(resultOf(pick('FS', 'T3'), final)).toBe('W');
    expect(resultOf(pick('FS', 'T1'), final)).toBe('L');
  });
});

describe('voided matches (the feed calls a match off or abandons it)', () => {
  const voided = (s: FinalScore, voidReason: FinalScore['voidReason']): FinalScore => ({ ...s, voidReason });
  it('a match called off before kick-off (D1) voids every pick, the first half too', () => {
    for (const p of [pick('M', 'H'), pick('R', 'H', '0.5/1'), pick('OU', 'O', '2.5'), pick('EO', 'ODD'), pick('HM', 'H')]) {
      expect(legOutcome(p, voided(score(0, 0), 'D1'))).toEqual({ result: 'D', dReason: 'D1' });
    }
  });
  it('a match abandoned in play (D5) voids the full-time picks; a first half already played settles', () => {
    expect(legOutcome(pick('M', 'H'), voided(score(2, 0, 1, 0), 'D5'))).toEqual({ result: 'D', dReason: 'D5' });
    expect(legOutcome(pick('OU', 'U', '2.5'), voided(score(2, 0, 1, 0), 'D5'))).toEqual({ result: 'D', dReason: 'D5' });
    expect(legOutcome(pick('HM', 'H'), voided(score(2, 0, 1, 0), 'D5'))).toEqual({ result: 'W', dReason: null });
    expect(legOutcome(pick('HM', 'H'), voided(score(1, 0), 'D5'))).toEqual({ result: 'D', dReason: 'D5' });
  });
  it('a void leg returns the stake in a single and counts 1 in a parlay', () => {
    const leg = legOutcome(pick('M', 'H'), voided(score(0, 0), 'D1'));
    expect(parlayReturnFen(10_000, [{ hkMilli: 950, result: leg.result }])).toBe(10_000);
    expect(
      parlayReturnFen(10_000, [
        { hkMilli: 950, result: leg.result },
        { hkMilli: 1000, result: 'W' },
      ]),
    ).toBe(20_000);
    expect(validStakeFen(10_000, leg.result)).toBe(0);
  });
});

describe('parlay leg factors and returns', () => {
  it('win = european odds, draw/void/restored 1, half win 1 + (odds − 1)/2, half loss 0.5, loss 0 (in 1/2000)', () => {
    expect(legFactor('W', 950)).toBe(3900);
    expect(legFactor('LW', 850)).toBe(2850);
    expect(legFactor('P', 950)).toBe(2000);
    expect(legFactor('D', 950)).toBe(2000);
    expect(legFactor('A', 950)).toBe(2000);
    expect(legFactor('LL', 950)).toBe(1000);
    expect(legFactor('L', 950)).toBe(0);
  });

  it('worked example: 100 × (1 + 0.5 × 0.85) × 1.95 × 2.05 = 569.64', () => {
    const legs = [
      { hkMilli: 850, result: 'LW' as const },
      { hkMilli: 950, result: 'W' as const },
      { hkMilli: 1050, result: 'W' as const },
    ];
    expect(parlayReturnFen(10_000, legs)).toBe(56_964);
    expect(
      overallOutcome(
        10_000,
        legs.map((l) => ({ ...l, dReason: null })),
      ),
    ).toEqual({ result: 'LW', dReason: null });
  });

  it('a half loss halves, a void leg counts 1, a loss loses the parlay', () => {
    expect(parlayReturnFen(10_000, [{ hkMilli: 900, result: 'LL' }])).toBe(5_000);
    expect(
      parlayReturnFen(10_000, [
        { hkMilli: 900, result: 'D' },
        { hkMilli: 1000, result: 'W' },
      ]),
    ).toBe(20_000);
    expect(
      parlayReturnFen(10_000, [
        { hkMilli: 900, result: 'L' },
        { hkMilli: 1000, result: 'W' },
      ]),
    ).toBe(0);
    expect(
      maxReturnFen(
        [
          { gameId: 'a', hkMilli: 950 },
          { gameId: 'b', hkMilli: 1050 },
        ],
        [2],
        10_000,
      ),
    ).toBe(39_975);
  });

  it('the overall result of a multiple', () => {
    const leg = (result: 'W' | 'L' | 'D' | 'P' | 'LL', dReason: 'D1' | 'D5' | null = null) => ({ hkMilli: 900, result, dReason });
    expect(overallOutcome(10_000, [leg('W'), leg('L')]).result).toBe('L');
    expect(overallOutcome(10_000, [leg('D', 'D1'), leg('D', 'D1')])).toEqual({ result: 'D', dReason: 'D1' });
    expect(overallOutcome(10_000, [leg('P'), leg('D', 'D1')]).result).toBe('P');
    expect(overallOutcome(10_000, [leg('W'), leg('D', 'D1')]).result).toBe('W');
    expect(overallOutcome(10_000, [leg('P'), leg('LL')]).result).toBe('LL');
    expect(overallOutcome(10_000, [leg('D', 'D5')])).toEqual({ result: 'D', dReason: 'D5' });
  });

  it('a series settles each combination as its own parlay', () => {
    // 3串4 on three legs: the three doubles and the treble, 10 yuan each.
    const legs = [
      { hkMilli: 850, result: 'LW' as const },
      { hkMilli: 950, result: 'W' as const },
      { hkMilli: 1050, result: 'L' as const },
    ];
    const combos = [
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ];
    // 10 × 1.425 × 1.95 = 27.7875 → 27.78; every combination with the lost leg returns 0.
    expect(seriesReturnsFen(1_000, legs, combos)).toEqual([2_778, 0, 0, 0]);
  });
});

describe('valid turnover', () => {
  it('counts a win or loss whole, a half result half, a draw or void not at all', () => {
    expect(['W', 'L', 'LW', 'LL', 'P', 'D', 'A', null].map((r) => validStakeFen(1001, r as Parameters<typeof validStakeFen>[1]))).toEqual([
      1001, 1001, 500, 500, 0, 0, 0, 1001,
    ]);
  });
});
