import { eventTitle, priceText, type BetSlipItem, type OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { FloorEntry } from './FloorEntry';
import { activeFloorHk, marketKindOf, orderDataOf } from './slip-state';
import styles from './bet-slip.module.css';

/**
 * One pick on the slip: the league, the event (a match's teams; an outright's competition, shown once), the market
 * and side, the current price (read as the board reads it) with its up/down flag, remove, and (auto-accept off) the
 * pick's odds floor.
 */
export function SlipPick({
  item,
  oddsType,
  autoAccept,
  onRemove,
  onFloor,
}: {
  item: BetSlipItem;
  oddsType: OddsType;
  autoAccept: boolean;
  onRemove(selectionId: string): void;
  onFloor(selectionId: string, floor: { milli: number; type: OddsType } | null): void;
}) {
  const t = useSportsT();
  const o = orderDataOf(item);
  const wtype = marketKindOf(item);
  if (!o || !wtype) return null;
  const title = eventTitle({ wtype, team_h: item.gameInfo.team_h, team_c: item.gameInfo.team_c });
  const price = o.price;
  const hkMilli = price?.hkMilli ?? o.hkMilli;
  const flag = price?.lineChanged ? 'line' : price?.change === 'up' ? 'up' : price?.change === 'down' ? 'down' : null;
  const closed = price ? !price.open : false;
  const floorHk = autoAccept ? null : activeFloorHk(item, oddsType);
  // A price that moved but stays at or above the floor is taken as it is.
  const floorTakes = floorHk !== null && !!price && !price.lineChanged && price.change !== 'none' && price.hkMilli >= floorHk;
  return (
    <li className={`${styles.pick} ${item.isInvalid ? styles.invalid : ''}`} data-testid={`slip-pick-${o.selectionId}`} data-change={flag ?? 'none'}>
      <div className={styles.pickTop}>
        <span className={styles.pickLeague}>{o.league}</span>
        <button type="button" className={styles.remove} onClick={() => onRemove(o.selectionId)} aria-label={t('slip.remove')} title={t('slip.remove')}>
          ×
        </button>
      </div>
      {title !== o.league && (
        <div className={styles.pickTeams} data-testid="slip-event">
          {title}
        </div>
      )}
      <div className={styles.pickLine}>
        <span className={styles.pickName}>
          <span className={styles.pickMarket}>{t(`market.${wtype}`)}</span> <span data-testid="slip-pick-name">{o.pickName}</span>
        </span>
        <span className={`${styles.pickOdds} ${flag === 'up' ? styles.oddsUp : flag === 'down' ? styles.oddsDown : ''}`} data-testid="slip-odds">
          {!closed && flag === 'up' && <span aria-hidden="true">▲</span>}
          {!closed && flag === 'down' && <span aria-hidden="true">▼</span>}
          {closed ? t('slip.closed') : <span data-testid="slip-price">{priceText(hkMilli, wtype, oddsType)}</span>}
        </span>
      </div>
      {flag && (
        <p className={styles.flag} data-testid="slip-flag">
          {t(flag === 'up' ? 'slip.changedUp' : flag === 'down' ? 'slip.changedDown' : 'slip.lineChanged')}
        </p>
      )}
      {floorTakes && (
        <p className={styles.hint} data-testid="slip-floor-takes">
          {t('slip.floorTakes')}
        </p>
      )}
      {!autoAccept && <FloorEntry item={item} oddsType={oddsType} onFloor={(floor) => onFloor(o.selectionId, floor)} />}
      {item.isInvalid && <p className={styles.invalidText}>{t('slip.invalid')}</p>}
    </li>
  );
}
