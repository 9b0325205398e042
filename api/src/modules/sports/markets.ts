import type { Market, MarketKind, SportType } from '@site/shared';
import type { League } from './catalogue';
import { lineText, MARGIN, PROBABILITY_RANGE, priceSides, THREE_WAY_RANGE } from './pricing';
import { expectedMargin, type ScoringModel } from './scoring-model';
import type { SeededRng } from './seeded-rng';

/**
 * The markets of one match (spec §4 play types). Every market's fair chances come from the match's one
 * scoring model (scoring-model.ts) in its state now; a market keeps only the book's small adjustment of
 * them (bias: log factors per selection, a trader's nudge and the prices' drift, pulled back toward the
 * model). Its prices are always priceSides(chances, margin) — every side from one margin. A suspended
 * market keeps its prices until it reopens.
 */
export interface SimMarket {
  market: Market;
  /** The book's log factor on each selection's fair chance (0 = the model's chance). */
  bias: number[];
  /** Outright lists only: the fair chance of each selection (the model of a champion market). */
  base: number[] | null;
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

function simMarket(gameId: string, kind: MarketKind, keys: readonly string[], line = '', strong: 'H' | 'C' = 'H', names?: readonly string[]): SimMarket {
  const id = `${gameId}:${kind}`;
  return {
    market: {
      id,
      kind,
      line,
      strong,
      suspended: false,
      selections: keys.map((key, i) => ({ id: `${id}:${key}`, key, name: names?.[i] ?? '', hkMilli: 0 })),
    },
    bias: keys.map(() => 0),
    base: null,
    margin: kind === 'FS' ? MARGIN.outright : MARGIN.main,
    reopenAt: 0,
    decided: false,
  };
}

/** The quarter line (from..to quarters) whose two sides the model prices closest to evens. */
function balancedQuarters(model: ScoringModel, kind: MarketKind, strong: 'H' | 'C', from: number, to: number): number {
  let best = from;
  let gap = Infinity;
  for (let q = from; q <= to; q++) {
    const g = Math.abs((model.chances(kind, lineText(q), strong)[0] as number) - 0.5);
    if (g < gap - 1e-12) {
      gap = g;
      best = q;
    }
  }
  return best;
}

/** A .5 line in quarters at a value (basketball, baseball, sets): never a push. */
const halfPointQuarters = (value: number): number => 4 * Math.floor(Math.abs(value)) + 2;

/**
 * Every market of a new match, its lines set from its scoring model (the match before kick-off).
 * FT/VF: 1X2, handicap and total on the line nearest evens (quarter lines), odd/even, and the same for the
 * first half. Other sports: winner (three-way for OP), a .5 handicap and total in the sport's unit, odd/even.
 * FS: one outright list, a selection per team, its chances from the teams' weights.
 */
export function marketsFor(gameType: SportType, league: League, gameId: string, model: ScoringModel, rng: SeededRng): SimMarket[] {
  const state = model.state;
  const strong: 'H' | 'C' = state.s >= 0.5 ? 'H' : 'C';
  if (gameType === 'FS') {
    const weights = league.teams.map(() => Math.pow(rng.next(), 2.2) + 0.02);
    const sum = weights.reduce((a, b) => a + b, 0);
    const fs = simMarket(
      gameId,
      'FS',
      league.teams.map((_, i) => `T${i + 1}`),
      '',
      'H',
      league.teams,
    );
    fs.base = weights.map((w) => w / sum);
    return [fs];
  }
  if (gameType === 'FT' || gameType === 'VF') {
    return [
      simMarket(gameId, 'M', KEYS_1X2),
      simMarket(gameId, 'R', KEYS_2WAY, lineText(balancedQuarters(model, 'R', strong, 0, 16)), strong),
      simMarket(gameId, 'OU', KEYS_OU, lineText(balancedQuarters(model, 'OU', strong, 2, 24))),
      simMarket(gameId, 'EO', KEYS_EO),
      simMarket(gameId, 'HM', KEYS_1X2),
      simMarket(gameId, 'HR', KEYS_2WAY, lineText(balancedQuarters(model, 'HR', strong, 0, 8)), strong),
      simMarket(gameId, 'HOU', KEYS_OU, lineText(balancedQuarters(model, 'HOU', strong, 2, 12))),
    ];
  }
  const winner = simMarket(gameId, 'M', gameType === 'OP' ? KEYS_1X2 : KEYS_2WAY);
  const points = gameType === 'BK';
  const spread = points ? expectedMargin(state) : 1.5;
  const unitTotal: Partial<Record<SportType, number>> = { SK: state.bestOf - 2, TN: state.bestOf - 1, TT: state.bestOf - 1, VB: state.bestOf - 1 };
  const total = unitTotal[gameType] ?? state.total;
  return [
    winner,
    simMarket(gameId, 'R', KEYS_2WAY, lineText(halfPointQuarters(spread)), strong),
    simMarket(gameId, 'OU', KEYS_OU, lineText(halfPointQuarters(total))),
    simMarket(gameId, 'EO', KEYS_EO),
  ];
}

/** Where price changes go: [selectionId, hkMilli] pairs (the delta's o). */
export type PriceSink = (selectionId: string, hkMilli: number) => void;

/**
 * The chances a market is priced at: the model's (or an outright's base) kept priceable, then the book's bias
 * on them, kept priceable again (so a nudge moves even a side the model holds at the edge of the range).
 */
export function chancesOf(sm: SimMarket, model: ScoringModel | null): number[] {
  const m = sm.market;
  const fair = sm.base ?? (model ? model.chances(m.kind, m.line, m.strong) : m.selections.map(() => 1 / m.selections.length));
  const p = fair.map((x) => Math.max(x, 0));
  priceable(p);
  for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) * Math.exp(sm.bias[i] ?? 0);
  priceable(p);
  return p;
}

