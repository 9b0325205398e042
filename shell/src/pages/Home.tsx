import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { AuthMode } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { shownWithDepositFlag } from '../layout/deposit-visibility';
import styles from './pages.module.css';

/** Category tiles; the badge is one character on the category's colour (no icon font needed). */
const CARDS: { section: string; path: string; color: string }[] = [
  { section: 'sport', path: '/game/sport', color: '#1f9d55' },
  { section: 'realbet', path: '/game/realbet', color: '#c0392b' },
  { section: 'chess', path: '/game/chess', color: '#8e44ad' },
  { section: 'gaming', path: '/game/gaming', color: '#2f6bff' },
  { section: 'lottery', path: '/game/lottery', color: '#e67e22' },
  { section: 'egame', path: '/game/egame', color: '#d4a548' },
  { section: 'fish', path: '/game/fishing', color: '#16a3b8' },
  { section: 'discount', path: '/activity/discount', color: '#e5484d' },
];

export const Home = observer(function Home() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
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
      <h2 className={styles.sectionTitle}>{t('home.categories')}</h2>
      <div className={styles.cards}>
        {CARDS.map((c) => (
          <Link key={c.section} to={c.path} className={styles.card}>
            <span className={styles.cardIcon} style={{ background: c.color }} aria-hidden="true">
              {t(`home.badges.${c.section}`)}
            </span>
            <strong>{t(`menu.${c.section}`)}</strong>
            <span>{t(`home.cards.${c.section}`)}</span>
          </Link>
        ))}
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
      <p className={styles.notice}>{t('home.notice')}</p>
    </div>
  );
});
