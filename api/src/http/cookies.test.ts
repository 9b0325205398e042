import type { FastifyRequest } from 'fastify';
import { isIssuedXsrfToken, issueXsrfToken, readCookie, readCookies, XsrfTokens } from './cookies';

const SECRET = 'ab'.repeat(32);
const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('cookies', () => {
  it('reads one cookie as readCookies does: first decodable value, trimmed, unquoted, URL-decoded', () => {
    const headers = [
      'XSRF-TOKEN=a; other=b',
      'other=b;  XSRF-TOKEN = "q%20r" ; XSRF-TOKEN=second',
      'XSRF-TOKEN=%E0%A4%A; XSRF-TOKEN=after-bad',
      'XSRF-TOKENX=no; =x; XSRF-TOKEN',
      '',
      'XSRF-TOKEN=',
    ];
    for (const cookie of headers)
      expect([cookie, readCookie(withHeaders({ cookie }), 'XSRF-TOKEN')]).toEqual([cookie, readCookies(withHeaders({ cookie }))['XSRF-TOKEN']]);
    expect(readCookie(withHeaders({}), 'XSRF-TOKEN')).toBeUndefined();
  });

  it('verifies XSRF tokens as isIssuedXsrfToken does, also once a token has been remembered', () => {
    const tokens = new XsrfTokens(SECRET);
    const good = issueXsrfToken(SECRET);
    const forged = `${'0'.repeat(32)}.${'1'.repeat(32)}`;
    const otherSecret = issueXsrfToken('cd'.repeat(32));
    for (let round = 0; round < 2; round++) {
      for (const token of [good, forged, otherSecret, '', 'x.y']) expect([token, tokens.isIssued(token)]).toEqual([token, isIssuedXsrfToken(SECRET, token)]);
    }
    expect(tokens.isIssued(good)).toBe(true);
    expect(tokens.isIssued(forged)).toBe(false);
  });

  it('keeps at most its capacity of verified tokens, forgetting the oldest (which still verify by HMAC)', () => {
    const tokens = new XsrfTokens(SECRET, 3);
    const issued = Array.from({ length: 5 }, () => issueXsrfToken(SECRET));
    for (const token of issued) expect(tokens.isIssued(token)).toBe(true);
    for (const token of issued) expect(tokens.isIssued(token)).toBe(true);
    expect(tokens.size).toBe(3);
  });

  it('passes a request only with the header equal to a cookie this api issued', () => {
    const tokens = new XsrfTokens(SECRET);
    const good = issueXsrfToken(SECRET);
    const forged = `${'0'.repeat(32)}.${'1'.repeat(32)}`;
    expect(tokens.passes(withHeaders({ cookie: `XSRF-TOKEN=${good}`, 'x-xsrf-token': good }))).toBe(true);
    expect(tokens.passes(withHeaders({ cookie: `XSRF-TOKEN=${good}` }))).toBe(false);
    expect(tokens.passes(withHeaders({ cookie: `XSRF-TOKEN=${good}`, 'x-xsrf-token': issueXsrfToken(SECRET) }))).toBe(false);
    expect(tokens.passes(withHeaders({ cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged }))).toBe(false);
    expect(tokens.passes(withHeaders({ 'x-xsrf-token': good }))).toBe(false);
  });
});
