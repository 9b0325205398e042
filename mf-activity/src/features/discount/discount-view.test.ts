import { beijingTime, PromotionKind, type Promotion } from '@site/shared';
import { activitiesOf, discountSubPage, tabsOf } from './discount-view';
import { windowStateOf } from './activity-window';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const H = 3_600_000;
const act = (id: number, category: Promotion['category'], startAt: number, endAt: number): Promotion => ({
  id,
  kind: PromotionKind.SIGN_GIFT,
  title: `a${id}`,
  summary: '',
  category,
  startAt,
  endAt,
  rules: { kind: PromotionKind.SIGN_GIFT, rewards: [{ day: 1, rewardFen: 100 }], cycleDays: 7, turnoverMultiple: 1 },
});

describe('the discount list', () => {
  const list = [act(1, 'daily', NOW - H, NOW - 1), act(2, 'deposit', NOW + H, NOW + 5 * H), act(3, 'daily', NOW - H, NOW + 26 * H + 5 * 60_000)];
  it('shows all, then only the categories present', () => {
    expect(tabsOf(list)).toEqual(['all', 'deposit', 'daily']);
  });
  it('orders running, upcoming, ended and filters by tab', () => {
    expect(activitiesOf(list, 'all', NOW).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(activitiesOf(list, 'daily', NOW).map((p) => p.id)).toEqual([3, 1]);
  });
  it('reads the tab from the query, a bad one as all', () => {
    expect(discountSubPage.read({ cat: 'deposit' })).toEqual({ cat: 'deposit' });
    expect(discountSubPage.read({ cat: '<script>' })).toEqual({ cat: 'all' });
  });
  it('says the time left to the start or the end', () => {
    expect(windowStateOf(NOW, NOW - H, NOW + 26 * H + 5 * 60_000)).toEqual({ phase: 'running', days: 1, hours: 2, minutes: 5 });
    expect(windowStateOf(NOW, NOW + 90 * 60_000, NOW + 5 * H)).toEqual({ phase: 'upcoming', days: 0, hours: 1, minutes: 30 });
    expect(windowStateOf(NOW, NOW - H, NOW)).toEqual({ phase: 'ended' });
    expect(beijingTime(NOW)).toBe('2026-11-22 12:00');
  });
});
