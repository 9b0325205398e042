import type { RemoteName } from '@site/shared';
import { SKELETON_OF_OWNER } from './main-skeletons';
import styles from './skeleton.module.css';

const lines = (n: number, cls: string) => Array.from({ length: n }, (_, i) => <span key={i} className={cls} />);

/**
 * The outline of the page a route will show, drawn in the main area until the page arrives.
 * Purely decorative: hidden from assistive technology (the busy region says it is loading).
 */
export function MainSkeleton({ owner, testId }: { owner: 'shell' | RemoteName; testId?: string }) {
  const shape = SKELETON_OF_OWNER[owner];
  return (
    <div className={`${styles.skeleton} ${styles[shape]}`} aria-busy="true" data-testid={testId} data-skeleton={shape}>
      {shape === 'sidebarArticle' ? (
        <>
          <span className={styles.sidebar} aria-hidden="true" />
          <div className={styles.article} aria-hidden="true">
            <span className={styles.title} />
            {lines(8, styles.line)}
          </div>
        </>
      ) : shape === 'tiles' || shape === 'page' ? (
        <>
          <span className={shape === 'page' ? styles.banner : styles.title} aria-hidden="true" />
          <div className={styles.tiles} aria-hidden="true">
            {lines(8, styles.tile)}
          </div>
        </>
      ) : (
        <>
          <span className={styles.title} aria-hidden="true" />
          <div className={styles.panelBody} aria-hidden="true">
            {lines(6, styles.line)}
          </div>
        </>
      )}
    </div>
  );
}
