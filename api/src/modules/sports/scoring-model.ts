import type { MarketKind, SportType } from '@site/shared';
import { setsToWin, setWinner, type Inning, REGULAR_INNINGS } from './clock';
import { halfLinesOf } from './pricing';

/**
 * One scoring model per match: every market of a match is priced from the same distribution of its final
 * score, given the score and the time left, and the simulator draws the match's scores from the same rates.
 * - FT/VF (and OP: ice hockey, e-sports): goals of each side are Poisson processes; a side's rate over the
 *   whole match is total × its share of the strength, scaled by the share of the play left.
 * - BK: points, a normal approximation of the remaining points difference and total (a compound Poisson of
 *   1-, 2- and 3-point scores).
 * - BS: runs, Poisson per half-inning, each side over the half-innings it still bats; a tie goes to extra
 *   innings, won by the stronger side a little more often.
 * - TN/TT/VB: every game (tennis) or point (table tennis, volleyball) is won with one chance; sets by the
 *   sport's set rule (clock.ts setWinner), the match by sets. SK: frames, each won with that chance.
 * Pure: the same state gives the same probabilities.
 */
export interface ModelState {
  gameType: SportType;
  /** Home side's share of the strength (0.22..0.78). */
  s: number;
  /** Expected goals / points / runs of the whole match (both sides). */
  total: number;
  /** Best of sets / frames (TN, TT, VB, SK). */
  bestOf: number;
  /** Score now (goals, points, runs, sets or frames won). */
  h: number;
  c: number;
  /** Share of the match's expected scoring still to come, 0..1 (timed sports: scoringShare from now to the end). */
  left: number;
  /** Football: the first-half score so far (or at half time) and the share of the match's expected goals left in the first half. */
  halfH: number;
  halfC: number;
  firstHalfLeft: number;
  /** Sets: the set under way (0-based) and its games / points. */
  setIndex: number;
  gamesH: number;
  gamesA: number;
  /** Baseball: the half-inning under way and the share of it played. */
  inning: Inning;
  inningPlayed: number;
}

/** Expected basketball points per scoring play (22 % threes, 68 % twos, 10 % free throws) and its square's mean. */
const BK_POINTS = [
  [3, 0.22],
  [2, 0.68],
  [1, 0.1],
] as const;
const BK_MEAN_POINTS = BK_POINTS.reduce((a, [pts, share]) => a + pts * share, 0);
const BK_MEAN_SQUARE = BK_POINTS.reduce((a, [pts, share]) => a + pts * pts * share, 0);
/**
 * How much the strength tilts a sport's scoring: the home side scores (1 + k(2s − 1)) of half the total. Football
 * takes the strength share as it is; points, runs and ice hockey goals come closer to even (a favourite there is
 * shorter only by a little).
 */
const TILT: Partial<Record<SportType, number>> = { BK: 0.1, BS: 0.4, OP: 0.5 };
/** Half-innings of a regulation baseball game, per side. */
const HALF_INNINGS = REGULAR_INNINGS;

/** The home side's expected margin over the whole match (goals, points, runs; sets sports: 0). */
export const expectedMargin = (state: Pick<ModelState, 'gameType' | 's' | 'total'>): number => state.total * (sideShare(state, 'H') - sideShare(state, 'C'));

/** How much more football and ice hockey score late than early: the rate at progress x is (1 − k/2 + k·x) times the mean. */
const LATE_LIFT = 0.5;

/** The scoring rate at a point of a timed match (progress 0..1) against the match's mean; basketball's is even. */
export const scoringRate = (gameType: SportType, progress: number): number => (gameType === 'BK' ? 1 : 1 - LATE_LIFT / 2 + LATE_LIFT * progress);

/** The share of a timed match's expected scoring that falls between progress a and b (the integral of scoringRate). */
export function scoringShare(gameType: SportType, a: number, b: number): number {
  if (b <= a) return 0;
  if (gameType === 'BK') return b - a;
  return (1 - LATE_LIFT / 2) * (b - a) + (LATE_LIFT / 2) * (b * b - a * a);
}

/** A side's expected share of the goals / points of a match. */
export function sideShare(state: Pick<ModelState, 'gameType' | 's'>, side: 'H' | 'C'): number {
  const tilt = TILT[state.gameType];
  const home = tilt === undefined ? state.s : 0.5 * (1 + tilt * (2 * state.s - 1));
  return side === 'H' ? home : 1 - home;
}

/** The chance the home side wins a game (tennis), a point (table tennis, volleyball) or a frame (snooker). */
export const pointChance = (s: number): number => 0.5 + 0.2 * (s - 0.5);

