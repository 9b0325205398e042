import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { Header } from './Header';
import { MainMenu } from './MainMenu';
import { Footer } from './Footer';
import styles from './layout.module.css';

export const DashboardLayout = observer(function DashboardLayout({
  children,
  hideFooter,
  fullWidth,
}: {
  children: ReactNode;
  hideFooter?: boolean;
  fullWidth?: boolean;
}) {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t('layout.skip')}
      </a>
      <Header />
      {p.siteStore.flags?.foreverSite ? (
        <p className={styles.foreverSite} role="note" data-testid="forever-site">
          {t('layout.foreverSite', { address: window.location.host })}
        </p>
      ) : null}
      <MainMenu />
      <main id="main" className={fullWidth ? styles.mainFull : styles.main}>
        {children}
      </main>
      {hideFooter ? null : <Footer />}
      <div className={styles.srOnly} data-testid="seo-text">
        {p.siteStore.seoText}
      </div>
    </div>
  );
});
