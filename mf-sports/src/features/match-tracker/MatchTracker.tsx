import { useEffect, useState } from 'react';
import { hasFootballStats, trackerGroundOf, type SportType, type TrackerEvent, type TrackerPhase, type TrackerState } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import { useMatch, type MatchView } from '../live-store';
import { SIDE_COLOUR, TrackerGround } from './TrackerGround';
import { TrackerStore } from './tracker-store';
import { useTracker } from './use-tracker';
import styles from './match-tracker.module.css';

type T = ReturnType<typeof useSportsT>;

/** One stats line: the home value, the name, the away value, and a bar split between them. */
function StatRow({ name, home, away, unit = '', testId }: { name: string; home: number; away: number; unit?: string; testId: string }) {
  const total = home + away;
  const share = total === 0 ? 50 : (home / total) * 100;
  return (
    <li className={styles.stat} data-testid={testId}>
      <span className={styles.statValue}>
        {home}
        {unit}
      </span>
      <span className={styles.statName}>{name}</span>
      <span className={`${styles.statValue} ${styles.statAway}`}>
        {away}
        {unit}
      </span>
      <span className={styles.statBar} aria-hidden="true">
        <i style={{ width: `${share}%`, background: SIDE_COLOUR.H }} />
        <i style={{ width: `${100 - share}%`, background: SIDE_COLOUR.C }} />
      </span>
    </li>
  );
}

/** The stats: football's full set (its goals are the match's score); the other sports' score lines. */
function TrackerStats({ match, tracker, t }: { match: MatchView; tracker: TrackerState; t: T }) {
  const { H, C } = tracker.stats;
  const sets = match.gameType === 'TN' || match.gameType === 'TT' || match.gameType === 'VB';
  return (
    <ul className={styles.stats} aria-label={t('tracker.stats')}>
      {hasFootballStats(match.gameType) ? (
        <>
          <StatRow testId="stat-goals" name={t('tracker.stat.goals')} home={match.sc_FT_H} away={match.sc_FT_C} />
          <StatRow testId="stat-shots" name={t('tracker.stat.shots')} home={H.shots} away={C.shots} />
          <StatRow testId="stat-corners" name={t('tracker.stat.corners')} home={H.corners} away={C.corners} />
          <StatRow testId="stat-yellow" name={t('tracker.stat.yellow')} home={H.yellow} away={C.yellow} />
          <StatRow testId="stat-red" name={t('tracker.stat.red')} home={H.red} away={C.red} />
          <StatRow testId="stat-possession" name={t('tracker.stat.possession')} home={H.possession} away={C.possession} unit="%" />
        </>
      ) : sets ? (
        <>
          <StatRow testId="stat-sets" name={t('tracker.stat.sets')} home={match.sc_set_H} away={match.sc_set_A} />
          <StatRow testId="stat-games" name={t('tracker.stat.games')} home={match.sc_game_H} away={match.sc_game_A} />
        </>
      ) : (
        <StatRow testId="stat-score" name={t('tracker.stat.score')} home={match.sc_FT_H} away={match.sc_FT_C} />
      )}
    </ul>
  );
}

/** A phase's name: a side in play is a rally over a net and a visit at a snooker table, an attack elsewhere. */
const phaseKey = (gameType: SportType, kind: TrackerPhase): string => {
  if (kind !== 'attack') return `tracker.phase.${kind}`;
  const ground = trackerGroundOf(gameType);
  return ground === 'net' ? 'tracker.phase.rally' : ground === 'table' ? 'tracker.phase.atTable' : 'tracker.phase.attack';
};

/** When an event happened: football's minute, otherwise its quarter, period, set, frame or inning. */
const whenOf = (e: TrackerEvent, gameType: string, t: T): string =>
  e.minute !== undefined && gameType !== 'OP' ? `${e.minute}'` : t(`tracker.period.${gameType}`, { n: e.period });

/** The timeline, newest first. */
function TrackerTimeline({ match, tracker, t }: { match: MatchView; tracker: TrackerState; t: T }) {
  const events = [...tracker.events].reverse();
  return (
    <section className={styles.timeline} aria-label={t('tracker.timeline')}>
      <h4 className={styles.subTitle}>{t('tracker.timeline')}</h4>
      {events.length === 0 ? (
        <p className={styles.empty}>{t('tracker.noEvents')}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((e) => (
            <li key={e.n} className={`${styles.event} ${e.side === 'H' ? styles.home : styles.away}`} data-testid="tracker-event" data-kind={e.kind}>
              <span className={styles.when}>{whenOf(e, match.gameType, t)}</span>
              <span className={`${styles.icon} ${styles[`icon_${e.kind}`] ?? ''}`} aria-hidden="true" />
              <span className={styles.what}>
                <span className={styles.kind}>{t(`tracker.event.${e.kind}`, { points: e.points ?? 1 })}</span>
                <span className={styles.who}>{e.side === 'H' ? match.team_h : match.team_c}</span>
              </span>
              {e.score && <b className={styles.eventScore}>{`${e.score[0]}-${e.score[1]}`}</b>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * 赛况 of an in-play match: the ground with the phase, the stats and the timeline, fed by the live 'tracker' topic
 * (the state on subscribing, then each change) through a store outside React, applied once per frame.
 */
export function MatchTracker({ gameId }: { gameId: string }) {
  const t = useSportsT();
  const { socket } = usePlatform();
  const match = useMatch(gameId);
  const [store] = useState(() => new TrackerStore({ frame: (f) => requestAnimationFrame(f) }));
  useEffect(() => {
    const sub = socket.topic('tracker', gameId).subscribe((state) => store.ingest(state));
    return () => sub.unsubscribe();
  }, [socket, store, gameId]);
  useEffect(() => () => store.dispose(), [store]);
  const tracker = useTracker(store, gameId);
  if (!match) return null;
  const phase = tracker?.phase;
  const team = phase ? (phase.side === 'H' ? match.team_h : match.team_c) : '';
  return (
    <section className={styles.tracker} data-testid="match-tracker" data-phase={phase?.kind ?? ''} data-side={phase?.side ?? ''}>
      <h3 className={styles.title}>{t('tracker.title')}</h3>
      <div className={styles.stage}>
        <p className={styles.phase} role="status" data-testid="tracker-phase" style={phase ? { borderColor: SIDE_COLOUR[phase.side] } : undefined}>
          {phase ? (
            <>
              <i className={styles.sideDot} style={{ background: SIDE_COLOUR[phase.side] }} aria-hidden="true" />
              {phase.kind !== 'break' && <span className={styles.phaseTeam}>{team}</span>}
              <b>{t(phaseKey(match.gameType, phase.kind))}</b>
            </>
          ) : (
            t('tracker.waiting')
          )}
        </p>
        <TrackerGround gameType={match.gameType} phase={phase} label={t('tracker.ground', { home: match.team_h, away: match.team_c })} />
      </div>
      {tracker && (
        <div className={styles.panels}>
          <TrackerStats match={match} tracker={tracker} t={t} />
          <TrackerTimeline match={match} tracker={tracker} t={t} />
        </div>
      )}
    </section>
  );
}
