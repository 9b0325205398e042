import { useCallback, useEffect, useState } from 'react';
import { LOCAL_SPORT_VENUE, type SearchLeague, type SearchMatch } from '@site/shared';
import { usePlatform, useSubPage } from '@site/shared/react';
import { usePhone } from '../../hooks/use-phone';
import { useSportsT } from '../../hooks/use-sports-t';
import { SlipDock } from '../bet-slip';
import { SlipStore } from '../bet-slip';
import { SlipContext } from '../bet-slip';
import { OddsTypeContext, useStoredOddsType } from '../odds';
import { OddsTypeSelector } from '../odds';
import { useVenueUid } from '../venue-session';
import { FavouritesContext, FavouritesStore } from '../favourites';
import { SearchBox } from '../search';
import { Board } from './Board';
import { centreFilterOf, centreSubPage, type CentreFilter } from './centre-filter';
import { ErrorState, Loading } from './CentreStates';
import { SidePanels } from './SidePanels';
import styles from './match-centre.module.css';
import { browserFirstTapEnv, FirstTapContext, FirstTapGate, useFirstTapGate } from '../after-first-tap';

/**
 * The match centre (/game/sport/crty: full width, no footer): the venue session first (guard 4),
 * then the sport and show tabs, the quick league filter, the leagues and matches with the main markets,
 * the odds type, the bet slip (side panel; a bottom bar and sheet on a phone) and the chat room's place.
 */
export function MatchCentrePage() {
  const t = useSportsT();
  const { route, storage, http, stores, dialogs } = usePlatform();
  const phone = usePhone();
  // The page's bet slip: one per page, kept in platform storage (a reload finds it).
  const [slipStore] = useState(() => new SlipStore(storage));
  // What the board does not need before its first tap waits for it (features/after-first-tap).
  const firstTap = useFirstTapGate(() => new FirstTapGate(browserFirstTapEnv()));
  const enName = route.params['enName'] || LOCAL_SPORT_VENUE;
  const [venue, { refused, retry }] = useVenueUid(enName, t('centre.reenter'), t('centre.loadFailed'));
  const [query, setQuery] = useSubPage(centreSubPage);
  const filter = centreFilterOf(query);
  const [oddsType, setOddsType] = useStoredOddsType();
  // 收藏: the member's starred leagues and matches (a guest's stored set merged in on the first visit).
  const [favourites] = useState(
    () => new FavouritesStore({ storage, http, isMember: () => stores.session.isLoggedIn, onFailed: (message) => dialogs.toast(message, 'error') }),
  );
  useEffect(() => void favourites.start(), [favourites]);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  // A match picked in the search: its board is shown and its detail opened.
  const [focus, setFocus] = useState<{ gameId: string } | null>(null);

  const onFilter = useCallback(
    (patch: Partial<CentreFilter>) => {
      const next = { ...filter, ...patch };
      // A new sport keeps the show type when it has it (else its first); a new sport or show type clears the league.
      const normal = centreFilterOf({ sport: next.gameType, show: next.showType, league: next.quickLeague ?? 0 });
      const league = 'quickLeague' in patch ? normal.quickLeague : null;
      setQuery({ sport: normal.gameType, show: normal.showType, league: league ?? 0 });
      setFocus(null);
    },
    [filter, setQuery],
  );
  const onSearchLeague = useCallback(
    (l: SearchLeague) => {
      setFavouritesOnly(false);
      setFocus(null);
      setQuery({ sport: l.gameType, show: l.showType, league: 0 });
    },
    [setQuery],
  );
  const onSearchMatch = useCallback(
    (m: SearchMatch) => {
      setFavouritesOnly(false);
      setQuery({ sport: m.gameType, show: m.showType, league: 0 });
      setFocus({ gameId: m.gameId });
    },
    [setQuery],
  );

  const uid = venue.status === 'ok' ? venue.uid : null;
  const forceHongKong = useCallback(() => setOddsType('H'), [setOddsType]);
  const slip = { store: slipStore, enName, uid, phone, oddsType, onForceHongKong: forceHongKong };

  return (
    <FirstTapContext.Provider value={firstTap}>
      <FavouritesContext.Provider value={favourites}>
        <SlipContext.Provider value={slipStore}>
          <OddsTypeContext.Provider value={oddsType}>
            <div className={styles.page} data-testid="match-centre">
              <header className={styles.top}>
                <h1 className={styles.title}>
                  <span className={styles.titleMark} aria-hidden="true" />
                  {t('centre.title')}
                </h1>
                <SearchBox onLeague={onSearchLeague} onMatch={onSearchMatch} />
                <OddsTypeSelector value={oddsType} onChange={setOddsType} />
              </header>
              <div className={styles.body}>
                <main className={styles.main}>
                  {venue.status === 'loading' ? (
                    <Loading text={t('centre.entering')} />
                  ) : venue.status === 'error' ? (
                    <ErrorState message={venue.message} onRetry={venue.reenter ? undefined : retry} />
                  ) : (
                    <Board
                      key={`${filter.gameType}.${filter.showType}.${filter.quickLeague ?? 0}`}
                      uid={venue.uid}
                      filter={filter}
                      onFilter={onFilter}
                      onRefused={refused}
                      favouritesOnly={favouritesOnly}
                      onFavouritesOnly={setFavouritesOnly}
                      focus={focus}
                    />
                  )}
                </main>
                <SidePanels slip={slip} />
              </div>
              {phone && <SlipDock store={slipStore} enName={enName} uid={uid} oddsType={oddsType} onForceHongKong={forceHongKong} />}
            </div>
          </OddsTypeContext.Provider>
        </SlipContext.Provider>
      </FavouritesContext.Provider>
    </FirstTapContext.Provider>
  );
}
