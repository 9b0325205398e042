import type { LeagueEntry } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { StarButton } from '../favourites';
import styles from './board-rows.module.css';

/** A league header: its badge, name and match count; a click expands or collapses it. */
export function LeagueRow({ league, count, expanded, onToggle }: { league: LeagueEntry; count: number; expanded: boolean; onToggle(id: string): void }) {
  const t = useSportsT();
  return (
    <>
      <button
        type="button"
        className={`${styles.leagueRow} ${styles.starredRow}`}
        aria-expanded={expanded}
        data-testid={`league-${league.league_id}`}
        onClick={() => onToggle(league.id)}
        title={t(expanded ? 'league.collapse' : 'league.expand')}
      >
        <span className={`${styles.badge} ${styles[league.icon_class.replace(/[^a-zA-Z]/g, '')] ?? ''}`} aria-hidden="true">
          {t(`sport.${league.gameType}`).slice(0, 1)}
        </span>
        <span className={styles.leagueName}>{league.name}</span>
        <span className={styles.leagueCount}>{t('league.matches', { count })}</span>
        <span className={`${styles.chevron} ${expanded ? styles.open : ''}`} aria-hidden="true">
          ▾
        </span>
      </button>
      <StarButton kind="league" id={league.id} className={styles.leagueStar} />
    </>
  );
}
