import { Link } from 'react-router-dom';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from './pages.module.css';

export function NotFound() {
  const t = useT(usePlatform().i18n, 'shell');
  return (
    <section className={styles.notFound} data-testid="not-found">
      <div className={styles.code}>404</div>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/home" className={styles.heroCta}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
