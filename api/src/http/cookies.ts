import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const XSRF_PATTERN = /^[0-9a-f]{32}$/;

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

/** The request's XSRF cookie when it is one we could have issued. */
export function xsrfCookieOf(req: FastifyRequest): string | null {
  const value = readCookies(req)[XSRF_COOKIE];
  return value && XSRF_PATTERN.test(value) ? value : null;
}

/**
 * Hands out the XSRF cookie (random, readable by the page's script so axios can echo it,
 * SameSite=Lax, path /) unless the browser already holds a good one.
 */
export function ensureXsrfCookie(req: FastifyRequest, reply: FastifyReply): void {
  if (xsrfCookieOf(req)) return;
  const token = randomBytes(16).toString('hex');
  reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`);
}
