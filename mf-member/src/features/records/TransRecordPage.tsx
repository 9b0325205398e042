import { useEffect, useState } from 'react';
import { z } from '@site/shared/zod';
import {
  allBalance,
  beijingDateTime,
  CENTER_WALLET,
  DEAL_RANGES,
  DEAL_TYPES,
  DealState,
  defineSubPage,
  messageOf,
  queryDealRecord,
  type ResponseOf,
  statementWalletSchema,
  VENUE_CATEGORY,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import { MemberTabs } from '../wallet';
import { Money } from '../wallet';
import { fundsStyles as styles } from '../savemoney';
import own from './records.module.css';

/** The filters live in the query string (?wallet=crty&type=round&range=30d&page=2): a reload or a shared link shows the same statement. */
export const dealSubPage = defineSubPage({
  wallet: statementWalletSchema.default(CENTER_WALLET),
  type: z.enum(['all', ...DEAL_TYPES]).default('all'),
  range: z.enum(DEAL_RANGES).default('7d'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const PAGE_SIZE = 10;

type Venue = ResponseOf<typeof allBalance>['venues'][number];

const STATE_CLASS: Record<DealState, string | undefined> = {
  [DealState.DONE]: undefined,
  [DealState.REVIEW]: own.review,
  [DealState.PAID]: own.paid,
  [DealState.RETURNED]: own.returned,
};

/**
 * /mine/transRecord: one wallet's statement (the centre wallet or a venue's), each line with its kind,
 * amount, state and the wallet's balance after it; the api filters by wallet, kind and date range.
 */
export function TransRecordPage() {
  const { i18n, http, bus, navigate, route } = usePlatform();
  const t = useT(i18n, NS);
  const filters = dealSubPage.read(route.query);
  const [data, setData] = useState<ResponseOf<typeof queryDealRecord> | null>(null);
  const [venues, setVenues] = useState<Venue[]>([]);
  const [problem, setProblem] = useState('');
  // Bumped when the shell's balance store reads new figures (the live balance push after any movement): the statement follows.
  const [moves, setMoves] = useState(0);

  useEffect(() => bus.subscribe('balance:changed', () => setMoves((n) => n + 1)), [bus]);

  useEffect(() => {
    let live = true;
    http.call(allBalance, { category: VENUE_CATEGORY.ALL }, { silent: true }).then(
      (d) => {
        if (live) setVenues(d.venues);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => {
    let live = true;
    http
      .call(queryDealRecord, { wallet: filters.wallet, type: filters.type, range: filters.range, pageNum: filters.page, pageSize: PAGE_SIZE }, { silent: true })
      .then(
        (d) => {
          if (live) {
            setData(d);
            setProblem('');
          }
        },
        (e: unknown) => {
          if (live) {
            setData(null);
            setProblem(messageOf(e));
          }
        },
      );
    return () => {
      live = false;
    };
  }, [http, filters.wallet, filters.type, filters.range, filters.page, moves]);

  const go = (patch: Partial<typeof filters>) => navigate.query(dealSubPage.query({ ...filters, page: 1, ...patch }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const venueName = (code: string) => venues.find((v) => v.channelCode === code)?.name ?? code;
  const walletName = filters.wallet === CENTER_WALLET ? t('records.center') : venueName(filters.wallet);

  return (
    <section className={styles.page} data-testid="trans-record-page">
      <MemberTabs current="transRecord" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('records.title')}</h1>
      <div className={styles.card}>
        <div className={styles.row}>
          <label className={styles.field}>
            <span className={styles.label}>{t('records.wallet')}</span>
            <select className={styles.select} value={filters.wallet} onChange={(e) => go({ wallet: e.target.value })} data-testid="records-wallet">
              <option value={CENTER_WALLET}>{t('records.center')}</option>
              {venues.map((v) => (
                <option key={v.channelCode} value={v.channelCode}>
                  {v.name}
                </option>
              ))}
              {filters.wallet !== CENTER_WALLET && !venues.some((v) => v.channelCode === filters.wallet) ? (
                <option value={filters.wallet}>{filters.wallet}</option>
              ) : null}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('records.type')}</span>
            <select
              className={styles.select}
              value={filters.type}
              onChange={(e) => go({ type: e.target.value as typeof filters.type })}
              data-testid="records-type"
            >
              <option value="all">{t('records.all')}</option>
              {DEAL_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`records.types.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('records.range')}</span>
            <select
              className={styles.select}
              value={filters.range}
              onChange={(e) => go({ range: e.target.value as typeof filters.range })}
              data-testid="records-range"
            >
              {DEAL_RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`records.ranges.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {data ? (
          <p className={own.balance} data-testid="records-balance">
            {t('records.walletBalance', { wallet: walletName })} <Money value={data.balance} />
          </p>
        ) : null}
        {problem ? (
          <p className={styles.formError} role="alert">
            {problem}
          </p>
        ) : null}
        {data && data.list.length === 0 ? <p className={styles.note}>{t('records.empty')}</p> : null}
        {data && data.list.length > 0 ? (
          <table className={`${styles.table} ${own.lines}`} data-testid="records-table">
            <thead>
              <tr>
                <th>{t('records.time')}</th>
                <th>{t('records.type')}</th>
                <th>{t('records.amount')}</th>
                <th>{t('records.state')}</th>
                <th>{t('records.balanceAfter')}</th>
                <th>{t('records.venue')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="records-row">
                  <td className={own.time}>{beijingDateTime(r.createdAt)}</td>
                  <td className={own.kind} data-testid="records-kind">
                    {t(`records.types.${r.type}`, { defaultValue: r.typeName })}
                  </td>
                  <td className={`${own.amount} ${r.amount >= 0 ? styles.amountIn : styles.amountOut}`} data-testid="records-amount">
                    {r.amount > 0 ? '+' : r.amount < 0 ? '-' : ''}
                    <Money value={Math.abs(r.amount)} />
                  </td>
                  <td className={own.state} data-testid="records-state">
                    <span className={STATE_CLASS[r.state]}>{t(`records.states.${r.state}`, { defaultValue: r.stateName })}</span>
                  </td>
                  <td className={own.after} data-testid="records-after">
                    <span className={own.afterLabel}>{t('records.balanceAfter')} </span>
                    <Money value={r.balance} />
                  </td>
                  <td className={own.venue}>{r.venue ? venueName(r.venue) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {data && pages > 1 ? (
          <div className={styles.row}>
            <button type="button" className={styles.secondary} disabled={filters.page <= 1} onClick={() => go({ page: filters.page - 1 })}>
              {t('records.prev')}
            </button>
            <span className={styles.muted}>
              {filters.page} / {pages}
            </span>
            <button
              type="button"
              className={styles.secondary}
              disabled={filters.page >= pages}
              onClick={() => go({ page: filters.page + 1 })}
              data-testid="records-next"
            >
              {t('records.next')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
