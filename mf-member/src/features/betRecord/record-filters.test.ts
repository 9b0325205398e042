import { filtersReducer, initialFilters, PAGE_SIZE, queryOf, rangeOf } from './record-filters';

// 2026-01-15 12:00 UTC = 20:00 in China.
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const CHINA_MIDNIGHT = Date.UTC(2026, 0, 14, 16, 0, 0);

describe('bet record filters', () => {
  it('ranges start at midnight China time: today, 7 days, 30 days (within the api’s 31)', () => {
    expect(rangeOf('today', NOW)).toEqual({ beginTime: CHINA_MIDNIGHT, endTime: NOW });
    expect(rangeOf('week', NOW).beginTime).toBe(CHINA_MIDNIGHT - 6 * 86_400_000);
    const month = rangeOf('month', NOW);
    expect(month.endTime - month.beginTime).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it('builds the query: category 8 for every venue, the state only when one is chosen', () => {
    expect(queryOf(initialFilters, NOW)).toEqual({ ...rangeOf('week', NOW), category: 8 });
    const s = filtersReducer(filtersReducer(initialFilters, { type: 'venue', venue: 'sport' }), { type: 'state', state: 'SETTLED' });
    expect(queryOf(s, NOW)).toEqual({ ...rangeOf('week', NOW), category: 1, state: 'SETTLED' });
  });

  it('a filter change goes back to page 1; pages stay within the total', () => {
    const on3 = filtersReducer(initialFilters, { type: 'page', pageNum: 3, total: 5 * PAGE_SIZE });
    expect(on3.pageNum).toBe(3);
    expect(filtersReducer(on3, { type: 'range', range: 'today' }).pageNum).toBe(1);
    expect(filtersReducer(initialFilters, { type: 'page', pageNum: 9, total: 2 * PAGE_SIZE + 1 }).pageNum).toBe(3);
    expect(filtersReducer(initialFilters, { type: 'page', pageNum: 0, total: 0 }).pageNum).toBe(1);
  });
});
