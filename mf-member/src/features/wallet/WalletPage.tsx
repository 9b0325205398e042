import { useCallback, useReducer, useState } from 'react';
import { hideNoBalance, newIdempotencyKey, recycle, setAutoTransferStatus } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { MemberTabs } from './MemberTabs';
import { Money } from './Money';
import { RecycleResults } from './RecycleResults';
import { VenueCard } from './VenueCard';
import { initialRecycle, recycleReducer } from './recycle-flow';
import { useMoneyCall } from './use-money-call';
import { useWallet, type VenueWallet } from './use-wallet';
import styles from './wallet.module.css';

/** The venues the list shows: all, or with the hide-no-balance flag on only those holding money. */
export function visibleVenues(venues: readonly VenueWallet[], hide: 0 | 1): VenueWallet[] {
  return hide === 1 ? venues.filter((v) => v.balance > 0) : [...venues];
}

/** /mine/wallet: the centre balance, every venue balance, recycle all, the auto-transfer switch, refresh per venue. */
export function WalletPage() {
  const { i18n, http, storage, dialogs, stores, navigate } = usePlatform();
  const t = useT(i18n, NS);
  const { read, wallet, reload, refreshVenue, refreshing, setAutoTransfer } = useWallet();
  const [hide, setHide] = useState<0 | 1>(() => storage.get(hideNoBalance));
  const [switching, setSwitching] = useState(false);
  const [recycleState, dispatch] = useReducer(recycleReducer, initialRecycle);

  const afterMove = useCallback(async () => {
    await reload();
    await stores.balance.refresh().catch(() => undefined);
  }, [reload, stores.balance]);

  useMoneyCall(
    recycleState.intent,
    (_body, key) => http.call(recycle, {}, { idempotencyKey: key, silent: true }),
    (key, out) => {
      if (out.result === 'ok') {
        dispatch({ type: 'answered', key, answer: out.data });
        void afterMove();
      } else {
        dispatch({ type: 'failed', key, result: out.result, message: out.message });
        if (out.result === 'unsure') void afterMove();
      }
    },
  );

  const toggleHide = (on: boolean) => {
    const value = on ? 1 : 0;
    storage.set(hideNoBalance, value);
    setHide(value);
  };

  const toggleAuto = async (next: 0 | 1) => {
    setSwitching(true);
    try {
      const answer = await http.call(setAutoTransferStatus, { status: next });
      setAutoTransfer(answer.status);
      dialogs.toast(t(answer.status === 1 ? 'wallet.autoOn' : 'wallet.autoOff'), 'success');
    } catch {
      // The http client showed the api's message.
    } finally {
      setSwitching(false);
    }
  };

  const onRefresh = async (channelCode: string) => {
    const problem = await refreshVenue(channelCode);
    if (problem) dialogs.toast(problem, 'error');
  };

  const transferWith = (channelCode: string) => navigate.to({ name: 'transfermoney', query: { venue: channelCode } });
  const recycling = recycleState.intent.phase === 'sending';

  return (
    <section className={styles.page} data-testid="wallet-page">
      <MemberTabs current="wallet" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('wallet.title')}</h1>
      <ReadStates read={read} texts={{ loading: t('wallet.loading'), failed: t('wallet.loadFailed'), retry: t('wallet.retry') }} />
      {wallet ? (
        <>
          <div className={styles.summary}>
            <div className={styles.figure}>
              <span className={styles.label}>{t('wallet.center')}</span>
              <Money value={wallet.center} className={styles.big} testId="wallet-center" />
            </div>
            <div className={styles.figure}>
              <span className={styles.label}>{t('wallet.venuesTotal')}</span>
              <Money value={wallet.totalMoney} className={styles.big} testId="wallet-total" />
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                data-testid="wallet-recycle"
                aria-busy={recycling}
                disabled={recycling}
                onClick={() => dispatch({ type: 'click', freshKey: newIdempotencyKey() })}
              >
                {recycling ? t('wallet.recycling') : t('wallet.recycle')}
              </button>
              <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'transfermoney' })}>
                {t('wallet.transfer')}
              </button>
            </div>
          </div>
          <RecycleResults outcome={recycleState.outcome} t={t} />
          <div className={styles.options}>
            <div className={styles.option}>
              <button
                type="button"
                role="switch"
                className={styles.switch}
                aria-checked={wallet.autoTransfer === 1}
                aria-labelledby="wallet-auto-label"
                aria-describedby="wallet-auto-hint"
                data-testid="auto-transfer"
                disabled={switching}
                onClick={() => void toggleAuto(wallet.autoTransfer === 1 ? 0 : 1)}
              >
                <span className={styles.knob} />
              </button>
              <div>
                <span id="wallet-auto-label" className={styles.optionName}>
                  {t('wallet.autoTransfer')}
                </span>
                <p id="wallet-auto-hint" className={styles.hint}>
                  {t('wallet.autoTransferHint')}
                </p>
              </div>
            </div>
            <label className={styles.check}>
              <input type="checkbox" checked={hide === 1} onChange={(e) => toggleHide(e.target.checked)} data-testid="hide-no-balance" />
              {t('wallet.hideEmpty')}
            </label>
          </div>
          <h2 className={styles.subtitle}>{t('wallet.venues')}</h2>
          {visibleVenues(wallet.venues, hide).length === 0 ? (
            <p className={styles.muted} data-testid="wallet-venues-empty">
              {t('wallet.noVenues')}
            </p>
          ) : (
            <ul className={styles.venues} aria-label={t('wallet.venues')}>
              {visibleVenues(wallet.venues, hide).map((v) => (
                <VenueCard
                  key={v.channelCode}
                  venue={v}
                  refreshing={refreshing.has(v.channelCode)}
                  onRefresh={() => void onRefresh(v.channelCode)}
                  onTransfer={() => transferWith(v.channelCode)}
                  t={t}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
