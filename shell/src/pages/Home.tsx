import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { AuthMode, LOCAL_SPORT_VENUE, venueOffered } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { SECTION_COLOR } from '../layout/section-badges';
import { shownWithDepositFlag } from '../layout/deposit-visibility';
import styles from './pages.module.css';
import { HomeBanners } from './HomeBanners';
import { HomeMarquee } from './HomeMarquee';
import { useHomeAds } from './use-home-ads';

/**
 * Category tiles with the section icons (layout/section-badges). A tile with `venue` opens that venue
 * through the platform's venue entry ('venue:enter', mf-casino's dialog: login prompt, launch, …);
 * the others link to their venue-list page.
 */
const CARDS: { section: string; path: string; venue?: string }[] = [
  { section: 'sport', path: '/game/sport', venue: LOCAL_SPORT_VENUE },
  { section: 'realbet', path: '/game/realbet' },
  { section: 'chess', path: '/game/chess' },
  { section: 'gaming', path: '/game/gaming' },
  { section: 'lottery', path: '/game/lottery' },
  { section: 'egame', path: '/game/egame' },
  { section: 'fish', path: '/game/fishing' },
  { section: 'discount', path: '/activity/discount' },
];

export const Home = observer(function Home() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const ads = useHomeAds();
  return (
    <div className={styles.home} data-testid="home">
      <section className={styles.hero}>
        <div>
          <h1>{t('home.welcome')}</h1>
          <p>{t('home.slogan')}</p>
          {p.sessionStore.isLoggedIn ? null : (
            <button type="button" className={styles.heroCta} onClick={() => p.bus.emit('auth:login', { mode: AuthMode.REGISTER })}>
              {t('home.cta')}
            </button>
          )}
        </div>
      </section>
      <HomeMarquee notices={ads.notices} />
      <HomeBanners banners={ads.banners} />
      <h2 className={styles.sectionTitle}>{t('home.categories')}</h2>
      <div className={styles.cards}>
        {CARDS.map((c) => {
          const face = (
            <>
              <span className={styles.cardIcon} style={{ background: SECTION_COLOR[c.section] }} aria-hidden="true">
                {t(`home.badges.${c.section}`)}
              </span>
              <strong>{t(`menu.${c.section}`)}</strong>
              <span>{t(`home.cards.${c.section}`)}</span>
            </>
          );
          // flags.selfRunSport off: the sport tile links to the sports page instead of entering the self-run venue.
          const venue = c.venue !== undefined && venueOffered(c.venue, p.siteStore.flags) ? c.venue : undefined;
          return venue ? (
            <button
              key={c.section}
              type="button"
              className={`${styles.card} ${styles.cardButton}`}
              onClick={() => p.bus.emit('venue:enter', { enName: venue, gameCode: '', isActivity: false })}
              data-testid={`home-enter-${venue}`}
            >
              {face}
            </button>
          ) : (
            <Link key={c.section} to={c.path} className={styles.card}>
              {face}
            </Link>
          );
        })}
      </div>
      <h2 className={styles.sectionTitle}>{t('home.help')}</h2>
      <div className={styles.helpLinks}>
        {(['kh', 'ck', 'qk', 'zxkf'] as const)
          .filter((k) => shownWithDepositFlag(`/app/help/${k}`, p.siteStore.flags?.siteDeposit))
          .map((k) => (
            <Link key={k} to={`/app/help/${k}`}>
              {t(`home.helpLinks.${k}`)}
            </Link>
          ))}
      </div>
      <p className={styles.notice}>
        {t('home.notice')}{' '}
        <Link to="/mine/responsible" data-testid="home-responsible">
          {t('home.responsible')}
        </Link>
      </p>
    </div>
  );
});
