import type { SiteBus } from '@site/shared';
import { clearDecryptedCaches } from './storage';

export interface ReloginDeps {
  bus: SiteBus;
  hadToken(): boolean;
  /** Local logout: token, user id, user info, balance and unread forgotten. */
  logoutLocally(): void;
  goHome(): void;
  /** Opens the login dialog (auth:login), once the auth dialog host listens. */
  openLogin(): void;
  toast(message: string): void;
  message(): string;
  now?(): number;
}

/** Several calls answering 6001 at once run the flow once. */
export const RELOGIN_DEDUPE_MS = 2000;

/**
 * The login-expired flow (spec §4): clear the DD_ caches, log out locally, emit
 * auth:login-expired, go home, open login, and say '请重新登录' when a token existed.
 */
export function createRelogin(deps: ReloginDeps): () => void {
  const now = deps.now ?? Date.now;
  let last = -Infinity;
  return () => {
    const hadToken = deps.hadToken();
    if (!hadToken && now() - last < RELOGIN_DEDUPE_MS) return;
    last = now();
    clearDecryptedCaches();
    deps.logoutLocally();
    deps.bus.emit('auth:login-expired', { hadToken });
    deps.goHome();
    deps.openLogin();
    if (hadToken) deps.toast(deps.message());
  };
}
