import {
  BET_KIND,
  maxReturnFen,
  SERIES_KIND,
  seriesFamilies,
  seriesQuote,
  winFen,
  type BetKind,
  type OddsType,
  type SeriesFamily,
  type SeriesLeg,
} from '@site/shared';
import { belowFloor, betKindOf, betPicksOf, BETTING, needsAccept, orderDataOf, type SlipState } from './slip-state';

/**
 * What a bet of the slip costs and may return, and why it cannot be placed yet (spec §4/§5): every
 * refusal a typed reason, checked in the order of this table.
 */

const FEN_PER_YUAN = 100;

/** Why the slip cannot place its bet. */
export const PLACE_REFUSAL = {
  EMPTY: 'EMPTY',
  DELAY: 'DELAY',
  SAME_GAME: 'SAME_GAME',
  NO_FAMILY: 'NO_FAMILY',
  NOT_CHECKED: 'NOT_CHECKED',
  CLOSED: 'CLOSED',
  BELOW_FLOOR: 'BELOW_FLOOR',
  PRICE_CHANGED: 'PRICE_CHANGED',
  STAKE_EMPTY: 'STAKE_EMPTY',
  BELOW_MIN: 'BELOW_MIN',
  ABOVE_MAX: 'ABOVE_MAX',
  BALANCE: 'BALANCE',
} as const;
export type PlaceRefusal = (typeof PLACE_REFUSAL)[keyof typeof PLACE_REFUSAL];

/**
 * Whether a refusal stands on the slip as it is (the player has to change the slip: take a pick off, leave the
 * series, wait for the delay), or only answers a click (the stake, the balance, a price not checked yet). A
 * standing refusal shows without a click and keeps 确认投注 disabled; either shows only while its cause holds.
 */
export const PLACE_REFUSAL_STANDS: Readonly<Record<PlaceRefusal, boolean>> = {
  EMPTY: true,
  DELAY: true,
  SAME_GAME: true,
  NO_FAMILY: true,
  NOT_CHECKED: false,
  CLOSED: true,
  // A price under the player's floor holds until the price comes back, the floor is lowered or the price accepted.
  BELOW_FLOOR: true,
  PRICE_CHANGED: false,
  STAKE_EMPTY: false,
  BELOW_MIN: false,
  ABOVE_MAX: false,
  BALANCE: false,
};

export interface SlipQuote {
  kind: BetKind;
  /** Combination sizes of the bet (single [1], multiple [N], series the family's). */
  sizes: readonly number[];
  combinations: number;
  unitFen: number;
  totalStakeFen: number;
  /** Return if every leg wins (stake included). */
  maxReturnFen: number;
  /** Net win if every leg wins. */
  winFen: number;
  /** Per unit, from the last price check (yuan → fen): the highest pick minimum and the lowest pick maximum. */
  minFen: number | null;
  maxFen: number | null;
}

/** The legs at their current price (the checked one, else the one seen), by game. */
export function legsOf(slip: SlipState): SeriesLeg[] {
  return slip.picks.flatMap((p) => {
    const o = orderDataOf(p);
    return o ? [{ gameId: String(p.gameInfo.gameId), hkMilli: o.price?.hkMilli ?? o.hkMilli }] : [];
  });
}

/** The series families the slip offers (2..10 legs). */
export function familiesOf(slip: SlipState): SeriesFamily[] {
  return slip.series ? seriesFamilies(slip.picks.length) : [];
}

/** The family the slip places: the one chosen while the slip offers it, otherwise the full system. */
export function chosenFamily(families: readonly SeriesFamily[], chosenId: string | null): SeriesFamily | null {
  return families.find((f) => f.id === chosenId) ?? families.find((f) => f.kind === SERIES_KIND.FULL) ?? families[families.length - 1] ?? null;
}

/** Limits from the open picks only: a suspended market answers no real limit (the slip refuses it as CLOSED). */
function limits(slip: SlipState): { minFen: number | null; maxFen: number | null } {
  const prices = slip.picks.map((p) => orderDataOf(p)?.price);
  if (prices.length === 0 || prices.some((p) => !p)) return { minFen: null, maxFen: null };
  const open = prices.flatMap((p) => (p && p.open ? [p] : []));
  if (open.length === 0) return { minFen: null, maxFen: null };
  return {
    minFen: Math.round(Math.max(...open.map((p) => p.minStake)) * FEN_PER_YUAN),
    maxFen: Math.round(Math.min(...open.map((p) => p.maxStake)) * FEN_PER_YUAN),
  };
}

/** Stake and return of the slip's bet at `unitFen` (per combination for a series; `family` for a series). */
export function slipQuote(slip: SlipState, unitFen: number | null, family: SeriesFamily | null): SlipQuote {
  const kind = betKindOf(slip);
  const legs = legsOf(slip);
  const unit = unitFen !== null && Number.isSafeInteger(unitFen) && unitFen > 0 ? unitFen : 0;
  const base = { kind, unitFen: unit, ...limits(slip) };
  if (kind === BET_KIND.SERIES) {
    if (!family) return { ...base, sizes: [], combinations: 0, totalStakeFen: 0, maxReturnFen: 0, winFen: 0 };
    const q = seriesQuote(legs, family, unit);
    return {
      ...base,
      sizes: family.sizes,
      combinations: q.combinations,
      totalStakeFen: q.totalStakeFen,
      maxReturnFen: q.maxReturnFen,
      winFen: q.maxReturnFen - q.totalStakeFen,
    };
  }
  if (kind === BET_KIND.MULTIPLE) {
    const back = maxReturnFen(legs, [legs.length], unit);
    return { ...base, sizes: [legs.length], combinations: 1, totalStakeFen: unit, maxReturnFen: back, winFen: back - unit };
  }
  const hk = legs[0]?.hkMilli ?? 0;
  const win = winFen(unit, hk);
  return { ...base, sizes: [1], combinations: legs.length ? 1 : 0, totalStakeFen: unit, maxReturnFen: unit + win, winFen: win };
}

