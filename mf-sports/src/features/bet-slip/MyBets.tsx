import { useCallback, useState } from 'react';
import { BET_LIST_SCOPE, betList } from '@site/shared';
import { ReadStates, useApi, useInvalidate } from '@site/shared/query';
import { useSportsT } from '../../hooks/use-sports-t';
import { BetCard } from './BetCard';
import styles from './bet-slip.module.css';

type Scope = (typeof BET_LIST_SCOPE)[keyof typeof BET_LIST_SCOPE];

/** Bets per page of the 注单 list. */
export const MY_BETS_PAGE_SIZE = 20;

/**
 * The sports page's own bet list (注单): open bets (确认中/已受理, with cash-out) and settled ones, newest first,
 * 20 a page. It reads again on every balance event (a settlement, a refund, a cash-out: the read follows
 * 'balance'), so a bet that settles while the list is open moves to 已结算 without a reload.
 */
export function MyBets({ uid }: { uid: string }) {
  const t = useSportsT();
  const [scope, setScope] = useState<Scope>(BET_LIST_SCOPE.OPEN);
  const [pageNum, setPageNum] = useState(1);
  const read = useApi(betList, { uid, scope, pageNum, pageSize: MY_BETS_PAGE_SIZE }, { call: { silent: true }, refetchOn: ['balance'] });
  const load = read.data;
  const invalidate = useInvalidate();
  const onChange = useCallback(() => void invalidate(betList), [invalidate]);

  const choose = (next: Scope) => {
    if (next === scope) return;
    setScope(next);
    setPageNum(1);
  };
  const pages = load ? Math.max(1, Math.ceil(load.total / MY_BETS_PAGE_SIZE)) : 1;
  const turn = (next: number) => setPageNum(next);

  return (
    <div className={styles.myBets} data-testid="my-bets">
      <div className={styles.segments} role="tablist">
        {[BET_LIST_SCOPE.OPEN, BET_LIST_SCOPE.SETTLED].map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className={`${styles.segment} ${scope === s ? styles.segmentOn : ''}`}
            onClick={() => choose(s)}
          >
            {t(s === BET_LIST_SCOPE.OPEN ? 'slip.openBets' : 'slip.settledBets')}
          </button>
        ))}
      </div>
      <ReadStates read={read} texts={{ loading: t('slip.betsLoading'), failed: t('slip.betsFailed'), retry: t('slip.retry') }} />
      {load && load.list.length === 0 ? <p className={styles.note}>{t('slip.noBets')}</p> : null}
      {load ? load.list.map((bet) => <BetCard key={bet.betId} uid={uid} bet={bet} onChange={onChange} />) : null}
      {load && load.total > MY_BETS_PAGE_SIZE && (
        <nav className={styles.pager} aria-label={t('slip.myBets')} data-testid="my-bets-pager">
          <button type="button" className={styles.pageButton} disabled={pageNum <= 1} onClick={() => turn(pageNum - 1)}>
            {t('slip.pagePrev')}
          </button>
          <span data-testid="my-bets-page">{t('slip.pageOf', { page: pageNum, pages, total: load.total })}</span>
          <button type="button" className={styles.pageButton} disabled={pageNum >= pages} onClick={() => turn(pageNum + 1)}>
            {t('slip.pageNext')}
          </button>
        </nav>
      )}
    </div>
  );
}
