import { useEffect, useState } from 'react';
import { bindRealNameReturn, type UserInfo } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import { AUTH_TABS, bindPhoneRoutesOpen, tabOf } from './auth-forms';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { RealNameForm } from './RealNameForm';
import styles from '../../components/member-forms.module.css';

/**
 * /mine/auth: bind the real name, the phone, the e-mail; change the login password. The 6449
 * dialog's 去完善 lands on the real name (?tab=realName&back=<page>) and, once it is bound, goes back to that page
 * (bindRealNameReturn); once phone and real name are bound the bindPhone pages open (guard 2).
 */
export function AuthPage() {
  const { i18n, route, navigate, stores } = usePlatform();
  const t = useT(i18n, NS);
  const tab = tabOf(route.query.tab);
  const [user, setUser] = useState<UserInfo | null>(stores.session.user);
  const refresh = async () => {
    setUser(await stores.session.loadUserInfo());
  };
  useEffect(() => {
    stores.session.loadUserInfo().then(setUser, () => undefined);
  }, [stores.session]);
  const open = bindPhoneRoutesOpen(user);
  const back = bindRealNameReturn(route.query);
  const realNameDone = async () => {
    await refresh();
    if (back) navigate.path(back);
  };
  return (
    <section className={styles.page} data-testid="auth-page">
      <nav className={styles.tabs} aria-label={t('profile.authTabs')}>
        {AUTH_TABS.map((k) => (
          <a
            key={k}
            href={`?tab=${k}`}
            className={styles.tab}
            aria-current={tab === k ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate.query({ tab: k });
            }}
          >
            {t(`profile.tab.${k}`)}
          </a>
        ))}
      </nav>
      <h1 className={styles.title}>{t(`profile.tab.${tab}`)}</h1>
      {!open ? (
        <p className={styles.notice} data-testid="auth-guard-note">
          {t('profile.guardNote')}
        </p>
      ) : (
        <div className={styles.actions}>
          <span className={styles.ok}>{t('profile.allBound')}</span>
          <button type="button" className={styles.link} data-testid="go-cards" onClick={() => navigate.to({ name: 'accountManage', params: { id: 'bank' } })}>
            {t('profile.goCards')}
          </button>
        </div>
      )}
      <div className={styles.panel}>
        {tab === 'realName' ? <RealNameForm bound={user?.realName ?? ''} t={t} onDone={realNameDone} /> : null}
        {tab === 'phone' ? <PhoneForm bound={user?.bindPhone ? user.phone : ''} t={t} onDone={refresh} /> : null}
        {tab === 'email' ? <EmailForm bound={user?.bindEmail ? user.email : ''} t={t} onDone={refresh} /> : null}
        {tab === 'password' ? <PasswordForm hasPhone={user?.bindPhone ?? false} hasEmail={user?.bindEmail ?? false} t={t} /> : null}
      </div>
    </section>
  );
}
