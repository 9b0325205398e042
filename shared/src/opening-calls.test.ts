import type { Contract } from './contract';
import { VENUE_CATEGORY } from './contracts/venues';
import { askOpeningCalls, type AskAsGuest } from './opening-calls';

/** An api as the opening calls see it: the venues of a category, a venue's games; records every call. */
function api(hasGameList: boolean) {
  const asked: { path: string; body: unknown }[] = [];
  const ask = (async (contract: Contract, body: unknown) => {
    asked.push({ path: contract.path, body });
    if (contract.path.endsWith('/getVenueInfoByCategory'))
      return [
        { enName: 'FIRST', hasGameList, icon: '/venue-art/v/FIRST.svg' },
        { enName: 'SECOND', hasGameList, icon: '/venue-art/v/SECOND.svg' },
      ];
    if (contract.path.endsWith('/gameList'))
      return { list: Array.from({ length: 8 }, (_, i) => ({ icon: `/venue-art/g/${(body as { enName: string }).enName}/${i + 1}.svg` })) };
    return null;
  }) as AskAsGuest;
  return { ask, asked };
}

describe("the calls a guest's first page makes as it opens (spec §2 venue lists)", () => {
  it('a slot list: its jackpot pools, its venues, then the first venue’s first page of games', async () => {
    const { ask, asked } = api(true);
    await askOpeningCalls('/game/egame', {}, ask);
    expect(asked).toEqual([
      { path: '/game/api/v1/venue/getBonusPools', body: { category: VENUE_CATEGORY.DZ } },
      { path: '/game/api/v1/venue/getVenueInfoByCategory', body: { category: VENUE_CATEGORY.DZ } },
      { path: '/game/api/v1/venue/gameList', body: { enName: 'FIRST', keyword: undefined, tag: 'all', pageNum: 1, pageSize: 24 } },
    ]);
  });

  it('follows the query: the venue tab, search, tag and page the link names', async () => {
    const { ask, asked } = api(true);
    await askOpeningCalls('/game/fishing/', { venue: 'SECOND', q: '龙', tag: 'new', page: '2' }, ask);
    expect(asked[2]).toEqual({ path: '/game/api/v1/venue/gameList', body: { enName: 'SECOND', keyword: '龙', tag: 'new', pageNum: 2, pageSize: 24 } });
  });

  it('a venue list whose venues have one lobby each: no games', async () => {
    const { ask, asked } = api(false);
    await askOpeningCalls('/game/realbet', { venue: 'SECOND' }, ask);
    expect(asked.map((a) => a.path)).toEqual(['/game/api/v1/venue/getBonusPools', '/game/api/v1/venue/getVenueInfoByCategory']);
  });

  it('any other page: none', async () => {
    const { ask, asked } = api(true);
    for (const path of ['/', '/app/help/kh', '/game/venture', '/mine/userinfo', '/nowhere']) await askOpeningCalls(path, {}, ask);
    expect(asked).toEqual([]);
  });
});
