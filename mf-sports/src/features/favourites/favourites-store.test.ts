/** @jest-environment jsdom */
import {
  createPlatformStorage,
  mergeFavourites,
  sportFavourites,
  sportFavouritesList,
  sportFavouritesMerge,
  sportFavouritesStar,
  starFavourite,
  type SportFavourites,
} from '@site/shared';
import { fail, ResponseCode } from '@site/shared';
import { fakeApi } from '@site/shared/http';
import { testEffects, testHttp } from '@site/shared/testing';
import { FavouritesStore } from './favourites-store';

/** The api's favourites of one member, kept as the api keeps them (the union on merge, one id once). */
function memberApi(start: SportFavourites) {
  let held = start;
  const api = fakeApi({
    [sportFavouritesList.path]: () => held,
    [sportFavouritesMerge.path]: (body) => (held = mergeFavourites(held, body as unknown as SportFavourites)),
    [sportFavouritesStar.path]: (body) => {
      const { kind, id, on } = body as { kind: 'league' | 'match'; id: string; on: boolean };
      return (held = starFavourite(held, kind, id, on));
    },
  });
  return { http: testHttp(api.adapter, () => 'tok-1', testEffects()), held: () => held };
}

beforeEach(() => localStorage.clear());

describe('the match centre’s favourites', () => {
  it('merges a guest’s stored set into the member’s at the first visit (their union) and clears it', async () => {
    const storage = createPlatformStorage('mf_sports');
    storage.set(sportFavourites, { leagues: ['FT-1', 'BK-2'], matches: ['m1'] });
    const api = memberApi({ leagues: ['BK-2', 'FT-3'], matches: [] });
    const store = new FavouritesStore({ storage, http: api.http, isMember: () => true, onFailed: () => undefined });
    await store.start();
    expect(store.getState()).toEqual({ leagues: ['BK-2', 'FT-3', 'FT-1'], matches: ['m1'] });
    expect(api.held()).toEqual(store.getState());
    expect(storage.get(sportFavourites)).toEqual({ leagues: [], matches: [] });
  });

  it('keeps a guest’s stars in platform storage', async () => {
    const storage = createPlatformStorage('mf_sports');
    const api = memberApi({ leagues: [], matches: [] });
    const store = new FavouritesStore({ storage, http: api.http, isMember: () => false, onFailed: () => undefined });
    await store.start();
    await store.star('match', 'm9', true);
    expect(store.has('match', 'm9')).toBe(true);
    expect(storage.get(sportFavourites)).toEqual({ leagues: [], matches: ['m9'] });
    expect(api.held()).toEqual({ leagues: [], matches: [] });
  });

  it('undoes a star the api refuses and says why', async () => {
    const storage = createPlatformStorage('mf_sports');
    const api = fakeApi({ [sportFavouritesStar.path]: () => fail(ResponseCode.INVALID_PARAMETER, '收藏已达上限') });
    const failed: string[] = [];
    const store = new FavouritesStore({
      storage,
      http: testHttp(api.adapter, () => 'tok-1', testEffects()),
      isMember: () => true,
      onFailed: (m) => failed.push(m),
    });
    await store.star('league', 'FT-1', true);
    expect(store.has('league', 'FT-1')).toBe(false);
    expect(failed).toEqual(['收藏已达上限']);
  });
});
