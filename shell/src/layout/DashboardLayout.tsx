import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
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
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        跳到主要内容
      </a>
      <Header />
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
