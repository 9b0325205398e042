import { useEffect, useState } from 'react';
import { LOCAL_SPORT_VENUE, messageOf, sportBookingLoad, type BookingLeg } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { readKey, useRead } from '@site/shared/query';
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

/**
 * The link of a booking code (/sport/code/:code), open to anyone: the code's open legs join the player's bet slip
 * (kept in platform storage, so the match centre finds them), the closed ones are listed with why. A member
 * whose every leg loaded goes on to the match centre at once; otherwise the page shows what loaded and what not,
 * and a guest is asked to log in to bet. A leg's match can be starred (收藏) by anyone.
 */
export default function BookingCodePage() {
  const t = useSportsT();
  const { http, route, storage, navigate, stores, dialogs } = usePlatform();
  const code = route.params['code'] ?? '';
  // A leg's match can be starred here, a guest's star kept in platform storage until the match centre merges it.
  const [favourites] = useState(
    () => new FavouritesStore({ storage, http, isMember: () => stores.session.isLoggedIn, onFailed: (message) => dialogs.toast(message, 'error') }),
  );
  useEffect(() => void favourites.start(), [favourites]);

  // Reading the code is joining its open legs to the slip (kept in platform storage): once per answer, with what the
  // slip said (its refusal, if any) and whether a member goes straight on to the match centre.
  const read = useRead(readKey(sportBookingLoad, { code }), () =>
    http.call(sportBookingLoad, { code }, { silent: true }).then((answer) => {
      const outcome = new SlipStore(storage).dispatch({ type: 'load', items: answer.legs.map((leg) => slipItemOfLeg(leg, t)) });
      return {
        ...answer,
        problem: outcome.ok ? '' : t(`slip.pickRefusal.${outcome.reason}`),
        goOn: outcome.ok && answer.dropped.length === 0 && stores.session.isLoggedIn,
      };
    }),
  );
  const answer = read.data;
  // A member whose every leg loaded goes straight on to the match centre, the slip open with them.
  useEffect(() => {
    if (!answer?.goOn) return;
    dialogs.toast(t('booking.loaded', { count: answer.legs.length }), 'success');
    navigate.to(boardOf(answer.legs[0]));
    // Once per answer (t only words the toast).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const state = read.isError ? 'error' : answer && !answer.goOn ? 'loaded' : 'loading';

  const goBet = () => {
    if (stores.session.isLoggedIn) navigate.to(boardOf(answer?.legs[0]));
    else void dialogs.loginRequired();
  };

  return (
    <FavouritesContext.Provider value={favourites}>
      <section className={styles.page} data-testid="booking-page" data-state={state}>
        <h1 className={styles.pageTitle}>
          {t('booking.loadTitle')} <span className={styles.code}>{code}</span>
        </h1>
        {state === 'loading' && <p className={styles.hint}>{t('booking.loading')}</p>}
        {state === 'error' && (
          <p className={styles.problem} data-testid="booking-problem">
            {messageOf(read.error) || t('centre.loadFailed')}
          </p>
        )}
        {state === 'loaded' && answer && (
          <>
            {answer.problem ? (
              <p className={styles.problem} data-testid="booking-problem">
                {answer.problem}
              </p>
            ) : (
              <p data-testid="booking-loaded">{t('booking.loaded', { count: answer.legs.length })}</p>
            )}
            <ul className={styles.legs}>
              {answer.legs.map((leg) => (
                <li key={leg.selection.id} className={styles.leg} data-testid="booking-leg">
                  <span className={styles.legTeams}>
                    {leg.team_h} {t('centre.vs')} {leg.team_c}
                  </span>
                  <span className={styles.legPick}>{legPickName(leg, t)}</span>
                  <StarButton kind="match" id={leg.gameId} />
                </li>
              ))}
            </ul>
            {answer.dropped.length > 0 && (
              <div className={styles.dropped} data-testid="booking-dropped">
                <h2>{t('booking.droppedTitle')}</h2>
                <ul>
                  {answer.dropped.map((d, i) => (
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
