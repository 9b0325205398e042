import { HoldReason } from '@site/shared';
import type { Fen } from '../funds/fen';

/**
 * Fast payouts: the auto-approval policy (site data, payout-policy-store.ts) and its evaluation as a pure function
 * with typed outcomes. A withdrawal the policy allows is approved at once; any other waits in 风控审核 with the hold
 * the refusing rule names, and the rule is recorded with the order's stage (withdraw_stage.decided_by).
 */
export interface PayoutPolicy {
  /** Off: every withdrawal waits for an operator. */
  enabled: boolean;
  /** The largest amount approved at once. */
  maxAmountFen: Fen;
  /** The account's least age. */
  minAccountAgeHours: number;
  /** The turnover asked for by deposits and rewards must be met. */
  requireTurnoverMet: boolean;
  /** No approval at once this long after the withdrawal password changed or a payout card was added. */
  changeQuietHours: number;
  /** Approvals at once per member per Beijing day. */
  dailyCount: number;
}

export const DEFAULT_PAYOUT_POLICY: PayoutPolicy = {
  enabled: true,
  maxAmountFen: 1_000_00,
  minAccountAgeHours: 7 * 24,
  requireTurnoverMet: true,
  changeQuietHours: 48,
  dailyCount: 3,
};

/** What the policy looks at for one withdrawal. */
export interface PayoutFacts {
  amountFen: Fen;
  now: number;
  accountCreatedAt: number;
  turnoverLeftFen: Fen;
  /** The payout account's holder is the member's real name (always true for a USDT address, which has none). */
  realNameMatches: boolean;
  /** The latest withdrawal-password change or payout-card addition, or null. */
  lastChangeAt: number | null;
  /** The member's withdrawals approved at once today (Beijing day), before this one. */
  approvedAtOnceToday: number;
}

/** Each rule of the policy, in the order they are checked; the first that refuses decides. */
export const PayoutRule = {
  DISABLED: 'disabled',
  MAX_AMOUNT: 'maxAmount',
  ACCOUNT_AGE: 'accountAge',
  TURNOVER: 'turnover',
  REAL_NAME: 'realName',
  RECENT_CHANGE: 'recentChange',
  DAILY_COUNT: 'dailyCount',
} as const;
export type PayoutRule = (typeof PayoutRule)[keyof typeof PayoutRule];

/** What an approval at once records as its decider. */
export const APPROVED_AT_ONCE = 'policy';

export type PayoutDecision =
  { kind: 'approve'; decidedBy: typeof APPROVED_AT_ONCE } | { kind: 'review'; decidedBy: PayoutRule; hold: HoldReason; turnoverLeftFen: Fen | null };

const HOUR = 3_600_000;
const review = (decidedBy: PayoutRule, hold: HoldReason = HoldReason.MANUAL, turnoverLeftFen: Fen | null = null): PayoutDecision => ({
  kind: 'review',
  decidedBy,
  hold,
  turnoverLeftFen,
});

export function evaluatePayout(policy: PayoutPolicy, f: PayoutFacts): PayoutDecision {
  if (!policy.enabled) return review(PayoutRule.DISABLED);
  if (f.amountFen > policy.maxAmountFen) return review(PayoutRule.MAX_AMOUNT);
  if (f.now - f.accountCreatedAt < policy.minAccountAgeHours * HOUR) return review(PayoutRule.ACCOUNT_AGE);
  if (policy.requireTurnoverMet && f.turnoverLeftFen > 0) return review(PayoutRule.TURNOVER, HoldReason.TURNOVER, f.turnoverLeftFen);
  if (!f.realNameMatches) return review(PayoutRule.REAL_NAME, HoldReason.REAL_NAME);
  if (f.lastChangeAt !== null && f.now - f.lastChangeAt < policy.changeQuietHours * HOUR) return review(PayoutRule.RECENT_CHANGE);
  if (f.approvedAtOnceToday >= policy.dailyCount) return review(PayoutRule.DAILY_COUNT);
  return { kind: 'approve', decidedBy: APPROVED_AT_ONCE };
}
