import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A server-issued XSRF token: a random nonce and its HMAC under the api's secret. */
const XSRF_PATTERN = /^([0-9a-f]{32})\.([0-9a-f]{32})$/;

/** The request's cookies (no cookie plugin is installed, so the header is read here). */
export function readCookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const header = req.headers.cookie;
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!(key in out)) out[key] = value;
  }
  return out;
}

const macOf = (secret: string, nonce: string) => createHmac('sha256', secret).update(`xsrf|${nonce}`).digest('hex').slice(0, 32);

/** A new XSRF token only this api (holding `secret`) can have issued. */
export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(16).toString('hex');
  return `${nonce}.${macOf(secret, nonce)}`;
}

/** True when the token was issued by issueXsrfToken under the same secret. */
export function isIssuedXsrfToken(secret: string, token: string): boolean {
  const m = XSRF_PATTERN.exec(token);
  if (!m) return false;
  return timingSafeEqual(Buffer.from(m[2]!, 'hex'), Buffer.from(macOf(secret, m[1]!), 'hex'));
}

/** The request's XSRF cookie when this api issued it. */
export function xsrfCookieOf(req: FastifyRequest, secret: string): string | null {
  const value = readCookies(req)[XSRF_COOKIE];
  return value && isIssuedXsrfToken(secret, value) ? value : null;
}

/**
 * True when the request carries the XSRF header equal to an XSRF cookie this api issued (the
 * double-submit check: a pair the client makes up has no valid HMAC).
 */
export function xsrfPasses(req: FastifyRequest, secret: string): boolean {
  const cookie = xsrfCookieOf(req, secret);
  const sent = req.headers[XSRF_HEADER];
  return cookie !== null && typeof sent === 'string' && sent === cookie;
}

/**
 * Hands out the XSRF cookie (server-issued, readable by the page's script so axios can echo it,
 * SameSite=Lax, path /) unless the browser already holds one this api issued.
 */
export function ensureXsrfCookie(req: FastifyRequest, reply: FastifyReply, secret: string): void {
  if (xsrfCookieOf(req, secret)) return;
  reply.header('set-cookie', `${XSRF_COOKIE}=${issueXsrfToken(secret)}; Path=/; SameSite=Lax`);
}
