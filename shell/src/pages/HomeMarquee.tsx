import type { Notice } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from './home-ads.module.css';

/** The notice marquee under the hero: the notices' titles and texts in one scrolling line (paused on hover, still with reduced motion). */
export function HomeMarquee({ notices }: { notices: Notice[] | null }) {
  const { i18n } = usePlatform();
  const t = useT(i18n, 'shell');
  const line = (notices ?? []).map((n) => (
    <span key={n.id} className={styles.notice} data-testid="home-notice">
      <strong>【{n.title}】</strong>
      {n.content}
    </span>
  ));
  return (
    <section className={styles.marquee} aria-label={t('homeAds.notices')} data-testid="home-marquee">
      <span className={styles.marqueeLabel} aria-hidden="true">
        {t('homeAds.noticeBadge')}
      </span>
      <div className={styles.marqueeWindow}>
        {notices && notices.length > 0 ? (
          <div className={styles.marqueeTrack} style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}>
            {line}
          </div>
        ) : (
          <span className={styles.marqueeIdle}>{notices ? t('homeAds.noNotices') : '\u00a0'}</span>
        )}
      </div>
    </section>
  );
}
