import { Link } from 'react-router-dom';
import type { Banner } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import styles from './home-ads.module.css';

/** Slots the banner row keeps before the banners arrive, so nothing below it moves. */
const SLOTS = 2;

/** The promotion banners (getMyDiscountAd), each a link to its activity page; the promotion list when there are none. */
export function HomeBanners({ banners }: { banners: Banner[] | null }) {
  const { i18n } = usePlatform();
  const t = useT(i18n, 'shell');
  if (banners === null)
    return (
      <div className={styles.banners} aria-hidden="true">
        {Array.from({ length: SLOTS }, (_, i) => (
          <div key={i} className={`${styles.banner} ${styles.bannerSkeleton}`} />
        ))}
      </div>
    );
  const shown: Banner[] =
    banners.length > 0
      ? banners
      : [{ id: 0, title: t('homeAds.fallbackTitle'), subtitle: t('homeAds.fallbackSubtitle'), image: '', tone: 'gold', link: '/activity/discount' }];
  return (
    <nav className={styles.banners} aria-label={t('homeAds.banners')}>
      {shown.map((b) => (
        <Link
          key={b.id}
          to={b.link}
          className={`${styles.banner} ${styles[`tone_${b.tone}`]}`}
          style={b.image ? { backgroundImage: `url("${encodeURI(b.image)}")` } : undefined}
          data-testid="home-banner"
        >
          <strong>{b.title}</strong>
          {b.subtitle ? <span>{b.subtitle}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
