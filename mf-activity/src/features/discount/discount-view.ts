import { z } from '@site/shared/zod';
import { defineSubPage, PROMOTION_CATEGORIES, type Promotion, type PromotionCategory } from '@site/shared';
import { windowStateOf } from './activity-window';

/** The category tab lives in the query (?cat=deposit): reload and back keep it. */
export const discountSubPage = defineSubPage({ cat: z.enum(['all', ...PROMOTION_CATEGORIES]).default('all') });
export type CategoryTab = 'all' | PromotionCategory;

/** The tabs: all, then each category that has an activity, in the contract's order. */
export function tabsOf(list: readonly Promotion[]): CategoryTab[] {
  const present = new Set(list.map((p) => p.category));
  return ['all', ...PROMOTION_CATEGORIES.filter((c) => present.has(c))];
}

const PHASE_ORDER = { running: 0, upcoming: 1, ended: 2 } as const;

/** The activities of a tab: running first, then upcoming, then ended; the config's order inside each. */
export function activitiesOf(list: readonly Promotion[], tab: CategoryTab, now: number): Promotion[] {
  return list
    .map((p, i) => ({ p, i, phase: windowStateOf(now, p.startAt, p.endAt).phase }))
    .filter(({ p }) => tab === 'all' || p.category === tab)
    .sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.i - b.i)
    .map(({ p }) => p);
}
