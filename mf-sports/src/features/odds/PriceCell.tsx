import { priceText } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { pickSourceOf } from '../bet-slip';
import { slipItemOf } from '../bet-slip';
import { usePicked, useSlipStore } from '../bet-slip';
import { useLiveStore, useMarket, usePrice } from '../live-store';
import { useOddsType } from './odds-type';
import styles from './odds.module.css';

/**
 * One price: as priceText reads it (the chosen odds type, 1X2 european, truncated to two decimals); a change flashes up (red) or down
 * (green) for a moment (the store's flash: a colour on, then off, never an animation);
 * a suspended market shows a lock instead of a price. On the match centre a price is a button that puts the pick
 * on the bet slip (or takes it off); a refusal (10 picks, a pick in delay, a market suspended or a match closed since
 * the last frame) shows its Chinese message.
 */
export function PriceCell({ marketId, selectionId, label }: { marketId: string; selectionId: string; label?: string }) {
  const t = useSportsT();
  const type = useOddsType();
  const market = useMarket(marketId);
  const price = usePrice(selectionId);
  const live = useLiveStore();
  const slip = useSlipStore();
  const picked = usePicked(selectionId);
  const { dialogs } = usePlatform();
  if (!market || !price) return <span className={styles.cell} aria-hidden="true" />;
  if (market.suspended) {
    return (
      <span
        className={`${styles.cell} ${styles.locked}`}
        data-testid={`odds-${selectionId}`}
        data-locked="1"
        title={t('odds.locked')}
        aria-label={t('odds.locked')}
      >
        {label && <span className={styles.label}>{label}</span>}
        <svg className={styles.lock} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 0 0-4 0v2Z" />
        </svg>
      </span>
    );
  }
  const flash = price.flash === 'up' ? styles.up : price.flash === 'down' ? styles.down : '';
  const content = (
    <>
      {label && <span className={styles.label}>{label}</span>}
      <span className={`${styles.price} ${flash}`} data-testid="price">
        {priceText(price.hkMilli, market.kind, type)}
      </span>
    </>
  );
  if (!slip) {
    return (
      <span className={styles.cell} data-testid={`odds-${selectionId}`} data-hk={price.hkMilli}>
        {content}
      </span>
    );
  }
  const onPick = () => {
    // Refused at the tap (the price went since the last frame) or by the slip: one message either way.
    const found = pickSourceOf(live, marketId, selectionId, t);
    const outcome = found.ok ? slip.dispatch({ type: 'pick', item: slipItemOf(found.source) }) : found;
    if (!outcome.ok) dialogs.toast(t(`slip.pickRefusal.${outcome.reason}`), 'error');
  };
  return (
    <button
      type="button"
      className={`${styles.cell} ${styles.pickable} ${picked ? styles.picked : ''}`}
      data-testid={`odds-${selectionId}`}
      data-hk={price.hkMilli}
      aria-pressed={picked}
      onClick={onPick}
    >
      {content}
    </button>
  );
}
