import { decryptText, HEADER, SIGN_VALUE } from '../signer';
import { newRequestId, readXsrfCookie, signedHeaders } from './signed-headers';

const ctx = { version: '9.9.9', deviceId: () => 'fp', token: () => '', siteId: () => '1001', ip: () => '127.0.0.1', language: () => 'zh-TW' };

describe('signedHeaders', () => {
  it('carries exactly the protocol headers', () => {
    const h = signedHeaders(ctx, 1_700_000_000_000, 'rid-1');
    // Every protocol header but the idempotency key, which only money calls carry (per intent).
    expect(Object.keys(h).sort()).toEqual(
      Object.values(HEADER)
        .filter((n) => n !== HEADER.idempotencyKey)
        .sort(),
    );
    expect(h).toMatchObject({
      clienttype: 'web',
      version: '9.9.9',
      uuid: 'fp',
      requestid: 'rid-1',
      token: '',
      siteid: '1001',
      sign: SIGN_VALUE,
      'accept-language': 'zh-TW',
    });
  });
  it('encrypts the timestamp and the client ip so the api can read them back', () => {
    const h = signedHeaders(ctx, 1_700_000_000_000);
    expect(h.timestamp).not.toContain('1700000000000');
    expect(decryptText(h.timestamp!)).toBe('1700000000000');
    expect(decryptText(h.clientip!)).toBe('127.0.0.1');
  });
});

describe('newRequestId', () => {
  it('is a v4 uuid, unique per call', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('falls back to getRandomValues outside a secure context', () => {
    const spy = jest.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(undefined as never);
    (globalThis.crypto as { randomUUID?: unknown }).randomUUID = undefined;
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('readXsrfCookie', () => {
  it('finds the XSRF-TOKEN cookie among others', () => {
    expect(readXsrfCookie('a=1; XSRF-TOKEN=abc123; b=2')).toBe('abc123');
    expect(readXsrfCookie('')).toBe('');
    expect(readXsrfCookie('XSRF-TOKEN=%E0%A4%A')).toBe('');
  });
});
