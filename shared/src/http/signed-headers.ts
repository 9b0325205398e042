import { HEADER, SIGN_VALUE, encryptText } from '../signer';
import { randomUuid } from '../idempotency';

/** What the signer needs to know at the time of each request. */
export interface SignerContext {
  version: string;
  deviceId(): string;
  token(): string;
  siteId(): string;
  ip(): string;
  /** The chosen language, sent as Accept-Language so the api answers in it (the browser's own when absent). */
  language?(): string;
}

/** A request id unique per HTTP attempt (logs and tracing; money intents use the idempotency key). */
export function newRequestId(): string {
  return randomUuid();
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
    ...(ctx.language ? { [HEADER.language]: ctx.language() } : {}),
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
