import { useEffect, useRef } from 'react';
import { useAuthT } from '../hooks/use-auth-t';
import { useCountdown } from '../hooks/use-countdown';
import form from '../components/form.module.css';
import styles from './forgot.module.css';

/** Password changed (step 3): counts down 3 seconds, then returns to login (spec §2). */
export const RETURN_SECONDS = 3;

export function ForgotDone({ onLogin }: { onLogin(): void }) {
  const t = useAuthT();
  const countdown = useCountdown(RETURN_SECONDS);
  const started = useRef(false);
  const { start, used, running } = countdown;
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      start();
    }
  }, [start]);
  useEffect(() => {
    if (used && !running) onLogin();
  }, [used, running, onLogin]);
  return (
    <div className={styles.done} data-testid="forgot-done" role="status">
      <span className={styles.doneIcon} aria-hidden="true">✓</span>
      <p className={styles.doneTitle}>{t('forgot.doneTitle')}</p>
      <p className={form.muted}>{t('forgot.doneText', { n: countdown.left })}</p>
      <button type="button" className={form.primary} onClick={onLogin} data-autofocus="">{t('forgot.loginNow')}</button>
    </div>
  );
}
