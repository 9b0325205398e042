import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { Cohort } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import styles from './layout.module.css';

/** The query flag that shows the loaded module versions at the bottom of the footer (for ops: `?versions`). */
export const VERSIONS_QUERY = 'versions';

export const Footer = observer(function Footer() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const loaded = useRemoteLoader().loaded;
  const versions = Object.entries(loaded.versions);
  const forOps = new URLSearchParams(useLocation().search).has(VERSIONS_QUERY);
  const summary = versions.map(([name, v]) => `${name}@${v}`).join(' ');
  useEffect(() => {
    if (summary) console.info(`[remotes] loaded ${summary}`);
  }, [summary]);
  return (
    <footer className={styles.footer}>
      <nav className={styles.footerLinks}>
        <Link to="/app/help/gywm">{t('footer.about')}</Link>
        <Link to="/app/help/gztk">{t('footer.terms')}</Link>
        <Link to="/app/help/ysgz">{t('footer.privacy')}</Link>
        {p.siteStore.flags?.hideAgent ? null : (
          <Link to="/app/help/hzhb" data-testid="agent-entry">
            {t('footer.partner')}
          </Link>
        )}
        <Link to="/app/help/kh">{t('header.help')}</Link>
      </nav>
      <p>{t('footer.responsible')}</p>
      <p>{t('footer.rights')}</p>
      {forOps && versions.length > 0 ? (
        <p className={styles.versions} data-testid="remote-versions">
          {t('footer.versions')}：
          {versions.map(([name, v]) => (
            <span key={name} data-testid={`remote-version-${name}`} data-version={v} data-cohort={loaded.cohorts[name]}>
              {name}@{v}
              {loaded.cohorts[name] === Cohort.CANARY ? ` (${t('footer.canary')})` : ''}{' '}
            </span>
          ))}
        </p>
      ) : null}
    </footer>
  );
});
