import { firstRenderUrl, HOME_PATH } from './first-url';

describe('the URL of the first render', () => {
  it("shows the home page for the site's root, keeping the query and the hash", () => {
    expect(firstRenderUrl({ pathname: '/', search: '', hash: '' })).toBe(HOME_PATH);
    expect(firstRenderUrl({ pathname: '/', search: '?icode=ab12', hash: '#top' })).toBe('/home?icode=ab12#top');
  });

  it('leaves every other URL as it is', () => {
    for (const pathname of ['/home', '/app/help/kh', '/mine/userinfo', '/no/such/page'])
      expect(firstRenderUrl({ pathname, search: '?x=1', hash: '' })).toBeNull();
  });
});
