import { useMemo, type ReactNode } from 'react';
import type { Navigator } from '@site/shared';
import { articleModel } from '../article-model';
import { groupOf, OFFICIAL_NOTICE_TOPICS, RELATED, type HelpTopic } from '../topics';
import { ArticleSection } from './ArticleSection';
import { OfficialNotice } from './OfficialNotice';
import { HelpLink } from './HelpLink';
import styles from './article.module.css';

interface Props {
  topic: HelpTopic;
  navigate: Navigator;
  t: (key: string) => string;
  /** Extra content after the sections (the customer-service button on zxkf). */
  children?: ReactNode;
}

/** One help topic: group, h1 title, summary, sections, then related topics and a way to ask. */
export function HelpArticle({ topic, navigate, t, children }: Props) {
  const model = useMemo(() => articleModel(topic), [topic]);
  return (
    <article className={styles.article} data-testid="help-article" data-topic={topic} aria-labelledby={`help-${topic}-title`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {t('center.title')} · {t(`center.groups.${groupOf(topic)}`)}
        </p>
        <h1 id={`help-${topic}-title`} className={styles.h1}>
          {t(model.title)}
        </h1>
        <p className={styles.summary}>{t(model.summary)}</p>
      </header>
      {OFFICIAL_NOTICE_TOPICS.includes(topic) ? <OfficialNotice t={t} /> : null}
      {model.sections.map((s) => (
        <ArticleSection key={s.id} section={s} t={t} idPrefix={`help-${topic}`} />
      ))}
      {children}
      <footer className={styles.footer}>
        <p className={styles.relatedLabel} id={`help-${topic}-related`}>
          {t('center.related')}
        </p>
        <ul className={styles.related} aria-labelledby={`help-${topic}-related`}>
          {RELATED[topic].map((r) => (
            <li key={r}>
              <HelpLink topic={r} navigate={navigate} className={styles.relatedLink}>
                {t(`topics.${r}.title`)}
              </HelpLink>
            </li>
          ))}
        </ul>
        {topic === 'zxkf' ? null : (
          <p className={styles.contact}>
            {t('center.contactHint')}
            <HelpLink topic="zxkf" navigate={navigate} className={styles.contactLink}>
              {t('center.contactLink')}
            </HelpLink>
          </p>
        )}
      </footer>
    </article>
  );
}
