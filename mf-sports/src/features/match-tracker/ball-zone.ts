import type { TrackerPhase, TrackerSide } from '@site/shared';

/**
 * Where a tracker draws the ball for a phase, on a ground 100 long and 100 wide: the home side attacks to the right
 * (x = 100), the away side to the left, so the away side's zone is the home one mirrored. The shaded band runs
 * from the attacking side's own line of play (`from`) to the ball.
 */
export interface BallZone {
  x: number;
  y: number;
  /** Where the attacking band starts (null: no band, e.g. a break). */
  from: number | null;
}

const HOME_ZONE: Record<TrackerPhase, BallZone> = {
  safe: { x: 34, y: 50, from: 10 },
  attack: { x: 64, y: 46, from: 35 },
  danger: { x: 84, y: 54, from: 55 },
  corner: { x: 98, y: 4, from: 70 },
  freeKick: { x: 72, y: 38, from: 55 },
  shot: { x: 90, y: 48, from: 62 },
  goal: { x: 99, y: 50, from: 62 },
  yellow: { x: 55, y: 62, from: null },
  red: { x: 55, y: 62, from: null },
  serve: { x: 6, y: 70, from: null },
  point: { x: 80, y: 50, from: 50 },
  break: { x: 50, y: 50, from: null },
};

export function ballZone(kind: TrackerPhase, side: TrackerSide): BallZone {
  const zone = HOME_ZONE[kind];
  if (side === 'H') return zone;
  return { x: 100 - zone.x, y: 100 - zone.y, from: zone.from === null ? null : 100 - zone.from };
}