/** Basketball: expected scoring plays of a side per game minute (48 minutes a match). */
export const basketballPlaysPerMinute = (state: Pick<ModelState, 'gameType' | 's' | 'total'>, side: 'H' | 'C'): number =>
  (state.total * sideShare(state, side)) / 48 / BK_MEAN_POINTS;

/** The points of one basketball scoring play for a uniform draw r in [0, 1). */
export function basketballPoints(r: number): number {
  let acc = 0;
  for (const [pts, share] of BK_POINTS) if (r < (acc += share)) return pts;
  return 1;
}

/** Baseball: expected runs of a side in one half-inning. */
export const runsPerHalfInning = (state: Pick<ModelState, 'gameType' | 's' | 'total'>, side: 'H' | 'C'): number =>
  (state.total * sideShare(state, side)) / HALF_INNINGS;

// --- distributions of the final score ---------------------------------------------------------

/** A final score and its chance. */
type Cell = readonly [h: number, c: number, p: number];

function poisson(lambda: number): number[] {
  const l = Math.max(0, lambda);
  const k = Math.ceil(l + 5 * Math.sqrt(l) + 4);
  const out: number[] = [];
  let p = Math.exp(-l);
  for (let i = 0; i <= k; i++) {
    out.push(p);
    p = (p * l) / (i + 1);
  }
  return out;
}

/** The final score when each side adds a Poisson number of goals to the score now. */
function poissonCells(h: number, c: number, lambdaH: number, lambdaC: number): Cell[] {
  const ph = poisson(lambdaH);
  const pc = poisson(lambdaC);
  const cells: Cell[] = [];
  for (let i = 0; i < ph.length; i++) for (let j = 0; j < pc.length; j++) cells.push([h + i, c + j, (ph[i] as number) * (pc[j] as number)]);
  return cells;
}

/** The chance the home side wins a set from games (points) gH–gA, by the sport's set rule. */
export function setWinChance(gameType: SportType, setIndex: number, bestOf: number, gH: number, gA: number, p: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const memo = new Map<number, number>();
  const go = (h: number, a: number): number => {
    const won = setWinner(gameType, setIndex, bestOf, h, a);
    if (won) return won === 'H' ? 1 : 0;
    // Win by two without a cap (table tennis, volleyball): level from one short of the target on is deuce.
    if (gameType !== 'TN' && h === a && h >= (gameType === 'VB' ? (setIndex === bestOf - 1 ? 14 : 24) : 10)) return deuce;
    const key = h * 1000 + a;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(h + 1, a) + q * go(h, a + 1);
    memo.set(key, v);
    return v;
  };
  return go(gH, gA);
}

/** Final sets (frames) from sets sH–sA, the set under way won by home with pNow, later ones with pNext(setIndex). */
function setCells(state: ModelState): Cell[] {
  const need = setsToWin(state.bestOf);
  const p = pointChance(state.s);
  const t = state.gameType;
  const setChance = (idx: number, gH: number, gA: number): number => (t === 'SK' ? p : setWinChance(t, idx, state.bestOf, gH, gA, p));
  const cells: Cell[] = [];
  // Probability mass over (sets home, sets away); the first step is the set under way.
  let layer = new Map<string, [number, number, number]>([[`${state.h}:${state.c}`, [state.h, state.c, 1]]]);
  let first = true;
  for (let step = 0; step < 2 * need && layer.size > 0; step++) {
    const next = new Map<string, [number, number, number]>();
    for (const [h, c, mass] of layer.values()) {
      if (h >= need || c >= need) {
        cells.push([h, c, mass]);
        continue;
      }
      const idx = h + c;
      const ph = first ? setChance(idx, state.gamesH, state.gamesA) : setChance(idx, 0, 0);
      for (const [nh, nc, w] of [
        [h + 1, c, ph],
        [h, c + 1, 1 - ph],
      ] as const) {
        const key = `${nh}:${nc}`;
        const cell = next.get(key);
        if (cell) cell[2] += mass * w;
        else next.set(key, [nh, nc, mass * w]);
      }
    }
    first = false;
    layer = next;
  }
  for (const [h, c, mass] of layer.values()) cells.push([h, c, mass]);
  return cells;
}

/** Baseball: runs each side still adds over the half-innings it bats; ties go to extra innings. */
function baseballCells(state: ModelState): Cell[] {
  const { inning, half } = state.inning;
  const part = 1 - Math.min(1, Math.max(0, state.inningPlayed));
  const later = Math.max(0, HALF_INNINGS - inning);
  const awayLeft = later + (half === 'TOP' ? part : 0);
  const homeLeft = later + (half === 'TOP' ? 1 : part);
  return poissonCells(state.h, state.c, runsPerHalfInning(state, 'H') * homeLeft, runsPerHalfInning(state, 'C') * awayLeft);
}

