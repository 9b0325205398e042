import { memo } from 'react';
import type { FavouriteKind } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { useFavourite, useFavouritesStore } from './use-favourites';
import styles from './favourites.module.css';

/** ☆/★ of a league or match row: one subscription to its own answer, so a star renders alone. */
export const StarButton = memo(function StarButton({ kind, id, className = '' }: { kind: FavouriteKind; id: string; className?: string }) {
  const t = useSportsT();
  const store = useFavouritesStore();
  const on = useFavourite(kind, id);
  if (!store) return null;
  return (
    <button
      type="button"
      className={`${styles.star} ${on ? styles.on : ''} ${className}`}
      aria-pressed={on}
      aria-label={t(on ? 'favourites.unstar' : 'favourites.star')}
      title={t(on ? 'favourites.unstar' : 'favourites.star')}
      data-testid={`star-${kind}-${id}`}
      onClick={() => void store.star(kind, id, !on)}
    >
      {on ? '★' : '☆'}
    </button>
  );
});
