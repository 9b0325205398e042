import type { LeagueEntry } from '@site/shared';
import { favouriteList } from './favourite-list';

const league = (id: string, isExpand = false): LeagueEntry => ({
  id,
  league_id: Number(id.split('-')[1]),
  leagueId: Number(id.split('-')[1]),
  name: id,
  icon_class: 'sport-FT',
  isShow: true,
  isExpand,
  gameType: 'FT',
  count: 2,
});

describe('the 收藏 view of a board', () => {
  const list = {
    leagues: [league('FT-1'), league('FT-2'), league('FT-3')],
    matchIds: new Map([
      ['FT-1', ['a', 'b']],
      ['FT-2', ['c', 'd']],
      ['FT-3', ['e']],
    ]),
  };

  it('keeps a starred league whole and only the starred matches of the others, every league open', () => {
    const view = favouriteList(list, { leagues: ['FT-1'], matches: ['d'] });
    expect(view.leagues.map((l) => [l.id, l.isExpand])).toEqual([
      ['FT-1', true],
      ['FT-2', true],
    ]);
    expect(view.matchIds.get('FT-1')).toEqual(['a', 'b']);
    expect(view.matchIds.get('FT-2')).toEqual(['d']);
  });

  it('is empty with nothing starred', () => {
    expect(favouriteList(list, { leagues: [], matches: [] }).leagues).toEqual([]);
  });
});
