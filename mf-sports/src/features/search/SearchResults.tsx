import { useEffect, useState } from 'react';
import { beijingShortTime, messageOf, sportSearch, type ResponseOf, type SearchLeague, type SearchMatch } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './search.module.css';

/** A pause in typing before the query goes out (a debounce, so each keystroke does not call). */
const TYPING_PAUSE_MS = 200;

type Found = { status: 'searching' } | { status: 'ok'; q: string; found: ResponseOf<typeof sportSearch> } | { status: 'error'; message: string };

/** The results of a query: leagues and competitions, then matches; the last answer to the last query is shown. */
export default function SearchResults({ q, onLeague, onMatch }: { q: string; onLeague(l: SearchLeague): void; onMatch(m: SearchMatch): void }) {
  const t = useSportsT();
  const { http } = usePlatform();
  const [found, setFound] = useState<Found>({ status: 'searching' });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      http.call(sportSearch, { q }, { silent: true }).then(
        (answer) => current && setFound({ status: 'ok', q, found: answer }),
        (e: unknown) => current && setFound({ status: 'error', message: messageOf(e) || t('search.failed') }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // t only names the failure; a language switch does not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, q]);

  const settled = found.status === 'ok' && found.q === q ? found.found : null;
  return (
    <div className={styles.results} role="listbox" aria-label={t('search.label')} data-testid="search-results" data-state={settled ? 'ok' : found.status}>
      {found.status === 'error' ? (
        <p className={styles.note}>{found.message}</p>
      ) : !settled ? (
        <p className={styles.note}>{t('search.searching')}</p>
      ) : settled.leagues.length === 0 && settled.matches.length === 0 ? (
        <p className={styles.note} data-testid="search-empty">
          {t('search.empty')}
        </p>
      ) : (
        <>
          {settled.leagues.length > 0 && <h3 className={styles.heading}>{t('search.leagues')}</h3>}
          {settled.leagues.map((l) => (
            <button
              key={l.id}
              type="button"
              role="option"
              aria-selected={false}
              className={styles.item}
              data-testid={`search-league-${l.id}`}
              onClick={() => onLeague(l)}
            >
              <span className={styles.sport}>{t(`sport.${l.gameType}`)}</span>
              <span className={styles.name}>{l.name}</span>
              <span className={styles.meta}>{t('search.count', { count: l.count })}</span>
            </button>
          ))}
          {settled.matches.length > 0 && <h3 className={styles.heading}>{t('search.matches')}</h3>}
          {settled.matches.map((m) => (
            <button
              key={m.gameId}
              type="button"
              role="option"
              aria-selected={false}
              className={styles.item}
              data-testid={`search-match-${m.gameId}`}
              onClick={() => onMatch(m)}
            >
              <span className={styles.sport}>{t(`sport.${m.gameType}`)}</span>
              <span className={styles.name}>
                {m.team_h} {t('centre.vs')} {m.team_c}
                <small className={styles.league}>{m.league}</small>
              </span>
              <span className={styles.meta}>{m.gameStatus === 'prematch' ? beijingShortTime(m.datetime) : t(`show.${m.showType}`)}</span>
            </button>
          ))}
        </>
      )}
    </div>
  );
}
