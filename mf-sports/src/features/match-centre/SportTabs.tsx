import { SPORT_FILTERS, type ShowType, type SportFilter } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { useCounts } from '../live-store';
import { CHAMPION_SHOW_TYPES, MATCH_SHOW_TYPES } from '../live-store';
import { countOf } from './centre-filter';
import styles from './match-centre.module.css';

/** Sport types with their live counts (of the show type in view; champion counts both champion show types). */
export function SportTabs({ value, showType, onChange }: { value: SportFilter; showType: ShowType; onChange(sport: SportFilter): void }) {
  const t = useSportsT();
  const counts = useCounts();
  return (
    <nav className={styles.sportTabs} aria-label={t('centre.title')}>
      {SPORT_FILTERS.map((sport) => {
        const shows = sport === 'FS' ? CHAMPION_SHOW_TYPES : MATCH_SHOW_TYPES.includes(showType) ? [showType] : MATCH_SHOW_TYPES;
        const count = countOf(counts, sport, shows);
        return (
          <button
            key={sport}
            type="button"
            className={`${styles.sportTab} ${sport === value ? styles.active : ''}`}
            aria-current={sport === value ? 'page' : undefined}
            data-testid={`sport-${sport}`}
            onClick={() => onChange(sport)}
          >
            <span className={`${styles.sportIcon} ${styles[`icon${sport}`] ?? ''}`} aria-hidden="true" />
            <span>{t(`sport.${sport}`)}</span>
            {/* The count's place is kept while the counts load, so the tabs do not widen under the player's finger. */}
            {count !== null ? (
              <span className={styles.count}>{count}</span>
            ) : (
              <span className={`${styles.count} ${styles.countPending}`} aria-hidden="true">
                00
              </span>
            )}
          </button>
        );
      })}
    </nav>
  );
}
