import { useState, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import type { AppInstall, AppInstallState } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { QrCode } from '../qr-code';
import { inviteLink, useInvite } from '../invite';
import { SITE_NS } from '../../components/site-page';
import styles from '../../components/site-page.module.css';

/** The platforms of the app, each with its add-to-home-screen steps (the catalog's download.<platform>.steps). */
export const APP_PLATFORMS = [
  { id: 'ios', steps: 4 },
  { id: 'android', steps: 4 },
] as const;

/** Which platform's steps to show first: the visitor's own when the browser says so. */
export function platformOf(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) && !/Android/.test(userAgent) ? 'ios' : 'android';
}

const NO_INSTALL = () => 'unavailable' as const;
const NO_SUBSCRIBE = () => () => undefined;

/** The browser's install offer as the shell keeps it (an older shell keeps none: the steps are shown). */
function useInstallState(install: AppInstall | undefined): AppInstallState {
  return useSyncExternalStore(install ? install.subscribe : NO_SUBSCRIBE, install ? install.state : NO_INSTALL);
}

/**
 * /download: the app is this site installed as a web app. Where the browser offers installation, one button installs
 * it; elsewhere the platform's add-to-home-screen steps. The QR code opens this page on a phone, with a member's
 * invite code (a friend who registers from it is their invitee).
 */
export const DownloadPage = observer(function DownloadPage() {
  const { i18n, stores, device, dialogs } = usePlatform();
  const t = useT(i18n, SITE_NS);
  const [first] = useState(() => platformOf(navigator.userAgent));
  const install = device.appInstall;
  const state = useInstallState(install);
  const loggedIn = stores.session.isLoggedIn;
  const invite = useInvite(loggedIn, 1);
  const code = loggedIn ? (invite.data?.inviteCode ?? '') : '';
  const link = inviteLink(window.location.origin, code, '/download');
  const platforms = [...APP_PLATFORMS].sort((a, b) => Number(b.id === first) - Number(a.id === first));
  const [asking, setAsking] = useState(false);
  const installNow = async () => {
    if (!install) return;
    setAsking(true);
    const outcome = await install.prompt().finally(() => setAsking(false));
    if (outcome === 'accepted') dialogs.toast(t('download.install.accepted'), 'success');
  };
  return (
    <section className={styles.page} data-testid="download-page">
      <header className={`${styles.hero} ${styles.heroGreen}`}>
        <div>
          <h1>{t('download.title')}</h1>
          <p>{t('download.slogan')}</p>
        </div>
        <QrCode value={link} label={t('download.qrLabel')} size={148} />
      </header>
      <section className={`${styles.card} ${styles.install}`} data-testid="download-install" data-state={state}>
        {state === 'offered' ? (
          <>
            <p>{t('download.install.offered')}</p>
            <button type="button" className={styles.button} disabled={asking} onClick={() => void installNow()} data-testid="download-install-button">
              {t('download.install.button')}
            </button>
          </>
        ) : (
          <p>{t(state === 'installed' ? 'download.install.installed' : 'download.install.steps')}</p>
        )}
      </section>
      <p className={styles.muted}>{t(code ? 'download.scanInvite' : 'download.scan', { code })}</p>
      <div className={styles.grid2}>
        {platforms.map((p) => (
          <section key={p.id} className={`${styles.card} ${styles.platform}`} data-testid={`download-${p.id}`}>
            <h2>{t(`download.${p.id}.name`)}</h2>
            <p className={styles.muted}>{t(`download.${p.id}.needs`)}</p>
            <ol>
              {Array.from({ length: p.steps }, (_, i) => (
                <li key={i}>{t(`download.${p.id}.steps.${i + 1}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <p className={styles.muted}>{t('download.safety')}</p>
    </section>
  );
});
