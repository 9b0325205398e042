import { VENUE_CATEGORY } from '@site/shared';
import { listPageOf } from './list-pages';

describe('venue-list pages by type code (spec §2)', () => {
  it.each([
    ['sport', 'TY'],
    ['realbet', 'ZR'],
    ['chess', 'QP'],
    ['gaming', 'DJ'],
    ['lottery', 'CP'],
  ] as const)('/game/%s lists the %s venues', (route, type) => {
    expect(listPageOf(route)).toEqual({ route, type, category: VENUE_CATEGORY[type], games: false });
  });

  it('egame and fishing list the games of the DZ and BY venues', () => {
    expect(listPageOf('egame')).toEqual({ route: 'egame', type: 'DZ', category: 6, games: true });
    expect(listPageOf('fishing')).toEqual({ route: 'fishing', type: 'BY', category: 7, games: true });
  });

  it('any other route is not a list page', () => {
    expect(listPageOf('venture')).toBeNull();
    expect(listPageOf('game')).toBeNull();
  });
});
