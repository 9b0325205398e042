import { LAUNCH_DOCUMENT_PREFIX } from '@site/shared';
import { launchDocumentOf, launchUrlOf, originOf, providerPathOf, type LaunchTarget } from './launch-url';

const token = 'ab'.repeat(24);
const target = (t: Partial<LaunchTarget>): LaunchTarget => ({
  form: 'path',
  page: 'lobby',
  origin: 'https://site.example',
  token,
  gameCode: '',
  title: '游戏',
  ...t,
});

describe('the launch-url agreement', () => {
  it('names the provider page of each kind of venue', () => {
    expect(providerPathOf('sport', token, '')).toBe(`/provider/sport/?uid=${token}`);
    expect(providerPathOf('baccarat', token, '')).toBe(`/provider/baccarat/?token=${token}`);
    expect(providerPathOf('lottery', token, '')).toBe(`/provider/lottery/?token=${token}`);
    expect(providerPathOf('lobby', token, '')).toBe(`/provider/lobby/?token=${token}`);
    expect(providerPathOf('slot', token, 'fortune-god-legend')).toBe(`/provider/slot/?token=${token}&game=fortune-god-legend`);
    expect(providerPathOf('slot', token, 'a&b c')).toBe(`/provider/slot/?token=${token}&game=a%26b%20c`);
    // A zh-TW launch names its language to the provider page; the sport venue is the site's own remote (its own language).
    expect(providerPathOf('slot', token, 'koi-party', 'zh-TW')).toBe(`/provider/slot/?token=${token}&game=koi-party&lang=zh-TW`);
    expect(providerPathOf('baccarat', token, '', 'zh-TW')).toBe(`/provider/baccarat/?token=${token}&lang=zh-TW`);
    expect(providerPathOf('sport', token, '', 'zh-TW')).toBe(`/provider/sport/?uid=${token}`);
  });

  it('answers each form as the casino app branches on it', () => {
    expect(launchUrlOf(target({ form: 'session', page: 'sport' }))).toEqual({ url: '', sportUrl: `/provider/sport/?uid=${token}` });
    expect(launchUrlOf(target({ form: 'absolute', page: 'baccarat' }))).toEqual({ url: `https://site.example/provider/baccarat/?token=${token}` });
    expect(launchUrlOf(target({ form: 'path', page: 'lobby' }))).toEqual({ url: `/provider/lobby/?token=${token}` });
    const doc = launchUrlOf(target({ form: 'document', page: 'slot', gameCode: 'koi-party', title: '锦鲤派对' })).url;
    expect(doc.startsWith(LAUNCH_DOCUMENT_PREFIX)).toBe(true);
    expect(doc).toContain(`<meta http-equiv="refresh" content="0;url=/provider/slot/?token=${token}&#38;game=koi-party">`);
    expect(doc).toContain('<title>锦鲤派对</title>');
    expect(doc).not.toMatch(/<script/i);
  });

  it('escapes what it writes into the launch document', () => {
    expect(launchDocumentOf('/x?a="b"', '<b>')).toContain('content="0;url=/x?a=&#34;b&#34;"');
    expect(launchDocumentOf('/x', '<b>')).toContain('<title>&#60;b&#62;</title>');
  });

  it('takes the origin from a plain Host header only', () => {
    expect(originOf('http', 'localhost:8400')).toBe('http://localhost:8400');
    expect(originOf('https', 'site.example')).toBe('https://site.example');
    expect(originOf('http', '[::1]:8400')).toBe('http://[::1]:8400');
    expect(originOf('http', undefined)).toBeNull();
    expect(originOf('http', 'evil.example/"><script>')).toBeNull();
    expect(originOf('http', 'a b')).toBeNull();
  });
});
