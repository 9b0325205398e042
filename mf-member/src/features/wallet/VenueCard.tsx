import { Money } from './Money';
import type { VenueWallet } from './use-wallet';
import styles from './wallet.module.css';

/** One venue wallet: its name, its balance, refresh (venueBalance) and a way to transfer. */
export function VenueCard(props: {
  venue: VenueWallet;
  refreshing: boolean;
  onRefresh: () => void;
  onTransfer: () => void;
  t: (key: string, o?: Record<string, string>) => string;
}) {
  const { venue, refreshing, onRefresh, onTransfer, t } = props;
  return (
    <li className={styles.venue} data-testid={`venue-${venue.channelCode}`}>
      <span className={styles.venueName}>{venue.name}</span>
      <Money value={venue.balance} className={venue.balance > 0 ? styles.venueMoney : styles.venueZero} testId={`venue-balance-${venue.channelCode}`} />
      <div className={styles.venueActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('wallet.refresh', { name: venue.name })}
          aria-busy={refreshing}
          disabled={refreshing}
          onClick={onRefresh}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={refreshing ? styles.spin : undefined}>
            <path fill="currentColor" d="M12 5V2L8 6l4 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
          </svg>
        </button>
        <button type="button" className={styles.link} onClick={onTransfer} aria-label={t('wallet.transferVenue', { name: venue.name })}>
          {t('wallet.transfer')}
        </button>
      </div>
    </li>
  );
}
