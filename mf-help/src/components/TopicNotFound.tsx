import type { Navigator } from '@site/shared';
import { FIRST_TOPIC } from '../topics';
import { HelpLink } from './HelpLink';
import styles from './article.module.css';

/** An unknown /app/help/<topic>: a clear Chinese panel with a way back to the first topic. */
export function TopicNotFound({ raw, navigate, t }: { raw: string; navigate: Navigator; t: (key: string, o?: Record<string, unknown>) => string }) {
  return (
    <section className={`${styles.article} ${styles.notFound}`} role="alert" data-testid="help-topic-not-found" aria-labelledby="help-not-found-title">
      <h1 id="help-not-found-title" className={styles.h1}>
        {t('notFound.title')}
      </h1>
      <p className={styles.summary}>{t('notFound.text', { topic: raw.slice(0, 40) })}</p>
      <HelpLink topic={FIRST_TOPIC} navigate={navigate} className={styles.primaryLink}>
        {t('notFound.link')}
      </HelpLink>
    </section>
  );
}
