import { useCallback, useEffect, useState } from 'react';
import { BET_LIST_SCOPE, betList, isSiteError, type BetView } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { BetCard } from './BetCard';
import styles from './bet-slip.module.css';

type Scope = (typeof BET_LIST_SCOPE)[keyof typeof BET_LIST_SCOPE];
type Load = { status: 'loading' } | { status: 'ok'; list: BetView[]; total: number } | { status: 'error'; message: string };

/** Bets per page of the 注单 list. */
export const MY_BETS_PAGE_SIZE = 20;

/**
 * The sports page's own bet list (注单): open bets (确认中/已受理, with cash-out) and settled ones, newest first,
 * 20 a page. It reads again on every balance event (a settlement, a refund, a cash-out), so a bet that settles
 * while the list is open moves to 已结算 without a reload.
 */
export function MyBets({ uid }: { uid: string }) {
  const t = useSportsT();
  const { http, bus } = usePlatform();
  const [scope, setScope] = useState<Scope>(BET_LIST_SCOPE.OPEN);
  const [pageNum, setPageNum] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    http.call(betList, { uid, scope, pageNum, pageSize: MY_BETS_PAGE_SIZE }, { silent: true }).then(
      (page) => current && setLoad({ status: 'ok', list: page.list, total: page.total }),
      (e: unknown) => current && setLoad({ status: 'error', message: (isSiteError(e) && e.message) || t('slip.betsFailed') }),
    );
    return () => {
      current = false;
    };
    // t only names the fallback message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, uid, scope, pageNum, attempt]);

  const onChange = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => bus.subscribe('balance:changed', () => setAttempt((n) => n + 1)), [bus]);

  const choose = (next: Scope) => {
    if (next === scope) return;
    setLoad({ status: 'loading' });
    setScope(next);
    setPageNum(1);
  };
  const pages = load.status === 'ok' ? Math.max(1, Math.ceil(load.total / MY_BETS_PAGE_SIZE)) : 1;
  const turn = (next: number) => {
    setLoad({ status: 'loading' });
    setPageNum(next);
  };

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
      {load.status === 'loading' ? (
        <p className={styles.note}>{t('slip.betsLoading')}</p>
      ) : load.status === 'error' ? (
        <p className={styles.note}>{load.message}</p>
      ) : load.list.length === 0 ? (
        <p className={styles.note}>{t('slip.noBets')}</p>
      ) : (
        load.list.map((bet) => <BetCard key={bet.betId} uid={uid} bet={bet} onChange={onChange} />)
      )}
      {load.status === 'ok' && load.total > MY_BETS_PAGE_SIZE && (
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
