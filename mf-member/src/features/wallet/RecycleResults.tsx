import { Money } from './Money';
import type { RecycleOutcome } from './recycle-flow';
import styles from './wallet.module.css';

/** What 一键回收 did, per venue (or why it did not). */
export function RecycleResults({ outcome, t }: { outcome: RecycleOutcome; t: (key: string) => string }) {
  if (outcome.kind === 'refused' || outcome.kind === 'unsure') {
    return (
      <p className={styles.failed} role="alert" data-testid="recycle-failed">
        {outcome.kind === 'unsure' ? t('wallet.recycleUnsure') : outcome.message}
      </p>
    );
  }
  if (outcome.kind !== 'done') return null;
  return (
    <div className={styles.results} role="status" data-testid="recycle-results">
      <h2 className={styles.subtitle}>{t('wallet.recycleResult')}</h2>
      {outcome.results.length === 0 ? (
        <p className={styles.muted}>{t('wallet.recycleNone')}</p>
      ) : (
        <ul className={styles.resultList}>
          {outcome.results.map((r) => (
            <li key={r.channelCode} className={styles.result} data-testid={`recycle-${r.channelCode}`} data-ok={r.ok}>
              <span>{r.name}</span>
              <Money value={r.amount} />
              <span className={r.ok ? styles.ok : styles.bad}>{r.message || t(r.ok ? 'wallet.recycleOk' : 'wallet.recycleFailed')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
