import { useEffect, useReducer } from 'react';
import {
  bindFromDeposit,
  buildPath,
  getTransferRate,
  messageOf,
  pay,
  paymentTypes,
  querySiteDepositRewardConfigList,
  responsibleInfo,
  UsdtNetwork,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readsTogether, ReadStates, useApi, useInvalidate, useRead } from '@site/shared/query';
import { DepositLimitOffer } from '@site/shared/limit-offer';
import { NS } from '../../i18n/catalog';
import { AmountField } from '../../components/form-fields';
import { MemberTabs } from '../wallet';
import { Money } from '../wallet';
import { depositPreview, depositReducer, initialDeposit } from './deposit-flow';
import { FundsChoices } from './FundsChoices';
import styles from './funds.module.css';

const USDT_KINDS = ['usdt', 'xnbsk'];

/**
 * /mine/savemoney: real name and phone first when missing, the deposit-limit offer once before a first deposit, then
 * payment type, amount → an order paid on the demo gateway.
 */
export function SaveMoneyPage() {
  const { i18n, http, stores, navigate } = usePlatform();
  const t = useT(i18n, NS);
  const [state, dispatch] = useReducer(depositReducer, initialDeposit);
  const rateRead = useApi(getTransferRate, {});
  const rate = rateRead.data ?? null;
  const typesRead = useApi(paymentTypes, {});
  const rewardsRead = useApi(querySiteDepositRewardConfigList, {});
  // Whether the deposit-limit offer is still to be answered (asked afresh after an answer).
  const responsibleRead = useApi(responsibleInfo, {});
  const invalidate = useInvalidate();
  // Member info through the session store (it keeps the header's copy too): whether real name and phone are bound.
  const userRead = useRead(['deposit', 'userInfo', stores.session.userId], () => stores.session.loadUserInfo());
  const types = typesRead.data;
  const rewards = rewardsRead.data;
  const user = userRead.data;
  const limitOfferDue = responsibleRead.data?.limitOfferDue;
  useEffect(() => {
    if (types && rewards && user !== undefined && limitOfferDue !== undefined)
      dispatch({ type: 'loaded', types: types.types, rewards: rewards.list, needsBind: !(user?.bindRealName && user.bindPhone), limitOfferDue });
  }, [types, rewards, user, limitOfferDue]);

  useEffect(() => {
    if (state.outcome.kind === 'binding') {
      http.call(bindFromDeposit, { realName: state.realName.trim(), phone: state.phone.trim() }, { silent: true }).then(
        () => {
          dispatch({ type: 'bound' });
          void stores.session.loadUserInfo();
        },
        (e: unknown) => dispatch({ type: 'failed', message: messageOf(e) }),
      );
    }
    if (state.outcome.kind === 'ordering') {
      const type = state.types.find((x) => x.code === state.payCode);
      const network = type && USDT_KINDS.includes(type.kind) ? { network: state.network } : {};
      http.call(pay, { payCode: state.payCode, amount: state.amount.trim(), ...network }, { silent: true }).then(
        (order) => dispatch({ type: 'ordered', orderNo: order.orderNo, waitPage: order.waitPage, gatewayUrl: order.gatewayUrl }),
        (e: unknown) => dispatch({ type: 'failed', message: messageOf(e) }),
      );
    }
    if (state.outcome.kind === 'ordered') {
      navigate.newWindow(state.outcome.gatewayUrl);
      navigate.to({ name: state.outcome.waitPage, query: { orderNo: state.outcome.orderNo } });
    }
    // One request per outcome change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.outcome]);

  const type = state.types.find((x) => x.code === state.payCode);
  const preview = depositPreview(state.amount, type);
  const reward = state.rewards.find((r) => r.payCode === state.payCode);
  const busy = state.outcome.kind === 'binding' || state.outcome.kind === 'ordering';
  const amountError = state.outcome.kind === 'invalid' ? t(`deposit.rules.${state.outcome.rule}`) : null;
  const bindError = state.outcome.kind === 'bindInvalid' ? t(`deposit.bind.${state.outcome.field}Invalid`) : null;
  const responsibleHref = buildPath('responsible');

  return (
    <section className={styles.page} data-testid="savemoney-page">
      <MemberTabs current="savemoney" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('deposit.title')}</h1>
      <ReadStates
        read={readsTogether(typesRead, rewardsRead, userRead, rateRead, responsibleRead)}
        texts={{ loading: t('deposit.loading'), failed: t('state.failed'), retry: t('state.retry') }}
      />

      {state.phase === 'bind' ? (
        <form
          className={styles.card}
          noValidate
          data-testid="deposit-bind"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'bindSubmit' });
          }}
        >
          <h2 className={styles.sectionTitle}>{t('deposit.bind.title')}</h2>
          <p className={styles.note}>{t('deposit.bind.why')}</p>
          <label className={styles.field}>
            <span className={styles.label}>{t('deposit.bind.realName')}</span>
            <input
              className={styles.input}
              value={state.realName}
              maxLength={30}
              autoComplete="name"
              aria-invalid={state.outcome.kind === 'bindInvalid' && state.outcome.field === 'realName' ? true : undefined}
              onChange={(e) => dispatch({ type: 'field', field: 'realName', text: e.target.value })}
              data-testid="deposit-real-name"
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('deposit.bind.phone')}</span>
            <input
              className={styles.input}
              value={state.phone}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel"
              aria-invalid={state.outcome.kind === 'bindInvalid' && state.outcome.field === 'phone' ? true : undefined}
              onChange={(e) => dispatch({ type: 'field', field: 'phone', text: e.target.value })}
              data-testid="deposit-phone"
            />
          </label>
          {bindError ? (
            <p className={styles.error} role="alert" data-testid="deposit-bind-error">
              {bindError}
            </p>
          ) : null}
          {state.outcome.kind === 'refused' ? (
            <p className={styles.formError} role="alert">
              {state.outcome.message}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={busy} data-testid="deposit-bind-submit">
            {t('deposit.bind.submit')}
          </button>
        </form>
      ) : null}

      {state.phase === 'limitOffer' ? (
        <div className={styles.card}>
          <DepositLimitOffer
            onAnswered={() => {
              dispatch({ type: 'offerAnswered' });
              void invalidate(responsibleInfo);
            }}
          />
        </div>
      ) : null}

      {state.phase === 'form' ? (
        <form
          className={styles.card}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: 'submit' });
          }}
        >
          <h2 className={styles.sectionTitle}>{t('deposit.payType')}</h2>
          <FundsChoices
            label={t('deposit.payType')}
            items={state.types}
            keyOf={(x) => x.code}
            checked={(x) => x.code === state.payCode}
            name={(x) => x.name}
            detail={(x) => `¥${x.minAmount} – ¥${x.maxAmount}`}
            disabled={busy}
            onPick={(x) => dispatch({ type: 'pick', payCode: x.code })}
            testIdOf={(x) => `deposit-type-${x.code}`}
          />
          {type && USDT_KINDS.includes(type.kind) ? (
            <label className={styles.field}>
              <span className={styles.label}>{t('deposit.network')}</span>
              <select
                className={styles.select}
                value={state.network}
                onChange={(e) => dispatch({ type: 'network', network: e.target.value === UsdtNetwork.ERC20 ? UsdtNetwork.ERC20 : UsdtNetwork.TRC20 })}
              >
                <option value={UsdtNetwork.TRC20}>USDT-TRC20</option>
                <option value={UsdtNetwork.ERC20}>USDT-ERC20</option>
              </select>
              {rate ? <span className={styles.muted}>{t('deposit.rate', { rate: rate.depositRate })}</span> : null}
            </label>
          ) : null}
          <div className={styles.field}>
            <AmountField
              id="deposit-amount"
              label={t('deposit.amount')}
              placeholder={type ? t('deposit.range', { min: type.minAmount, max: type.maxAmount }) : ''}
              value={state.amount}
              readOnly={busy}
              error={amountError ?? undefined}
              onChange={(text) => dispatch({ type: 'amount', text })}
              language={i18n.language}
              capitalLabel={t('amountCapital')}
              testId="deposit-amount"
            />
            <div className={styles.chips}>
              {(type?.quickAmounts ?? []).map((q) => (
                <button key={q} type="button" className={styles.chip} disabled={busy} onClick={() => dispatch({ type: 'quick', yuan: q })}>
                  {q}
                </button>
              ))}
            </div>
          </div>
          {preview ? (
            <dl className={styles.summary} data-testid="deposit-preview">
              <dt>{t('deposit.fee')}</dt>
              <dd>
                <Money value={preview.fee} />
              </dd>
              <dt>{t('deposit.credit')}</dt>
              <dd>
                <Money value={preview.credit} />
              </dd>
              {type && USDT_KINDS.includes(type.kind) && rate ? (
                <>
                  <dt>{t('deposit.usdt')}</dt>
                  <dd>{(Math.ceil((preview.credit * 100 * 100) / Math.round(rate.depositRate * 100)) / 100).toFixed(2)} USDT</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {reward ? <p className={styles.note}>{t('deposit.reward', { title: reward.title, min: reward.minAmount, times: reward.turnoverMultiple })}</p> : null}
          {state.outcome.kind === 'refused' ? (
            <p className={styles.formError} role="alert" data-testid="deposit-refused">
              {state.outcome.message}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy} data-testid="deposit-submit">
            {busy ? t('deposit.sending') : t('deposit.submit')}
          </button>
          <p className={styles.note}>{t('deposit.notice')}</p>
          {responsibleHref ? (
            <p className={styles.note}>
              <a
                className={styles.link}
                href={responsibleHref}
                onClick={(e) => {
                  e.preventDefault();
                  navigate.to({ name: 'responsible' });
                }}
                data-testid="deposit-responsible-link"
              >
                {t('deposit.responsible')}
              </a>
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
