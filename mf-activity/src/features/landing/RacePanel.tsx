import { useEffect } from 'react';
import { formatMoney } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { yuanOfFen } from '../discount';
import type { PanelProps } from './panel-props';
import styles from './landing.module.css';

const LIVE_REFRESH_MS = 15_000;
const money = (fen: number) => `¥ ${formatMoney(yuanOfFen(fen))}`;

/** racePage: the prizes, the live leaderboard (valid bets of joined members, refreshed while open) and the winner's claim after the end. */
export function RacePanel({ promotion, state, busy, claim, refresh }: PanelProps<'racePage'>) {
  const { i18n } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const r = promotion.rules;
  useEffect(() => {
    const timer = setInterval(() => void refresh(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const prize = state?.items[0];
  return (
    <div className={styles.card} data-testid="race-panel">
      <h2 className={styles.sectionTitle}>{t('landing.race.prizes')}</h2>
      <ul className={styles.prizeStrip}>
        {r.prizes.map((p) => (
          <li key={p.rank}>
            <span className={styles.muted}>{t('landing.race.rank', { rank: p.rank })}</span>
            <strong className={styles.win}>{money(p.rewardFen)}</strong>
          </li>
        ))}
      </ul>
      {state && (
        <p data-testid="race-mine">
          {t('landing.race.mine', { amount: money(state.validBetFen) })} ·{' '}
          {state.myRank ? t('landing.race.myRank', { rank: state.myRank }) : t('landing.race.unranked')}
        </p>
      )}
      {prize && prize.state !== 'locked' && (
        <button type="button" className={styles.primary} disabled={prize.state !== 'claimable' || busy} onClick={() => void claim(prize.item)}>
          {t(`landing.state.${prize.state}`)} {money(prize.rewardFen)}
        </button>
      )}
      <h2 className={styles.sectionTitle}>{t('landing.race.board')}</h2>
      {state ? (
        state.leaderboard.length > 0 ? (
          <table className={styles.board} data-testid="race-board">
            <thead>
              <tr>
                <th>{t('landing.race.colRank')}</th>
                <th>{t('landing.race.colName')}</th>
                <th>{t('landing.race.colBets')}</th>
                <th>{t('landing.race.colPrize')}</th>
              </tr>
            </thead>
            <tbody>
              {state.leaderboard.map((row) => (
                <tr key={row.rank} data-me={row.me}>
                  <td>{row.rank}</td>
                  <td>{row.name}</td>
                  <td>{money(row.validBetFen)}</td>
                  <td>{row.rewardFen > 0 ? money(row.rewardFen) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{t('landing.race.empty')}</p>
        )
      ) : (
        <p className={styles.muted}>{t('landing.race.joinToSee')}</p>
      )}
    </div>
  );
}
