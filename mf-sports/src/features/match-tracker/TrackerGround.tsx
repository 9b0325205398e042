import type { ReactNode } from 'react';
import { trackerGroundOf, type SportType, type TrackerGround as Ground, type TrackerState } from '@site/shared';
import { ballZone } from './ball-zone';
import styles from './match-tracker.module.css';

/** The drawing's size: a ground of 100 × 100 zone units drawn in a 200 × 120 box with a 4-unit margin. */
const W = 200;
const H = 120;
const M = 4;
const gx = (x: number) => M + (x / 100) * (W - 2 * M);
const gy = (y: number) => M + (y / 100) * (H - 2 * M);

const LINE = { fill: 'none', stroke: 'rgba(255,255,255,0.75)', strokeWidth: 1 } as const;

/** A football pitch: halfway line, centre circle, boxes, goal areas and goals. */
const pitch = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} fill="#2f8f46" />
    {[0, 2, 4, 6, 8].map((i) => (
      <rect key={i} x={gx(i * 10 + 10)} y={M} width={(W - 2 * M) / 10} height={H - 2 * M} fill="rgba(255,255,255,0.05)" />
    ))}
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} {...LINE} />
    <line x1={W / 2} y1={M} x2={W / 2} y2={H - M} {...LINE} />
    <circle cx={W / 2} cy={H / 2} r={15} {...LINE} />
    <rect x={M} y={gy(22)} width={30} height={gy(78) - gy(22)} {...LINE} />
    <rect x={W - M - 30} y={gy(22)} width={30} height={gy(78) - gy(22)} {...LINE} />
    <rect x={M} y={gy(38)} width={10} height={gy(62) - gy(38)} {...LINE} />
    <rect x={W - M - 10} y={gy(38)} width={10} height={gy(62) - gy(38)} {...LINE} />
    <rect x={0} y={gy(44)} width={M} height={gy(56) - gy(44)} fill="rgba(255,255,255,0.9)" />
    <rect x={W - M} y={gy(44)} width={M} height={gy(56) - gy(44)} fill="rgba(255,255,255,0.9)" />
  </>
);

/** A rink: rounded boards, the red centre line, the blue lines and the goal creases. */
const rink = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} rx={22} fill="#dfeef7" stroke="#7aa6c2" strokeWidth={1.5} />
    <line x1={W / 2} y1={M} x2={W / 2} y2={H - M} stroke="#d64545" strokeWidth={2} />
    <line x1={gx(33)} y1={M} x2={gx(33)} y2={H - M} stroke="#3f6fd1" strokeWidth={2} />
    <line x1={gx(67)} y1={M} x2={gx(67)} y2={H - M} stroke="#3f6fd1" strokeWidth={2} />
    <circle cx={W / 2} cy={H / 2} r={12} fill="none" stroke="#3f6fd1" />
    <line x1={gx(7)} y1={M + 8} x2={gx(7)} y2={H - M - 8} stroke="#d64545" />
    <line x1={gx(93)} y1={M + 8} x2={gx(93)} y2={H - M - 8} stroke="#d64545" />
  </>
);

/** A basketball court: centre line and circle, the keys, the three-point arcs and the rims. */
const court = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} fill="#c98b4f" />
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} {...LINE} />
    <line x1={W / 2} y1={M} x2={W / 2} y2={H - M} {...LINE} />
    <circle cx={W / 2} cy={H / 2} r={12} {...LINE} />
    <rect x={M} y={gy(35)} width={36} height={gy(65) - gy(35)} fill="rgba(150,60,30,0.35)" {...{ stroke: LINE.stroke, strokeWidth: 1 }} />
    <rect x={W - M - 36} y={gy(35)} width={36} height={gy(65) - gy(35)} fill="rgba(150,60,30,0.35)" {...{ stroke: LINE.stroke, strokeWidth: 1 }} />
    <path d={`M ${M} ${gy(8)} L ${M + 18} ${gy(8)} A 48 48 0 0 1 ${M + 18} ${gy(92)} L ${M} ${gy(92)}`} {...LINE} />
    <path d={`M ${W - M} ${gy(8)} L ${W - M - 18} ${gy(8)} A 48 48 0 0 0 ${W - M - 18} ${gy(92)} L ${W - M} ${gy(92)}`} {...LINE} />
    <circle cx={M + 8} cy={H / 2} r={3} fill="none" stroke="#ff7a1a" strokeWidth={1.5} />
    <circle cx={W - M - 8} cy={H / 2} r={3} fill="none" stroke="#ff7a1a" strokeWidth={1.5} />
  </>
);

