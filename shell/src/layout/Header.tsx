import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useT } from '@site/shared/react';
import { AuthMode, LANGUAGES, type Language } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { formatMoney } from '@site/shared';
import { useAfterLoadIdle } from './use-after-load-idle';
import styles from './layout.module.css';
import { brandMark } from '../platform/site-icon';

// Members only, and it shows nothing until the session's facts arrive: its own chunk (with the
// responsible-gambling contracts), so a guest's first load never downloads it. A member's first page mounts
// it once the page has loaded (useAfterLoadIdle): its chunk and its two calls (responsible info, the reality
// summary) then no longer compete with the page's own content; the clock and the reality check count from the
// session's start on the server, so coming a moment later changes neither.
const SessionClock = lazy(() => import('./SessionClock').then((m) => ({ default: m.SessionClock })));

export const Header = observer(function Header() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const { siteStore: site, sessionStore: session, balanceStore: balance } = p;
  const pageLoaded = useAfterLoadIdle();
  const professionalAllowed = !site.flags || site.flags.professionalTheme === 1;
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.headerInner}>
        <Link to="/home" className={styles.brand} aria-label={t('header.brandHome')}>
          <img src={brandMark} alt="" width={30} height={30} />
          <span>{t('header.brand')}</span>
        </Link>
        <div className={styles.headerTools}>
          <label className={styles.select}>
            <span className={styles.srOnly}>{t('header.language')}</span>
            <select data-testid="language-switch" value={site.language} onChange={(e) => site.setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l === 'zh-CN' ? '简体中文' : '繁體中文'}
                </option>
              ))}
            </select>
          </label>
          {professionalAllowed ? (
            <button
              type="button"
              data-testid="edition-toggle"
              className={styles.ghost}
              title={t('header.edition.label')}
              onClick={() => site.setEdition(site.edition === 'classic' ? 'professional' : 'classic')}
            >
              {site.effectiveEdition === 'classic' ? t('header.edition.professional') : t('header.edition.classic')}
            </button>
          ) : null}
          {session.isLoggedIn ? (
            <>
              <Link to="/mine/userinfo" className={styles.user} data-testid="header-user" title={session.user?.name ?? undefined}>
                {session.user?.name ?? t('header.member')}
              </Link>
              {pageLoaded ? (
                <Suspense fallback={null}>
                  <SessionClock token={session.token} />
                </Suspense>
              ) : null}
              {/* Beside the brand on a phone: the header keeps its two rows whatever arrives (name, balance, badge). */}
              <span className={styles.account}>
                {p.unreadStore.feedback > 0 ? (
                  // Feedback unreadNum (replies not yet opened), apart from the message badge.
                  <Link
                    to="/mine/feedbackList"
                    className={styles.feedbackLink}
                    data-testid="header-feedback"
                    aria-label={t('memberBadges.feedback', { count: p.unreadStore.feedback })}
                  >
                    <span aria-hidden="true">{t('memberBadges.feedbackShort')}</span>
                    <span className={styles.badge} aria-hidden="true" data-testid="header-feedback-count">
                      {p.unreadStore.feedback}
                    </span>
                  </Link>
                ) : null}
                {balance.loaded ? (
                  <span className={styles.balance} data-testid="header-balance" data-loaded="true" title={t('header.balance')}>
                    ¥ {formatMoney(balance.centerWalletBalance)}
                  </span>
                ) : (
                  <span className={styles.balance} data-testid="header-balance" data-loaded="false" aria-busy="true" title={t('header.balance')}>
                    <span aria-hidden="true">¥ --</span>
                    <span className={styles.srOnly}>{t('header.balanceLoading')}</span>
                  </span>
                )}
                <button type="button" className={styles.ghost} onClick={() => void session.logout().then(() => p.navigate.to({ name: 'home' }))}>
                  {t('header.logout')}
                </button>
              </span>
            </>
          ) : (
            <>
              <button type="button" className={styles.ghost} data-testid="header-login" onClick={() => p.bus.emit('auth:login', { mode: AuthMode.LOGIN })}>
                {t('header.login')}
              </button>
              <button
                type="button"
                className={styles.primary}
                data-testid="header-register"
                onClick={() => p.bus.emit('auth:login', { mode: AuthMode.REGISTER })}
              >
                {t('header.register')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
});
