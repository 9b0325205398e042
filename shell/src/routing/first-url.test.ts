import { HOME_PATH, isHomePath } from '@site/shared';
import { firstRenderUrl } from './first-url';

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

describe('a first load onto the home page', () => {
  it('is the root or /home, nothing else', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath(HOME_PATH)).toBe(true);
    for (const pathname of ['/app/help/kh', '/home/x', '/mine/userinfo', '/loading']) expect(isHomePath(pathname)).toBe(false);
  });
});
