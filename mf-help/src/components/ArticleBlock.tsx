import type { Block } from '../article-model';
import styles from './article.module.css';

/** One block of a section: paragraphs, numbered steps, a bullet list, chips, a table or Q&A. */
export function ArticleBlock({ block, t }: { block: Block; t: (key: string) => string }) {
  switch (block.kind) {
    case 'text':
      return (
        <>
          {block.keys.map((k) => (
            <p key={k} className={styles.text}>
              {t(k)}
            </p>
          ))}
        </>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.keys.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ol>
      );
    case 'items':
      return (
        <ul className={styles.items}>
          {block.keys.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      );
    case 'chips':
      return (
        <ul className={styles.chips}>
          {block.keys.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.head.map((k) => (
                  <th key={k} scope="col">
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((k, i) =>
                    i === 0 ? (
                      <th key={k} scope="row">
                        {t(k)}
                      </th>
                    ) : (
                      <td key={k}>{t(k)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'qa':
      return (
        <dl className={styles.qa}>
          {block.pairs.map((p) => (
            <div key={p.q} className={styles.qaItem}>
              <dt>{t(p.q)}</dt>
              <dd>{t(p.a)}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
