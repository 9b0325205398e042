import styles from './vip.module.css';

/** A failed load: the api's (or the client's) Chinese message and a retry. */
export function LoadProblem({ message, retry, t }: { message: string; retry: () => void; t: (key: string) => string }) {
  return (
    <div className={styles.error} role="alert">
      {message || t('vip.loadFailed')}{' '}
      <button type="button" className={styles.ghost} onClick={retry}>
        {t('vip.retry')}
      </button>
    </div>
  );
}
