import { findRoute, type RouteDef } from '@site/shared';
import { EXPOSED } from '@site/kit';
import { pagesAheadOf } from './pages-ahead';

const route = (name: string) => findRoute(name) as RouteDef;

describe('the pages loaded ahead of a route', () => {
  it("a member's page: its remote's pages", () => {
    expect(pagesAheadOf(route('userinfo'), true)).toBe(EXPOSED.mf_member.app);
  });
  it('a page open to guests: its remote pages for anyone', () => {
    expect(pagesAheadOf(route('helpTopic'), false)).toBe(EXPOSED.mf_help.app);
  });
  it('none for a guest on a page that needs a login (sent home), nor for a shell page', () => {
    expect(pagesAheadOf(route('userinfo'), false)).toBeUndefined();
    expect(pagesAheadOf(route('home'), true)).toBeUndefined();
  });
});
