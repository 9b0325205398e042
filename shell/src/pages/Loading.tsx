import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from './pages.module.css';

export function Loading() {
  const t = useT(usePlatform().i18n, 'shell');
  return (
    <div className={styles.loading} aria-busy="true">
      {t('loading.text')}
    </div>
  );
}
