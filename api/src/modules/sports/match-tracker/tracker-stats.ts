import { emptyTeamStats, type TeamStats, type TrackerEvent, type TrackerSide } from '@site/shared';

/** Each team's counted stats (possession apart: it is time, not events). */
export type TeamStatsPair = Record<TrackerSide, TeamStats>;

export const emptyStats = (): TeamStatsPair => ({ H: emptyTeamStats(), C: emptyTeamStats() });

/** Which stat an event counts into: a goal is a shot on target as well; a score line's events count nothing. */
const COUNTED: Partial<Record<TrackerEvent['kind'], keyof Omit<TeamStats, 'possession'>>> = {
  goal: 'shots',
  shot: 'shots',
  corner: 'corners',
  yellow: 'yellow',
  red: 'red',
};

/** The stats after one more event (a new object; the one given is left as it was). */
export function countEvent(stats: TeamStatsPair, event: Pick<TrackerEvent, 'kind' | 'side'>): TeamStatsPair {
  const field = COUNTED[event.kind];
  if (!field) return stats;
  const team = stats[event.side];
  return { ...stats, [event.side]: { ...team, [field]: team[field] + 1 } };
}

/** The stats of a list of events, from none. */
export const statsOf = (events: readonly Pick<TrackerEvent, 'kind' | 'side'>[]): TeamStatsPair => events.reduce(countEvent, emptyStats());

/**
 * Possession in whole percent from the play time each side had the ball: they add up to 100, half each before any
 * play; the rounding goes to the home side.
 */
export function possessionOf(ms: Readonly<Record<TrackerSide, number>>): [number, number] {
  const total = ms.H + ms.C;
  if (total <= 0) return [50, 50];
  const home = Math.round((ms.H / total) * 100);
  return [home, 100 - home];
}
