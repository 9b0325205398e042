import { useCasinoT } from '../hooks/use-casino-t';
import styles from './call-states.module.css';

/** While a list loads. */
export function Loading() {
  const t = useCasinoT();
  return (
    <p className={styles.state} role="status" data-testid="casino-loading">
      <span className={styles.spinner} aria-hidden="true" />
      {t('state.loading')}
    </p>
  );
}

/** A list that failed: the server's message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useCasinoT();
  return (
    <div className={styles.state} role="alert" data-testid="casino-error">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** A list with nothing in it. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className={styles.state} data-testid="casino-empty">
      {text}
    </p>
  );
}
