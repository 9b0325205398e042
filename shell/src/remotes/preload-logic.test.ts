import { matchPath } from 'react-router-dom';
import { remoteOfPath, ROUTES, routeMatches } from '@site/shared';
import { mayPreload, remoteOfHref, remotesLinkedFrom } from './preload-logic';

const ORIGIN = 'https://site.example';

describe('preload rules', () => {
  it('never preloads on a save-data connection', () => {
    expect(mayPreload({ saveData: true })).toBe(false);
    expect(mayPreload({ saveData: false })).toBe(true);
    expect(mayPreload(undefined)).toBe(true);
  });

  it.each([
    ['/app/help/kh', 'mf_help'],
    ['/app/help', 'mf_help'],
    ['/mine/userinfo', 'mf_member'],
    ['/game/realbet', 'mf_casino'],
    ['/home', undefined],
    ['/no/such/page', undefined],
  ])('%s is served by %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });

  it('counts only links to this site', () => {
    expect(remoteOfHref('/app/help/kh?chat=1', ORIGIN)).toBe('mf_help');
    expect(remoteOfHref(`${ORIGIN}/mine/userinfo`, ORIGIN)).toBe('mf_member');
    expect(remoteOfHref('https://other.example/app/help/kh', ORIGIN)).toBeUndefined();
    expect(remoteOfHref('http://[bad', ORIGIN)).toBeUndefined();
  });

  it('lists each linked remote once, in page order', () => {
    expect(remotesLinkedFrom(['/app/help/kh', '/home', '/mine/userinfo', '/app/help/ck', '#top'], ORIGIN)).toEqual(['mf_help', 'mf_member']);
  });
});

describe("shared's route matcher (the api picks the opening page's remote with it)", () => {
  // Every pattern of the table made into paths: params filled, a splat with and without a tail, a trailing
  // slash, other letter case, one segment more and one less.
  const samples = ROUTES.flatMap((r) => {
    const filled = r.path.replace(/:\w+/g, 'x1').replace(/\/\*$/, '');
    return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/a/b`, filled.replace(/\/[^/]*$/, '') || '/', `${r.path.replace(/:\w+/g, '')}`];
  });

  it.each(ROUTES.map((r) => [r.path]))('%s matches what react-router matchPath matches, and nothing else', (pattern) => {
    for (const path of samples) expect([path, routeMatches(pattern, path)]).toEqual([path, matchPath({ path: pattern, end: true }, path) !== null]);
  });
});
