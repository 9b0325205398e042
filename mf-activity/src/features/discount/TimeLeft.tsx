import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import type { WindowState } from './activity-window';
import styles from './discount.module.css';

/** 剩余 2天3小时 / 距开始 5小时 / 已结束. */
export function TimeLeft({ state }: { state: WindowState }) {
  const { i18n } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  if (state.phase === 'ended') return <span className={styles.ended}>{t('discount.ended')}</span>;
  const span = state.days > 0 ? t('discount.daysHours', state) : state.hours > 0 ? t('discount.hoursMinutes', state) : t('discount.minutes', state);
  return (
    <span className={state.phase === 'running' ? styles.left : styles.upcoming} data-testid="time-left">
      {t(state.phase === 'running' ? 'discount.endsIn' : 'discount.startsIn', { span })}
    </span>
  );
}
