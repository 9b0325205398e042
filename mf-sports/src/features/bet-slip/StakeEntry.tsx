import { AMOUNT_MAX_LENGTH, amountAsTyped, formatMoney, realStake, yuanText } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './bet-slip.module.css';

/** Quick stakes in yuan. */
export const QUICK_STAKES: readonly number[] = [10, 50, 100, 500, 1000];

/**
 * The stake field (spec §5, §9): the one amount rule of every amount box (amountAsTyped: a keystroke that would
 * make a third decimal, a 13th character or a non-amount is refused and the field keeps what it held); above the
 * max or the balance the real-amount rule lowers it to the smaller of the max and the floor of the balance, with a notice.
 */
export function StakeEntry({
  value,
  label,
  minFen,
  maxFen,
  balanceFen,
  capFen,
  onChange,
  onCapped,
}: {
  value: string;
  label: string;
  minFen: number | null;
  maxFen: number | null;
  /** The sport venue wallet, shown. */
  balanceFen: number | null;
  /** The balance the real-amount rule caps this field at (a series unit: the wallet shared by its combinations). */
  capFen: number | null;
  onChange(text: string): void;
  onCapped(text: string): void;
}) {
  const t = useSportsT();
  const apply = (typed: string) => {
    const text = amountAsTyped(value, typed);
    if (text === '' || text.endsWith('.')) {
      onChange(text);
      return;
    }
    const real = realStake(text, maxFen ?? Number.MAX_SAFE_INTEGER, capFen ?? Number.MAX_SAFE_INTEGER);
    onChange(real.text);
    if (real.capped) onCapped(real.text);
  };
  return (
    <div className={styles.stake}>
      <label className={styles.stakeRow}>
        <span className={styles.stakeLabel}>{label}</span>
        <input
          className={styles.stakeInput}
          inputMode="decimal"
          maxLength={AMOUNT_MAX_LENGTH}
          placeholder={t('slip.stakePlaceholder')}
          value={value}
          onChange={(e) => apply(e.target.value)}
          data-testid="slip-stake"
        />
      </label>
      <div className={styles.quick}>
        {QUICK_STAKES.map((q) => (
          <button key={q} type="button" className={styles.quickStake} onClick={() => apply(String(q))}>
            {q}
          </button>
        ))}
      </div>
      <p className={styles.limits}>
        {minFen !== null && <span>{t('slip.min', { amount: yuanText(minFen) })}</span>}
        {maxFen !== null && <span>{t('slip.max', { amount: yuanText(maxFen) })}</span>}
        {balanceFen !== null && <span>{t('slip.balance', { amount: formatMoney(balanceFen / 100) })}</span>}
      </p>
    </div>
  );
}
