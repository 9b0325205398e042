import { blankMatch, MATCH_STATUS, type Market, type Match } from '@site/shared';
import { PREDICTION, predictionsDue, predictScore } from './score-prediction';

const KICK_OFF = Date.UTC(2026, 0, 15, 12, 0, 0);

function market(kind: Market['kind'], line: string, prices: Record<string, number>): Market {
  return {
    id: `g:${kind}`,
    kind,
    line,
    strong: 'H',
    suspended: false,
    selections: Object.entries(prices).map(([key, hkMilli]) => ({ id: `g:${kind}:${key}`, key, name: '', hkMilli })),
  };
}

function match(over: Partial<Match> = {}): Match {
  return {
    ...blankMatch({ gameId: 'g1', gide: 'e1', hgid: 'h1', league_id: 1, gameType: 'FT', showType: 'FT', team_h: '主队', team_c: '客队', datetime: KICK_OFF }),
    ...over,
  };
}

describe('score prediction (10018)', () => {
  it.each([
    // [1X2 hk prices H/N/C, OU line, predicted]
    [{ H: 900, N: 2200, C: 2800 }, '2.5', [2, 1]], // home favourite, 2.5 goals → 3 goals, about 62 % home
    [{ H: 2800, N: 2200, C: 900 }, '2.5', [1, 2]], // the mirror
    [{ H: 1600, N: 2100, C: 1600 }, '2', [1, 1]], // even
    [{ H: 400, N: 4000, C: 8000 }, '3.5/4', [3, 1]], // a strong favourite, quarter line 3.75 → 4 goals
    [{ H: 2800, N: 2200, C: 900 }, '4.5', [2, 3]], // 4.5 → 5 goals, about 38 % home
  ] as const)('prices %j with the total %s predict %j', (prices, line, expected) => {
    expect(predictScore(match({ markets: [market('M', '', prices), market('OU', line, { O: 900, U: 900 })] }))).toEqual(expected);
  });

  it('without prices: the default goals (2.5 → 3), the odd one to the home side', () => {
    expect(predictScore(match())).toEqual([2, 1]);
    expect(predictScore(match({ markets: [market('OU', '', { O: 900, U: 900 })] }))).toEqual([2, 1]);
  });

  it('is due once, for football matches not started whose kick-off is near, soonest first and a few per round', () => {
    const soon = (i: number) => match({ gameId: `m${i}`, datetime: KICK_OFF + i * 60_000 });
    const now = KICK_OFF - 60_000;
    const board = [
      soon(3),
      soon(1),
      match({ gameId: 'late', datetime: now + PREDICTION.aheadMs + 1 }),
      match({ gameId: 'live', gameStatus: MATCH_STATUS.LIVE }),
      match({ gameId: 'basket', gameType: 'BK' }),
      match({ gameId: 'past', datetime: now - 1 }),
      ...[5, 6, 7, 8, 9].map(soon),
    ];
    const due = predictionsDue(board, now, new Set(['m5'])).map((m) => m.gameId);
    expect(due).toEqual(['m1', 'm3', 'm6', 'm7', 'm8'].slice(0, PREDICTION.perRound));
  });
});
