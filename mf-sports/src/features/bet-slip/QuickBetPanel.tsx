import { useState } from 'react';
import { AMOUNT_MAX_LENGTH, amountAsTyped, stakeFenOf, stakeText } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { QUICK_STAKES } from './StakeEntry';
import styles from './bet-slip.module.css';

/** Quick bet's stake when it is turned on: the smallest quick stake. */
export const QUICK_BET_DEFAULT_FEN = (QUICK_STAKES[0] ?? 10) * 100;

/**
 * Quick bet (快速投注)'s preset stake: the quick stakes or a typed amount (the one amount rule of every amount box).
 * While it is on, a tap on a price places a single at this stake at once.
 */
export function QuickBetPanel({ stakeFen, onStake }: { stakeFen: number; onStake(fen: number): void }) {
  const t = useSportsT();
  const [text, setText] = useState(stakeText(stakeFen));
  const apply = (typed: string) => {
    const next = amountAsTyped(text, typed);
    setText(next);
    const fen = stakeFenOf(next);
    if (fen !== null && fen > 0) onStake(fen);
  };
  return (
    <div className={styles.quickBet} data-testid="slip-quick-panel">
      <label className={styles.stakeRow}>
        <span className={styles.stakeLabel}>{t('slip.quickStake')}</span>
        <input
          className={styles.stakeInput}
          inputMode="decimal"
          maxLength={AMOUNT_MAX_LENGTH}
          value={text}
          onChange={(e) => apply(e.target.value)}
          data-testid="slip-quick-stake"
        />
      </label>
      <div className={styles.quick}>
        {QUICK_STAKES.map((q) => (
          <button
            key={q}
            type="button"
            className={`${styles.quickStake} ${stakeFen === q * 100 ? styles.quickStakeOn : ''}`}
            aria-pressed={stakeFen === q * 100}
            onClick={() => {
              setText(String(q));
              onStake(q * 100);
            }}
          >
            {q}
          </button>
        ))}
      </div>
      <p className={styles.hint} data-testid="slip-quick-hint">
        {t('slip.quickHint', { amount: stakeText(stakeFen) })}
      </p>
    </div>
  );
}
