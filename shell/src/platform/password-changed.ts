import { AuthMode, PASSWORD_CHANGED_DELAY_MS, type SiteBus } from '@site/shared';

export interface PasswordChangedDeps {
  bus: SiteBus;
  /** Logs out (at the api when a token exists, then locally). */
  logout(): Promise<void>;
  goHome(): void;
}

/**
 * The one timer after a password change (spec §2, §4, §9): auth:password-changed → after 3 s
 * log out, go home and open login. A login before then cancels it; a second change restarts it.
 * Returns the unsubscribe function.
 */
export function watchPasswordChanged({ bus, logout, goHome }: PasswordChangedDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const offChanged = bus.subscribe('auth:password-changed', () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      void logout().then(() => {
        goHome();
        bus.emit('auth:login', { mode: AuthMode.LOGIN });
      });
    }, PASSWORD_CHANGED_DELAY_MS);
  });
  const offLogin = bus.subscribe('auth:login-success', cancel);
  return () => {
    cancel();
    offChanged();
    offLogin();
  };
}
