import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { elementScroll, observeElementOffset, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { afterPaint } from '@site/shared';
import { EmptyState } from '@site/shared/query';
import { useSportsT } from '../../hooks/use-sports-t';
import { useBoardList } from '../live-store';
import { favouriteList, useFavourites } from '../favourites';
import { boardRows, ROW_HEIGHT } from './board-rows';
import { LeagueRow } from './LeagueRow';
import { MatchRow } from './MatchRow';
import rowStyles from './board-rows.module.css';
import styles from './match-centre.module.css';

type BoardVirtualizer = Virtualizer<HTMLDivElement, Element>;

/** Rows rendered beyond each end of the scroller's view, so a scroll shows rows already there. */
const OVERSCAN = 4;

/**
 * The virtualizer's readers of its scroller (size, offset) started from the paint after the board mounts, not in
 * the commit that mounts it: read there, they force the page's first layout into the task that renders the board
 * (about 70 ms at 4× CPU in one long task). Until then it lays out by `initialRect` and offset 0, as it does anyway
 * before its first reading; the scroll to 0 it asks for as it mounts (a new scroller is at 0) is skipped for the same
 * reason. One set per board: each knows whether its readers have started.
 */
function scrollerFromFirstPaint() {
  let reading = false;
  const fromFirstPaint =
    <C,>(observe: (instance: BoardVirtualizer, cb: C) => void | (() => void)) =>
    (instance: BoardVirtualizer, cb: C) => {
      let stop: void | (() => void);
      const cancel = afterPaint(() => {
        reading = true;
        stop = observe(instance, cb);
      });
      return () => {
        cancel();
        if (stop) stop();
      };
    };
  return {
    observeElementRect: fromFirstPaint(observeElementRect<HTMLDivElement>),
    observeElementOffset: fromFirstPaint(observeElementOffset<HTMLDivElement>),
    scrollToFn: ((offset, options, instance) => {
      if (!reading && offset + (options.adjustments ?? 0) === 0) return;
      elementScroll(offset, options, instance);
    }) satisfies typeof elementScroll<HTMLDivElement>,
  };
}

/** The leagues and matches of the board, virtualized with fixed row heights. */
export function MatchList({
  phone,
  quickLeague,
  onDetail,
  favouritesOnly = false,
  focus = null,
}: {
  phone: boolean;
  quickLeague: number | null;
  onDetail(gameId: string): void;
  /** The 收藏 view: only the starred leagues and matches. */
  favouritesOnly?: boolean;
  /** A match the player found (search): its row is scrolled into view once it is on the board. */
  focus?: { gameId: string } | null;
}) {
  const t = useSportsT();
  const board = useBoardList();
  const favourites = useFavourites();
  const list = useMemo(() => (favouritesOnly ? favouriteList(board, favourites) : board), [board, favourites, favouritesOnly]);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => boardRows(list, toggled, quickLeague), [list, toggled, quickLeague]);
  const scroller = useRef<HTMLDivElement>(null);
  const [readers] = useState(scrollerFromFirstPaint);
  // The rows on screen first; those just outside it (rendered ahead for a smooth scroll) in a task after the first
  // paint: about a third of the board's first render (147 components → 100 on a phone), its longest task before a tap.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => afterPaint(() => setOverscan(OVERSCAN)), []);
  const matchHeight = phone ? ROW_HEIGHT.phoneMatch : ROW_HEIGHT.match;
  // The virtualizer returns functions that must not be memoized; this component is left to plain React.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'league' ? ROW_HEIGHT.league : matchHeight),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan,
    initialRect: { width: 1200, height: 800 },
    ...readers,
  });
  // Each focus scrolls once (a new search for the same match is a new focus), when its row is there.
  const scrolledFor = useRef<{ gameId: string } | null>(null);
  useEffect(() => {
    if (!focus || scrolledFor.current === focus) return;
    const index = rows.findIndex((row) => row.kind === 'match' && row.gameId === focus.gameId);
    if (index < 0) return;
    scrolledFor.current = focus;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focus, rows, virtualizer]);
  const toggle = useCallback(
    (id: string) =>
      setToggled((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  if (rows.length === 0) {
    if (favouritesOnly) return <EmptyState text={t('favourites.empty')} testId="favourites-empty" />;
    return <EmptyState text={t(quickLeague === null ? 'centre.empty' : 'centre.emptyFilter')} testId="sports-empty" />;
  }
  return (
    <div className={styles.listWrap}>
      {!phone && (
        <div className={styles.columns} aria-hidden="true">
          <span>{t('centre.time')}</span>
          <span>{t('centre.match')}</span>
          <span>{t('market.M')}</span>
          <span>{t('market.R')}</span>
          <span>{t('market.OU')}</span>
          <span>{t('market.EO')}</span>
          <span />
        </div>
      )}
      <div ref={scroller} className={styles.scroller} data-testid="match-list">
        <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div key={item.key} className={rowStyles.vrow} style={{ height: item.size, transform: `translateY(${item.start}px)` }}>
                {row.kind === 'league' ? (
                  <LeagueRow league={row.league} count={row.count} expanded={row.expanded} onToggle={toggle} />
                ) : (
                  <MatchRow gameId={row.gameId} phone={phone} onDetail={onDetail} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
