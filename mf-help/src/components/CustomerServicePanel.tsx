import { useState } from 'react';
import { onlinecustomservice, type HttpClient, type Navigator, type Stores } from '@site/shared';
import styles from './CustomerServicePanel.module.css';

interface Props {
  http: HttpClient;
  stores: Stores;
  navigate: Navigator;
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
 * "联系在线客服": opens the onlinecustomservice URL in a new window. The shell loads it at start;
 * if it is not there yet, the call is made here (session-cached by the signer).
 */
export function CustomerServicePanel({ http, stores, navigate, t }: Props) {
  const [status, setStatus] = useState<Status>('idle');

  const open = async () => {
    let url = stores.site.customerServiceUrl;
    if (!isOpenableUrl(url)) {
      setStatus('busy');
      try {
        // TODO(platform §6): a sealed URL is resolved by the site store, not here.
        const answer = (await http.call(onlinecustomservice, {}, { silent: true })).url;
        url = typeof answer === 'string' ? answer : '';
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
      <p className={styles.message} role="status" aria-live="polite">{message}</p>
    </div>
  );
}
