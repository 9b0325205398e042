import { useMemo } from 'react';
import { articleModel, LEGAL_DOCS, type LegalDocId } from '../article-model';
import { ArticleSection } from './ArticleSection';
import styles from './LegalDoc.module.css';

/** The terms or the privacy policy alone (no menu), for the register modal of mf-auth. */
export function LegalDoc({ doc, t }: { doc: LegalDocId; t: (key: string) => string }) {
  const topic = LEGAL_DOCS[doc];
  const model = useMemo(() => articleModel(topic), [topic]);
  return (
    <article className={styles.doc} data-testid="legal-doc" data-doc={doc} aria-labelledby={`legal-${doc}-title`}>
      <h1 id={`legal-${doc}-title`} className={styles.title}>{t(model.title)}</h1>
      <p className={styles.summary}>{t(model.summary)}</p>
      {model.sections.map((s) => <ArticleSection key={s.id} section={s} t={t} idPrefix={`legal-${doc}`} />)}
    </article>
  );
}
