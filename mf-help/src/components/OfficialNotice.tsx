import styles from './article.module.css';

/** The customer-service notice of spec §8: deposits only through official channels. */
export function OfficialNotice({ t }: { t: (key: string) => string }) {
  return (
    <aside className={styles.notice} role="note" data-testid="official-channels-notice">
      <p className={styles.noticeTitle}>{t('notices.officialChannelsTitle')}</p>
      <p className={styles.noticeText}>{t('notices.officialChannels')}</p>
    </aside>
  );
}
