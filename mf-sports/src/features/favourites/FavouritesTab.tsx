import { useSportsT } from '../../hooks/use-sports-t';
import styles from './favourites.module.css';

/** 收藏 beside the show tabs: the board narrows to the starred leagues and matches. */
export function FavouritesTab({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const t = useSportsT();
  return (
    <button type="button" className={`${styles.tab} ${on ? styles.tabOn : ''}`} aria-pressed={on} data-testid="favourites-tab" onClick={() => onChange(!on)}>
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      {t('favourites.tab')}
    </button>
  );
}
