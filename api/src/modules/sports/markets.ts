import type { Market, MarketKind, SportType } from '@site/shared';
import type { League } from './catalogue';
import { clampProbability, halfLinesOf, lineText, logistic, logit, MARGIN, PROBABILITY_RANGE, priceSides } from './pricing';
import type { SeededRng } from './seeded-rng';

/**
 * The markets of one match (spec §4 play types) and how their fair probabilities move. A market's
 * state is its probabilities; its prices are always priceSides(probs, margin) — both (or all three)
 * sides from one margin. A suspended market keeps its prices until it reopens.
 */
export interface SimMarket {
  market: Market;
  /** Fair probabilities, one per selection, summing to 1. */
  probs: number[];
  margin: number;
  /** Tick at which a suspension ends; 0 when open. */
  reopenAt: number;
  /** Settled for good (a total passed, the first half over): stays suspended. */
  decided: boolean;
}

const KEYS_1X2 = ['H', 'N', 'C'];
const KEYS_2WAY = ['H', 'C'];
const KEYS_OU = ['O', 'U'];
const KEYS_EO = ['ODD', 'EVEN'];

function simMarket(
  gameId: string,
  kind: MarketKind,
  keys: readonly string[],
  probs: number[],
  line = '',
  strong: 'H' | 'C' = 'H',
  names?: readonly string[],
): SimMarket {
  const id = `${gameId}:${kind}`;
  const prices: number[] = [];
  const margin = kind === 'FS' ? MARGIN.outright : MARGIN.main;
  priceSides(probs, margin, prices);
  return {
    market: {
      id,
      kind,
      line,
      strong,
      suspended: false,
      selections: keys.map((key, i) => ({ id: `${id}:${key}`, key, name: names?.[i] ?? '', hkMilli: prices[i] as number })),
    },
    probs,
    margin,
    reopenAt: 0,
    decided: false,
  };
}

/** Three-way (home, draw, away) probabilities for a home share s of the strength and a draw rate. */
function threeWay(s: number, draw: number): number[] {
  return [(1 - draw) * s, draw, (1 - draw) * (1 - s)];
}

/** Near-even probabilities for a line set to balance the book (a little off, as a real book is). */
const balanced = (rng: SeededRng): number[] => {
  const p = clampProbability(0.5 + rng.between(-0.06, 0.06));
  return [p, 1 - p];
};

/** A handicap line in quarters for an expected margin; whole and quarter lines for football. */
const quartersOf = (goals: number): number => Math.round(Math.abs(goals) * 4);
/** A .5 line in quarters near a value (basketball, baseball, sets): never a push. */
const halfPointQuarters = (value: number): number => 4 * Math.floor(Math.abs(value)) + 2;

/**
 * Every market of a new match. s: the home side's share of the strength (0.2..0.8).
 * FT/VF: 1X2, handicap and total with quarter lines, odd/even, and the same for the first half.
 * Other sports: winner (three-way for OP), a .5 handicap and total in the sport's unit, odd/even.
 * FS: one outright list, a selection per team.
 */
export function marketsFor(gameType: SportType, league: League, gameId: string, s: number, rng: SeededRng): SimMarket[] {
  const strong: 'H' | 'C' = s >= 0.5 ? 'H' : 'C';
  if (gameType === 'FS') {
    const weights = league.teams.map(() => Math.pow(rng.next(), 2.2) + 0.02);
    const sum = weights.reduce((a, b) => a + b, 0);
    const keys = league.teams.map((_, i) => `T${i + 1}`);
    return [
      simMarket(
        gameId,
        'FS',
        keys,
        weights.map((w) => w / sum),
        '',
        'H',
        league.teams,
      ),
    ];
  }
  if (gameType === 'FT' || gameType === 'VF') {
    const goals = 2.7 * (2 * s - 1);
    const total = 2.5 + rng.between(-0.3, 0.4);
    return [
      simMarket(gameId, 'M', KEYS_1X2, threeWay(s, 0.27)),
      simMarket(gameId, 'R', KEYS_2WAY, balanced(rng), lineText(quartersOf(goals)), strong),
      simMarket(gameId, 'OU', KEYS_OU, balanced(rng), lineText(quartersOf(total))),
      simMarket(gameId, 'EO', KEYS_EO, balanced(rng)),
      simMarket(gameId, 'HM', KEYS_1X2, threeWay(s, 0.4)),
      simMarket(gameId, 'HR', KEYS_2WAY, balanced(rng), lineText(quartersOf(goals / 2)), strong),
      simMarket(gameId, 'HOU', KEYS_OU, balanced(rng), lineText(quartersOf(total / 2.3))),
    ];
  }
  const winner = gameType === 'OP' ? simMarket(gameId, 'M', KEYS_1X2, threeWay(s, 0.22)) : simMarket(gameId, 'M', KEYS_2WAY, [s, 1 - s]);
  const unit: Record<string, { spread: number; total: number }> = {
    BK: { spread: 14 * (2 * s - 1), total: 205 + rng.between(-15, 25) },
    BS: { spread: 1.5, total: 8 + rng.between(-1, 1.5) },
    OP: { spread: 1.5, total: 5 + rng.between(-0.6, 0.6) },
    SK: { spread: 1.5, total: league.bestOf - 2 },
    TN: { spread: 1.5, total: league.bestOf - 1 },
    TT: { spread: 1.5, total: league.bestOf - 1 },
    VB: { spread: 1.5, total: league.bestOf - 1 },
  };
  const u = unit[gameType] ?? { spread: 1.5, total: 2 };
  return [
    winner,
    simMarket(gameId, 'R', KEYS_2WAY, balanced(rng), lineText(halfPointQuarters(u.spread)), strong),
    simMarket(gameId, 'OU', KEYS_OU, balanced(rng), lineText(halfPointQuarters(u.total))),
    simMarket(gameId, 'EO', KEYS_EO, balanced(rng)),
  ];
}

