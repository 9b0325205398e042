import { useReducer } from 'react';
import {
  betRecordList,
  betRecordTotal,
  eventTitle,
  formatMoney,
  parlayPriceText,
  priceText,
  queryMemberBetList,
  type BetRecord,
  type BetView,
  type DReason,
  type ResultCode,
  beijingTime,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { readKey, ReadStates, useRead } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { filtersReducer, initialFilters, PAGE_SIZE, queryOf, RANGE_PRESETS, STATE_FILTERS, VENUE_FILTERS } from './record-filters';
import styles from './bet-record.module.css';

const money = (v: number) => `¥ ${formatMoney(v)}`;
const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '-' : ''}¥ ${formatMoney(Math.abs(v))}`;
const tone = (v: number) => (v > 0 ? styles.win : v < 0 ? styles.loss : undefined);
const timeText = beijingTime;

/** /mine/betRecord: the member's bet records of every venue (sports bets with their legs), filters, totals and the per-venue summary. */
export function BetRecordPage() {
  const { i18n, http } = usePlatform();
  const t = useT(i18n, NS);
  const [filters, dispatch] = useReducer(filtersReducer, initialFilters);
  // The filters are the key; the time range is read from the clock when the records are asked for.
  const read = useRead([...readKey(betRecordList), filters], () => {
    const query = queryOf(filters, Date.now());
    return Promise.all([
      http.call(betRecordList, { ...query, pageNum: filters.pageNum, pageSize: PAGE_SIZE }, { silent: true }),
      http.call(betRecordTotal, query, { silent: true }),
      http.call(queryMemberBetList, query, { silent: true }),
    ]).then(([list, totals, summary]) => ({ list: list.list, total: list.total, totals, summary: summary.list }));
  });
  const load = read.data;

  const pages = load ? Math.max(1, Math.ceil(load.total / PAGE_SIZE)) : 1;

  return (
    <section className={styles.page} data-testid="bet-record-page">
      <h1 className={styles.title}>{t('betRecord.title')}</h1>
      <div className={styles.filters}>
        <div className={styles.segment} role="group" aria-label={t('betRecord.range')}>
          {RANGE_PRESETS.map((r) => (
            <button key={r} type="button" aria-pressed={filters.range === r} className={styles.chip} onClick={() => dispatch({ type: 'range', range: r })}>
              {t(`betRecord.ranges.${r}`)}
            </button>
          ))}
        </div>
        <label className={styles.select}>
          <span>{t('betRecord.venue')}</span>
          <select value={filters.venue} onChange={(e) => dispatch({ type: 'venue', venue: e.target.value as (typeof VENUE_FILTERS)[number]['key'] })}>
            {VENUE_FILTERS.map((v) => (
              <option key={v.key} value={v.key}>
                {t(`betRecord.venues.${v.key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>{t('betRecord.state')}</span>
          <select value={filters.state} onChange={(e) => dispatch({ type: 'state', state: e.target.value as (typeof STATE_FILTERS)[number] })}>
            {STATE_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`betRecord.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ReadStates read={read} texts={{ loading: t('betRecord.loading'), failed: t('betRecord.loadFailed'), retry: t('betRecord.retry') }} />
      {load ? (
        <>
          <dl className={styles.totals} data-testid="bet-record-totals">
            <div>
              <dt>{t('betRecord.count')}</dt>
              <dd>{load.totals.count}</dd>
            </div>
            <div>
              <dt>{t('betRecord.stake')}</dt>
              <dd>{money(load.totals.stake)}</dd>
            </div>
            <div>
              <dt>{t('betRecord.validStake')}</dt>
              <dd>{money(load.totals.validStake)}</dd>
            </div>
            <div>
              <dt>{t('betRecord.profit')}</dt>
              <dd className={tone(load.totals.profit)}>{signed(load.totals.profit)}</dd>
            </div>
          </dl>
          {load.summary.length > 1 ? (
            <ul className={styles.summary} aria-label={t('betRecord.byVenue')}>
              {load.summary.map((v) => (
                <li key={v.enName}>
                  <span>{v.venueName}</span>
                  <span className={styles.muted}>{t('betRecord.summaryLine', { count: v.count, stake: formatMoney(v.stake) })}</span>
                  <span className={tone(v.profit)}>{signed(v.profit)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {load.list.length === 0 ? (
            <p className={styles.empty}>{t('betRecord.empty')}</p>
          ) : (
            <ol className={styles.list} aria-label={t('betRecord.listLabel')} data-testid="bet-record-list">
              {load.list.map((r) => (
                <RecordRow key={r.id} record={r} t={t} />
              ))}
            </ol>
          )}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('betRecord.pager')}>
              <button
                type="button"
                className={styles.ghost}
                disabled={filters.pageNum <= 1}
                onClick={() => dispatch({ type: 'page', pageNum: filters.pageNum - 1, total: load.total })}
              >
                {t('betRecord.prev')}
              </button>
              <span>{t('betRecord.page', { page: filters.pageNum, pages })}</span>
              <button
                type="button"
                className={styles.ghost}
                disabled={filters.pageNum >= pages}
                onClick={() => dispatch({ type: 'page', pageNum: filters.pageNum + 1, total: load.total })}
              >
                {t('betRecord.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** A result in the page's language (the codes are the contract's; the words are the catalog's). */
function resultLabel(t: T, result: ResultCode | null, dReason: DReason | null): string {
  if (result === null) return '';
  const name = t(`betRecord.results.${result}`);
  return result === 'D' && dReason ? `${name}（${t(`betRecord.dReasons.${dReason}`)}）` : name;
}

/** '单注 利物浦 vs 切尔西', '单注 欧洲冠军联赛 2026/27 冠军' (an outright), '3串4'; a casino round keeps its game's name. */
function gameLabel(t: T, r: BetRecord): string {
  const bet = r.sport;
  if (!bet) return r.gameName;
  const first = bet.legs[0];
  return bet.kind === 'single' && first ? `${t('betRecord.single')} ${eventTitle(first)}` : bet.kindName;
}

function RecordRow({ record: r, t }: { record: BetRecord; t: T }) {
  const settled = r.state === 'SETTLED' || r.state === 'CASHED_OUT';
  return (
    <li className={styles.row} data-testid={`bet-record-${r.id}`}>
      <div className={styles.head}>
        <span className={styles.venue}>{r.venueName}</span>
        <span className={styles.game}>{gameLabel(t, r)}</span>
        <span className={styles.state} data-state={r.state}>
          {t(`betRecord.states.${r.state}`)}
        </span>
      </div>
      <div className={styles.figures}>
        <span>
          {t('betRecord.stake')} {money(r.stake)}
        </span>
        <span>
          {t('betRecord.validStake')} {money(r.validStake)}
        </span>
        <span className={settled ? tone(r.profit) : undefined}>
          {t('betRecord.profit')} {settled ? signed(r.profit) : '—'}
        </span>
        {r.result ? <span className={styles.result}>{resultLabel(t, r.result, null)}</span> : null}
        <time className={styles.muted}>{timeText(r.time)}</time>
      </div>
      {r.sport ? <SportDetail bet={r.sport} t={t} /> : null}
      <span className={styles.muted}>{t('betRecord.orderNo', { id: r.id })}</span>
    </li>
  );
}

/** A sports bet's legs: each reads the price it was accepted at in the odds type it was placed in (priceText), as the slip read it. */
function SportDetail({ bet, t }: { bet: BetView; t: T }) {
  return (
    <div className={styles.sport}>
      {bet.rejectReason ? <p className={styles.loss}>{t('betRecord.rejected', { reason: t(`betRecord.rejectReasons.${bet.rejectReason}`) })}</p> : null}
      <ol className={styles.legs} aria-label={t('betRecord.legs')}>
        {bet.legs.map((l, i) => (
          <li key={`${l.selectionId}-${i}`} className={styles.leg}>
            {l.league !== eventTitle(l) ? <span className={styles.muted}>{l.league}</span> : null}
            <span>
              {eventTitle(l)}
              {l.score ? <span className={`${styles.muted} ${styles.nowrap}`}> {l.score}</span> : null}
            </span>
            <span>
              {l.pickName} @ <b data-testid="leg-price">{priceText(l.hkMilli, l.wtype, bet.oddsType)}</b>
            </span>
            <span className={styles.result} data-result={l.result ?? ''}>
              {resultLabel(t, l.result, l.dReason) || t('betRecord.unsettled')}
            </span>
          </li>
        ))}
      </ol>
      {bet.combinations.length > 0 ? (
        <details className={styles.combos}>
          <summary>{t('betRecord.combinations', { kind: bet.kindName, count: bet.combinations.length })}</summary>
          <ul>
            {bet.combinations.map((c) => (
              <li key={c.legs.join('-')}>
                <span>{c.legs.map((i) => i + 1).join(' × ')}</span>
                <span className={styles.muted}>@ {parlayPriceText(c.euroMilli)}</span>
                <span>{c.payout === null ? t('betRecord.unsettled') : money(c.payout)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
