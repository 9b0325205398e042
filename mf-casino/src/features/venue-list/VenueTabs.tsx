import type { Venue } from '@site/shared';
import { useCasinoT } from '../../hooks/use-casino-t';
import styles from './venue-list.module.css';

interface Props {
  venues: readonly Venue[];
  selected: string;
  onSelect(enName: string): void;
  /**
   * Whether the tabs' icons may load yet: a list's first-screen game icons come first (the page's largest paint; on
   * a phone's few connections the tabs' icons would share their opening). Until then each icon's box is kept.
   */
  iconsShown: boolean;
}

/** The venue tabs of a list page (role=tablist; the chosen one is in the query). */
export function VenueTabs({ venues, selected, onSelect, iconsShown }: Props) {
  const t = useCasinoT();
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('list.venues')}>
      {venues.map((v) => (
        <button
          key={v.enName}
          type="button"
          role="tab"
          aria-selected={v.enName === selected}
          className={`${styles.tab} ${v.enName === selected ? styles.tabOn : ''}`}
          onClick={() => onSelect(v.enName)}
          data-testid={`venue-tab-${v.enName}`}
        >
          {iconsShown ? <img src={v.icon} alt="" className={styles.tabIcon} /> : <span className={styles.tabIcon} data-testid="tab-icon-waiting" />}
          <span>{v.name}</span>
          {v.maintenance ? <em className={styles.badgeMaint}>{t('venue.maintenance')}</em> : null}
        </button>
      ))}
    </div>
  );
}
