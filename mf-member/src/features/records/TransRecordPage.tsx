import { useEffect, useState } from 'react';
import { z } from 'zod';
import { DEAL_RANGES, DEAL_TYPE_NAME, DEAL_TYPES, defineSubPage, queryDealRecord, type ResponseOf } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import { MemberTabs } from '../wallet/MemberTabs';
import { Money } from '../wallet/Money';
import { failureMessage } from '../wallet/money-intent';
import styles from '../savemoney/funds.module.css';

/** The filters live in the query string (?type=deposit&range=30d&page=2): a reload or a shared link shows the same records. */
export const dealSubPage = defineSubPage({
  type: z.enum(['all', ...DEAL_TYPES]).default('all'),
  range: z.enum(DEAL_RANGES).default('7d'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const PAGE_SIZE = 10;

/** /mine/transRecord: every movement of the member's money with its Chinese type name. */
export function TransRecordPage() {
  const { i18n, http, navigate, route } = usePlatform();
  const t = useT(i18n, NS);
  const filters = dealSubPage.read(route.query);
  const [data, setData] = useState<ResponseOf<typeof queryDealRecord> | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let live = true;
    http.call(queryDealRecord, { type: filters.type, range: filters.range, pageNum: filters.page, pageSize: PAGE_SIZE }, { silent: true }).then(
      (d) => {
        if (live) setData(d);
      },
      (e: unknown) => {
        if (live) setProblem(failureMessage(e));
      },
    );
    return () => {
      live = false;
    };
  }, [http, filters.type, filters.range, filters.page]);

  const go = (patch: Partial<typeof filters>) => navigate.query(dealSubPage.query({ ...filters, page: 1, ...patch }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <section className={styles.page} data-testid="trans-record-page">
      <MemberTabs current="transRecord" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('records.title')}</h1>
      <div className={styles.card}>
        <div className={styles.row}>
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
                  {t(`records.types.${k}`, { defaultValue: DEAL_TYPE_NAME[k] })}
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
        {problem ? (
          <p className={styles.formError} role="alert">
            {problem}
          </p>
        ) : null}
        {data && data.list.length === 0 ? <p className={styles.note}>{t('records.empty')}</p> : null}
        {data && data.list.length > 0 ? (
          <table className={styles.table} data-testid="records-table">
            <thead>
              <tr>
                <th>{t('records.time')}</th>
                <th>{t('records.type')}</th>
                <th>{t('records.amount')}</th>
                <th>{t('records.venue')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="records-row">
                  <td>{new Date(r.createdAt).toLocaleString('zh-CN', { hour12: false })}</td>
                  <td>{t(`records.types.${r.type}`, { defaultValue: r.typeName })}</td>
                  <td className={r.amount >= 0 ? styles.amountIn : styles.amountOut}>
                    {r.amount > 0 ? '+' : ''}
                    <Money value={r.amount} />
                  </td>
                  <td>{r.venue || '—'}</td>
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
