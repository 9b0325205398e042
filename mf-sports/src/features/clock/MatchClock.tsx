import type { MatchView } from '../live-store';
import { useSportsT } from '../../hooks/use-sports-t';
import { clockLine } from './clock-text';
import styles from './clock.module.css';

/** The match clock and session (spec §4) of one row; red while in play. */
export function MatchClock({ match }: { match: MatchView }) {
  const t = useSportsT();
  const { session, time } = clockLine(match, (key, params) => t(key, params));
  const live = match.gameStatus === 'live' || match.gameStatus === 'break';
  return (
    <span className={`${styles.clock} ${live ? styles.live : ''}`} data-testid={`clock-${match.gameId}`}>
      {live && <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.session}>{session}</span>
      {time && <span className={styles.time}>{time}</span>}
    </span>
  );
}
