/**
 * The shared ops token (OPS_TOKEN): ops' one secret for every ops route (the health page's calls, the chat room's
 * verbs) and, presented to site-ops, the actor `ops`. No token configured = those routes are off.
 */
export const OPS_TOKEN_ENV = 'OPS_TOKEN';
/** A shorter token is refused (the page stays off): it could be guessed. */
export const OPS_TOKEN_MIN_LENGTH = 16;

/** The configured ops token, or null when none (or one too short to trust) is set. */
export function opsTokenOf(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  return token.length >= OPS_TOKEN_MIN_LENGTH ? token : null;
}
