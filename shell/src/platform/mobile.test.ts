import { isMobileAgent, mobileRedirectUrl } from './mobile';

describe('mobile user agents', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (Linux; HarmonyOS; ALN-AL00) AppleWebKit/537.36',
  ])('%s is mobile', (ua) => expect(isMobileAgent(ua)).toBe(true));
  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120 Safari/537.36',
  ])('%s is not', (ua) => expect(isMobileAgent(ua)).toBe(false));
});

describe('mobileRedirectUrl', () => {
  it('adds icode and rcode', () => {
    expect(mobileRedirectUrl('https://m.site.example/h5', { inviteCode: 'I1', referralCode: 'R1' })).toBe('https://m.site.example/h5?icode=I1&rcode=R1');
  });
  it('keeps existing query and leaves out empty codes', () => {
    expect(mobileRedirectUrl('https://m.site.example/?x=1', { inviteCode: '', referralCode: 'R' })).toBe('https://m.site.example/?x=1&rcode=R');
  });
  it('gives null for a missing or odd h5 url', () => {
    expect(mobileRedirectUrl('', { inviteCode: '', referralCode: '' })).toBeNull();
    expect(mobileRedirectUrl('javascript:alert(1)', { inviteCode: '', referralCode: '' })).toBeNull();
  });
});
