import { getVenueInfoByCategory, listSubPage, shownVenue, type ListPage } from '@site/shared';
import { useCallback, useState } from 'react';
import { useSubPage } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { CasinoEmpty, CasinoReadStates } from '../../components/read-states';
import { useApi } from '@site/shared/query';
import { GameBrowser } from './GameBrowser';
import { JackpotTicker } from './JackpotTicker';
import { VenueLobby } from './VenueLobby';
import { VenueTabs } from './VenueTabs';
import styles from './venue-list.module.css';

/**
 * The shared venue-list page (spec §2): /game/sport, /game/realbet, /game/chess, /game/gaming,
 * /game/lottery by type code, and the egame and fishing lists. Venue tabs; a venue with a game
 * list shows its games, the others their lobby card.
 */
export function VenueListPage({ page }: { page: ListPage }) {
  const t = useCasinoT();
  const [sub, setSub] = useSubPage(listSubPage);
  // The api's venue names come in the language asked for.
  const venues = useApi(getVenueInfoByCategory, { category: page.category }, { call: { silent: true }, refetchOn: ['language'] });

  const list = venues.data ?? [];
  const venue = shownVenue(list, sub);
  // The tabs' icons once the first list's first-screen icons have come (a lobby has no list to wait for).
  const [firstScreenIn, setFirstScreenIn] = useState(false);
  const firstScreenCame = useCallback(() => setFirstScreenIn(true), []);
  return (
    <div className={styles.page} data-testid="venue-list" data-type={page.type}>
      <header className={styles.head}>
        <h1>{t(`titles.${page.type}`)}</h1>
        <p>{t(`intro.${page.type}`)}</p>
      </header>
      <JackpotTicker category={page.category} />
      <CasinoReadStates read={venues} />
      {venues.data && !venue ? <CasinoEmpty text={t('list.noVenues')} /> : null}
      {venue ? (
        <>
          <VenueTabs
            venues={list}
            selected={venue.enName}
            onSelect={(enName) => setSub({ venue: enName, q: '', tag: 'all', page: 1 })}
            iconsShown={firstScreenIn || !venue.hasGameList}
          />
          {venue.hasGameList && page.games ? <GameBrowser key={venue.enName} venue={venue} onFirstScreen={firstScreenCame} /> : null}
          {venue.hasGameList && !page.games ? (
            <>
              <VenueLobby venue={venue} typeCode={page.type} />
              <GameBrowser key={venue.enName} venue={venue} onFirstScreen={firstScreenCame} />
            </>
          ) : null}
          {!venue.hasGameList ? <VenueLobby venue={venue} typeCode={page.type} /> : null}
        </>
      ) : null}
    </div>
  );
}
