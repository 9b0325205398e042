import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { beijingTime, bookingCodePath } from '@site/shared';
import { Modal } from '@site/shared/modal';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './booking-code.module.css';

/** The code's QR (SVG drawn by `qrcode`); the link is also on the element, for a reader or a test. */
function CodeQr({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (s) => live && setSvg(s),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <span
      style={{ display: 'inline-block', width: 168, height: 168, background: '#fff', borderRadius: 8, padding: 6 }}
      data-testid="booking-qr"
      data-qr-value={value}
    >
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={156} height={156} /> : null}
    </span>
  );
}

/** A saved code: the code, copy, the link that loads it, and its QR; valid until the last leg's kick-off. */
export default function BookingCodeDialog({ code, expiresAt, onClose }: { code: string; expiresAt: number; onClose(): void }) {
  const t = useSportsT();
  const { dialogs } = usePlatform();
  const link = `${window.location.origin}${bookingCodePath(code)}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dialogs.toast(t('booking.copied'), 'success');
    } catch {
      dialogs.toast(t('booking.copyFailed'), 'error');
    }
  };
  return (
    <Modal title={t('booking.title')} closeLabel={t('booking.close')} onClose={onClose} size="small" testId="booking-dialog">
      <div className={styles.dialog}>
        <p className={styles.code} data-testid="booking-code">
          {code}
        </p>
        <p className={styles.expires}>{t('booking.expires', { time: beijingTime(expiresAt) })}</p>
        <p className={styles.hint}>{t('booking.hint')}</p>
        <div className={styles.linkRow}>
          <input
            className={styles.link}
            readOnly
            value={link}
            aria-label={t('booking.link')}
            data-testid="booking-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void copy(code)} data-testid="booking-copy">
            {t('booking.copy')}
          </button>
          <button type="button" className={`${styles.button} ${styles.buttonLight}`} onClick={() => void copy(link)} data-testid="booking-copy-link">
            {t('booking.copyLink')}
          </button>
        </div>
        <CodeQr value={link} label={t('booking.qr')} />
        <p className={styles.qrCaption}>{t('booking.qr')}</p>
      </div>
    </Modal>
  );
}
