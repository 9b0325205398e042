import { beijingDay, type SportType } from '@site/shared';

/**
 * The book's policy for the bet slip (spec §9), as tables and pure functions. Money in fen,
 * prices in hong kong thousandths (european = hk + 1).
 */

/** The smallest stake per bet (per combination of a series): 10 yuan. */
export const MIN_STAKE_FEN = 1_000;
/** The largest stake per bet whatever the odds: 50,000 yuan. */
export const MAX_STAKE_FEN = 5_000_000;
/** The most a bet may win (return − stake) at the book's limits: the max stake shrinks as the odds rise. */
export const MAX_WIN_FEN = 5_000_000;
/** In play the limits are this share (per mille) of the pre-match ones. */
export const IN_PLAY_LIMIT_PERMILLE = 500;

/**
 * Max stake of one bet at these legs' odds: the smaller of MAX_STAKE_FEN and MAX_WIN_FEN / (product of
 * european odds − 1), halved in play; floored to the yuan, never below the minimum.
 */
export function maxStakeFen(hkMillis: readonly number[], inPlay: boolean): number {
  let euro = 1n;
  for (const hk of hkMillis) euro *= BigInt(hk + 1000);
  const scale = 1000n ** BigInt(hkMillis.length);
  const profit = euro - scale; // (product − 1) × scale
  let max = profit > 0n ? Number((BigInt(MAX_WIN_FEN) * scale) / profit) : MAX_STAKE_FEN;
  max = Math.min(max, MAX_STAKE_FEN);
  if (inPlay) max = Math.floor((max * IN_PLAY_LIMIT_PERMILLE) / 1000);
  return Math.max(MIN_STAKE_FEN, Math.floor(max / 100) * 100);
}

/**
 * In play, after the delay: the bet is rejected when a leg's european odds fell by more than this
 * (per mille) from the price it was placed at (a move in the player's favour never rejects).
 */
export const DELAY_TOLERANCE_PERMILLE = 20;
export function movedAgainst(placedHkMilli: number, currentHkMilli: number): boolean {
  const placed = placedHkMilli + 1000;
  const current = currentHkMilli + 1000;
  return (placed - current) * 1000 > placed * DELAY_TOLERANCE_PERMILLE;
}

/** Cash-out: the fair value less this margin (per mille); a quote is good for CASH_OUT_QUOTE_MS. */
export const CASH_OUT_MARGIN_PERMILLE = 50;
export const CASH_OUT_QUOTE_MS = 5_000;
/**
 * 部分兑现: a part takes at least this much (1 yuan) and leaves at least as much running; the stake it takes is the
 * same share of the stake as the part is of the quote.
 */
export const CASH_OUT_PART_MIN_FEN = 100;
export function partStakeFen(stakeFen: number, quoteFen: number, partFen: number): number {
  return Number((BigInt(stakeFen) * BigInt(partFen)) / BigInt(quoteFen));
}

/** Early payout (提前派彩): a football 1X2 single is settled as won once its team leads by this many goals. */
export const EARLY_PAYOUT_LEAD = 2;

/**
 * Cash-out value: stake × (the placed product of european odds) / (what the open legs pay now), with
 * settled legs at their factor (legFactorMilli: 1000 = 1) and open ones at their current odds; less
 * the margin, floored to the fen.
 */
export function cashOutFen(
  stakeFen: number,
  legs: readonly { placedHkMilli: number; currentHkMilli: number | null; settledFactorMilli: number | null }[],
): number {
  let num = BigInt(stakeFen) * BigInt(1000 - CASH_OUT_MARGIN_PERMILLE);
  let den = 1000n;
  for (const leg of legs) {
    if (leg.settledFactorMilli !== null) {
      num *= BigInt(leg.settledFactorMilli);
      den *= 1000n;
    } else {
      num *= BigInt(leg.placedHkMilli + 1000);
      den *= BigInt((leg.currentHkMilli ?? leg.placedHkMilli) + 1000);
    }
  }
  return Number(num / den);
}

/**
 * Daily payout limits per member (spec §9), in USD, by group: football and basketball 1.5 million;
 * tennis, American football, baseball, ice hockey, rugby, volleyball 300,000; other sports 200,000;
 * new handicap markets (a market's alternative lines) 25,000. A parlay counts in its strictest leg's group.
 */
export const PAYOUT_GROUP = { MAJOR: 'major', SECOND: 'second', OTHER: 'other', NEW_HANDICAP: 'newHandicap' } as const;
export type PayoutGroup = (typeof PAYOUT_GROUP)[keyof typeof PAYOUT_GROUP];

export const PAYOUT_LIMIT_USD: Readonly<Record<PayoutGroup, number>> = {
  major: 1_500_000,
  second: 300_000,
  other: 200_000,
  newHandicap: 25_000,
};

export const PAYOUT_GROUP_NAMES: Readonly<Record<PayoutGroup, string>> = {
  major: '足球、篮球',
  second: '网球、美式足球、棒球、冰球、橄榄球、排球',
  other: '其他体育项目',
  newHandicap: '新让球盘口',
};

/** Sport types by group (the feed has no American football, ice hockey or rugby of its own: they would be 'second'). */
const SPORT_GROUP: Readonly<Record<SportType, PayoutGroup>> = {
  FT: 'major',
  BK: 'major',
  TN: 'second',
  BS: 'second',
  VB: 'second',
  VF: 'other',
  OP: 'other',
  SK: 'other',
  TT: 'other',
  FS: 'other',
};

/** A market id with an alternative-line suffix (`${gameId}:${kind}:${n}`) is a new handicap market. */
export function payoutGroupOf(gameType: SportType, marketId: string): PayoutGroup {
  if (marketId.split(':').length > 2) return 'newHandicap';
  return SPORT_GROUP[gameType];
}

/** The strictest group of a bet's legs. */
export function strictestGroup(groups: readonly PayoutGroup[]): PayoutGroup {
  return groups.reduce<PayoutGroup>((a, b) => (PAYOUT_LIMIT_USD[b] < PAYOUT_LIMIT_USD[a] ? b : a), 'major');
}

/** The group's daily limit in fen at the configured USD→CNY rate. */
export function payoutLimitFen(group: PayoutGroup, usdCnyRate: number): number {
  return Math.floor(PAYOUT_LIMIT_USD[group] * usdCnyRate * 100);
}

/** The day a bet counts in for the daily limits: the calendar day in China (UTC+8), yyyy-mm-dd. */
export function payoutDayOf(ms: number): string {
  return beijingDay(ms);
}
