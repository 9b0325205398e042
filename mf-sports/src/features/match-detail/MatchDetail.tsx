import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isBuilderSport, isSiteError, matchDetail, ResponseCode } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { MatchClock } from '../clock';
import { useLiveStore, useMarket, useMatch } from '../live-store';
import { PriceCell } from '../odds';
import { selectionLabel } from '../../rules/selection-label';
import styles from './match-detail.module.css';

/** 赛况 of an in-play match: its own chunk, loaded when a detail of a match in play opens (the board never needs it). */
const MatchTracker = lazy(() => import(/* webpackChunkName: "sports-match-tracker" */ '../match-tracker').then((m) => ({ default: m.MatchTracker })));

type Load = { status: 'loading' } | { status: 'ok' } | { status: 'error'; message: string };

/** 同场串关: its own chunk, evaluated only when the player opens the mode. */
const BetBuilder = lazy(() => import(/* webpackChunkName: "bet-builder" */ '../bet-builder'));
type Mode = 'markets' | 'builder';

function MarketBlock({ marketId, teams }: { marketId: string; teams: { home: string; away: string } }) {
  const t = useSportsT();
  const market = useMarket(marketId);
  if (!market) return null;
  return (
    <section className={styles.market} data-testid={`market-${marketId}`}>
      <h3 className={styles.marketTitle}>
        {t(`market.${market.kind}`)}
        {market.line && <span className={styles.line}>{market.line}</span>}
      </h3>
      <div className={`${styles.selections} ${market.selectionIds.length > 3 ? styles.many : market.selectionIds.length === 3 ? styles.three : ''}`}>
        {market.selectionIds.map((id) => (
          <SelectionCell key={id} marketId={marketId} selectionId={id} teams={teams} />
        ))}
      </div>
    </section>
  );
}

function SelectionCell({ marketId, selectionId, teams }: { marketId: string; selectionId: string; teams: { home: string; away: string } }) {
  const t = useSportsT();
  const store = useLiveStore();
  const market = useMarket(marketId);
  const selection = store.getPrice(selectionId);
  if (!market || !selection) return null;
  return (
    <div className={styles.selection}>
      <PriceCell marketId={marketId} selectionId={selectionId} label={selectionLabel(market, selection, teams, t)} />
    </div>
  );
}

/**
 * A match's every market (spec §7 video/hotLive/matchDetail), live like the list: the detail's markets
 * join the store, so its prices move, flash and lock with the feed. A dialog over the page; Esc closes.
 */
export function MatchDetail({ uid, gameId, onClose, onRefused }: { uid: string; gameId: string; onClose(): void; onRefused(): void }) {
  const t = useSportsT();
  const { http } = usePlatform();
  const store = useLiveStore();
  const match = useMatch(gameId);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [mode, setMode] = useState<Mode>('markets');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // The detail is a snapshot merged into the live store, not a read to show: it is asked afresh each opening and
  // never served from the data layer's cache (an older snapshot would put old prices over the live ones).
  useEffect(() => {
    let current = true;
    http.call(matchDetail, { uid, gameId }, { silent: true }).then(
      (data) => {
        if (!current) return;
        store.loadDetail(data.match);
        setLoad({ status: 'ok' });
      },
      (e: unknown) => {
        if (!current) return;
        if (isSiteError(e) && e.code === ResponseCode.UID_VERIFICATION) onRefused();
        setLoad({ status: 'error', message: (isSiteError(e) && e.message) || t('detail.failed') });
      },
    );
    return () => {
      current = false;
    };
  }, [http, store, uid, gameId, onRefused, t]);

  useEffect(() => ref.current?.focus(), []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
  };

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="match-detail"
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {match ? `${match.team_h} ${t('centre.vs')} ${match.team_c}` : t('detail.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('detail.close')}>
            ×
          </button>
        </header>
        {match && (
          <div className={styles.scoreboard}>
            <MatchClock match={match} />
            <span className={styles.team}>{match.team_h}</span>
            <b className={styles.score}>{match.gameStatus === 'prematch' ? '-' : `${match.sc_FT_H} : ${match.sc_FT_C}`}</b>
            <span className={styles.team}>{match.team_c}</span>
          </div>
        )}
        {match && (
          <div className={styles.modes} role="tablist">
            {(['markets', 'builder'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                className={`${styles.mode} ${mode === m ? styles.modeOn : ''}`}
                onClick={() => setMode(m)}
                data-testid={`detail-mode-${m}`}
              >
                {t(m === 'builder' ? 'builder.mode' : 'builder.allMarkets')}
              </button>
            ))}
          </div>
        )}
        <div className={styles.body}>
          {match?.isLive && (
            <Suspense fallback={null}>
              <MatchTracker gameId={gameId} />
            </Suspense>
          )}
          {match && mode === 'builder' && load.status === 'ok' ? (
            isBuilderSport(match.gameType) ? (
              <Suspense
                fallback={
                  <p className={styles.state} role="status">
                    {t('builder.loading')}
                  </p>
                }
              >
                <BetBuilder uid={uid} gameId={gameId} />
              </Suspense>
            ) : (
              <p className={styles.state} data-testid="builder-not-offered">
                {t('builder.notOffered')}
              </p>
            )
          ) : !match ? (
            <p className={styles.state}>{t('detail.finished')}</p>
          ) : load.status === 'loading' ? (
            <p className={styles.state} role="status">
              {t('detail.loading')}
            </p>
          ) : load.status === 'error' ? (
            <p className={styles.state} role="alert">
              {load.message}
            </p>
          ) : (
            match.marketIds.map((id) => <MarketBlock key={id} marketId={id} teams={{ home: match.team_h, away: match.team_c }} />)
          )}
        </div>
      </div>
    </div>
  );
}