/** The cells of the whole match (or, half = true, of football's first half). */
function cellsOf(state: ModelState, half = false): Cell[] {
  const t = state.gameType;
  const home = sideShare(state, 'H');
  if (half) {
    const l = state.total * state.firstHalfLeft;
    return poissonCells(state.halfH, state.halfC, l * home, l * (1 - home));
  }
  if (t === 'TN' || t === 'TT' || t === 'VB' || t === 'SK') return setCells(state);
  if (t === 'BS') return baseballCells(state);
  const l = state.total * Math.max(0, state.left);
  return poissonCells(state.h, state.c, l * home, l * (1 - home));
}

/** Half of a half line's stake: 1 win, 0.5 push, 0 loss, from a margin over the line. */
const halfScore = (margin: number): number => (margin > 1e-9 ? 1 : margin < -1e-9 ? 0 : 0.5);

/**
 * A two-way line market's fair chances: the first side's expected share of its stake won over both half lines
 * (win 1, push ½), the second side the rest. marginOf: the first side's margin over a half line at a cell.
 */
function lineChances(cells: readonly Cell[], line: string, marginOf: (h: number, c: number, l: number) => number): number[] {
  const lines = halfLinesOf(line) ?? [0, 0];
  let first = 0;
  for (const [h, c, p] of cells) first += (p * (halfScore(marginOf(h, c, lines[0])) + halfScore(marginOf(h, c, lines[1])))) / 2;
  return [first, 1 - first];
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26 via erf). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Basketball: chance a normal amount (mean mu, sd sigma) ends above a line, with the half point of continuity. */
const above = (mu: number, sigma: number, line: number): number => (sigma < 1e-6 ? (mu > line ? 1 : mu < line ? 0 : 0.5) : 1 - normalCdf((line - mu) / sigma));

function basketballChances(state: ModelState, kind: MarketKind, line: string, strong: 'H' | 'C'): number[] {
  const f = Math.max(0, state.left);
  const meanH = state.total * sideShare(state, 'H') * f;
  const meanC = state.total * sideShare(state, 'C') * f;
  // Variance of a compound Poisson: plays × E[points²], the same for the difference and the total.
  const sigma = Math.sqrt(((meanH + meanC) / BK_MEAN_POINTS) * BK_MEAN_SQUARE);
  const diff = state.h - state.c + meanH - meanC;
  const total = state.h + state.c + meanH + meanC;
  if (kind === 'M') {
    // A tie goes to overtime: about even, leaning to the stronger side.
    const win = above(diff, sigma, 0.5);
    const tie = above(diff, sigma, -0.5) - win;
    return [win + tie * state.s, 1 - win - tie * state.s];
  }
  const l = (halfLinesOf(line) ?? [0, 0])[0];
  if (kind === 'R') {
    const strongDiff = strong === 'H' ? diff : -diff;
    const covers = above(strongDiff, sigma, l);
    return strong === 'H' ? [covers, 1 - covers] : [1 - covers, covers];
  }
  if (kind === 'OU') {
    const over = above(total, sigma, l);
    return [over, 1 - over];
  }
  // Odd or even points: about even while points are still to come.
  const settled = (state.h + state.c) % 2 === 1 ? [1, 0] : [0, 1];
  const w = Math.exp(-((meanH + meanC) / BK_MEAN_POINTS));
  return [0.5 * (1 - w) + settled[0]! * w, 0.5 * (1 - w) + settled[1]! * w];
}

/** A match's scoring model in one state: its final-score distributions, worked out once, priced per market. */
export interface ScoringModel {
  readonly state: ModelState;
  /** The fair chances of a market's selections (in the market's order: H N C, H C, O U, ODD EVEN). */
  chances(kind: MarketKind, line: string, strong: 'H' | 'C'): number[];
  /** Football (FT/VF): the joint distribution of the first-half and the final score (jointCells); no cells for other sports. */
  joint(): JointCells;
}

/** The model of a match in a state (the distributions are worked out on first use and kept). */
export function scoringModel(state: ModelState): ScoringModel {
  let full: Cell[] | null = null;
  let half: Cell[] | null = null;
  let joint: JointCells | null = null;
  return {
    state,
    joint: () => (joint ??= jointCells(state)),
    chances(kind, line, strong) {
      if (state.gameType === 'BK') return basketballChances(state, kind, line, strong);
      const firstHalf = kind === 'HM' || kind === 'HR' || kind === 'HOU';
      const cells = firstHalf ? (half ??= cellsOf(state, true)) : (full ??= cellsOf(state));
      return chancesFrom(state, cells, kind, line, strong);
    },
  };
}

