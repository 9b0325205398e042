import crypto from 'node:crypto';

/**
 * The ops token (OPS_TOKEN): the one secret of every ops route (the health page's calls, the chat room's verbs), sent
 * as `Authorization: Bearer <token>`. What a configured one is belongs to the registry package (site-ops reads it too).
 */
export { OPS_TOKEN_ENV, OPS_TOKEN_MIN_LENGTH, opsTokenOf } from '@site/registry';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Does an Authorization header carry the token (`Bearer <token>`)? Compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer (.+)$/.exec(header ?? '');
  return m !== null && crypto.timingSafeEqual(digest(m[1]!), digest(token));
}
