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

/** The flow, and whether it has just run (then the player has been told '请重新登录' already). */
export interface Relogin {
  (): void;
  /** True within RELOGIN_DEDUPE_MS of a run: a guard does not add '请先登录账号…' to '请重新登录'. */
  expiredRecently(): boolean;
}

/**
 * The login-expired flow (spec §4): clear the DD_ caches, log out locally, emit
 * auth:login-expired, go home, open login, and say '请重新登录' when a token existed.
 */
export function createRelogin(deps: ReloginDeps): Relogin {
  const now = deps.now ?? Date.now;
  let last = -Infinity;
  const run = () => {
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
  return Object.assign(run, { expiredRecently: () => now() - last < RELOGIN_DEDUPE_MS });
}
