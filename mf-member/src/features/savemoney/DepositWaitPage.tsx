import { useEffect, useState } from 'react';
import { z } from '@site/shared/zod';
import { closeOrder, defineSubPage, type DepositOrder, getDepositOrderStatus, messageOf } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import { Money } from '../wallet';
import { WAIT_POLL_MS, waitViewOf } from './deposit-flow';
import styles from './funds.module.css';

/** The waiting pages (rechargeWait, transferWait, virtualCoinWait, huione, xnbsk) carry ?orderNo=. */
export const waitSubPage = defineSubPage({ orderNo: z.string().max(40).default('') });

/** Polls the order until it is paid, expired or closed; the gateway page is one click away. */
export function DepositWaitPage() {
  const { i18n, http, stores, navigate, route, dialogs } = usePlatform();
  const t = useT(i18n, NS);
  const { orderNo } = waitSubPage.read(route.query);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [problem, setProblem] = useState('');
  const [now, setNow] = useState(() => Date.now());

  const view = order ? waitViewOf(order, now) : null;
  const waiting = view?.kind === 'waiting' || order === null;

  // Asks at once, then every WAIT_POLL_MS while the order waits; the clock ticks each second for the countdown.
  useEffect(() => {
    let live = true;
    const ask = () =>
      http.call(getDepositOrderStatus, { orderNo }, { silent: true }).then(
        (next) => {
          if (!live) return;
          setOrder(next);
          setProblem('');
        },
        (e: unknown) => {
          if (live) setProblem(messageOf(e));
        },
      );
    void ask();
    if (!waiting) {
      return () => {
        live = false;
      };
    }
    const poll = setInterval(() => void ask(), WAIT_POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      live = false;
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [waiting, http, orderNo]);
  useEffect(() => {
    if (view?.kind === 'paid') void stores.balance.refresh().catch(() => undefined);
  }, [view?.kind, stores.balance]);

  const close = async () => {
    if (!(await dialogs.confirm({ content: t('deposit.wait.closeConfirm') }))) return;
    try {
      setOrder(await http.call(closeOrder, { orderNo }, { silent: true }));
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };

  const minutes = view?.kind === 'waiting' ? `${Math.floor(view.secondsLeft / 60)}:${String(view.secondsLeft % 60).padStart(2, '0')}` : '';
  return (
    <section className={styles.page} data-testid="deposit-wait-page">
      <h1 className={styles.title}>{t(`deposit.wait.title.${route.name}`)}</h1>
      <div className={styles.card}>
        {problem && !order ? (
          <p className={`${styles.state} ${styles.bad}`} role="alert">
            {problem}
          </p>
        ) : null}
        {order ? (
          <>
            <p
              className={`${styles.state} ${view?.kind === 'paid' ? styles.ok : view?.kind === 'waiting' ? '' : styles.bad}`}
              role="status"
              data-testid="deposit-wait-state"
            >
              {view?.kind === 'waiting' ? t('deposit.wait.waiting', { time: minutes }) : t(`deposit.wait.${view?.kind ?? 'waiting'}`)}
            </p>
            <dl className={styles.summary}>
              <dt>{t('deposit.wait.orderNo')}</dt>
              <dd data-testid="deposit-wait-order">{order.orderNo}</dd>
              <dt>{t('deposit.wait.payName')}</dt>
              <dd>{order.payName}</dd>
              <dt>{t('deposit.amount')}</dt>
              <dd>
                <Money value={order.amount} />
              </dd>
              <dt>{t('deposit.credit')}</dt>
              <dd>
                <Money value={order.credit + order.bonus} />
              </dd>
              {order.kind === 'bank' ? (
                <>
                  <dt>{t('deposit.wait.reference')}</dt>
                  <dd data-testid="deposit-wait-reference">{order.reference}</dd>
                </>
              ) : null}
              {order.usdtAmount !== null ? (
                <>
                  <dt>{t('deposit.usdt')}</dt>
                  <dd>
                    {order.usdtAmount.toFixed(2)} USDT ({order.network})
                  </dd>
                </>
              ) : null}
            </dl>
            {view?.kind === 'waiting' ? (
              <div className={styles.row}>
                <a className={styles.linkButton} href={order.gatewayUrl} target="_blank" rel="noopener" data-testid="deposit-wait-gateway">
                  {t('deposit.wait.openGateway')}
                </a>
                <button type="button" className={styles.secondary} onClick={() => void close()} data-testid="deposit-wait-close">
                  {t('deposit.wait.close')}
                </button>
              </div>
            ) : (
              <div className={styles.row}>
                <button type="button" className={styles.secondary} onClick={() => navigate.to({ name: 'transRecord' })}>
                  {t('deposit.wait.records')}
                </button>
                <button type="button" className={styles.secondary} onClick={() => navigate.to({ name: 'savemoney' })}>
                  {t('deposit.wait.again')}
                </button>
              </div>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
