import { useEffect, useState } from 'react';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { usePhone } from '../../hooks/use-phone';
import { ChampionList } from '../champion';
import { connectBoards, type FeedState } from '../live-store';
import { LiveStore } from '../live-store';
import { LiveStoreContext } from '../live-store';
import { MatchDetail } from '../match-detail';
import { FavouritesTab } from '../favourites';
import { QuickLeagues } from '../league-filter';
import { hasQuickLeagues, type CentreFilter } from './centre-filter';
import { MatchList } from './MatchList';
import { ShowTabs } from './ShowTabs';
import { SportTabs } from './SportTabs';
import { ErrorState, Loading } from './CentreStates';
import styles from './match-centre.module.css';

const CHAMPION: readonly string[] = ['FSFT', 'FSFU'];

/**
 * One board in view (a new one per filter): its own live store connected to the feed (snapshot, then
 * the boards' batches; a stale board re-takes the snapshot), the tabs, the list and the detail.
 */
export function Board({
  uid,
  filter,
  onFilter,
  onRefused,
  favouritesOnly = false,
  onFavouritesOnly,
  focus = null,
}: {
  uid: string;
  filter: CentreFilter;
  onFilter(patch: Partial<CentreFilter>): void;
  onRefused(): void;
  /** The 收藏 view (the page keeps it across boards). */
  favouritesOnly?: boolean;
  onFavouritesOnly?(on: boolean): void;
  /** A match to open the detail of once the board has it (a search result); a new object opens it again. */
  focus?: { gameId: string } | null;
}) {
  const t = useSportsT();
  const { http, socket } = usePlatform();
  const phone = usePhone();
  const [store] = useState(() => new LiveStore({ frame: (f) => requestAnimationFrame(f), leagueIds: filter.quickLeague === null ? [] : [filter.quickLeague] }));
  const [state, setState] = useState<FeedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [detail, setDetail] = useState<string | null>(() => focus?.gameId ?? null);
  // A new search pick opens its detail (adjusted while rendering: the pick is an event, not a state to sync).
  const [seenFocus, setSeenFocus] = useState(focus);
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focus) setDetail(focus.gameId);
  }

  useEffect(() => {
    const connection = connectBoards({
      http,
      socket,
      store,
      request: { uid, gameType: filter.gameType, showType: filter.showType, leagueIds: filter.quickLeague === null ? [] : [filter.quickLeague] },
      // The list mounts in a task of its own once the snapshot is in: the answer's parse, the store's load and the
      // first rows' render were one task of about 250 ms at 4× CPU, the page's longest before its first tap; the
      // browser can now answer a tap between them. Loading and errors show at once.
      onState: (next) => (next.status === 'ok' ? setTimeout(() => setState(next)) : setState(next)),
      fallbackMessage: t('centre.loadFailed'),
    });
    return () => connection.stop();
    // t only names the fallback message; a language switch must not re-take the snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, socket, store, uid, filter.gameType, filter.showType, filter.quickLeague, attempt]);
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => {
    if (state.status === 'error' && state.reenter) onRefused();
  }, [state, onRefused]);

  const champion = CHAMPION.includes(filter.showType);
  return (
    <LiveStoreContext.Provider value={store}>
      <SportTabs value={filter.gameType} showType={filter.showType} onChange={(gameType) => onFilter({ gameType })} />
      <div className={styles.toolbar}>
        <ShowTabs gameType={filter.gameType} value={filter.showType} onChange={(showType) => onFilter({ showType })} />
        {onFavouritesOnly && <FavouritesTab on={favouritesOnly} onChange={onFavouritesOnly} />}
      </div>
      {hasQuickLeagues(filter.gameType, filter.showType) && (
        <div className={styles.quickRow}>
          <QuickLeagues value={filter.quickLeague} onChange={(quickLeague) => onFilter({ quickLeague })} />
        </div>
      )}
      <div className={styles.board} data-testid="sports-board" data-state={state.status} data-sport={filter.gameType} data-show={filter.showType}>
        {state.status === 'loading' ? (
          <Loading text={t('centre.loading')} />
        ) : state.status === 'error' ? (
          <ErrorState message={state.reenter ? t('centre.reenter') : state.message} onRetry={state.reenter ? undefined : () => setAttempt((n) => n + 1)} />
        ) : champion ? (
          <ChampionList />
        ) : (
          <MatchList phone={phone} quickLeague={filter.quickLeague} onDetail={setDetail} favouritesOnly={favouritesOnly} focus={focus} />
        )}
      </div>
      {detail && state.status === 'ok' && <MatchDetail uid={uid} gameId={detail} onClose={() => setDetail(null)} onRefused={onRefused} />}
    </LiveStoreContext.Provider>
  );
}
