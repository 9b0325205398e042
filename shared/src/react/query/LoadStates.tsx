import { messageOf } from '../../site-error';
import styles from './load-states.module.css';

/** While a read loads (a status line with a spinner). */
export function LoadingState({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.state} role="status" data-testid={testId}>
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}

/** A read that failed: its message, and a retry button unless asking again cannot help (no onRetry). */
export function ErrorState({ message, retryText, onRetry, testId }: { message: string; retryText: string; onRetry?: () => void; testId?: string }) {
  return (
    <div className={styles.state} role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryText}
        </button>
      ) : null}
    </div>
  );
}

/** A read that answered with nothing to show. */
export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.state} data-testid={testId}>
      {text}
    </p>
  );
}

/** The texts of a read's states, from the remote's catalog. */
export interface ReadTexts {
  loading: string;
  /** Shown when the failure carries no message of its own. */
  failed: string;
  retry: string;
}

/** What ReadStates needs of a read (a TanStack Query result has it). */
export interface ReadShape {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * Several reads a page needs together, as one for ReadStates: pending while any is, failed while any failed
 * (the first failure's message), a retry asks the failed ones again.
 */
export function readsTogether(...reads: readonly ReadShape[]): ReadShape {
  const failed = reads.filter((r) => r.isError);
  return {
    isPending: reads.some((r) => r.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((r) => r.refetch())),
  };
}

/**
 * A read's loading line while it has no answer, its error (with a retry) whenever its last asking failed,
 * nothing once answered: the page shows the answer itself.
 */
export function ReadStates({ read, texts, testIds = {} }: { read: ReadShape; texts: ReadTexts; testIds?: { loading?: string; error?: string } }) {
  if (read.isError)
    return <ErrorState message={messageOf(read.error) || texts.failed} retryText={texts.retry} onRetry={() => void read.refetch()} testId={testIds.error} />;
  if (read.isPending) return <LoadingState text={texts.loading} testId={testIds.loading} />;
  return null;
}
