import type { SectionModel } from '../article-model';
import { ArticleBlock } from './ArticleBlock';
import styles from './article.module.css';

/** One section of an article: an h2 and its blocks in written order. */
export function ArticleSection({ section, t, idPrefix }: { section: SectionModel; t: (key: string) => string; idPrefix: string }) {
  const headingId = `${idPrefix}-s${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.h2}>
        {t(section.heading)}
      </h2>
      {section.blocks.map((block, i) => (
        <ArticleBlock key={i} block={block} t={t} />
      ))}
    </section>
  );
}
