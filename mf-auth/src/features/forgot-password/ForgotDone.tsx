import { useEffect, useRef } from 'react';
import { PASSWORD_CHANGED_DELAY_MS } from '@site/shared';
import { useAuthT } from '../../hooks/use-auth-t';
import { useCountdown } from '@site/shared/send-code';
import form from '../../components/form.module.css';
import styles from './forgot.module.css';

/**
 * Password changed (step 3): shows the seconds until the shell returns to login (spec §2). The
 * shell owns the one timer (auth:password-changed); '立即登录' switches to login at once.
 */
export function ForgotDone({ onLogin }: { onLogin(): void }) {
  const t = useAuthT();
  const countdown = useCountdown(PASSWORD_CHANGED_DELAY_MS / 1000);
  const started = useRef(false);
  const { start } = countdown;
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      start();
    }
  }, [start]);
  return (
    <div className={styles.done} data-testid="forgot-done" role="status">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <p className={styles.doneTitle}>{t('forgot.doneTitle')}</p>
      <p className={form.muted}>{t('forgot.doneText', { n: countdown.left })}</p>
      <button type="button" className={form.primary} onClick={onLogin} data-autofocus="">
        {t('forgot.loginNow')}
      </button>
    </div>
  );
}
