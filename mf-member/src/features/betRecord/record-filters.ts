import { beijingDayStart, DAY_MS, VENUE_CATEGORY, type BetState, type RequestOf, type betRecordList } from '@site/shared';

/**
 * The filters of /mine/betRecord as a pure reducer: a date range preset (today, 7 days, 30 days —
 * the api allows at most 31), a venue category, a state, the page. Any filter change goes back to
 * page 1. queryOf turns them into the record calls' body at a given time.
 */
export const RANGE_PRESETS = ['today', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The venue filter: every venue, or one category (1 sport, 2 live casino, 5 lottery, 6 egame). */
export const VENUE_FILTERS = [
  { key: 'all', category: VENUE_CATEGORY.ALL },
  { key: 'sport', category: VENUE_CATEGORY.TY },
  { key: 'live', category: VENUE_CATEGORY.ZR },
  { key: 'lottery', category: VENUE_CATEGORY.CP },
  { key: 'egame', category: VENUE_CATEGORY.DZ },
] as const;
export type VenueFilter = (typeof VENUE_FILTERS)[number]['key'];

export const STATE_FILTERS = ['all', 'PENDING', 'ACCEPTED', 'REJECTED', 'SETTLED', 'CASHED_OUT'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const PAGE_SIZE = 10;

export interface RecordFilters {
  range: RangePreset;
  venue: VenueFilter;
  state: StateFilter;
  pageNum: number;
}

export const initialFilters: RecordFilters = { range: 'week', venue: 'all', state: 'all', pageNum: 1 };

export type FilterAction =
  | { type: 'range'; range: RangePreset }
  | { type: 'venue'; venue: VenueFilter }
  | { type: 'state'; state: StateFilter }
  | { type: 'page'; pageNum: number; total: number };

export function filtersReducer(s: RecordFilters, a: FilterAction): RecordFilters {
  switch (a.type) {
    case 'range':
      return { ...s, range: a.range, pageNum: 1 };
    case 'venue':
      return { ...s, venue: a.venue, pageNum: 1 };
    case 'state':
      return { ...s, state: a.state, pageNum: 1 };
    case 'page': {
      const last = Math.max(1, Math.ceil(a.total / PAGE_SIZE));
      return { ...s, pageNum: Math.min(last, Math.max(1, Math.trunc(a.pageNum))) };
    }
  }
}

const DAYS: Readonly<Record<RangePreset, number>> = { today: 1, week: 7, month: 30 };

/** The range of a preset at `now`: from midnight (China time) of the first day to now. */
export function rangeOf(preset: RangePreset, now: number): { beginTime: number; endTime: number } {
  const midnight = beijingDayStart(now);
  return { beginTime: midnight - (DAYS[preset] - 1) * DAY_MS, endTime: now };
}

export type RecordQuery = Omit<RequestOf<typeof betRecordList>, 'pageNum' | 'pageSize'>;

/** The totals' body (betRecordTotal); the list adds pageNum and pageSize. */
export function queryOf(f: RecordFilters, now: number): RecordQuery {
  const category = VENUE_FILTERS.find((v) => v.key === f.venue)?.category ?? VENUE_CATEGORY.ALL;
  const state: BetState | undefined = f.state === 'all' ? undefined : f.state;
  return { ...rangeOf(f.range, now), category, ...(state ? { state } : {}) };
}
