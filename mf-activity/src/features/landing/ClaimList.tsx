import { formatMoney, PromotionKind, type ClaimRow } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { yuanOfFen } from '../discount';
import type { PanelProps } from './panel-props';
import styles from './landing.module.css';

/** newTask (bind phone, bind card, first deposit, first bet) and bettingGift (turnover tiers): each row claimable once done. */
export function ClaimList({ promotion, state, busy, claim }: PanelProps<'newTask' | 'bettingGift'>) {
  const { i18n } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const r = promotion.rules;
  // A guest (or a member not joined) sees the table with every row locked.
  const rows: ClaimRow[] =
    state?.items ??
    (r.kind === PromotionKind.NEW_TASK
      ? r.tasks.map((x) => ({ item: `task:${x.task}`, rewardFen: x.rewardFen, state: 'locked', progress: null, target: null }))
      : r.tiers.map((x, i) => ({ item: `tier:${i}`, rewardFen: x.rewardFen, state: 'locked', progress: 0, target: x.turnoverFen })));
  return (
    <div className={styles.card} data-testid="claim-list">
      {r.kind === PromotionKind.BETTING_GIFT && state && (
        <p className={styles.muted}>{t('landing.tiers.mine', { amount: formatMoney(yuanOfFen(state.validBetFen)) })}</p>
      )}
      <ul className={styles.rows}>
        {rows.map((row) => {
          const label = row.item.startsWith('task:')
            ? t(`landing.task.${row.item.slice(5)}`)
            : t('landing.tiers.tier', { amount: formatMoney(yuanOfFen(row.target ?? 0)) });
          const pct = row.target ? Math.min(100, Math.floor(((row.progress ?? 0) / row.target) * 100)) : null;
          return (
            <li key={row.item} className={styles.row} data-testid="claim-row" data-item={row.item} data-state={row.state}>
              <div className={styles.rowText}>
                <span className={styles.rowLabel}>{label}</span>
                <span className={styles.win}>+¥ {formatMoney(yuanOfFen(row.rewardFen))}</span>
                {pct !== null && state && (
                  <span className={styles.progress} aria-label={`${pct}%`}>
                    <span style={{ width: `${pct}%` }} />
                  </span>
                )}
              </div>
              <button
                type="button"
                className={row.state === 'claimable' ? styles.primary : styles.secondary}
                disabled={!state || row.state !== 'claimable' || busy}
                onClick={() => void claim(row.item)}
              >
                {t(`landing.state.${row.state}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
