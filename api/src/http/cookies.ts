import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A server-issued XSRF token: a random nonce and its HMAC under the api's secret. */
const XSRF_PATTERN = /^([0-9a-f]{32})\.([0-9a-f]{32})$/;

/** One cookie's value as it appears in a Cookie header: trimmed, unquoted, URL-decoded; null when undecodable. */
function cookieValue(raw: string): string | null {
  let value = raw.trim();
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The request's cookies (no cookie plugin is installed, so the header is read here). */
export function readCookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const header = req.headers.cookie;
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    const value = cookieValue(part.slice(i + 1));
    if (value !== null && !(key in out)) out[key] = value;
  }
  return out;
}

/** The first decodable cookie called `name` (as readCookies(req)[name], without reading the others). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (let start = 0; start < header.length;) {
    const end = header.indexOf(';', start);
    const part = header.slice(start, end < 0 ? header.length : end);
    start = end < 0 ? header.length : end + 1;
    const i = part.indexOf('=');
    if (i <= 0 || part.slice(0, i).trim() !== name) continue;
    const value = cookieValue(part.slice(i + 1));
    if (value !== null) return value;
  }
  return undefined;
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

/** Most verified tokens remembered at once (one per browser); past it the oldest is forgotten. */
export const XSRF_VERIFIED_CAPACITY = 10_000;

/**
 * The XSRF tokens of one api secret. A browser sends the same cookie on every call: its HMAC is
 * checked the first time and the token remembered as verified (bounded, oldest forgotten first),
 * so a call compares strings instead of computing an HMAC. Only tokens that passed are kept, so
 * what it answers is always what isIssuedXsrfToken would.
 */
export class XsrfTokens {
  private readonly verified = new Set<string>();
  constructor(
    private readonly secret: string,
    private readonly capacity = XSRF_VERIFIED_CAPACITY,
  ) {}

  /** How many verified tokens are remembered. */
  get size(): number {
    return this.verified.size;
  }

  /** True when the token was issued under this secret. */
  isIssued(token: string): boolean {
    if (this.verified.has(token)) return true;
    if (!isIssuedXsrfToken(this.secret, token)) return false;
    if (this.verified.size >= this.capacity) {
      const oldest = this.verified.values().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.add(token);
    return true;
  }

  /** The request's XSRF cookie when this api issued it. */
  cookieOf(req: FastifyRequest): string | null {
    const value = readCookie(req, XSRF_COOKIE);
    return value && this.isIssued(value) ? value : null;
  }

  /**
   * True when the request carries the XSRF header equal to an XSRF cookie this api issued (the
   * double-submit check: a pair the client makes up has no valid HMAC).
   */
  passes(req: FastifyRequest): boolean {
    const sent = req.headers[XSRF_HEADER];
    if (typeof sent !== 'string') return false;
    const cookie = this.cookieOf(req);
    return cookie !== null && sent === cookie;
  }

  /**
   * Hands out the XSRF cookie (server-issued, readable by the page's script so axios can echo it,
   * SameSite=Lax, path /) unless the browser already holds one this api issued.
   */
  ensureCookie(req: FastifyRequest, reply: FastifyReply): void {
    if (this.cookieOf(req)) return;
    reply.header('set-cookie', `${XSRF_COOKIE}=${issueXsrfToken(this.secret)}; Path=/; SameSite=Lax`);
  }
}
