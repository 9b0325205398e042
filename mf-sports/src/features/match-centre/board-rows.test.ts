import { counts, league } from '../../test-support/sport-fixtures';
import { boardRows } from './board-rows';
import { centreFilterOf, countOf, hasQuickLeagues } from './centre-filter';

const list = {
  leagues: [league('FT', 100021, '英超'), { ...league('FT', 100026, '意甲'), isExpand: false }, { ...league('FT', 5, '隐藏'), isShow: false }],
  matchIds: new Map([
    ['FT-100021', ['a', 'b']],
    ['FT-100026', ['c']],
    ['FT-5', ['d']],
  ]),
};

describe('the board rows (leagues that expand and collapse)', () => {
  it('lists each shown league, then its matches while expanded (isExpand by default)', () => {
    expect(boardRows(list, new Set(), null).map((r) => r.key)).toEqual(['l:FT-100021', 'm:a', 'm:b', 'l:FT-100026']);
  });
  it('a toggled league flips its default', () => {
    expect(boardRows(list, new Set(['FT-100021', 'FT-100026']), null).map((r) => r.key)).toEqual(['l:FT-100021', 'l:FT-100026', 'm:c']);
  });
  it('the quick filter keeps only its league', () => {
    expect(boardRows(list, new Set(), 100026).map((r) => r.key)).toEqual(['l:FT-100026']);
    expect(boardRows(list, new Set(), 100210)).toEqual([]);
  });
});

describe('the centre filter (route query)', () => {
  it('a show type the sport lacks reads as its first; champion has only its own', () => {
    expect(centreFilterOf({ sport: 'FS', show: 'RB', league: 0 })).toEqual({ gameType: 'FS', showType: 'FSFT', quickLeague: null });
    expect(centreFilterOf({ sport: 'BK', show: 'FSFU', league: 0 })).toEqual({ gameType: 'BK', showType: 'RB', quickLeague: null });
    expect(centreFilterOf({ sport: 'ALL', show: 'FSFU', league: 0 }).showType).toBe('FSFU');
  });
  it('only the spec §9 league ids are a quick league', () => {
    expect(centreFilterOf({ sport: 'FT', show: 'FT', league: 100021 }).quickLeague).toBe(100021);
    expect(centreFilterOf({ sport: 'FT', show: 'FT', league: 123 }).quickLeague).toBeNull();
    expect(hasQuickLeagues('FT', 'RB')).toBe(true);
    expect(hasQuickLeagues('BK', 'RB')).toBe(false);
    expect(hasQuickLeagues('ALL', 'FSFT')).toBe(false);
  });
  it('counts a tab: one sport or every sport, over the show types asked', () => {
    const c = counts([
      { sport: 'FT', show: 'RB', n: 3 },
      { sport: 'BK', show: 'RB', n: 2 },
      { sport: 'FS', show: 'FSFT', n: 4 },
      { sport: 'FS', show: 'FSFU', n: 1 },
    ]);
    expect(countOf(c, 'FT', ['RB'])).toBe(3);
    expect(countOf(c, 'ALL', ['RB'])).toBe(5);
    expect(countOf(c, 'FS', ['FSFT', 'FSFU'])).toBe(5);
    expect(countOf(null, 'FT', ['RB'])).toBeNull();
  });
});
