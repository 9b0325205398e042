import { useSportsT } from '../../hooks/use-sports-t';
import styles from './match-centre.module.css';

/** While the venue or a board loads. */
export function Loading({ text }: { text: string }) {
  return (
    <div className={styles.state} role="status" data-testid="sports-loading">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}

/** A failure: the message, and a retry unless only re-entering the venue helps (6302). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useSportsT();
  return (
    <div className={styles.state} role="alert" data-testid="sports-error">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('centre.retry')}
        </button>
      )}
    </div>
  );
}