/** Two-way sides within PROBABILITY_RANGE; three-way sides within THREE_WAY_RANGE; outright lists keep their long shots. */
function priceable(p: number[]): void {
  if (p.length === 2) {
    const sum = (p[0] as number) + (p[1] as number);
    const first = Math.min(PROBABILITY_RANGE.max, Math.max(PROBABILITY_RANGE.min, sum > 0 ? (p[0] as number) / sum : 0.5));
    p[0] = first;
    p[1] = 1 - first;
    return;
  }
  if (p.length === 3) normalise(p, THREE_WAY_RANGE.min, THREE_WAY_RANGE.max);
  else normalise(p, 0.002, PROBABILITY_RANGE.max);
}

/** A side the model holds this likely has as good as won: the market is decided rather than priced. */
const SETTLED_CHANCE = 0.995;

/** The market's outcome is as good as known (a total passed, a set score no side can reach any more…). */
export function isSettled(sm: SimMarket, model: ScoringModel): boolean {
  if (sm.base) return false;
  const m = sm.market;
  return model.chances(m.kind, m.line, m.strong).some((p) => p >= SETTLED_CHANCE);
}

/** Prices the market from the model and its bias; reports the sides whose price changed. Returns how many. scratch: the caller's buffer. */
export function reprice(sm: SimMarket, model: ScoringModel | null, sink: PriceSink, scratch: number[]): number {
  priceSides(chancesOf(sm, model), sm.margin, scratch);
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

/** The bias stays within this many log units of the model (a book follows its model). */
const MAX_BIAS = 0.6;
/** Each drift keeps this share of the bias before its random step: prices wander around the model, not away. */
const BIAS_KEEP = 0.8;

/** Moves a market's bias by a random step (sigma, in log units), pulled back toward the model. */
export function drift(sm: SimMarket, rng: SeededRng, sigma: number): void {
  for (let i = 0; i < sm.bias.length; i++) sm.bias[i] = clampBias((sm.bias[i] as number) * BIAS_KEEP + sigma * rng.normal());
}

const clampBias = (b: number): number => Math.min(MAX_BIAS, Math.max(-MAX_BIAS, b));

/**
 * Moves a market's first selection's price up or down by one clear step (a dev control): its chance is
 * scaled down (up) by the step; the other sides follow from the one margin.
 */
export function nudge(sm: SimMarket, direction: 'up' | 'down'): void {
  const step = direction === 'up' ? -NUDGE_STEP : NUDGE_STEP;
  sm.bias[0] = (sm.bias[0] as number) + step;
}

/** One nudge in log units: enough to move a price by a few hundredths or more. */
const NUDGE_STEP = 0.25;

/**
 * Scales probabilities to sum to 1 with each within [lo, hi]: a side beyond a bound is held at it and the
 * others share the rest in their proportions (one pass per side at most).
 */
function normalise(p: number[], lo: number, hi: number): void {
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += p[i] as number;
  for (let i = 0; i < p.length; i++) p[i] = sum > 0 ? (p[i] as number) / sum : 1 / p.length;
  const held = p.map(() => false);
  for (let pass = 0; pass < p.length; pass++) {
    let moved = false;
    for (let i = 0; i < p.length; i++) {
      const x = p[i] as number;
      if (!held[i] && (x > hi || x < lo)) {
        p[i] = Math.min(hi, Math.max(lo, x));
        held[i] = true;
        moved = true;
      }
    }
    if (!moved) return;
    let heldSum = 0;
    let freeSum = 0;
    for (let i = 0; i < p.length; i++) {
      if (held[i]) heldSum += p[i] as number;
      else freeSum += p[i] as number;
    }
    if (freeSum <= 0) break;
    for (let i = 0; i < p.length; i++) if (!held[i]) p[i] = ((p[i] as number) * (1 - heldSum)) / freeSum;
  }
  // Every side held at a bound: the sides with room take up what is left, in proportion to their room.
  let gap = 1;
  for (let i = 0; i < p.length; i++) gap -= p[i] as number;
  if (Math.abs(gap) < 1e-12) return;
  const room = p.map((x) => (gap > 0 ? hi - x : x - lo));
  const roomSum = room.reduce((a, b) => a + b, 0);
  if (roomSum > 0) for (let i = 0; i < p.length; i++) p[i] = (p[i] as number) + (gap * (room[i] as number)) / roomSum;
}
