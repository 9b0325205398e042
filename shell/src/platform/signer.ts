import { HEADER, SIGN_VALUE, encryptText } from '@site/shared';

/** What the signer needs to know at the time of each request. */
export interface SignerContext {
  version: string;
  deviceId(): string;
  token(): string;
  siteId(): string;
  ip(): string;
}

/** A request id unique per request (the api's idempotency key for money moves). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // Not a secure context (plain http on a LAN address): a v4 uuid from getRandomValues.
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The headers of every request, exactly per the protocol in shared/src/signer.ts. */
export function signedHeaders(ctx: SignerContext, now: number = Date.now(), requestId: string = newRequestId()): Record<string, string> {
  return {
    [HEADER.clientType]: 'web',
    [HEADER.version]: ctx.version,
    [HEADER.uuid]: ctx.deviceId(),
    [HEADER.requestId]: requestId,
    [HEADER.token]: ctx.token(),
    [HEADER.siteId]: ctx.siteId(),
    [HEADER.sign]: SIGN_VALUE,
    [HEADER.timestamp]: encryptText(String(now)),
    [HEADER.clientIp]: encryptText(ctx.ip()),
  };
}

/** The XSRF cookie value to echo as X-XSRF-TOKEN ('' when there is none). */
export function readXsrfCookie(cookie: string, name = 'XSRF-TOKEN'): string {
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}
