import { useReducer } from 'react';
import { exchangeGift, exchangeItemList, exchangeRecord, newIdempotencyKey, YUAN_BET_PER_POINT, type ExchangeItem, type RequestOf } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { readTexts } from '../../components/read-texts';
import { VipTabs } from '../vip';
import { Money } from '../wallet';
import { useMoneyCall } from '../wallet';
import { claimInFlight, claimReducer, initialClaim } from '../welfare';
import { exchangeBlock } from './exchange-block';
import { vipStyles as styles } from '../vip';

type Exchange = RequestOf<typeof exchangeGift>;

/**
 * /mine/exchange: points earned from valid bets, spent on a cash bonus (paid into the centre wallet
 * with its turnover) or a gift the operator ships; each exchange confirmed first, sent once per intent.
 */
export function ExchangePage() {
  const { i18n, http, navigate, dialogs, stores } = usePlatform();
  const t = useT(i18n, NS);
  const load = useApi(exchangeItemList, {}, { call: { silent: true } });
  const data = load.data;
  const invalidate = useInvalidate();
  const reload = () => void invalidate(exchangeItemList, exchangeRecord);
  const [claim, dispatch] = useReducer(claimReducer<Exchange>, undefined, initialClaim<Exchange>);
  const inFlight = claimInFlight(claim);

  useMoneyCall(
    claim.intent,
    (body, key) => http.call(exchangeGift, body, { idempotencyKey: key, silent: true }),
    (key, out) => {
      if (out.result === 'ok') {
        dispatch({ type: 'answered', key });
        dialogs.toast(t('exchange.done', { name: out.data.itemName }), 'success');
        reload();
        if (out.data.amount > 0) void stores.balance.refresh().catch(() => undefined);
      } else {
        dispatch({ type: 'failed', key, result: out.result, message: out.message });
        if (out.result === 'refused') reload();
      }
    },
  );

  const ask = async (item: ExchangeItem) => {
    const yes = await dialogs.confirm({ title: t('exchange.confirmTitle'), content: t('exchange.confirm', { name: item.name, points: item.points }) });
    if (yes) dispatch({ type: 'claim', body: { itemId: item.id }, freshKey: newIdempotencyKey() });
  };

  return (
    <section className={styles.page} data-testid="exchange-page">
      <VipTabs current="exchange" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('exchange.title')}</h1>
      <ReadStates read={load} texts={readTexts(t)} />
      {claim.outcome.kind === 'refused' || claim.outcome.kind === 'unsure' ? (
        <p className={styles.error} role="alert" data-testid="exchange-error">
          {claim.outcome.message || t('vip.loadFailed')}
        </p>
      ) : null}
      {data ? (
        <>
          <div className={styles.card}>
            <div className={styles.figures}>
              <div className={styles.figure}>
                <span className={styles.label}>{t('exchange.points')}</span>
                <span className={`${styles.big} ${styles.in}`} data-testid="exchange-points">
                  {data.points}
                </span>
              </div>
              <div className={styles.figure}>
                <span className={styles.label}>{t('exchange.earned')}</span>
                <span className={styles.big}>{data.earned}</span>
              </div>
              <div className={styles.figure}>
                <span className={styles.label}>{t('exchange.spent')}</span>
                <span className={styles.big}>{data.spent}</span>
              </div>
            </div>
            <p className={styles.muted}>{t('exchange.rule', { yuan: YUAN_BET_PER_POINT })}</p>
            <div className={styles.links}>
              <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'giftRecord' })}>
                {t('exchange.records')}
              </button>
            </div>
          </div>
          <div className={styles.grid} data-testid="exchange-items">
            {data.items.map((item) => {
              const block = exchangeBlock(item, data.points, data.grade);
              return (
                <div key={item.id} className={styles.tile} data-testid={`exchange-item-${item.id}`}>
                  <span className={styles.state}>{t(`exchange.kinds.${item.kind}`)}</span>
                  <span className={styles.tileName}>{item.name}</span>
                  {item.amount > 0 ? <Money className={styles.amount} value={item.amount} /> : null}
                  <span>{t('exchange.cost', { points: item.points })}</span>
                  <span className={styles.state}>
                    {item.stockLeft === null ? t('exchange.unlimited') : t('exchange.stock', { n: item.stockLeft })}
                    {item.minGrade > 0 ? ` · ${t('exchange.minGrade', { grade: item.minGrade })}` : ''}
                  </span>
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={block !== null || inFlight !== null}
                    aria-busy={inFlight?.itemId === item.id}
                    data-testid={`exchange-submit-${item.id}`}
                    onClick={() => void ask(item)}
                  >
                    {block ? t(`exchange.blocks.${block}`) : t('exchange.submit')}
                  </button>
                </div>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
