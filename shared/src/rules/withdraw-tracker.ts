import { yuanText } from './money';

/**
 * The withdrawal tracker of /mine/takemoney: the stages an order goes through (已提交 → 风控审核 → 已审核 → 已出款,
 * or 已退回 from review), the reasons an order is held in review (流水未完成 with the turnover left, 实名不符,
 * 人工审核), and how long each stage is expected to last. The api stores each stage it reaches with its time (its
 * stage history) and sends the timeline built here; the page shows that timeline; the statement line and the order's
 * status name read their words from here too.
 */
export const WithdrawStage = {
  SUBMITTED: 'submitted',
  RISK_REVIEW: 'riskReview',
  APPROVED: 'approved',
  PAID: 'paid',
  RETURNED: 'returned',
} as const;
export type WithdrawStage = (typeof WithdrawStage)[keyof typeof WithdrawStage];
export const WITHDRAW_STAGES = Object.values(WithdrawStage) as [WithdrawStage, ...WithdrawStage[]];

export const WITHDRAW_STAGE_NAME: Record<WithdrawStage, string> = {
  submitted: '已提交',
  riskReview: '风控审核',
  approved: '已审核',
  paid: '已出款',
  returned: '已退回',
};

/** An order not yet paid out nor returned, in one word (the order's status name, the statement line's state). */
export const WITHDRAW_PENDING_NAME = '审核中';

/** The way of an order that is paid out; a returned one leaves it after review. */
const PAID_PATH: readonly WithdrawStage[] = [WithdrawStage.SUBMITTED, WithdrawStage.RISK_REVIEW, WithdrawStage.APPROVED, WithdrawStage.PAID];
const RETURNED_PATH: readonly WithdrawStage[] = [WithdrawStage.SUBMITTED, WithdrawStage.RISK_REVIEW, WithdrawStage.RETURNED];

/** Why an order waits in 风控审核. */
export const HoldReason = { TURNOVER: 'turnover', REAL_NAME: 'realName', MANUAL: 'manual' } as const;
export type HoldReason = (typeof HoldReason)[keyof typeof HoldReason];
export const HOLD_REASONS = Object.values(HoldReason) as [HoldReason, ...HoldReason[]];

export const HOLD_REASON_NAME: Record<HoldReason, string> = {
  turnover: '流水未完成',
  realName: '实名不符',
  manual: '人工审核',
};

/** The hold reason an operator typed (its key or its Chinese name), or null. */
export function holdReasonOf(text: string): HoldReason | null {
  const t = text.trim();
  return HOLD_REASONS.find((r) => r === t || HOLD_REASON_NAME[r] === t) ?? null;
}

/** A hold in plain Chinese: 流水未完成 says how much turnover is left. */
export function holdText(reason: HoldReason, turnoverLeftFen: number | null): string {
  if (reason === HoldReason.TURNOVER && turnoverLeftFen !== null && turnoverLeftFen > 0) {
    return `${HOLD_REASON_NAME.turnover}：还需完成流水 ${yuanText(turnoverLeftFen)} 元`;
  }
  return HOLD_REASON_NAME[reason];
}

/** The payout methods, by the keys the withdrawal contract uses. */
export type PayoutMethodKey = 'bank' | 'usdt';

/** From the approval to the money on the account, per method (shown before submit as 审核通过后 N 分钟内到账). */
export const PAYOUT_ARRIVAL_MINUTES: Record<PayoutMethodKey, number> = { bank: 30, usdt: 15 };

/** From submission to the start of the risk review. */
export const SUBMITTED_TO_REVIEW_MINUTES = 1;

/**
 * From entering 风控审核 (or its latest hold) to the decision: a clear review, each hold. A turnover hold waits on the
 * member's bets: its next time is not expected (null).
 */
export const REVIEW_MINUTES: { clear: number } & Record<HoldReason, number | null> = {
  clear: 10,
  manual: 120,
  realName: 24 * 60,
  turnover: null,
};

/** One stored stage of an order: when it was reached, and the hold it carries (风控审核 only). */
export interface StageEntry {
  stage: WithdrawStage;
  at: number;
  hold: HoldReason | null;
  turnoverLeftFen: number | null;
}

/** One step of the timeline the page shows. */
export interface TimelineStep {
  stage: WithdrawStage;
  name: string;
  /** When the order reached it (ms), or null while it is still ahead. */
  at: number | null;
  /** The step the order is in now (the final step once paid or returned). */
  current: boolean;
  /** The next step ahead only: when it is expected (ms), or null when no time can be promised (a turnover hold). */
  expectedAt: number | null;
  /** The hold of the review step, in plain Chinese, while it holds. */
  hold: { reason: HoldReason; name: string; text: string; turnoverLeftFen: number | null } | null;
}

const MINUTE = 60_000;

/** Minutes from entering a stage (with its hold) to the expected next one; null when final or unknown. */
export function minutesToNext(entry: Pick<StageEntry, 'stage' | 'hold'>, method: PayoutMethodKey): number | null {
  switch (entry.stage) {
    case WithdrawStage.SUBMITTED:
      return SUBMITTED_TO_REVIEW_MINUTES;
    case WithdrawStage.RISK_REVIEW:
      return entry.hold === null ? REVIEW_MINUTES.clear : REVIEW_MINUTES[entry.hold];
    case WithdrawStage.APPROVED:
      return PAYOUT_ARRIVAL_MINUTES[method];
    case WithdrawStage.PAID:
    case WithdrawStage.RETURNED:
      return null;
  }
}

/** The order's timeline from its stored stages (any order; the latest entry of a stage is its state). */
export function withdrawTimeline(entries: readonly StageEntry[], method: PayoutMethodKey): TimelineStep[] {
  const sorted = [...entries].sort((a, b) => a.at - b.at);
  const first = new Map<WithdrawStage, StageEntry>();
  const latest = new Map<WithdrawStage, StageEntry>();
  for (const e of sorted) {
    if (!first.has(e.stage)) first.set(e.stage, e);
    latest.set(e.stage, e);
  }
  const path = latest.has(WithdrawStage.RETURNED) ? RETURNED_PATH : PAID_PATH;
  const reachedIndex = path.reduce((last, stage, i) => (first.has(stage) ? i : last), -1);
  return path.map((stage, i) => {
    const reached = first.get(stage);
    const now = latest.get(stage);
    const hold = i === reachedIndex && now?.hold ? now.hold : null;
    let expectedAt: number | null = null;
    if (i === reachedIndex + 1 && reachedIndex >= 0) {
      const previous = latest.get(path[reachedIndex]!)!;
      const minutes = minutesToNext(previous, method);
      expectedAt = minutes === null ? null : previous.at + minutes * MINUTE;
    }
    return {
      stage,
      name: WITHDRAW_STAGE_NAME[stage],
      at: reached ? reached.at : null,
      current: i === reachedIndex,
      expectedAt,
      hold:
        hold && now ? { reason: hold, name: HOLD_REASON_NAME[hold], text: holdText(hold, now.turnoverLeftFen), turnoverLeftFen: now.turnoverLeftFen } : null,
    };
  });
}
