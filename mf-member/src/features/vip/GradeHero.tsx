import type { GradeProgress } from '@site/shared';
import type { useT } from '@site/shared/react';
import { Money } from '../wallet';
import styles from './vip.module.css';

/** The member's grade and the way to the next one: a bar and what is still missing. */
export function GradeHero({ progress, t }: { progress: GradeProgress; t: ReturnType<typeof useT> }) {
  const { next } = progress;
  return (
    <div className={`${styles.card} ${styles.hero}`} data-testid="vip-hero">
      <div className={styles.badge} data-testid="vip-grade">
        {progress.name}
      </div>
      <div className={styles.heroText}>
        <strong>{next ? t('vip.toNext', { name: next.name }) : t('vip.top')}</strong>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('vip.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          data-testid="vip-progress"
        >
          <div className={styles.barFill} style={{ width: `${progress.percent}%` }} />
        </div>
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span className={styles.label}>{t('vip.deposit')}</span>
            <span>
              <Money value={progress.deposit} testId="vip-deposit" />
              {next ? (
                <span className={styles.muted}>
                  {' / '}
                  <Money value={next.deposit} />
                </span>
              ) : null}
            </span>
            {next && next.depositLeft > 0 ? (
              <span className={styles.muted} data-testid="vip-deposit-left">
                {t('vip.left')} <Money value={next.depositLeft} />
              </span>
            ) : null}
          </div>
          <div className={styles.figure}>
            <span className={styles.label}>{t('vip.validBet')}</span>
            <span>
              <Money value={progress.validBet} testId="vip-bet" />
              {next ? (
                <span className={styles.muted}>
                  {' / '}
                  <Money value={next.validBet} />
                </span>
              ) : null}
            </span>
            {next && next.validBetLeft > 0 ? (
              <span className={styles.muted} data-testid="vip-bet-left">
                {t('vip.left')} <Money value={next.validBetLeft} />
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
