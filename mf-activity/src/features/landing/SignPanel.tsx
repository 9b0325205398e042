import { formatMoney } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { yuanOfFen } from '../discount';
import type { PanelProps } from './panel-props';
import styles from './landing.module.css';

/** signGift: one check-in a Beijing day, the streak, and the rewards on set days of the cycle. */
export function SignPanel({ promotion, state, busy, claim }: PanelProps<'signGift'>) {
  const { i18n } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const r = promotion.rules;
  const streak = state?.streak ?? 0;
  const cycleDay = streak === 0 ? 0 : ((streak - 1) % r.cycleDays) + 1;
  const days = Array.from({ length: r.cycleDays }, (_, i) => i + 1);
  return (
    <div className={styles.card} data-testid="sign-panel">
      {state && (
        <p className={styles.center} data-testid="sign-streak">
          {t('landing.sign.streak', { count: streak })}
        </p>
      )}
      <ol className={styles.days}>
        {days.map((d) => {
          const reward = r.rewards.find((x) => x.day === d)?.rewardFen ?? 0;
          const done = state !== null && d <= cycleDay && streak > 0;
          return (
            <li key={d} className={styles.day} data-done={done} data-reward={reward > 0}>
              <span className={styles.muted}>{t('landing.sign.day', { day: d })}</span>
              <strong>{reward > 0 ? `¥ ${formatMoney(yuanOfFen(reward))}` : t('landing.sign.none')}</strong>
              {done && <span className={styles.tick}>✓</span>}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.primary}
        disabled={!state || state.signedToday || busy}
        onClick={() => void claim('sign')}
        data-testid="sign-button"
      >
        {state?.signedToday ? t('landing.sign.done') : t('landing.sign.button')}
      </button>
    </div>
  );
}
