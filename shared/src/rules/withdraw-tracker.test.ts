import {
  HoldReason,
  holdReasonOf,
  holdText,
  minutesToNext,
  PAYOUT_ARRIVAL_MINUTES,
  REVIEW_MINUTES,
  type StageEntry,
  withdrawTimeline,
  WithdrawStage,
} from './withdraw-tracker';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 4, 0);
const entry = (stage: StageEntry['stage'], at: number, hold: StageEntry['hold'] = null, turnoverLeftFen: number | null = null): StageEntry => ({
  stage,
  at,
  hold,
  turnoverLeftFen,
});

describe('withdrawal tracker rule', () => {
  it('shows the four steps of a paid order with their times, the last one current', () => {
    const steps = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0), entry('approved', T0 + MIN), entry('paid', T0 + 2 * MIN)], 'bank');
    expect(steps.map((s) => [s.name, s.at, s.current, s.expectedAt])).toEqual([
      ['已提交', T0, false, null],
      ['风控审核', T0, false, null],
      ['已审核', T0 + MIN, false, null],
      ['已出款', T0 + 2 * MIN, true, null],
    ]);
  });

  it('expects the next step from the current one: review clear, then the method’s arrival after approval', () => {
    const inReview = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0)], 'usdt');
    expect(inReview[1]).toMatchObject({ current: true, hold: null });
    expect(inReview[2]).toMatchObject({ name: '已审核', at: null, expectedAt: T0 + REVIEW_MINUTES.clear * MIN });
    expect(inReview[3]!.expectedAt).toBeNull();
    const approved = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0), entry('approved', T0 + MIN)], 'usdt');
    expect(approved[3]).toMatchObject({ name: '已出款', expectedAt: T0 + MIN + PAYOUT_ARRIVAL_MINUTES.usdt * MIN });
  });

  it('says why a review holds, in plain Chinese, and times the next step from the latest hold', () => {
    const held = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0), entry('riskReview', T0 + 5 * MIN, HoldReason.MANUAL)], 'bank');
    expect(held[1]).toMatchObject({ at: T0, current: true, hold: { reason: 'manual', name: '人工审核', text: '人工审核' } });
    expect(held[2]!.expectedAt).toBe(T0 + 5 * MIN + 120 * MIN);
    const realName = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0, HoldReason.REAL_NAME)], 'bank');
    expect(realName[1]!.hold!.text).toBe('实名不符');
    expect(realName[2]!.expectedAt).toBe(T0 + 24 * 60 * MIN);
  });

  it('promises no time while the turnover is not met, and says how much is left', () => {
    const held = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0, HoldReason.TURNOVER, 12_050)], 'bank');
    expect(held[1]!.hold).toEqual({ reason: 'turnover', name: '流水未完成', text: '流水未完成：还需完成流水 120.50 元', turnoverLeftFen: 12_050 });
    expect(held[2]!.expectedAt).toBeNull();
    expect(holdText(HoldReason.TURNOVER, null)).toBe('流水未完成');
  });

  it('takes a returned order off the payout path: 已提交 → 风控审核 → 已退回, no hold left', () => {
    const steps = withdrawTimeline([entry('submitted', T0), entry('riskReview', T0, HoldReason.MANUAL), entry('returned', T0 + 9 * MIN)], 'bank');
    expect(steps.map((s) => s.name)).toEqual(['已提交', '风控审核', '已退回']);
    expect(steps.map((s) => s.current)).toEqual([false, false, true]);
    expect(steps[1]!.hold).toBeNull();
  });

  it('reads an operator’s hold reason by key or by its Chinese name', () => {
    expect(holdReasonOf('人工审核')).toBe('manual');
    expect(holdReasonOf(' realName ')).toBe('realName');
    expect(holdReasonOf('流水未完成')).toBe('turnover');
    expect(holdReasonOf('别的')).toBeNull();
  });

  it('gives no next time after a final stage', () => {
    expect(minutesToNext({ stage: WithdrawStage.PAID, hold: null }, 'bank')).toBeNull();
    expect(minutesToNext({ stage: WithdrawStage.RETURNED, hold: null }, 'bank')).toBeNull();
    expect(minutesToNext({ stage: WithdrawStage.APPROVED, hold: null }, 'bank')).toBe(PAYOUT_ARRIVAL_MINUTES.bank);
  });
});
