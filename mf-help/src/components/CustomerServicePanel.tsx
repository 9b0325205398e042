import { useState } from 'react';
import { usePlatform } from '@site/shared/react';
import styles from './CustomerServicePanel.module.css';

interface Props {
  t: (key: string) => string;
}

type Status = 'idle' | 'busy' | 'missing' | 'failed';

/**
 * Only web addresses (http/https) or a path on the site's own origin are opened; anything else
 * (javascript:…, //other-host, text) is treated as missing.
 */
export const isOpenableUrl = (url: unknown): url is string =>
  typeof url === 'string' && (/^https?:\/\/[^\s/]+\S*$/i.test(url.trim()) || /^\/(?![/\\])\S*$/.test(url.trim()));

/**
 * "联系在线客服": opens the customer-service URL in a new window. The site store owns it (loaded
 * at start, decrypted when sealed); if it is not there yet, the panel awaits the store.
 */
export function CustomerServicePanel({ t }: Props) {
  const { stores, navigate } = usePlatform();
  const [status, setStatus] = useState<Status>('idle');

  const open = async () => {
    let url = stores.site.customerServiceUrl;
    if (!isOpenableUrl(url)) {
      setStatus('busy');
      try {
        url = await stores.site.customerService();
      } catch {
        setStatus('failed');
        return;
      }
    }
    if (!isOpenableUrl(url)) {
      setStatus('missing');
      return;
    }
    setStatus('idle');
    navigate.newWindow(url.trim());
  };

  const message = status === 'missing' ? t('service.missing') : status === 'failed' ? t('service.failed') : '';
  return (
    <div className={styles.panel} data-testid="customer-service-panel">
      <button type="button" className={styles.button} onClick={() => void open()} disabled={status === 'busy'} data-testid="customer-service-button">
        {status === 'busy' ? t('service.opening') : t('service.button')}
      </button>
      <p className={styles.message} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
