import { BUILDER_KINDS, BUILDER_MENU, builderOutcome, builderPickOf, builderPicks, builderPickWins, builderReturnFen } from './bet-builder';
import { legOutcome } from './settlement';

const everyPick = BUILDER_KINDS.flatMap((k) => BUILDER_MENU[k]);

describe('同场串关 selections', () => {
  it('wins at exactly the scores where its leg settles W, and never pushes (half-goal lines)', () => {
    const disagree: string[] = [];
    for (const pick of everyPick)
      for (let hh = 0; hh <= 4; hh++)
        for (let hc = 0; hc <= 4; hc++)
          for (let fh = hh; fh <= hh + 4; fh++)
            for (let fc = hc; fc <= hc + 4; fc++) {
              const leg = legOutcome(pick, { home: fh, away: fc, halfHome: hh, halfAway: hc, winner: fh > fc ? 'H' : fh < fc ? 'C' : 'N' });
              const wins = builderPickWins(pick, [fh, fc], [hh, hc]);
              if ((leg.result === 'W') !== wins || (leg.result !== 'W' && leg.result !== 'L'))
                disagree.push(`${pick.id} ${hh}-${hc} ${fh}-${fc} ${leg.result}`);
            }
    expect(everyPick.length).toBe(36);
    expect(disagree).toEqual([]);
  });

  it('reads ids as the picked side reads its line', () => {
    expect(builderPickOf('R:H:-1.5')).toMatchObject({ wtype: 'R', rtype: 'H', strong: 'H', line: '1.5' });
    expect(builderPickOf('R:C:+0.5')).toMatchObject({ wtype: 'R', rtype: 'C', strong: 'H', line: '0.5' });
    expect(builderPickOf('HOU:U:1.5')).toMatchObject({ wtype: 'HOU', rtype: 'U', line: '1.5' });
    expect(builderPickOf('OU:O:9.5')).toBeNull();
  });
});

describe('同场串关 refusals', () => {
  it('refuses fewer than two or more than six selections', () => {
    expect(builderPicks(['M:H'])).toEqual({ ok: false, problem: { kind: 'size', count: 1 } });
    expect(builderPicks(['M:H', 'OU:O:0.5', 'OU:O:1.5', 'EO:ODD', 'HM:H', 'HOU:O:0.5', 'R:H:-0.5'])).toEqual({
      ok: false,
      problem: { kind: 'size', count: 7 },
    });
    expect(builderPicks(['M:H', 'OU:O:0.5', 'OU:O:1.5', 'EO:ODD', 'HM:H', 'HOU:O:0.5']).ok).toBe(true);
  });

  it('refuses an unknown or repeated selection', () => {
    expect(builderPicks(['M:H', 'M:X'])).toEqual({ ok: false, problem: { kind: 'unknown', id: 'M:X' } });
    expect(builderPicks(['M:H', 'M:H'])).toEqual({ ok: false, problem: { kind: 'repeated', id: 'M:H' } });
  });

  it('names the two selections that contradict each other: 主胜 + 客胜, 大 2.5 + 小 1.5, 和局 + 单', () => {
    expect(builderPicks(['EO:EVEN', 'M:H', 'M:C'])).toEqual({ ok: false, problem: { kind: 'conflict', pair: [1, 2] } });
    expect(builderPicks(['OU:O:2.5', 'OU:U:1.5'])).toEqual({ ok: false, problem: { kind: 'conflict', pair: [0, 1] } });
    expect(builderPicks(['M:N', 'EO:ODD'])).toEqual({ ok: false, problem: { kind: 'conflict', pair: [0, 1] } });
    // The first half inside the match: 2 first-half goals cannot end under 1.5.
    expect(builderPicks(['HOU:O:1.5', 'OU:U:1.5'])).toEqual({ ok: false, problem: { kind: 'conflict', pair: [0, 1] } });
  });

  it('refuses three selections no score satisfies though every two could', () => {
    // Home ahead at half time, away winning, under 2.5 in all: 1-0 then at least 1-2.
    expect(builderPicks(['HM:H', 'M:C', 'OU:U:2.5'])).toEqual({ ok: false, problem: { kind: 'conflictAll' } });
  });

  it('takes a band of totals made of two lines (大 1.5 + 小 3.5)', () => {
    expect(builderPicks(['OU:O:1.5', 'OU:U:3.5']).ok).toBe(true);
  });
});

describe('同场串关 settlement', () => {
  const W = { result: 'W', dReason: null } as const;
  const L = { result: 'L', dReason: null } as const;
  const D1 = { result: 'D', dReason: 'D1' } as const;

  it('wins only when every selection won, at the joint price, in fen', () => {
    expect(builderOutcome([W, W, W])).toEqual({ result: 'W', dReason: null });
    // 10 yuan at hk 3.456 (european 4.456): 44.56 yuan.
    expect(builderReturnFen(1000, 3456, builderOutcome([W, W]))).toBe(4456);
    expect(builderReturnFen(1001, 3456, builderOutcome([W, W]))).toBe(4460);
  });

  it('loses when one lost, and returns the stake when a selection is void and none lost', () => {
    expect(builderOutcome([W, L, D1])).toEqual({ result: 'L', dReason: null });
    expect(builderReturnFen(1000, 3456, builderOutcome([W, L]))).toBe(0);
    expect(builderOutcome([W, D1])).toEqual({ result: 'D', dReason: 'D1' });
    expect(builderReturnFen(1000, 3456, builderOutcome([W, D1]))).toBe(1000);
  });
});
