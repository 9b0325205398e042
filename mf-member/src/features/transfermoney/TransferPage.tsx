import { useCallback, useEffect, useReducer } from 'react';
import { z } from '@site/shared/zod';
import { defineSubPage, newIdempotencyKey, venueTransfer } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { AmountField } from '../../components/form-fields';
import { MemberTabs } from '../wallet';
import { Money } from '../wallet';
import { useMoneyCall } from '../wallet';
import { useWallet } from '../wallet';
import { TransferTy, type TransferBalances } from './transfer-amount';
import { initialTransfer, transferReducer } from './transfer-flow';
import styles from './transfer.module.css';

/** /mine/transfermoney?venue=AGZR opens with that venue chosen (the wallet page's 转账 per venue). */
export const transferSubPage = defineSubPage({ venue: z.string().max(20).default('') });

/** /mine/transfermoney: money between the centre wallet and any venue (venueTransfer, ty 1 in / 0 out). */
export function TransferPage() {
  const { i18n, http, dialogs, stores, navigate, route } = usePlatform();
  const t = useT(i18n, NS);
  const { read, wallet, reload } = useWallet();
  const [state, dispatch] = useReducer(transferReducer, transferSubPage.read(route.query).venue, (venue) => initialTransfer(venue));

  // No venue asked for (or an unknown one): the first venue of the list.
  useEffect(() => {
    if (wallet && wallet.venues.length > 0 && !wallet.venues.some((v) => v.channelCode === state.channelCode)) {
      dispatch({ type: 'venue', channelCode: wallet.venues[0]!.channelCode });
    }
  }, [wallet, state.channelCode]);

  const venue = wallet?.venues.find((v) => v.channelCode === state.channelCode) ?? null;
  const balances: TransferBalances = { center: wallet?.center ?? 0, venue: venue?.balance ?? null };

  const afterMove = useCallback(async () => {
    await reload();
    await stores.balance.refresh().catch(() => undefined);
  }, [reload, stores.balance]);

  useMoneyCall(
    state.intent,
    (body, key) => http.call(venueTransfer, body, { idempotencyKey: key, silent: true }),
    (key, out) => {
      if (out.result === 'ok') {
        dispatch({ type: 'answered', key, centerWalletBalance: out.data.centerWalletBalance, balance: out.data.balance });
        dialogs.toast(t('transfer.done'), 'success');
        void afterMove();
      } else {
        dispatch({ type: 'failed', key, result: out.result, message: out.message });
      }
    },
  );

  const sending = state.intent.phase === 'sending';
  const unsure = state.outcome.kind === 'unsure';
  const fieldError = state.rule ? t(`rules.${state.rule}`) : null;

  return (
    <section className={styles.page} data-testid="transfer-page">
      <MemberTabs current="transfermoney" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('transfer.title')}</h1>
      <ReadStates read={read} texts={{ loading: t('wallet.loading'), failed: t('wallet.loadFailed'), retry: t('wallet.retry') }} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'submit', balances, freshKey: newIdempotencyKey() });
        }}
      >
        <div className={styles.direction} role="radiogroup" aria-label={t('transfer.direction')}>
          {[TransferTy.IN, TransferTy.OUT].map((ty) => (
            <button
              key={ty}
              type="button"
              role="radio"
              aria-checked={state.ty === ty}
              className={styles.directionOption}
              disabled={sending}
              onClick={() => dispatch({ type: 'direction', ty })}
            >
              {t(ty === TransferTy.IN ? 'transfer.in' : 'transfer.out')}
            </button>
          ))}
        </div>

        <div className={styles.flow} data-testid="transfer-flow">
          <div className={styles.end}>
            <span className={styles.label}>{t(state.ty === TransferTy.IN ? 'transfer.from' : 'transfer.to')}</span>
            <span className={styles.endName}>{t('wallet.center')}</span>
            <Money value={balances.center} className={styles.endMoney} testId="transfer-center" />
          </div>
          <span className={styles.arrow} aria-hidden="true">
            {state.ty === TransferTy.IN ? '→' : '←'}
          </span>
          <div className={styles.end}>
            <span className={styles.label}>{t(state.ty === TransferTy.IN ? 'transfer.to' : 'transfer.from')}</span>
            <span className={styles.endName}>{venue?.name ?? '—'}</span>
            <Money value={balances.venue ?? 0} className={styles.endMoney} testId="transfer-venue" />
          </div>
        </div>

        <label className={styles.field}>
          <span className={styles.label}>{t('transfer.venue')}</span>
          <select
            className={styles.select}
            value={state.channelCode}
            disabled={sending || !wallet}
            onChange={(e) => dispatch({ type: 'venue', channelCode: e.target.value })}
            data-testid="transfer-venue-select"
          >
            {(wallet?.venues ?? []).map((v) => (
              <option key={v.channelCode} value={v.channelCode}>
                {v.name}
              </option>
            ))}
          </select>
        </label>

        <AmountField
          id="transfer-amount"
          label={t('transfer.amount')}
          placeholder={t('rules.amountRequired')}
          value={state.amount}
          readOnly={sending}
          error={fieldError ?? undefined}
          onChange={(text) => dispatch({ type: 'amount', text })}
          language={i18n.language}
          capitalLabel={t('amountCapital')}
          testId="transfer-amount"
          addon={
            <button type="button" className={styles.all} disabled={sending || !wallet} onClick={() => dispatch({ type: 'all', balances })}>
              {t('transfer.all')}
            </button>
          }
        />

        {state.outcome.kind === 'refused' ? (
          <p className={styles.formError} role="alert" data-testid="transfer-refused">
            {state.outcome.message}
          </p>
        ) : null}
        {unsure ? (
          <p className={styles.formError} role="alert" data-testid="transfer-unsure">
            {t('transfer.unsure')}
          </p>
        ) : null}

        <button type="submit" className={styles.submit} aria-busy={sending} disabled={!wallet} data-testid="transfer-submit">
          {sending ? t('transfer.sending') : unsure ? t('transfer.retry') : t('transfer.submit')}
        </button>
      </form>
    </section>
  );
}
