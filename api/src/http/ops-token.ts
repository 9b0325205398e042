import crypto from 'node:crypto';

/**
 * The ops token (OPS_TOKEN): the one secret of every ops route (the health page's calls, the chat room's
 * verbs), sent as `Authorization: Bearer <token>`. No token configured = those routes are off.
 */
export const OPS_TOKEN_ENV = 'OPS_TOKEN';
/** A shorter token is refused (the page stays off): it could be guessed. */
export const OPS_TOKEN_MIN_LENGTH = 16;

/** The configured ops token, or null when none (or one too short to trust) is set. */
export function opsTokenOf(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  return token.length >= OPS_TOKEN_MIN_LENGTH ? token : null;
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Does an Authorization header carry the token (`Bearer <token>`)? Compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer (.+)$/.exec(header ?? '');
  return m !== null && crypto.timingSafeEqual(digest(m[1]!), digest(token));
}
