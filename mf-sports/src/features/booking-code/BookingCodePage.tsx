import { useEffect, useState } from 'react';
import { LOCAL_SPORT_VENUE, messageOf, sportBookingLoad, type BookingDrop, type BookingLeg } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { SlipStore } from '../bet-slip';
import { FavouritesContext, FavouritesStore, StarButton } from '../favourites';
import { droppedText, legPickName, slipItemOfLeg } from './booking-legs';
import styles from './booking-code.module.css';

/** The match centre on the board of a code's first leg (where its legs are), or as it opens by default. */
const boardOf = (leg: BookingLeg | undefined) => ({
  name: 'localSport',
  params: { enName: LOCAL_SPORT_VENUE },
  ...(leg ? { query: { sport: leg.gameType, show: leg.showType } } : {}),
});

type Load = { status: 'loading' } | { status: 'loaded'; legs: BookingLeg[]; dropped: BookingDrop[]; problem: string } | { status: 'error'; message: string };

/**
 * The link of a booking code (/sport/code/:code), open to anyone: the code's open legs join the player's bet slip
 * (kept in platform storage, so the match centre finds them), the closed ones are listed with why. A member goes
 * whose every leg loaded goes on to the match centre at once; otherwise the page shows what loaded and what not,
 * and a guest is asked to log in to bet. A leg's match can be starred (收藏) by anyone.
 */
export default function BookingCodePage() {
  const t = useSportsT();
  const { http, route, storage, navigate, stores, dialogs } = usePlatform();
  const code = route.params['code'] ?? '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // A leg's match can be starred here, a guest's star kept in platform storage until the match centre merges it.
  const [favourites] = useState(
    () => new FavouritesStore({ storage, http, isMember: () => stores.session.isLoggedIn, onFailed: (message) => dialogs.toast(message, 'error') }),
  );
  useEffect(() => void favourites.start(), [favourites]);

  useEffect(() => {
    let live = true;
    http.call(sportBookingLoad, { code }, { silent: true }).then(
      (answer) => {
        if (!live) return;
        const outcome = new SlipStore(storage).dispatch({ type: 'load', items: answer.legs.map((leg) => slipItemOfLeg(leg, t)) });
        // A member whose every leg loaded goes straight on to the match centre, the slip open with them.
        if (outcome.ok && answer.dropped.length === 0 && stores.session.isLoggedIn) {
          dialogs.toast(t('booking.loaded', { count: answer.legs.length }), 'success');
          navigate.to(boardOf(answer.legs[0]));
          return;
        }
        setLoad({ status: 'loaded', legs: answer.legs, dropped: answer.dropped, problem: outcome.ok ? '' : t(`slip.pickRefusal.${outcome.reason}`) });
      },
      (e: unknown) => live && setLoad({ status: 'error', message: messageOf(e) || t('centre.loadFailed') }),
    );
    return () => {
      live = false;
    };
    // t names the legs once, in the language of the moment; a language switch must not load the code again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, storage, code]);

  const goBet = () => {
    if (stores.session.isLoggedIn) navigate.to(boardOf(load.status === 'loaded' ? load.legs[0] : undefined));
    else void dialogs.loginRequired();
  };

  return (
    <FavouritesContext.Provider value={favourites}>
      <section className={styles.page} data-testid="booking-page" data-state={load.status}>
        <h1 className={styles.pageTitle}>
          {t('booking.loadTitle')} <span className={styles.code}>{code}</span>
        </h1>
        {load.status === 'loading' && <p className={styles.hint}>{t('booking.loading')}</p>}
        {load.status === 'error' && (
          <p className={styles.problem} data-testid="booking-problem">
            {load.message}
          </p>
        )}
        {load.status === 'loaded' && (
          <>
            {load.problem ? (
              <p className={styles.problem} data-testid="booking-problem">
                {load.problem}
              </p>
            ) : (
              <p data-testid="booking-loaded">{t('booking.loaded', { count: load.legs.length })}</p>
            )}
            <ul className={styles.legs}>
              {load.legs.map((leg) => (
                <li key={leg.selection.id} className={styles.leg} data-testid="booking-leg">
                  <span className={styles.legTeams}>
                    {leg.team_h} {t('centre.vs')} {leg.team_c}
                  </span>
                  <span className={styles.legPick}>{legPickName(leg, t)}</span>
                  <StarButton kind="match" id={leg.gameId} />
                </li>
              ))}
            </ul>
            {load.dropped.length > 0 && (
              <div className={styles.dropped} data-testid="booking-dropped">
                <h2>{t('booking.droppedTitle')}</h2>
                <ul>
                  {load.dropped.map((d, i) => (
                    <li key={i}>{droppedText(d, t)}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={goBet} data-testid="booking-go">
                {stores.session.isLoggedIn ? t('booking.goBet') : t('booking.loginToBet')}
              </button>
            </div>
          </>
        )}
      </section>
    </FavouritesContext.Provider>
  );
}
