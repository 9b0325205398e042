import type { Match, Market, SportType } from '@site/shared';
import { leagueOf, seasonIndex, seasonName } from './catalogue';
import type { FeedControl } from './feed-control';
import { chancesOf, marketsFor, type SimMarket } from './markets';
import { europeanOf, lineValue, MARGIN, MIN_HK_MILLI, priceSides } from './pricing';
import { seededRng } from './seeded-rng';
import { Schedule, spanOf } from './schedule';
import { fairChances, jointCells, scoringShare, setWinChance, type ModelState, type ScoringModel } from './scoring-model';
import { Simulator } from './simulator';
import { simSettings } from './test-support/sim-settings';

const all = (sim: Simulator): Match[] => [...sim.boardMatches().values()].flat();
const matchOf = (sim: Simulator, gameId: string): Match => all(sim).find((m) => m.gameId === gameId)!;
const marketOf = (m: Match, kind: string): Market => m.markets.find((k) => k.kind === kind)!;
/** A market's european prices, in its selections' order. */
const euro = (m: Match, kind: string): number[] => marketOf(m, kind).selections.map((s) => europeanOf(s.hkMilli));
/** The implied probabilities of a market's sides summed: the book's overround. */
const overround = (market: Market): number => market.selections.reduce((sum, s) => sum + 1 / europeanOf(s.hkMilli), 0);
/** A side's share of the overround: the chance its price stands for. */
const chance = (market: Market, i: number): number => 1 / europeanOf(market.selections[i]!.hkMilli) / overround(market);

/** The bounds a real book keeps (1X2 103–108 %, two-way 104–106 %, outrights at most 130 %). */
function overroundBroken(market: Market): string | null {
  const o = overround(market);
  const [lo, hi] = market.kind === 'FS' ? [1.0, 1.3] : market.selections.length === 3 ? [1.03, 1.08] : [1.04, 1.06];
  return o >= lo && o <= hi ? null : `${market.id} overround ${o.toFixed(3)}`;
}

/** A control of one match, its match left out. */
type OfMatch<C> = C extends { gameId: string } ? Omit<C, 'gameId'> : never;

/** Sports whose odd/even counts goals, points or runs (about even before the start; basketball's also in play). */
const SCORING: readonly SportType[] = ['FT', 'VF', 'BK', 'OP', 'BS'];

/**
 * What a player would find wrong on the boards now: a team in two matches at once (in play, or booked over each
 * other's time), two outrights of one competition, a market beyond a book's margin, odd/even far from evens.
 */
