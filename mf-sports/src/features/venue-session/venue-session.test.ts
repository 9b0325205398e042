import { sessionOf, uidOf } from './venue-session';

describe('the sport venue session (spec §3: the uid query parameter of its url is the token)', () => {
  it('reads the uid of a path or absolute url', () => {
    expect(uidOf({ url: '/provider/sport/?uid=abc123', balance: 0, appInfo: {} })).toBe('abc123');
    expect(uidOf({ url: 'https://venue.example/sport?x=1&uid=t-9', balance: 0, appInfo: {} })).toBe('t-9');
  });
  it('no uid (or an empty one) is no session', () => {
    expect(uidOf({ url: '/provider/sport/', balance: 0, appInfo: {} })).toBeNull();
    expect(uidOf({ url: '/provider/sport/?uid=', balance: 0, appInfo: {} })).toBeNull();
  });
  it('takes a hand-over only when it is a session', () => {
    expect(sessionOf({ url: '/provider/sport/?uid=a', balance: 5, appInfo: { a: 'b' } })).toEqual({
      url: '/provider/sport/?uid=a',
      balance: 5,
      appInfo: { a: 'b' },
    });
    expect(sessionOf(undefined)).toBeNull();
    expect(sessionOf({ url: 3 })).toBeNull();
  });
});
