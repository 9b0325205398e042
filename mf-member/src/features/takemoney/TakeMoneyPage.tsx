import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  buildPath,
  formatMoney,
  messageOf,
  newIdempotencyKey,
  realNumberShown,
  withdrawalPwdSet,
  withdrawBaseCfg,
  withdrawInfo,
  withdrawNew,
  type WithdrawOrder,
  withdrawOrderInfo,
  withdrawPasswordDigest,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readsTogether, ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { MemberTabs } from '../wallet';
import { Money } from '../wallet';
import { useMoneyCall } from '../wallet';
import { FundsChoices } from '../savemoney';
import { fundsStyles as styles } from '../savemoney';
import { initialWithdraw, withdrawReducer, withdrawTerms, type WithdrawFacts } from './withdraw-flow';
import { WithdrawPasswordPanel } from './WithdrawPasswordPanel';
import { WithdrawTracker } from './WithdrawTracker';
import { AmountField, TextField } from '../../components/form-fields';

/**
 * An order under review: its state is asked for again every few seconds until decided (the tracker's live push
 * arrives at once when the api made the change; an operator's command outside the api without a hub reaches the page
 * only through this read).
 */
const REVIEW_POLL_MS = 3000;
const underReview = (orders: readonly WithdrawOrder[] | undefined) => (orders ?? []).some((o) => o.status === 0);