function wrongOnBoards(sim: Simulator): string[] {
  const broken: string[] = [];
  const matches = all(sim);
  const byTeam = new Map<string, Match[]>();
  for (const m of matches) {
    if (m.gameType === 'FS') continue;
    for (const team of [m.team_h, m.team_c]) {
      const key = `${m.gameType}:${team}`;
      byTeam.set(key, [...(byTeam.get(key) ?? []), m]);
    }
  }
  for (const [team, list] of byTeam) {
    if (list.filter((m) => m.isLive).length > 1) broken.push(`${team} in two matches in play`);
    const windows = list
      .map((m) => ({ id: m.gameId, start: m.datetime, end: m.datetime + spanOf(m.gameType, leagueOf(m.gameType, m.league_id)!.bestOf) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < windows.length; i++)
      if (windows[i]!.start < windows[i - 1]!.end) broken.push(`${team}: ${windows[i - 1]!.id} and ${windows[i]!.id} overlap`);
  }
  const outrights = matches.filter((m) => m.gameType === 'FS');
  if (new Set(outrights.map((m) => m.league_id)).size !== outrights.length) broken.push('two outrights of one competition');
  for (const m of outrights) if (m.markets.length !== 1 || m.markets[0]!.kind !== 'FS') broken.push(`${m.team_h} has ${m.markets.length} markets`);
  for (const m of matches) {
    for (const market of m.markets) {
      if (market.suspended) continue;
      const wrong = overroundBroken(market);
      if (wrong) broken.push(wrong);
      if (market.kind === 'EO' && SCORING.includes(m.gameType) && (!m.isLive || m.gameType === 'BK')) {
        const odd = chance(market, 0);
        if (odd < 0.4 || odd > 0.6) broken.push(`${market.id} odd/even ${euro(m, 'EO').join('/')}`);
      }
    }
  }
  return broken;
}

describe('a believable feed over a long seeded run', () => {
  it('keeps a team in one match at a time, one outright per competition and season, every market within a book’s margin, odd/even near evens', () => {
    // About 17 hours of feed time, checked every ten ticks.
    const sim = new Simulator(simSettings({ matches: 200, clockSpeed: 600, seed: 7 }));
    const broken: string[] = [];
    const seasons = new Set<string>();
    let finished = 0;
    let liveSeen = 0;
    // The scores drawn come from the model that prices: finals land over the total line about half the time.
    const lines = new Map<string, number>();
    const overs: Partial<Record<SportType, boolean[]>> = {};
    for (let tick = 0; tick < 1000; tick++) {
      const r = sim.tick();
      finished += r.finished.length;
      for (const f of r.finished) {
        const line = lines.get(f.gameId);
        if (line !== undefined && f.voidReason === null && f.scoreH + f.scoreC !== line) (overs[f.gameType] ??= []).push(f.scoreH + f.scoreC > line);
      }
      for (const m of all(sim)) {
        const ou = m.markets.find((k) => k.kind === 'OU');
        if (!lines.has(m.gameId) && !m.isLive && ou && (m.gameType === 'FT' || m.gameType === 'BK')) lines.set(m.gameId, lineValue(ou.line));
      }
      if (tick % 10 !== 0) continue;
      broken.push(...wrongOnBoards(sim).map((w) => `tick ${tick}: ${w}`));
      for (const m of all(sim)) {
        if (m.isLive) liveSeen++;
        if (m.gameType === 'FS') seasons.add(m.team_h);
      }
    }
    expect(broken.slice(0, 10)).toEqual([]);
    expect(finished).toBeGreaterThan(100);
    for (const t of ['FT', 'BK'] as const) {
      const finals = overs[t] ?? [];
      expect(finals.length).toBeGreaterThan(30);
      const share = finals.filter(Boolean).length / finals.length;
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.7);
    }
    expect(liveSeen).toBeGreaterThan(1000);
    // Outright lists come and go, a season at a time (never two of one competition at once: checked above).
    expect(seasons.size).toBeGreaterThan(6);
  });

  it('a new leader resuming the boards keeps the schedule and the outright lists: no team in two matches, no season twice', () => {
    const before = new Simulator(simSettings({ matches: 200, seed: 3 }));
    for (let i = 0; i < 200; i++) before.tick();
    const listed = new Set(
      all(before)
        .filter((m) => m.gameType === 'FS')
        .map((m) => m.team_h),
    );
    const next = new Simulator(simSettings({ matches: 200, seed: 4, startAt: before.now + 1000 }), before.boardMatches());
    const broken: string[] = [];
    const seasons = new Set<string>();
    for (let tick = 0; tick < 600; tick++) {
      next.tick();
      if (tick % 20 !== 0) continue;
      broken.push(...wrongOnBoards(next).map((w) => `tick ${tick}: ${w}`));
      for (const m of all(next)) if (m.gameType === 'FS') seasons.add(`${m.league_id}:${m.team_h}`);
    }
    expect(broken.slice(0, 10)).toEqual([]);
    // A competition's list after the one resumed is for a later season, never the same one again.
    const names = [...seasons].map((s) => s.split(':')[1]!);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => !listed.has(n)).length).toBeGreaterThan(0);
  });
});

