import { getVenueInfoByCategory, VENUE_CATEGORY, VENUE_TYPE_CODES, type Venue, type VenueTypeCode } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCall } from '../../hooks/use-call';
import { useCasinoT } from '../../hooks/use-casino-t';
import { EmptyState, ErrorState, Loading } from '../../components/CallStates';
import { venueListStyles as styles } from '../venue-list';

/** /game/venture (冒险): every venue of every category on one page, each entered through 'venue:enter'. */
export function VenturePage() {
  const { http, bus } = usePlatform();
  const t = useCasinoT();
  const [all, retry] = useCall(
    'venture',
    () =>
      Promise.all(
        VENUE_TYPE_CODES.map(async (type): Promise<[VenueTypeCode, Venue[]]> => [
          type,
          await http.call(getVenueInfoByCategory, { category: VENUE_CATEGORY[type] }, { silent: true }),
        ]),
      ),
    t('error.generic'),
  );
  const groups = all.status === 'ok' ? all.data.filter(([, venues]) => venues.length > 0) : [];
  return (
    <div className={styles.page} data-testid="venture">
      <header className={styles.head}>
        <h1>{t('titles.venture')}</h1>
        <p>{t('intro.venture')}</p>
      </header>
      {all.status === 'loading' ? <Loading /> : null}
      {all.status === 'error' ? <ErrorState message={all.message} onRetry={retry} /> : null}
      {all.status === 'ok' && groups.length === 0 ? <EmptyState text={t('list.noVenues')} /> : null}
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
