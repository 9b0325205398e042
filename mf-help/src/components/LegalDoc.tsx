import { useMemo } from 'react';
import { articleModel, LEGAL_DOCS, type LegalDocId } from '../article-model';
import { ArticleSection } from './ArticleSection';
import styles from './LegalDoc.module.css';

/**
 * The terms or the privacy policy alone (no menu, no page title: the host, e.g. mf-auth's
 * register modal, shows the title), for mounting through props.RemoteView.
 */
export function LegalDoc({ doc, t }: { doc: LegalDocId; t: (key: string) => string }) {
  const topic = LEGAL_DOCS[doc];
  const model = useMemo(() => articleModel(topic), [topic]);
  return (
    <article className={styles.doc} data-testid="legal-doc" data-doc={doc} aria-label={t(model.title)}>
      <p className={styles.summary}>{t(model.summary)}</p>
      {model.sections.map((s) => (
        <ArticleSection key={s.id} section={s} t={t} idPrefix={`legal-${doc}`} />
      ))}
    </article>
  );
}
