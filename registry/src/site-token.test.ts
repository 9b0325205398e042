import {
  DEV_SITE_TOKEN_SECRET,
  expiryOf,
  parseOrigins,
  previewCookieOf,
  previewPinsOf,
  signSiteToken,
  siteTokenSecretOf,
  SiteTokenKind,
  staffOverrideCookieOf,
  staffOverrideOf,
  staffOverrideOfCookie,
  tokenHoursRefusal,
  SiteTokenRefusal,
  verifySiteToken,
  withPreviewPin,
  type PreviewPin,
} from './site-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-01-01T00:00:00Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const preview = (remote: string, version: string, hours = 24, secret = SECRET) =>
  signSiteToken({ kind: SiteTokenKind.PREVIEW, remote, version, expiresAt: expiryOf(NOW, hours) }, secret);
const staff = (origins: string[], hours = 24) => signSiteToken({ kind: SiteTokenKind.STAFF, origins, expiresAt: expiryOf(NOW, hours) }, SECRET);

describe('site tokens', () => {
  it('a signed preview token verifies until it expires, then is refused as expired', () => {
    const token = preview('mf-help', '1.2.0', 2);
    expect(verifySiteToken(SiteTokenKind.PREVIEW, token, SECRET, later(1.99))).toEqual({
      ok: true,
      payload: { kind: 'preview', remote: 'mf-help', version: '1.2.0', expiresAt: later(2).getTime() },
    });
    expect(verifySiteToken(SiteTokenKind.PREVIEW, token, SECRET, later(2))).toEqual({ ok: false, refusal: SiteTokenRefusal.EXPIRED });
  });

  it('a token signed with another secret, or with its payload edited, is forged', () => {
    expect(verifySiteToken(SiteTokenKind.PREVIEW, preview('mf-help', '1.2.0', 24, `${SECRET}x`), SECRET, NOW)).toEqual({
      ok: false,
      refusal: SiteTokenRefusal.FORGED,
    });
    const [, signature] = preview('mf-help', '1.2.0').split('.');
    const edited = Buffer.from(JSON.stringify({ kind: 'preview', remote: 'mf-help', version: '9.9.9', expiresAt: later(24).getTime() })).toString('base64url');
    expect(verifySiteToken(SiteTokenKind.PREVIEW, `${edited}.${signature}`, SECRET, NOW)).toEqual({ ok: false, refusal: SiteTokenRefusal.FORGED });
  });

  it("a signature's text is the signature: another last character that decodes to the same bytes is forged", () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 32; i++) {
      const [body, signature] = preview('mf-help', `1.2.${i}`).split('.') as [string, string];
      // 32 bytes are 43 characters; the last one's two low bits are not part of the bytes.
      const altered = `${signature.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(signature.at(-1)!) ^ 1]}`;
      expect(Buffer.from(altered, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(verifySiteToken(SiteTokenKind.PREVIEW, `${body}.${altered}`, SECRET, NOW)).toEqual({ ok: false, refusal: SiteTokenRefusal.FORGED });
    }
  });

  it('a token of one kind is never read as the other', () => {
    expect(verifySiteToken(SiteTokenKind.STAFF, preview('mf-help', '1.2.0'), SECRET, NOW)).toEqual({ ok: false, refusal: SiteTokenRefusal.FORGED });
    expect(verifySiteToken(SiteTokenKind.PREVIEW, staff(['http://127.0.0.1:5173']), SECRET, NOW)).toEqual({ ok: false, refusal: SiteTokenRefusal.FORGED });
  });

  it('text that is not a token is malformed', () => {
    for (const text of ['', 'abc', 'a.b.c', 'a b.c', '<script>.x']) {
      expect(verifySiteToken(SiteTokenKind.PREVIEW, text, SECRET, NOW)).toEqual({ ok: false, refusal: expect.stringMatching(/malformed|forged/) });
    }
  });

  it('the secret: SITE_TOKEN_SECRET of 32+ characters, dev mode’s own only with SITE_DEV=1, else none', () => {
    expect(siteTokenSecretOf({ SITE_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(siteTokenSecretOf({ SITE_TOKEN_SECRET: 'short' })).toBeNull();
    expect(siteTokenSecretOf({})).toBeNull();
    expect(siteTokenSecretOf({ SITE_DEV: '1' })).toBe(DEV_SITE_TOKEN_SECRET);
    expect(siteTokenSecretOf({ SITE_DEV: '1', SITE_TOKEN_SECRET: SECRET })).toBe(SECRET);
  });

  it('--hours and --origins are checked', () => {
    expect(tokenHoursRefusal('2')).toBeNull();
    expect(tokenHoursRefusal('0')).toMatch(/above 0/);
    expect(tokenHoursRefusal('169')).toMatch(/at most 168/);
    expect(parseOrigins('http://127.0.0.1:5173,https://dev.example.com')).toEqual({ ok: true, origins: ['http://127.0.0.1:5173', 'https://dev.example.com'] });
    expect(parseOrigins('http://127.0.0.1:5173/path')).toEqual({ ok: false, message: expect.stringContaining('is not an origin') });
    expect(parseOrigins('javascript:alert(1)')).toMatchObject({ ok: false });
  });
});

describe('the preview pin', () => {
  it('keeps one live pin per remote; a second link adds its remote, a link for the same remote replaces it', () => {
    const help = preview('mf-help', '1.2.0');
    const sports = preview('mf-sports', '2.0.0');
    const pins = previewPinsOf(`${help}~${sports}`, SECRET, NOW);
    expect(pins.map((p) => `${p.remote} ${p.version}`)).toEqual(['mf-help 1.2.0', 'mf-sports 2.0.0']);
    const again: PreviewPin = { remote: 'mf-help', version: '1.3.0', expiresAt: later(24).getTime(), token: preview('mf-help', '1.3.0') };
    expect(withPreviewPin(pins, again).map((p) => `${p.remote} ${p.version}`)).toEqual(['mf-sports 2.0.0', 'mf-help 1.3.0']);
  });

  it('drops forged, expired and unknown-remote tokens from the cookie', () => {
    const cookie = [
      preview('mf-help', '1.2.0', 1),
      preview('mf-casino', '1.0.0', 24, `${SECRET}x`),
      preview('mf-nope', '1.0.0'),
      'junk',
      preview('mf-auth', '3.0.0'),
    ].join('~');
    expect(previewPinsOf(cookie, SECRET, later(2)).map((p) => p.remote)).toEqual(['mf-auth']);
    expect(previewPinsOf(undefined, SECRET, NOW)).toEqual([]);
  });

  it('the cookie holds the tokens and lives as long as the latest of them', () => {
    const pins = previewPinsOf(`${preview('mf-help', '1.2.0', 1)}~${preview('mf-auth', '3.0.0', 5)}`, SECRET, NOW);
    const cookie = previewCookieOf(pins, NOW);
    expect(cookie.maxAgeS).toBe(5 * 3600);
    expect(previewPinsOf(cookie.value, SECRET, NOW)).toEqual(pins);
  });
});

describe('the staff override', () => {
  const ORIGIN = 'http://127.0.0.1:5173';

  it('is honoured for a live staff token naming the origin, for a remote of the site', () => {
    const token = staff([ORIGIN]);
    const override = staffOverrideOf('mf-help', ORIGIN, token, SECRET, NOW);
    expect(override).toEqual({ remote: 'mf-help', origin: ORIGIN, expiresAt: later(24).getTime(), token });
    expect(staffOverrideOfCookie(staffOverrideCookieOf(override!), SECRET, NOW)).toEqual(override);
  });

  it('is refused for another origin, an unknown remote, a preview token, a forged or expired token', () => {
    const token = staff([ORIGIN], 1);
    expect(staffOverrideOf('mf-help', 'http://127.0.0.1:5174', token, SECRET, NOW)).toBeNull();
    expect(staffOverrideOf('mf-nope', ORIGIN, token, SECRET, NOW)).toBeNull();
    expect(staffOverrideOf('mf-help', ORIGIN, preview('mf-help', '1.0.0'), SECRET, NOW)).toBeNull();
    expect(staffOverrideOf('mf-help', ORIGIN, token, `${SECRET}x`, NOW)).toBeNull();
    expect(staffOverrideOf('mf-help', ORIGIN, token, SECRET, later(1))).toBeNull();
  });

  it('a cookie edited to another origin or remote is refused', () => {
    const override = staffOverrideOf('mf-help', ORIGIN, staff([ORIGIN]), SECRET, NOW)!;
    expect(staffOverrideOfCookie(staffOverrideCookieOf({ ...override, origin: 'http://evil.test:80' }), SECRET, NOW)).toBeNull();
    expect(staffOverrideOfCookie(staffOverrideCookieOf({ ...override, remote: 'mf-nope' }), SECRET, NOW)).toBeNull();
    expect(staffOverrideOfCookie('mf-help~x', SECRET, NOW)).toBeNull();
    expect(staffOverrideOfCookie(undefined, SECRET, NOW)).toBeNull();
  });
});