/** The fair chances of one market from the match's model in a state (scoringModel(state).chances). */
export const fairChances = (state: ModelState, kind: MarketKind, line: string, strong: 'H' | 'C'): number[] => scoringModel(state).chances(kind, line, strong);

/** A market's chances from a final-score distribution. Two-way winners split a draw: baseball by extra innings. */
function chancesFrom(state: ModelState, cells: readonly Cell[], kind: MarketKind, line: string, strong: 'H' | 'C'): number[] {
  switch (kind) {
    case 'M':
    case 'HM': {
      let home = 0;
      let draw = 0;
      for (const [h, c, p] of cells) {
        if (h > c) home += p;
        else if (h === c) draw += p;
      }
      const away = Math.max(0, 1 - home - draw);
      const threeWay = state.gameType === 'FT' || state.gameType === 'VF' || state.gameType === 'OP';
      if (threeWay) return [home, draw, away];
      const extra = 0.5 + 0.5 * (state.s - 0.5);
      return [home + draw * extra, away + draw * (1 - extra)];
    }
    case 'R':
    case 'HR': {
      const sign = strong === 'H' ? 1 : -1;
      const covers = lineChances(cells, line, (h, c, l) => sign * (h - c) - l);
      return strong === 'H' ? covers : [covers[1]!, covers[0]!];
    }
    case 'OU':
    case 'HOU':
      return lineChances(cells, line, (h, c, l) => h + c - l);
    case 'EO': {
      let odd = 0;
      for (const [h, c, p] of cells) if ((h + c) % 2 === 1) odd += p;
      return [odd, 1 - odd];
    }
    default:
      return [];
  }
}

/**
 * Football's final scores with their first halves, as flat columns (cell i: halfH[i], halfC[i], fullH[i], fullC[i],
 * p[i]); cells of negligible chance left out.
 */
export interface JointCells {
  readonly halfH: Int16Array;
  readonly halfC: Int16Array;
  readonly fullH: Int16Array;
  readonly fullC: Int16Array;
  readonly p: Float64Array;
  readonly length: number;
}

/** A joint cell below this chance is left out (the cells kept hold all but a negligible share). */
const JOINT_MIN_CHANCE = 1e-10;

/**
 * The joint distribution of football's first-half and final score in a state (a 同场串关 prices from it): the
 * goals still to come in the first half and those after it are independent Poisson counts at the model's
 * rates (the first half's share firstHalfLeft, the rest left − firstHalfLeft), so its first-half and full-time
 * marginals are the distributions the single markets price from (cellsOf). Other sports: no cells.
 */
export function jointCells(state: ModelState): JointCells {
  const none = { halfH: new Int16Array(0), halfC: new Int16Array(0), fullH: new Int16Array(0), fullC: new Int16Array(0), p: new Float64Array(0), length: 0 };
  if (state.gameType !== 'FT' && state.gameType !== 'VF') return none;
  const home = sideShare(state, 'H');
  const first = state.total * Math.max(0, state.firstHalfLeft);
  const rest = state.total * Math.max(0, state.left - state.firstHalfLeft);
  const [h1, c1, h2, c2] = [poisson(first * home), poisson(first * (1 - home)), poisson(rest * home), poisson(rest * (1 - home))];
  const max = h1.length * c1.length * h2.length * c2.length;
  const out = { halfH: new Int16Array(max), halfC: new Int16Array(max), fullH: new Int16Array(max), fullC: new Int16Array(max), p: new Float64Array(max) };
  let n = 0;
  for (let i = 0; i < h1.length; i++)
    for (let j = 0; j < c1.length; j++) {
      const pHalf = (h1[i] as number) * (c1[j] as number);
      if (pHalf < JOINT_MIN_CHANCE) continue;
      for (let k = 0; k < h2.length; k++)
        for (let l = 0; l < c2.length; l++) {
          const p = pHalf * (h2[k] as number) * (c2[l] as number);
          if (p < JOINT_MIN_CHANCE) continue;
          out.halfH[n] = state.halfH + i;
          out.halfC[n] = state.halfC + j;
          out.fullH[n] = state.h + i + k;
          out.fullC[n] = state.c + j + l;
          out.p[n] = p;
          n++;
        }
    }
  return { ...out, length: n };
}
