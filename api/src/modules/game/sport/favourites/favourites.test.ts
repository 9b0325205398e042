import { sportFavouritesList, sportFavouritesMerge, sportFavouritesStar } from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser } from '../../../../test-support';

let t: TestApp;
let member: TestBrowser;
const clock = testClock();

beforeAll(async () => {
  t = await testApp({ clock });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('收藏 of the sports board', () => {
  it('stars and un-stars a league and a match', async () => {
    expect((await member.post(sportFavouritesStar, { kind: 'league', id: 'FT-100021', on: true })).data).toEqual({ leagues: ['FT-100021'], matches: [] });
    expect((await member.post(sportFavouritesStar, { kind: 'match', id: 'g1', on: true })).data).toEqual({ leagues: ['FT-100021'], matches: ['g1'] });
    expect((await member.post(sportFavouritesStar, { kind: 'match', id: 'g1', on: true })).data).toEqual({ leagues: ['FT-100021'], matches: ['g1'] });
    expect((await member.post(sportFavouritesStar, { kind: 'match', id: 'g1', on: false })).data).toEqual({ leagues: ['FT-100021'], matches: [] });
  });

  it('merges a guest set at login: the union, each id once, the member’s first', async () => {
    clock.advance(1000);
    const merged = await member.post(sportFavouritesMerge, { leagues: ['BK-300001', 'FT-100021'], matches: ['g7', 'g7', 'g8'] });
    expect(merged.code).toBe(6000);
    expect(merged.data).toEqual({ leagues: ['FT-100021', 'BK-300001'], matches: ['g7', 'g8'] });
    expect((await member.post(sportFavouritesList, {})).data).toEqual(merged.data);
  });

  it('is a member’s own: a guest is asked to log in', async () => {
    expect((await t.newBrowser().post(sportFavouritesList, {})).code).toBe(6001);
  });
});
