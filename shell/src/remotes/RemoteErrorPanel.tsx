import { useT } from '@site/shared/react';
import type { i18n as I18n } from 'i18next';
import styles from './remote.module.css';

export function RemoteErrorPanel({ remote, i18n, onRetry, detail }: { remote: string; i18n: I18n; onRetry(): void; detail?: string }) {
  const t = useT(i18n, 'shell');
  return (
    <section className={styles.panel} role="alert" data-testid={`remote-error-${remote}`}>
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h2 className={styles.title}>{t('remote.errorTitle')}</h2>
      <p className={styles.text}>{t('remote.errorText')}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