describe('in-play football prices follow the score and the clock', () => {
  /** A football match before its kick-off, in a frozen feed, and a way to control it. */
  function kickedOff() {
    const sim = new Simulator(simSettings({ frozen: true }));
    const m = all(sim).find((x) => x.gameType === 'FT' && !x.isLive)!;
    const control = (c: OfMatch<FeedControl>) => {
      const outcome = sim.tick(undefined, [{ ...c, gameId: m.gameId } as FeedControl]).controlled[0]!;
      expect(outcome.ok).toBe(true);
    };
    control({ op: 'kickOff' });
    return { sim, id: m.gameId, control };
  }

  it('a level match late in the second half prices the draw shortest of the three', () => {
    const { sim, id, control } = kickedOff();
    control({ op: 'minute', minute: 20 });
    control({ op: 'score', side: 'H' });
    control({ op: 'score', side: 'C' });
    control({ op: 'minute', minute: 80 });
    control({ op: 'reopen' });
    const m = matchOf(sim, id);
    expect([m.sc_FT_H, m.sc_FT_C]).toEqual([1, 1]);
    const [home, draw, away] = euro(m, 'M');
    expect(draw).toBeLessThan(home!);
    expect(draw).toBeLessThan(away!);
    expect(draw).toBeLessThan(1.6);
  });

  it('a team two goals up near the end is below 1.10', () => {
    const { sim, id, control } = kickedOff();
    control({ op: 'minute', minute: 30 });
    control({ op: 'score', side: 'C' });
    control({ op: 'score', side: 'C' });
    control({ op: 'minute', minute: 85 });
    control({ op: 'reopen' });
    const m = matchOf(sim, id);
    expect(euro(m, 'M')[2]).toBeLessThan(1.1);
    expect(overroundBroken(marketOf(m, 'M'))).toBeNull();
  });

  it('a goal shortens the scorer and the over and lengthens the other side; the clock running on shortens the under', () => {
    const { sim, id, control } = kickedOff();
    control({ op: 'minute', minute: 30 });
    const before = matchOf(sim, id);
    const [home, draw, away] = euro(before, 'M');
    const [over] = euro(before, 'OU');
    control({ op: 'score', side: 'H' });
    control({ op: 'reopen' });
    const after = matchOf(sim, id);
    const [home2, draw2, away2] = euro(after, 'M');
    expect(home2).toBeLessThan(home!);
    expect(away2).toBeGreaterThan(away!);
    expect(draw2).toBeGreaterThan(draw!);
    expect(euro(after, 'OU')[0]).toBeLessThan(over!);
    // Twenty minutes on without a goal: the under and the leader shorten.
    const [, under] = euro(after, 'OU');
    control({ op: 'minute', minute: 60 });
    const later = matchOf(sim, id);
    expect(euro(later, 'OU')[1]).toBeLessThan(under!);
    expect(euro(later, 'M')[0]).toBeLessThan(home2!);
  });
});

describe('the scoring model', () => {
  const football: ModelState = {
    gameType: 'FT',
    s: 0.5,
    total: 2.7,
    bestOf: 0,
    h: 0,
    c: 0,
    left: 1,
    halfH: 0,
    halfC: 0,
    firstHalfLeft: scoringShare('FT', 0, 0.5),
    setIndex: 0,
    gamesH: 0,
    gamesA: 0,
    inning: { inning: 1, half: 'TOP' },
    inningPlayed: 0,
  };

  it('prices an even football match as a real book does before the start: the draw about 3.5, odd/even about evens', () => {
    const [h, n, c] = fairChances(football, 'M', '', 'H');
    expect(h! + n! + c!).toBeCloseTo(1, 6);
    expect(h).toBeCloseTo(c!, 6);
    expect(n).toBeGreaterThan(0.24);
    expect(n).toBeLessThan(0.3);
    const [odd] = fairChances(football, 'EO', '', 'H');
    expect(Math.abs(odd! - 0.5)).toBeLessThan(0.03);
    // The level handicap is even; over 2.5 a little under half at 2.7 goals expected.
    expect(fairChances(football, 'R', '0', 'H')[0]).toBeCloseTo(0.5, 6);
    const [over] = fairChances(football, 'OU', '2.5', 'H');
    expect(over).toBeGreaterThan(0.45);
    expect(over).toBeLessThan(0.55);
  });

  it('at 2-2 in the 64th minute the draw is the shortest; at 2-3 in the 76th the away side is', () => {
    const at64 = fairChances({ ...football, h: 2, c: 2, left: scoringShare('FT', 64 / 90, 1), firstHalfLeft: 0 }, 'M', '', 'H');
    expect(at64[1]).toBeGreaterThan(Math.max(at64[0]!, at64[2]!));
    const at76 = fairChances({ ...football, h: 2, c: 3, left: scoringShare('FT', 76 / 90, 1), firstHalfLeft: 0 }, 'M', '', 'H');
    expect(at76[2]).toBeGreaterThan(0.6);
    expect(at76[1]).toBeGreaterThan(0.15);
  });

  it('keeps basketball odd/even at evens while points are to come, and leans the winner to the side ahead', () => {
    const bk: ModelState = { ...football, gameType: 'BK', total: 215, firstHalfLeft: 0 };
    expect(fairChances(bk, 'EO', '', 'H')[0]).toBeCloseTo(0.5, 6);
    expect(fairChances({ ...bk, h: 60, c: 50, left: 0.5 }, 'EO', '', 'H')[0]).toBeCloseTo(0.5, 6);
    expect(fairChances({ ...bk, h: 60, c: 50, left: 0.5 }, 'M', '', 'H')[0]).toBeGreaterThan(0.6);
    expect(fairChances({ ...bk, h: 100, c: 90, left: 0.02 }, 'M', '', 'H')[0]).toBeGreaterThan(0.95);
  });

  it('plays sets by the sport’s set rule: an even player wins a set half the time, more from a break up', () => {
    expect(setWinChance('TN', 0, 3, 0, 0, 0.5)).toBeCloseTo(0.5, 9);
    expect(setWinChance('TT', 0, 5, 10, 10, 0.5)).toBeCloseTo(0.5, 9);
    expect(setWinChance('TN', 0, 3, 3, 1, 0.5)).toBeGreaterThan(0.75);
    const tennis: ModelState = { ...football, gameType: 'TN', bestOf: 3, firstHalfLeft: 0 };
    const [win] = fairChances({ ...tennis, h: 1, c: 0 }, 'M', '', 'H');
    expect(win).toBeGreaterThan(0.7);
    // At a set all, the match goes to three sets: over 2.5 sets is certain.
    expect(fairChances({ ...tennis, h: 1, c: 1, setIndex: 2 }, 'OU', '2.5', 'H')[0]).toBeCloseTo(1, 9);
  });
});

