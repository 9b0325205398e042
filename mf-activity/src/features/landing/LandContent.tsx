import type { LandBlock } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import styles from './landing.module.css';

/** activityLandPage: the config's rich content, block by block, rendered as text (never HTML); a link stays on the site. */
export function LandContent({ blocks }: { blocks: readonly LandBlock[] }) {
  const { navigate } = usePlatform();
  return (
    <article className={styles.card} data-testid="land-content">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading':
            return (
              <h2 key={i} className={styles.sectionTitle}>
                {b.text}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={i} className={styles.paragraph}>
                {b.text}
              </p>
            );
          case 'list':
            return (
              <ul key={i} className={styles.bullets}>
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'notice':
            return (
              <p key={i} className={styles.noticeBlock}>
                {b.text}
              </p>
            );
          case 'link':
            return (
              <button key={i} type="button" className={styles.primary} onClick={() => navigate.path(b.route)}>
                {b.text}
              </button>
            );
        }
      })}
    </article>
  );
}