/** A court with a net across its middle (tennis, table tennis, volleyball): sidelines, service lines, the net. */
const net = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} fill="#3a78b5" />
    <rect x={M + 8} y={M + 8} width={W - 2 * M - 16} height={H - 2 * M - 16} {...LINE} />
    <line x1={gx(28)} y1={M + 8} x2={gx(28)} y2={H - M - 8} {...LINE} />
    <line x1={gx(72)} y1={M + 8} x2={gx(72)} y2={H - M - 8} {...LINE} />
    <line x1={gx(28)} y1={H / 2} x2={gx(72)} y2={H / 2} {...LINE} />
    <line x1={W / 2} y1={M + 2} x2={W / 2} y2={H - M - 2} stroke="#f4f4f4" strokeWidth={3} />
  </>
);

/** A snooker table: the cloth, the cushions, six pockets and the baulk line with its D. */
const table = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} rx={6} fill="#5a3820" />
    <rect x={M + 6} y={M + 6} width={W - 2 * M - 12} height={H - 2 * M - 12} fill="#237a3b" />
    {[M + 6, W / 2, W - M - 6].flatMap((x) => [M + 6, H - M - 6].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={4} fill="#111" />))}
    <line x1={gx(22)} y1={M + 6} x2={gx(22)} y2={H - M - 6} {...LINE} />
    <path d={`M ${gx(22)} ${H / 2 - 14} A 14 14 0 0 0 ${gx(22)} ${H / 2 + 14}`} {...LINE} />
  </>
);

/** A baseball field: the grass, the infield diamond and its bases. */
const diamond = (
  <>
    <rect x={M} y={M} width={W - 2 * M} height={H - 2 * M} fill="#2f8f46" />
    <path d={`M ${W / 2} ${H - M - 6} L ${W / 2 + 44} ${H / 2} L ${W / 2} ${M + 18} L ${W / 2 - 44} ${H / 2} Z`} fill="#c08a55" />
    <path d={`M ${W / 2} ${H - M - 18} L ${W / 2 + 30} ${H / 2 + 4} L ${W / 2} ${M + 34} L ${W / 2 - 30} ${H / 2 + 4} Z`} fill="#3a9b50" />
    {[
      [W / 2, H - M - 6],
      [W / 2 + 44, H / 2],
      [W / 2, M + 18],
      [W / 2 - 44, H / 2],
    ].map(([x, y]) => (
      <rect key={`${x}-${y}`} x={x! - 3} y={y! - 3} width={6} height={6} fill="#fff" transform={`rotate(45 ${x} ${y})`} />
    ))}
  </>
);

const DRAWING: Record<Ground, ReactNode> = { pitch, rink, court, net, table, diamond };

/** The grounds where play runs from one end to the other: the attacking side's band shows how far it got. */
const BANDED: readonly Ground[] = ['pitch', 'rink', 'court'];

/** The side colours (home, away): the band, the ball's ring and the phase label read them. */
export const SIDE_COLOUR = { H: '#2563eb', C: '#ea580c' } as const;

/**
 * The ground of a sport drawn in SVG with the phase on it: the attacking side's band from its line of play to the
 * ball, and the ball where the phase puts it (ball-zone.ts).
 */
export function TrackerGround({ gameType, phase, label }: { gameType: SportType; phase: TrackerState['phase'] | undefined; label: string }) {
  const ground = trackerGroundOf(gameType);
  const zone = phase ? ballZone(phase.kind, phase.side) : null;
  const colour = phase ? SIDE_COLOUR[phase.side] : '#fff';
  return (
    <svg className={styles.ground} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-ground={ground}>
      {DRAWING[ground]}
      {zone && zone.from !== null && BANDED.includes(ground) && (
        <rect
          className={styles.band}
          x={gx(Math.min(zone.from, zone.x))}
          y={M}
          width={Math.abs(gx(zone.x) - gx(zone.from))}
          height={H - 2 * M}
          fill={colour}
          opacity={phase?.kind === 'danger' || phase?.kind === 'goal' ? 0.38 : 0.24}
        />
      )}
      {zone && (
        <g className={styles.ball} style={{ transform: `translate(${gx(zone.x)}px, ${gy(zone.y)}px)` }}>
          <circle r={6} fill={colour} opacity={0.35} />
          <circle r={3.4} fill="#fff" stroke={colour} strokeWidth={1.4} />
        </g>
      )}
    </svg>
  );
}
