import type { Venue } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import styles from './venue-list.module.css';

/** A venue with one lobby (no game list): its card and the enter button (venue entry through 'venue:enter'). */
export function VenueLobby({ venue, typeCode }: { venue: Venue; typeCode: string }) {
  const { bus } = usePlatform();
  const t = useCasinoT();
  return (
    <article className={styles.lobby} data-testid={`venue-${venue.enName}`}>
      <img src={venue.icon} alt="" className={styles.lobbyIcon} />
      <div className={styles.lobbyText}>
        <h2>{venue.name}</h2>
        <p>{t(`intro.${typeCode}`)}</p>
        <p className={styles.lobbyBadges}>
          {venue.maintenance ? <em className={styles.badgeMaint}>{t('venue.maintenance')}</em> : null}
          {venue.activity ? <em className={styles.badgeActivity}>{t('venue.activity')}</em> : null}
        </p>
      </div>
      <button
        type="button"
        className={styles.enter}
        onClick={() => bus.emit('venue:enter', { enName: venue.enName, gameCode: '', isActivity: false })}
        data-testid={`enter-${venue.enName}`}
      >
        {t('venue.enter')}
      </button>
    </article>
  );
}
