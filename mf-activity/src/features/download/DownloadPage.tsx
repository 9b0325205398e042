import { useState } from 'react';
import { usePlatform, useT } from '@site/shared/react';
import { QrCode } from '../qr-code/QrCode';
import { SITE_NS } from '../site-page';
import styles from '../site-page.module.css';

/** The platforms of the app, each with its install steps (the catalog's download.<platform>.steps). */
export const APP_PLATFORMS = [
  { id: 'ios', steps: 4 },
  { id: 'android', steps: 4 },
] as const;

/** Which platform's steps to show first: the visitor's own when the browser says so. */
export function platformOf(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent) && !/Android/.test(userAgent) ? 'ios' : 'android';
}

/** /download: scan the QR code on a phone (it opens this page there), then the platform's install steps. */
export function DownloadPage() {
  const { i18n } = usePlatform();
  const t = useT(i18n, SITE_NS);
  const [first] = useState(() => platformOf(navigator.userAgent));
  const link = `${window.location.origin}/download`;
  const platforms = [...APP_PLATFORMS].sort((a, b) => Number(b.id === first) - Number(a.id === first));
  return (
    <section className={styles.page} data-testid="download-page">
      <header className={`${styles.hero} ${styles.heroGreen}`}>
        <div>
          <h1>{t('download.title')}</h1>
          <p>{t('download.slogan')}</p>
        </div>
        <QrCode value={link} label={t('download.qrLabel')} size={148} />
      </header>
      <p className={styles.muted}>{t('download.scan')}</p>
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
}
