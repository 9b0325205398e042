import { useCallback, useEffect, useState } from 'react';
import { BET_LIST_SCOPE, betList, isSiteError, type BetView } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { BetCard } from './BetCard';
import styles from './bet-slip.module.css';

type Scope = (typeof BET_LIST_SCOPE)[keyof typeof BET_LIST_SCOPE];
type Load = { status: 'loading' } | { status: 'ok'; list: BetView[] } | { status: 'error'; message: string };

/** The sports page's own bet list (注单): open bets (确认中/已受理, with cash-out) and settled ones, newest first. */
export function MyBets({ uid }: { uid: string }) {
  const t = useSportsT();
  const { http } = usePlatform();
  const [scope, setScope] = useState<Scope>(BET_LIST_SCOPE.OPEN);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    http.call(betList, { uid, scope, pageNum: 1, pageSize: 20 }, { silent: true }).then(
      (page) => current && setLoad({ status: 'ok', list: page.list }),
      (e: unknown) => current && setLoad({ status: 'error', message: (isSiteError(e) && e.message) || t('slip.betsFailed') }),
    );
    return () => {
      current = false;
    };
    // t only names the fallback message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, uid, scope, attempt]);

  const onChange = useCallback(() => setAttempt((n) => n + 1), []);
  const choose = (next: Scope) => {
    if (next === scope) return;
    setLoad({ status: 'loading' });
    setScope(next);
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
    </div>
  );
}