export interface PlaceInput {
  unitFen: number | null;
  family: SeriesFamily | null;
  /** The sport venue wallet in fen (from the price check); null until known. */
  balanceFen: number | null;
  /** The odds type the slip reads in: the picks' odds floors count while they read in it (none when not said). */
  oddsType?: OddsType;
}

export type PlaceCheck = { ok: true; quote: SlipQuote } | { ok: false; reason: PlaceRefusal; quote: SlipQuote };

/** Whether the slip may place its bet now, and why not. */
export function placeCheck(slip: SlipState, input: PlaceInput): PlaceCheck {
  const quote = slipQuote(slip, input.unitFen, input.family);
  const refuse = (reason: PlaceRefusal): PlaceCheck => ({ ok: false, reason, quote });
  if (slip.picks.length === 0) return refuse(PLACE_REFUSAL.EMPTY);
  if (slip.picks.some((p) => p.bettingData?.active === BETTING.DELAY)) return refuse(PLACE_REFUSAL.DELAY);
  if (slip.picks.some((p) => p.isInvalid)) return refuse(PLACE_REFUSAL.SAME_GAME);
  if (quote.kind === BET_KIND.SERIES && (!input.family || input.family.legs !== slip.picks.length)) return refuse(PLACE_REFUSAL.NO_FAMILY);
  const prices = slip.picks.map((p) => orderDataOf(p)?.price);
  if (prices.some((p) => !p)) return refuse(PLACE_REFUSAL.NOT_CHECKED);
  if (prices.some((p) => !p?.open)) return refuse(PLACE_REFUSAL.CLOSED);
  // A moved line is another bet: the player accepts it whatever the toggle; a moved price only without auto-accept,
  // and not when the pick's odds floor takes it; a price under the floor is refused as such.
  if (slip.picks.some((p) => orderDataOf(p)?.price?.lineChanged)) return refuse(PLACE_REFUSAL.PRICE_CHANGED);
  if (input.oddsType && !slip.autoAcceptOdds && slip.picks.some((p) => belowFloor(p, input.oddsType!))) return refuse(PLACE_REFUSAL.BELOW_FLOOR);
  if (slip.picks.some((p) => needsAccept(p, slip.autoAcceptOdds, input.oddsType ?? null))) return refuse(PLACE_REFUSAL.PRICE_CHANGED);
  if (input.unitFen === null || input.unitFen <= 0) return refuse(PLACE_REFUSAL.STAKE_EMPTY);
  if (quote.minFen !== null && input.unitFen < quote.minFen) return refuse(PLACE_REFUSAL.BELOW_MIN);
  if (quote.maxFen !== null && input.unitFen > quote.maxFen) return refuse(PLACE_REFUSAL.ABOVE_MAX);
  if (input.balanceFen !== null && quote.totalStakeFen > input.balanceFen) return refuse(PLACE_REFUSAL.BALANCE);
  return { ok: true, quote };
}

/**
 * What a click of 确认投注 asks for: the bet's kind, its picks at the prices and lines seen, the unit stake and the
 * series family. A refusal of the api answers this attempt, and holds only while the slip still asks for it.
 */
export function placeAttempt(slip: SlipState, unitFen: number | null, family: SeriesFamily | null): string {
  return JSON.stringify([betKindOf(slip), betPicksOf(slip), unitFen, family?.id ?? null]);
}

/** Why the last click of 确认投注 placed nothing: the slip's own refusal, or the api's message for that attempt. */
export type PlaceProblem = { refusal: PlaceRefusal } | { message: string; attempt: string };

/** The banner above 确认投注: a refusal of the slip (its Chinese text by reason), or the api's message ('' = generic). */
export type SlipBanner = { refusal: PlaceRefusal } | { message: string } | null;

/**
 * The banner, from the slip as it is now (`verdict`, `attempt`) and the last click's problem: a standing refusal
 * always; a click's refusal while the slip still refuses for that reason; the api's message while the slip asks for
 * the same bet. So a banner goes when its cause goes (a series left, a pick removed, the stake changed).
 */
export function slipBanner(verdict: PlaceCheck, problem: PlaceProblem | null, attempt: string): SlipBanner {
  if (!verdict.ok && PLACE_REFUSAL_STANDS[verdict.reason]) return { refusal: verdict.reason };
  if (!problem) return null;
  if ('refusal' in problem) return !verdict.ok && verdict.reason === problem.refusal ? { refusal: problem.refusal } : null;
  return problem.attempt === attempt ? { message: problem.message } : null;
}

/** 确认投注 is enabled unless a standing refusal holds (the same rule as the banner's). */
export function canPlace(verdict: PlaceCheck): boolean {
  return verdict.ok || !PLACE_REFUSAL_STANDS[verdict.reason];
}
