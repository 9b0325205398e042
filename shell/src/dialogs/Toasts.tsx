import { observer } from 'mobx-react-lite';
import { usePlatform } from '../platform/platform-context';
import styles from './dialogs.module.css';

/** Toasts at the bottom: info, error, success, warning; the loading toast has a spinner. */
export const Toasts = observer(function Toasts() {
  const { dialogState } = usePlatform();
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {dialogState.toasts.map((t) => (
        <div
          key={t.id}
          className={`${styles.toast} ${styles[t.kind]}`}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : undefined}
          data-testid={t.loading ? 'loading-toast' : 'toast'}
          data-kind={t.kind}
        >
          {t.loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {t.message}
        </div>
      ))}
    </div>
  );
});
