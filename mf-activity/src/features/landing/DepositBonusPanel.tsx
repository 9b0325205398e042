import { formatMoney } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { yuanOfFen } from '../discount';
import type { PanelProps } from './panel-props';
import styles from './landing.module.css';

const money = (fen: number) => `¥ ${formatMoney(yuanOfFen(fen))}`;

/** firstDeposit / againDeposit: the bonus table; once joined, deposit; once paid, the bonus and the turnover it asks for. */
export function DepositBonusPanel({ promotion, state }: PanelProps<'firstDeposit' | 'againDeposit'>) {
  const { i18n, navigate } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const r = promotion.rules;
  const example = Math.min(r.capFen, Math.floor((Math.max(r.minDepositFen, 100_000) * r.percent) / 100));
  return (
    <div className={styles.card} data-testid="deposit-bonus">
      <div className={styles.stats}>
        <div>
          <span className={styles.statValue}>{r.percent}%</span>
          <span className={styles.muted}>{t('landing.bonus.percent')}</span>
        </div>
        <div>
          <span className={styles.statValue}>{money(r.capFen)}</span>
          <span className={styles.muted}>{t('landing.bonus.cap')}</span>
        </div>
        <div>
          <span className={styles.statValue}>{r.turnoverMultiple}×</span>
          <span className={styles.muted}>{t('landing.bonus.multiple')}</span>
        </div>
      </div>
      <p className={styles.muted}>
        {t('landing.bonus.example', { deposit: formatMoney(yuanOfFen(Math.max(r.minDepositFen, 100_000))), bonus: formatMoney(yuanOfFen(example)) })}
      </p>
      {state?.bonus ? (
        <div className={styles.result} data-testid="bonus-credited">
          <p>{t('landing.bonus.credited', { deposit: money(state.bonus.depositFen), bonus: money(state.bonus.rewardFen) })}</p>
          <p>{t('landing.bonus.required', { required: money(state.bonus.requiredFen) })}</p>
          <button type="button" className={styles.secondary} onClick={() => navigate.to({ name: 'takemoney' })} data-testid="bonus-takemoney">
            {t('landing.bonus.toWithdraw')}
          </button>
        </div>
      ) : state ? (
        <div className={styles.result}>
          <p>{t('landing.bonus.waiting')}</p>
          <button type="button" className={styles.primary} onClick={() => navigate.to({ name: 'savemoney' })} data-testid="bonus-deposit">
            {t('landing.bonus.toDeposit')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
