import { shownOdds, type BetSlipItem, type OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { orderDataOf } from './slip-state';
import styles from './bet-slip.module.css';

const ALWAYS_EUROPEAN: readonly string[] = ['M', 'HM'];

/** One pick on the slip: the match, the market and side, the current price with its up/down flag, and remove. */
export function SlipPick({ item, oddsType, onRemove }: { item: BetSlipItem; oddsType: OddsType; onRemove(selectionId: string): void }) {
  const t = useSportsT();
  const o = orderDataOf(item);
  if (!o) return null;
  const price = o.price;
  const hkMilli = price?.hkMilli ?? o.hkMilli;
  const flag = price?.lineChanged ? 'line' : price?.change === 'up' ? 'up' : price?.change === 'down' ? 'down' : null;
  const closed = price ? !price.open : false;
  return (
    <li className={`${styles.pick} ${item.isInvalid ? styles.invalid : ''}`} data-testid={`slip-pick-${o.selectionId}`} data-change={flag ?? 'none'}>
      <div className={styles.pickTop}>
        <span className={styles.pickLeague}>{o.league}</span>
        <button type="button" className={styles.remove} onClick={() => onRemove(o.selectionId)} aria-label={t('slip.remove')} title={t('slip.remove')}>
          ×
        </button>
      </div>
      <div className={styles.pickTeams}>
        {item.gameInfo.team_h} vs {item.gameInfo.team_c}
      </div>
      <div className={styles.pickLine}>
        <span className={styles.pickName}>
          <span className={styles.pickMarket}>{t(`market.${item.playInfo.w}`)}</span> {o.pickName}
        </span>
        <span className={`${styles.pickOdds} ${flag === 'up' ? styles.oddsUp : flag === 'down' ? styles.oddsDown : ''}`} data-testid="slip-odds">
          {!closed && flag === 'up' && <span aria-hidden="true">▲</span>}
          {!closed && flag === 'down' && <span aria-hidden="true">▼</span>}
          {closed ? t('slip.closed') : shownOdds(hkMilli, oddsType, ALWAYS_EUROPEAN.includes(item.playInfo.w))}
        </span>
      </div>
      {flag && (
        <p className={styles.flag} data-testid="slip-flag">
          {t(flag === 'up' ? 'slip.changedUp' : flag === 'down' ? 'slip.changedDown' : 'slip.lineChanged')}
        </p>
      )}
      {item.isInvalid && <p className={styles.invalidText}>{t('slip.invalid')}</p>}
    </li>
  );
}