/** Where price changes go: [selectionId, hkMilli] pairs (the delta's o). */
export type PriceSink = (selectionId: string, hkMilli: number) => void;

/** Prices the market from its probabilities; reports the sides whose price changed. Returns how many. scratch: the caller's buffer. */
export function reprice(sm: SimMarket, sink: PriceSink, scratch: number[]): number {
  priceSides(sm.probs, sm.margin, scratch);
  let changed = 0;
  const sels = sm.market.selections;
  for (let i = 0; i < sels.length; i++) {
    const sel = sels[i]!;
    const hk = scratch[i] as number;
    if (sel.hkMilli !== hk) {
      sel.hkMilli = hk;
      sink(sel.id, hk);
      changed++;
    }
  }
  return changed;
}

/** Moves probabilities by a random step in log-odds (sigma), keeping them a distribution. */
export function drift(sm: SimMarket, rng: SeededRng, sigma: number): void {
  const p = sm.probs;
  if (p.length === 2) {
    const x = clampProbability(logistic(logit(p[0] as number) + sigma * rng.normal()));
    p[0] = x;
    p[1] = 1 - x;
    return;
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * Math.exp(sigma * rng.normal());
  // Outright lists keep long shots; three-way markets stay within the priceable range.
  normalise(p, p.length > 3 ? 0.002 : 0.02, PROBABILITY_RANGE.max);
}

/** Shifts a two-way market's first side (home / over / odd) by a step in log-odds. */
function shiftFirst(sm: SimMarket, step: number): void {
  const x = clampProbability(logistic(logit(sm.probs[0] as number) + step));
  sm.probs[0] = x;
  sm.probs[1] = 1 - x;
}

/** Shifts a three-way market toward home (step > 0) or away (step < 0); the draw gives way. */
function shiftThreeWay(sm: SimMarket, step: number): void {
  const p = sm.probs;
  const toward = step > 0 ? 0 : 2;
  p[toward] = (p[toward] as number) * Math.exp(Math.abs(step));
  p[1] = (p[1] as number) * Math.exp(-Math.abs(step) / 2);
  normalise(p, 0.02, PROBABILITY_RANGE.max);
}

/**
 * Moves a market's first selection's price up or down by one clear step (a dev control): two-way markets in
 * log-odds, three-way ones toward the other side, outright lists by its share; the other sides follow.
 */
export function nudge(sm: SimMarket, direction: 'up' | 'down'): void {
  const step = direction === 'up' ? -NUDGE_STEP : NUDGE_STEP;
  if (sm.probs.length === 2) shiftFirst(sm, step);
  else if (sm.probs.length === 3) shiftThreeWay(sm, step);
  else {
    sm.probs[0] = (sm.probs[0] as number) * Math.exp(step);
    normalise(sm.probs, 0.002, PROBABILITY_RANGE.max);
  }
}

/** One nudge in log-odds: enough to move a price by a few hundredths or more. */
const NUDGE_STEP = 0.25;

/** Scales probabilities to sum to 1 with each kept within [lo, hi] (a few passes settle it). */
function normalise(p: number[], lo: number, hi: number): void {
  for (let pass = 0; pass < 3; pass++) {
    let sum = 0;
    for (let i = 0; i < p.length; i++) sum += p[i] as number;
    for (let i = 0; i < p.length; i++) p[i] = Math.min(hi, Math.max(lo, (p[i] as number) / sum));
  }
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += p[i] as number;
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) / sum;
}

/**
 * A score by side ('H' | 'C') of `points`: winner and handicap markets lean to the scorer, totals to
 * over, odd/even flips with an odd number of points; a total already passed is decided. total: the
 * new total score (of the half, for the half markets).
 */
export function onScore(markets: SimMarket[], side: 'H' | 'C', points: number, total: number, halfTotal: number, weight: number): void {
  const sign = side === 'H' ? 1 : -1;
  for (const sm of markets) {
    if (sm.decided) continue;
    const kind = sm.market.kind;
    if (kind === 'M' || kind === 'HM') {
      if (sm.probs.length === 3) shiftThreeWay(sm, sign * weight);
      else shiftFirst(sm, sign * weight);
    } else if (kind === 'R' || kind === 'HR') shiftFirst(sm, sign * weight);
    else if (kind === 'OU' || kind === 'HOU') {
      const lines = halfLinesOf(sm.market.line);
      const t = kind === 'HOU' ? halfTotal : total;
      if (lines && t > lines[1]) sm.decided = true;
      else shiftFirst(sm, weight);
    } else if (kind === 'EO' && points % 2 === 1) {
      const x = sm.probs[0] as number;
      sm.probs[0] = sm.probs[1] as number;
      sm.probs[1] = x;
    }
  }
}
