import { QUICK_LEAGUE_IDS } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './league-filter.module.css';

/** The quick league filter of spec §9: all, then the seven leagues by their ids, in order. */
export function QuickLeagues({ value, onChange }: { value: number | null; onChange(league: number | null): void }) {
  const t = useSportsT();
  const chip = (id: number | null, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className={`${styles.chip} ${value === id ? styles.active : ''}`}
      aria-pressed={value === id}
      data-testid={`quick-${id ?? 'all'}`}
      onClick={() => onChange(id)}
    >
      {name}
    </button>
  );
  return (
    <div className={styles.quick} role="group" aria-label={t('league.quickLabel')}>
      <span className={styles.quickLabel}>{t('league.quickLabel')}</span>
      {chip(null, t('league.all'))}
      {QUICK_LEAGUE_IDS.map((id) => chip(id, t(`league.${id}`)))}
    </div>
  );
}
