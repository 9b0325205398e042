import { beijingDateTime, realNumberShown, type WithdrawOrder, type TimelineStep, yuanText } from '@site/shared';
import { Money } from '../wallet';
import styles from './withdraw-tracker.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * The withdrawal tracker of /mine/takemoney: each order with its timeline as the api sends it (stage times stored by
 * the api, the next one's expected time and any hold from the shared tracker rule, rules/withdraw-tracker.ts); the
 * words through the member centre's catalog (withdraw.tracker, checked against the rule's own names).
 */
export function WithdrawTracker({ orders, t, hideNumbers }: { orders: readonly WithdrawOrder[]; t: T; hideNumbers: boolean | undefined }) {
  return (
    <ol className={styles.orders} data-testid="withdraw-tracker">
      {orders.map((o) => (
        <li key={o.orderNo} className={styles.order} data-testid="withdraw-order" data-order-no={o.orderNo}>
          <div className={styles.head}>
            <span className={styles.amount}>
              <Money value={o.amount} />
            </span>
            <span className={`${styles.status} ${STATUS_CLASS[o.status]}`} data-testid="withdraw-order-state">
              {t(`withdraw.tracker.statuses.${o.status}`, { defaultValue: o.statusName })}
            </span>
            <span className={styles.meta}>
              {realNumberShown(o.account, hideNumbers)} · {o.orderNo}
            </span>
          </div>
          <ol className={styles.steps} aria-label={t('withdraw.tracker.title')}>
            {o.timeline.map((s) => (
              <li
                key={s.stage}
                className={`${styles.step} ${s.at !== null ? styles.reached : ''} ${s.current ? styles.current : ''}`}
                data-testid="withdraw-step"
                data-stage={s.stage}
                aria-current={s.current ? 'step' : undefined}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.stepName}>{t(`withdraw.tracker.stages.${s.stage}`, { defaultValue: s.name })}</span>
                <span className={styles.stepTime} data-testid="withdraw-step-time">
                  {stepTime(s, t)}
                </span>
                {s.hold ? (
                  <span className={styles.hold} data-testid="withdraw-step-hold">
                    {s.hold.turnoverLeftFen !== null && s.hold.turnoverLeftFen > 0
                      ? t('withdraw.tracker.holds.turnoverLeft', { left: yuanText(s.hold.turnoverLeftFen) })
                      : t(`withdraw.tracker.holds.${s.hold.reason}`, { defaultValue: s.hold.text })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          {o.status === 2 && o.reason ? (
            <p className={styles.reason} data-testid="withdraw-order-reason">
              {t('withdraw.tracker.returnedReason', { reason: o.reason })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const STATUS_CLASS: Record<WithdrawOrder['status'], string | undefined> = { 0: styles.pending, 1: styles.paid, 2: styles.returned };

/** A reached step's time; the next one's expected time (or why none can be promised); nothing for later ones. */
function stepTime(s: TimelineStep, t: T): string {
  if (s.at !== null) return beijingDateTime(s.at).slice(5, 16);
  if (s.expectedAt !== null) return t('withdraw.tracker.expected', { time: beijingDateTime(s.expectedAt).slice(5, 16) });
  return '';
}
