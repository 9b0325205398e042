import { PROMOTION_MSG, PromotionKind, type PromotionKind as Kind } from '@site/shared';

/** What eligibility is decided from: the activity's window and the member's facts at `now`. */
export interface EligibilityFacts {
  now: number;
  startAt: number;
  endAt: number;
  /** Paid deposits the member has (any time). */
  paidDeposits: number;
}

export type Eligibility = { eligible: true; reason: string } | { eligible: false; reason: string };

const yes: Eligibility = { eligible: true, reason: PROMOTION_MSG.eligible };
const no = (reason: string): Eligibility => ({ eligible: false, reason });

/**
 * Who may join each kind, as a table (checked after the window): a content page has nothing to join;
 * the first-deposit bonus is for members without a paid deposit, the again-deposit bonus for those with one.
 */
export const KIND_ELIGIBILITY: Record<Kind, (f: EligibilityFacts) => Eligibility> = {
  [PromotionKind.RACE]: () => yes,
  [PromotionKind.LAND]: () => no(PROMOTION_MSG.contentOnly),
  [PromotionKind.FIRST_DEPOSIT]: (f) => (f.paidDeposits === 0 ? yes : no(PROMOTION_MSG.depositedBefore)),
  [PromotionKind.AGAIN_DEPOSIT]: (f) => (f.paidDeposits > 0 ? yes : no(PROMOTION_MSG.noDepositYet)),
  [PromotionKind.NEW_TASK]: () => yes,
  [PromotionKind.DRAW_GIFT]: () => yes,
  [PromotionKind.SIGN_GIFT]: () => yes,
  [PromotionKind.BETTING_GIFT]: () => yes,
};

/** The window first (not started, ended), then the kind's own rule. */
export function eligibilityOf(kind: Kind, f: EligibilityFacts): Eligibility {
  if (f.now < f.startAt) return no(PROMOTION_MSG.notStarted);
  if (f.now >= f.endAt) return no(PROMOTION_MSG.ended);
  return KIND_ELIGIBILITY[kind](f);
}

/** Claims keep to the window too, except a race's prize, claimed once the race has ended. */
export function claimWindowRefusal(kind: Kind, now: number, startAt: number, endAt: number): string | null {
  if (now < startAt) return PROMOTION_MSG.notStarted;
  if (now >= endAt && kind !== PromotionKind.RACE) return PROMOTION_MSG.ended;
  return null;
}
