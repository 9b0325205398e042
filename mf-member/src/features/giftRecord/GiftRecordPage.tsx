import { z } from '@site/shared/zod';
import { DEAL_RANGES, DealRange, defineSubPage, EXCHANGE_KINDS, exchangeRecord, beijingDateTime } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ReadStates, useApi } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { readTexts } from '../../components/read-texts';
import { TableRegion } from '../vip';
import { VipTabs } from '../vip';
import { Money } from '../wallet';
import { vipStyles as styles } from '../vip';

/** The filters live in the query string (?kind=cash&range=7d&page=2): a reload or a shared link shows the same records. */
export const giftRecordSubPage = defineSubPage({
  kind: z.enum(['all', ...EXCHANGE_KINDS]).default('all'),
  range: z.enum(DEAL_RANGES).default(DealRange.MONTH),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const PAGE_SIZE = 10;

/** /mine/giftRecord: the member's exchange records (activityTopGift/exchangeRecord), filtered and paged. */
export function GiftRecordPage() {
  const { i18n, navigate, route } = usePlatform();
  const t = useT(i18n, NS);
  const filters = giftRecordSubPage.read(route.query);
  const load = useApi(exchangeRecord, { kind: filters.kind, range: filters.range, pageNum: filters.page, pageSize: PAGE_SIZE }, { call: { silent: true } });
  const data = load.data;
  const go = (patch: Partial<typeof filters>) => navigate.query(giftRecordSubPage.query({ ...filters, page: 1, ...patch }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <section className={styles.page} data-testid="gift-record-page">
      <VipTabs current="giftRecord" navigate={navigate} t={t} />
      <h1 className={styles.title}>{t('giftRecord.title')}</h1>
      <div className={styles.card}>
        <div className={styles.row}>
          <label className={styles.field}>
            <span className={styles.label}>{t('giftRecord.kind')}</span>
            <select
              className={styles.select}
              value={filters.kind}
              onChange={(e) => go({ kind: e.target.value as typeof filters.kind })}
              data-testid="gift-kind"
            >
              <option value="all">{t('giftRecord.all')}</option>
              {EXCHANGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`exchange.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('giftRecord.range')}</span>
            <select
              className={styles.select}
              value={filters.range}
              onChange={(e) => go({ range: e.target.value as typeof filters.range })}
              data-testid="gift-range"
            >
              {DEAL_RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(`giftRecord.ranges.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ReadStates read={load} texts={readTexts(t)} />
        {data && data.list.length === 0 ? <p className={styles.muted}>{t('giftRecord.empty')}</p> : null}
        {data && data.list.length > 0 ? (
          <TableRegion label={t('giftRecord.title')}>
            <table className={styles.table} data-testid="gift-table">
              <thead>
                <tr>
                  <th>{t('giftRecord.time')}</th>
                  <th>{t('giftRecord.item')}</th>
                  <th>{t('giftRecord.points')}</th>
                  <th>{t('giftRecord.amount')}</th>
                  <th>{t('giftRecord.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.orderNo} data-testid="gift-row">
                    <td>{beijingDateTime(r.createdAt)}</td>
                    <td>{r.itemName}</td>
                    <td>-{r.points}</td>
                    <td>{r.amount > 0 ? <Money className={styles.in} value={r.amount} /> : '—'}</td>
                    <td>{t(`giftRecord.statuses.${r.status}`, { defaultValue: r.statusName })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : null}
        {data && pages > 1 ? (
          <div className={styles.pager}>
            <button type="button" className={styles.ghost} disabled={filters.page <= 1} onClick={() => go({ page: filters.page - 1 })}>
              {t('giftRecord.prev')}
            </button>
            <span className={styles.state}>
              {filters.page} / {pages}
            </span>
            <button
              type="button"
              className={styles.ghost}
              disabled={filters.page >= pages}
              onClick={() => go({ page: filters.page + 1 })}
              data-testid="gift-next"
            >
              {t('giftRecord.next')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