describe('prices from the model', () => {
  it('keeps a three-way market in order when one side is near certain: the draw shorter than the side needing more goals', () => {
    const [fs] = marketsFor(
      'FS',
      leagueOf('FS', 100822)!,
      'g1',
      { state: {} as ModelState, chances: () => [], joint: () => jointCells({} as ModelState) },
      seededRng(1),
    );
    expect(fs!.base!.length).toBe(14);
    const oneXTwo: SimMarket = { ...fs!, base: null, bias: [0, 0, 0], market: { ...fs!.market, kind: 'M', selections: fs!.market.selections.slice(0, 3) } };
    const near: ScoringModel = { state: {} as ModelState, chances: () => [0.004, 0.035, 0.961], joint: () => jointCells({} as ModelState) };
    const [home, draw, away] = chancesOf(oneXTwo, near);
    expect(home).toBeLessThan(draw!);
    expect(draw).toBeLessThan(away!);
    expect(home! + draw! + away!).toBeCloseTo(1, 9);
    const out: number[] = [];
    priceSides([home!, draw!, away!], MARGIN.main, out);
    expect(out[2]).toBeGreaterThan(MIN_HK_MILLI);
  });
});

describe('the schedule', () => {
  it('puts a match at the first time both teams are free, rested, and frees them when it ends', () => {
    const schedule = new Schedule();
    const hour = 3_600_000;
    schedule.book('FT', ['A', 'B'], { gameId: 'm1', start: 0, end: 2 * hour });
    // C is free; A plays until 2 h and rests a quarter of an hour.
    expect(schedule.firstFree('FT', ['C', 'D'], hour, 10 * hour, 2 * hour)).toBe(hour);
    expect(schedule.firstFree('FT', ['C', 'A'], hour, 10 * hour, 2 * hour)).toBe(2.25 * hour);
    expect(schedule.firstFree('FT', ['C', 'A'], hour, 2 * hour, 2 * hour)).toBeNull();
    // Another sport's team of the same name is another team.
    expect(schedule.firstFree('BK', ['A'], hour, hour, 2 * hour)).toBe(hour);
    schedule.release('FT', ['A', 'B'], 'm1');
    expect(schedule.firstFree('FT', ['A', 'B'], 0, 0, 2 * hour)).toBe(0);
  });

  it('names the seasons after the catalogue’s', () => {
    expect(seasonName('欧洲冠军联赛 2026/27 冠军', 0)).toBe('欧洲冠军联赛 2026/27 冠军');
    expect(seasonName('欧洲冠军联赛 2026/27 冠军', 1)).toBe('欧洲冠军联赛 2027/28 冠军');
    expect(seasonName('英格兰超级联赛 2099/00 冠军', 1)).toBe('英格兰超级联赛 2100/01 冠军');
    expect(seasonName('中国超级联赛 2027 冠军', 2)).toBe('中国超级联赛 2029 冠军');
    expect(seasonIndex('欧洲冠军联赛 2026/27 冠军', '欧洲冠军联赛 2028/29 冠军')).toBe(2);
    expect(seasonIndex('欧洲冠军联赛 2026/27 冠军', '欧洲冠军联赛 2026/27 冠军')).toBe(0);
  });
});
