import { lazy, Suspense, useState } from 'react';
import type { SearchLeague, SearchMatch } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './search.module.css';

// The results and the calls behind them: fetched when the player first types, never by the board's first paint.
const SearchResults = lazy(() => import(/* webpackChunkName: "sports-search" */ './SearchResults'));

export interface SearchPick {
  onLeague(league: SearchLeague): void;
  onMatch(match: SearchMatch): void;
}

/** 搜索 in the match centre's header: results as the player types, over the board, which stays mounted. */
export function SearchBox(pick: SearchPick) {
  const t = useSportsT();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    setQ('');
  };
  return (
    <div className={styles.box} data-testid="sports-search">
      <input
        type="search"
        className={styles.input}
        value={q}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={30}
        data-testid="sports-search-input"
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      />
      {open && q.trim() !== '' && (
        <Suspense fallback={null}>
          <SearchResults
            q={q.trim()}
            onLeague={(l) => {
              close();
              pick.onLeague(l);
            }}
            onMatch={(m) => {
              close();
              pick.onMatch(m);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
