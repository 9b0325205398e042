import { VENUE_CATEGORY } from './contracts/venues';
import { gameListRequest, listPageOf, listSubPage, shownVenue } from './venue-list';

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

describe('what a list page shows and asks (spec §2)', () => {
  const venue = (enName: string) => ({ enName }) as Parameters<typeof shownVenue>[0][number];
  const venues = [venue('PGDZ'), venue('CQ9DZ')];

  it('shows the venue its query names, else the first', () => {
    expect(shownVenue(venues, listSubPage.read({ venue: 'CQ9DZ' }))?.enName).toBe('CQ9DZ');
    expect(shownVenue(venues, listSubPage.read({ venue: 'NOPE' }))?.enName).toBe('PGDZ');
    expect(shownVenue([], listSubPage.read({}))).toBeUndefined();
  });

  it("asks a venue's games with the query's search, tag and page; a guest's favourites read as every game", () => {
    expect(gameListRequest('PGDZ', listSubPage.read({}), false)).toEqual({ enName: 'PGDZ', keyword: undefined, tag: 'all', pageNum: 1, pageSize: 24 });
    expect(gameListRequest('PGDZ', listSubPage.read({ q: '财神', tag: 'hot', page: '3' }), false)).toEqual({
      enName: 'PGDZ',
      keyword: '财神',
      tag: 'hot',
      pageNum: 3,
      pageSize: 24,
    });
    expect(gameListRequest('PGDZ', listSubPage.read({ tag: 'collected' }), false).tag).toBe('all');
    expect(gameListRequest('PGDZ', listSubPage.read({ tag: 'collected' }), true).tag).toBe('collected');
  });
});