/** /mine/takemoney: one of the member's accounts, an amount, the withdrawal password when asked; the request's state below. */
export function TakeMoneyPage() {
  const { i18n, stores, navigate, http, socket } = usePlatform();
  const hideNumbers = stores.site.flags?.hideRealNumbers;
  const t = useT(i18n, NS);
  const [state, dispatch] = useReducer(withdrawReducer, initialWithdraw);
  const infoRead = useApi(withdrawInfo, {});
  const cfgRead = useApi(withdrawBaseCfg, {});
  const ordersRead = useApi(withdrawOrderInfo, {}, { pollMs: (o) => (underReview(o?.list) ? REVIEW_POLL_MS : false) });
  const invalidate = useInvalidate();
  const info = infoRead.data ?? null;
  const cfg = cfgRead.data?.list ?? [];
  const orders = ordersRead.data?.list ?? [];
  const reload = useCallback(() => invalidate(withdrawInfo, withdrawBaseCfg, withdrawOrderInfo), [invalidate]);

  // The tracker live: each stage one of the member's withdrawals reaches is pushed on the member's withdrawal topic.
  const userId = stores.session.userId;
  useEffect(() => {
    if (!userId) return;
    const sub = socket.topic('withdrawal', userId).subscribe(() => void invalidate(withdrawOrderInfo));
    return () => sub.unsubscribe();
  }, [socket, userId, invalidate]);

  useEffect(() => {
    if (info) dispatch({ type: 'accounts', ids: info.accounts.map((a) => a.id) });
  }, [info]);

  // Decided: the locked figure and the balance are read again.
  const reviewing = underReview(ordersRead.data?.list);
  const wasReviewing = useRef(false);
  useEffect(() => {
    if (wasReviewing.current && !reviewing) {
      void invalidate(withdrawInfo, withdrawBaseCfg);
      void stores.balance.refresh().catch(() => undefined);
    }
    wasReviewing.current = reviewing;
  }, [reviewing, invalidate, stores.balance]);

  useMoneyCall(
    state.intent,
    (body, key) => http.call(withdrawNew, body, { idempotencyKey: key, silent: true }),
    (key, out) => {
      if (out.result === 'ok') {
        dispatch({ type: 'answered', key, order: out.data });
        void reload();
        void stores.balance.refresh().catch(() => undefined);
      } else dispatch({ type: 'failed', key, result: out.result, message: out.message });
    },
  );

  useEffect(() => {
    if (state.outcome.kind !== 'settingPassword') return;
    http.call(withdrawalPwdSet, { password: withdrawPasswordDigest(state.newPassword) }, { silent: true }).then(
      () => {
        dispatch({ type: 'passwordSet' });
        void reload();
      },
      (e: unknown) => dispatch({ type: 'failed', key: null, result: 'refused', message: messageOf(e) }),
    );
    // One request per outcome change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.outcome]);

  const facts: WithdrawFacts = { balance: info?.centerWalletBalance ?? 0, accounts: info?.accounts ?? [], cfg, needPassword: info?.needPassword ?? false };
  const sending = state.intent.phase === 'sending';
  const rule = state.outcome.kind === 'invalid' ? t(`withdraw.rules.${state.outcome.rule}`) : null;
  const terms = withdrawTerms(state, facts);
  const needsPasswordSetup = info !== null && info.needPassword && !info.hasPassword;
  const addCardHref = buildPath('addBankCard') ?? '/';

  return (
    <section className={styles.page} data-testid="takemoney-page">
      <MemberTabs current="takemoney" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('withdraw.title')}</h1>
      <ReadStates
        read={readsTogether(infoRead, cfgRead, ordersRead)}
        texts={{ loading: t('withdraw.loading'), failed: t('withdraw.loadFailed'), retry: t('state.retry') }}
      />
      {info ? (
        <div className={styles.card}>
          <dl className={styles.summary}>
            <dt>{t('withdraw.balance')}</dt>
            <dd>
              <Money value={info.centerWalletBalance} testId="withdraw-balance" />
            </dd>
            <dt>{t('withdraw.locked')}</dt>
            <dd>
              <Money value={info.lockMoney} testId="withdraw-locked" />
            </dd>
            <dt>{t('withdraw.turnover')}</dt>
            <dd data-testid="withdraw-turnover">
              {info.turnoverLeft > 0 ? t('withdraw.turnoverLeft', { left: info.turnoverLeft.toFixed(2) }) : t('withdraw.turnoverDone')}
            </dd>
          </dl>
          <p className={styles.note}>{t('withdraw.noCancel')}</p>
        </div>
      ) : null}

      {needsPasswordSetup ? (
        <form
          className={styles.card}
          noValidate
          data-testid="withdraw-password-setup"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'setPassword' });
          }}
        >
          <h2 className={styles.sectionTitle}>{t('withdraw.setPassword')}</h2>
          <TextField
            id="withdraw-new-password"
            label={t('withdraw.newPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={state.newPassword}
            onChange={(e) => dispatch({ type: 'newPassword', text: e.target.value, repeat: false })}
            data-testid="withdraw-new-password"
          />
          <TextField
            id="withdraw-repeat-password"
            label={t('withdraw.repeatPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={state.repeatPassword}
            onChange={(e) => dispatch({ type: 'newPassword', text: e.target.value, repeat: true })}
            data-testid="withdraw-repeat-password"
          />
          {rule && state.outcome.kind === 'invalid' && (state.outcome.rule === 'passwordRepeat' || state.newPassword !== '') ? (
            <p className={styles.error} role="alert">
              {rule}
            </p>
          ) : null}
          {state.outcome.kind === 'refused' ? (
            <p className={styles.formError} role="alert">
              {state.outcome.message}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} data-testid="withdraw-password-submit">
            {t('withdraw.savePassword')}
          </button>
        </form>
      ) : null}

      {info && !needsPasswordSetup ? (
        <form
          className={styles.card}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'submit', facts, freshKey: newIdempotencyKey(), md5: withdrawPasswordDigest });
          }}
        >
          {state.outcome.kind === 'passwordSet' ? (
            <p className={`${styles.state} ${styles.ok}`} role="status">
              {t('withdraw.passwordSaved')}
            </p>
          ) : null}
          <h2 className={styles.sectionTitle}>{t('withdraw.account')}</h2>
          {info.accounts.length === 0 ? (
            <p className={styles.note} data-testid="withdraw-no-account">
              {t('withdraw.noAccount')}{' '}
              <a
                className={styles.link}
                href={addCardHref}
                onClick={(e) => {
                  e.preventDefault();
                  navigate.to({ name: 'addBankCard' });
                }}
              >
                {t('withdraw.addAccount')}
              </a>
            </p>
          ) : (
            <FundsChoices
              label={t('withdraw.account')}
              items={info.accounts}
              keyOf={(a) => a.id}
              checked={(a) => state.accountId === a.id}
              name={(a) => realNumberShown(a.label, hideNumbers)}
              detail={(a) => (a.method === 'usdt' ? 'USDT' : t('withdraw.bank'))}
              disabled={sending}
              onPick={(a) => dispatch({ type: 'account', id: a.id })}
              testIdOf={(a) => `withdraw-account-${a.id}`}
            />
          )}
          <AmountField
            id="withdraw-amount"
            label={t('withdraw.amount')}
            value={state.amount}
            readOnly={sending}
            onChange={(text) => dispatch({ type: 'amount', text })}
            language={i18n.language}
            capitalLabel={t('amountCapital')}
            testId="withdraw-amount"
          />
          {terms ? (
            <dl className={styles.summary} data-testid="withdraw-terms">
              <dt>{t('withdraw.terms.limits')}</dt>
              <dd data-testid="withdraw-terms-range">{t('withdraw.terms.range', { min: formatMoney(terms.minAmount), max: formatMoney(terms.maxAmount) })}</dd>
              <dt>{t('withdraw.terms.fee')}</dt>
              <dd data-testid="withdraw-terms-fee">
                {terms.freeLeft > 0
                  ? t('withdraw.terms.feeFree', { left: terms.freeLeft, each: formatMoney(terms.feeEach) })
                  : t('withdraw.terms.feePaid', { each: formatMoney(terms.feeEach) })}
              </dd>
              <dt>{t('withdraw.terms.arrival')}</dt>
              <dd data-testid="withdraw-terms-arrival">{t('withdraw.terms.arrivalWithin', { minutes: terms.arrivalMinutes })}</dd>
              {terms.payout !== null ? (
                <>
                  <dt>{t('withdraw.terms.payout')}</dt>
                  <dd>
                    <Money value={terms.payout} testId="withdraw-terms-payout" />
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {info.needPassword ? (
            <TextField
              id="withdraw-password"
              label={t('withdraw.password')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={state.password}
              onChange={(e) => dispatch({ type: 'password', text: e.target.value })}
              data-testid="withdraw-password"
            />
          ) : null}
          {rule ? (
            <p className={styles.error} role="alert" data-testid="withdraw-error">
              {rule}
            </p>
          ) : null}
          {state.outcome.kind === 'refused' || state.outcome.kind === 'unsure' ? (
            <p className={styles.formError} role="alert" data-testid="withdraw-refused">
              {state.outcome.kind === 'unsure' ? t('withdraw.unsure') : state.outcome.message}
            </p>
          ) : null}
          {state.outcome.kind === 'done' ? (
            <p className={`${styles.state} ${styles.ok}`} role="status" data-testid="withdraw-done">
              {t('withdraw.done')}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={sending || info.accounts.length === 0} aria-busy={sending} data-testid="withdraw-submit">
            {sending ? t('withdraw.sending') : t('withdraw.submit')}
          </button>
        </form>
      ) : null}

      {info && info.needPassword && info.hasPassword ? <WithdrawPasswordPanel t={t} className={styles.card} /> : null}

      {orders.length > 0 ? (
        <div className={styles.card}>
          <h2 className={styles.sectionTitle}>{t('withdraw.orders')}</h2>
          <WithdrawTracker orders={orders} t={t} hideNumbers={hideNumbers} />
        </div>
      ) : null}
    </section>
  );
}
