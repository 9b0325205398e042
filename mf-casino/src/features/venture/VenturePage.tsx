import { getVenueInfoByCategory, VENUE_CATEGORY, VENUE_TYPE_CODES, type Venue, type VenueTypeCode } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { CasinoEmpty, CasinoReadStates } from '../../components/read-states';
import { readKey, useRead } from '@site/shared/query';
import { venueListStyles as styles } from '../venue-list';

/** /game/venture (冒险): every venue of every category on one page, each entered through 'venue:enter'. */
export function VenturePage() {
  const { http, bus } = usePlatform();
  const t = useCasinoT();
  // Every category's venues at once, under the venue contract's key (a change to venues reaches it too).
  const all = useRead(
    [...readKey(getVenueInfoByCategory), 'venture'],
    () =>
      Promise.all(
        VENUE_TYPE_CODES.map(async (type): Promise<[VenueTypeCode, Venue[]]> => [
          type,
          await http.call(getVenueInfoByCategory, { category: VENUE_CATEGORY[type] }, { silent: true }),
        ]),
      ),
    { refetchOn: ['language'] },
  );
  const groups = all.data ? all.data.filter(([, venues]) => venues.length > 0) : [];
  return (
    <div className={styles.page} data-testid="venture">
      <header className={styles.head}>
        <h1>{t('titles.venture')}</h1>
        <p>{t('intro.venture')}</p>
      </header>
      <CasinoReadStates read={all} />
      {all.data && groups.length === 0 ? <CasinoEmpty text={t('list.noVenues')} /> : null}
      <div className={styles.categories}>
        {groups.map(([type, venues]) => (
          <section key={type} className={styles.category}>
            <h2>{t(`titles.${type}`)}</h2>
            <ul className={styles.venueGrid}>
              {venues.map((v) => (
                <li key={v.enName}>
                  <button
                    type="button"
                    className={styles.venueCard}
                    onClick={() => bus.emit('venue:enter', { enName: v.enName, gameCode: '', isActivity: false })}
                  >
                    <img src={v.icon} alt="" />
                    <span>{v.name}</span>
                    {v.maintenance ? <em className={styles.badgeMaint}>{t('venue.maintenance')}</em> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
