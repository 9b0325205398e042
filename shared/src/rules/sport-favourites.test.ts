import { isFavourite, mergeFavourites, SPORT_FAVOURITES_MAX, starFavourite } from './sport-favourites';

describe('sport favourites', () => {
  it('merges a guest set and a member set as their union, each id once', () => {
    const guest = { leagues: ['FT-1', 'BK-2'], matches: ['m1', 'm2'] };
    const member = { leagues: ['BK-2', 'FT-3'], matches: ['m2', 'm3', 'm3'] };
    expect(mergeFavourites(member, guest)).toEqual({ leagues: ['BK-2', 'FT-3', 'FT-1'], matches: ['m2', 'm3', 'm1'] });
  });

  it('keeps at most the limit of each kind', () => {
    const many = { leagues: Array.from({ length: SPORT_FAVOURITES_MAX + 5 }, (_, i) => `FT-${i}`), matches: [] };
    expect(mergeFavourites(many, { leagues: ['x'], matches: [] }).leagues).toHaveLength(SPORT_FAVOURITES_MAX);
  });

  it('stars and un-stars one id', () => {
    const on = starFavourite({ leagues: [], matches: [] }, 'match', 'm1', true);
    expect(isFavourite(on, 'match', 'm1')).toBe(true);
    expect(isFavourite(on, 'league', 'm1')).toBe(false);
    expect(starFavourite(on, 'match', 'm1', false)).toEqual({ leagues: [], matches: [] });
  });
});
