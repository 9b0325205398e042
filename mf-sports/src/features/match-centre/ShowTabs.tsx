import type { ShowType, SportFilter } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { useCounts } from '../live-store';
import { showTypesOf } from '../live-store';
import { countOf } from './centre-filter';
import styles from './match-centre.module.css';

/** Show types of the sport in view (early, today, in-play; champion today/early) with counts. */
export function ShowTabs({ gameType, value, onChange }: { gameType: SportFilter; value: ShowType; onChange(show: ShowType): void }) {
  const t = useSportsT();
  const counts = useCounts();
  return (
    <div className={styles.showTabs} role="tablist">
      {showTypesOf(gameType).map((show) => {
        const count = countOf(counts, gameType, [show]);
        return (
          <button
            key={show}
            type="button"
            role="tab"
            aria-selected={show === value}
            className={`${styles.showTab} ${show === value ? styles.active : ''}`}
            data-testid={`show-${show}`}
            onClick={() => onChange(show)}
          >
            {show === 'RB' && <span className={styles.liveDot} aria-hidden="true" />}
            {t(`show.${show}`)}
            {count !== null ? (
              <span className={styles.showCount}>{count}</span>
            ) : (
              <span className={`${styles.showCount} ${styles.countPending}`} aria-hidden="true">
                00
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
