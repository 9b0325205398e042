import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  addCollection,
  askedTag,
  GAME_TAGS,
  GAMES_PAGE_SIZE,
  gameList,
  gameListRequest,
  isSiteError,
  listSubPage,
  removeCollection,
  type Game,
  type GameTagName,
  type Venue,
} from '@site/shared';
import { usePlatform, useSubPage } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { CasinoEmpty, CasinoReadStates } from '../../components/read-states';
import { useApi } from '@site/shared/query';
import { GameCard } from './GameCard';
import { FIRST_SCREEN_GAMES, useFirstScreenIcons } from './first-screen';
import styles from './venue-list.module.css';

/** The search box waits for the player to stop typing this long before it asks the api. */
const SEARCH_SETTLE_MS = 300;

/**
 * A venue's games (spec §2 egame / fishing lists): search, hot / new / favourite tags, favourites
 * (a guest gets the login-required prompt), paged by the api, entry through 'venue:enter'.
 */
export const GameBrowser = observer(function GameBrowser({ venue, onFirstScreen }: { venue: Venue; onFirstScreen?(): void }) {
  const { http, bus, stores, dialogs } = usePlatform();
  const t = useCasinoT();
  const [sub, setSub] = useSubPage(listSubPage);
  const [typed, setTyped] = useState(sub.q);
  const loggedIn = stores.session.isLoggedIn;
  /** Favourite changes made on this page, over what the list answered. */
  const [collected, setCollected] = useState<Record<string, boolean>>({});

  useEffect(() => setTyped(sub.q), [sub.q]);
  useEffect(() => {
    if (typed === sub.q) return;
    const timer = setTimeout(() => setSub({ q: typed, page: 1 }, { replace: true }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, sub.q, setSub]);

  const tag = askedTag(sub, loggedIn);
  const key = JSON.stringify([venue.enName, sub.q, tag, sub.page, loggedIn]);
  // The api's game names come in the language asked for; a member's list carries its collected marks.
  const list = useApi(gameList, gameListRequest(venue.enName, sub, loggedIn), { call: { silent: true }, key: [loggedIn], refetchOn: ['language'] });
  useEffect(() => setCollected({}), [key]);
  const shownGames = list.data?.list.length ?? 0;
  const icons = useFirstScreenIcons(key, Math.min(FIRST_SCREEN_GAMES, shownGames));
  // The list's first screen is in (or the list failed, or has no games): what waited for it may load.
  const firstScreenDone = list.isError || (list.data !== undefined && icons.restShown);
  useEffect(() => {
    if (firstScreenDone) onFirstScreen?.();
  }, [firstScreenDone, onFirstScreen]);

  function chooseTag(next: GameTagName) {
    if (next === 'collected' && !loggedIn) {
      void dialogs.loginRequired();
      return;
    }
    setSub({ tag: next, page: 1 });
  }

  async function toggle(game: Game) {
    if (!stores.session.isLoggedIn) {
      void dialogs.loginRequired();
      return;
    }
    const now = collected[game.gameCode] ?? game.collected;
    try {
      const body = { enName: venue.enName, gameCode: game.gameCode };
      if (now) await http.call(removeCollection, body, { silent: true });
      else await http.call(addCollection, body, { silent: true });
      setCollected((c) => ({ ...c, [game.gameCode]: !now }));
      dialogs.toast(now ? t('game.uncollected') : t('game.collected'), 'success');
    } catch (e) {
      dialogs.toast((isSiteError(e) && e.message) || t('error.generic'), 'error');
    }
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / GAMES_PAGE_SIZE)) : 1;
  return (
    <section className={styles.browser} data-testid="game-browser">
      {venue.maintenance ? (
        <p className={styles.notice} role="note">
          {t('venue.maintenanceNotice', { name: venue.name })}
        </p>
      ) : null}
      <div className={styles.tools}>
        <input
          type="search"
          className={styles.search}
          value={typed}
          maxLength={30}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="game-search"
        />
        <div className={styles.chips} role="group" aria-label={t('list.tags')}>
          {GAME_TAGS.map((g) => (
            <button key={g} type="button" aria-pressed={tag === g} className={`${styles.chip} ${tag === g ? styles.chipOn : ''}`} onClick={() => chooseTag(g)}>
              {t(`tags.${g}`)}
            </button>
          ))}
        </div>
      </div>
      <CasinoReadStates read={list} />
      {list.data && list.data.list.length === 0 ? <CasinoEmpty text={sub.q ? t('list.noMatch', { q: sub.q }) : t('list.noGames')} /> : null}
      {list.data && list.data.list.length > 0 ? (
        <>
          {/* One list element per list (key): its first-screen icons are new elements, whose load each list counts. */}
          <ul key={key} className={styles.games}>
            {list.data.list.map((g, i) => (
              <GameCard
                key={g.gameCode}
                game={g}
                firstScreen={i < FIRST_SCREEN_GAMES}
                iconAllowed={icons.restShown}
                onIconSettled={i < FIRST_SCREEN_GAMES ? icons.settled : undefined}
                collected={collected[g.gameCode] ?? g.collected}
                onEnter={() => bus.emit('venue:enter', { enName: venue.enName, gameCode: g.gameCode, isActivity: false })}
                onToggleCollect={() => void toggle(g)}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('list.pages')}>
              <button type="button" disabled={sub.page <= 1} onClick={() => setSub({ page: sub.page - 1 })}>
                {t('list.prev')}
              </button>
              <span>{t('list.page', { page: sub.page, pages })}</span>
              <button type="button" disabled={sub.page >= pages} onClick={() => setSub({ page: sub.page + 1 })}>
                {t('list.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
