import { DEFAULT_PAYOUT_POLICY, evaluatePayout, type PayoutFacts, type PayoutPolicy } from './payout-policy';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 5, 4, 0);
const policy: PayoutPolicy = { ...DEFAULT_PAYOUT_POLICY, maxAmountFen: 1_000_00, minAccountAgeHours: 72, changeQuietHours: 24, dailyCount: 2 };
/** A withdrawal every rule allows. */
const clear: PayoutFacts = {
  amountFen: 500_00,
  now: NOW,
  accountCreatedAt: NOW - 100 * HOUR,
  turnoverLeftFen: 0,
  realNameMatches: true,
  lastChangeAt: NOW - 30 * HOUR,
  approvedAtOnceToday: 0,
};
const decide = (facts: Partial<PayoutFacts>, p: Partial<PayoutPolicy> = {}) => evaluatePayout({ ...policy, ...p }, { ...clear, ...facts });

describe('the fast-payout policy', () => {
  it('approves at once what every rule allows, recording the policy as the decider', () => {
    expect(decide({})).toEqual({ kind: 'approve', decidedBy: 'policy' });
    expect(decide({ lastChangeAt: null })).toEqual({ kind: 'approve', decidedBy: 'policy' });
  });

  it('sends everything to 人工审核 when it is off', () => {
    expect(decide({}, { enabled: false })).toEqual({ kind: 'review', decidedBy: 'disabled', hold: 'manual', turnoverLeftFen: null });
  });

  it('maximum amount: up to it at once, above it to 人工审核', () => {
    expect(decide({ amountFen: 1_000_00 }).kind).toBe('approve');
    expect(decide({ amountFen: 1_000_01 })).toEqual({ kind: 'review', decidedBy: 'maxAmount', hold: 'manual', turnoverLeftFen: null });
  });

  it('account age: a younger account waits', () => {
    expect(decide({ accountCreatedAt: NOW - 72 * HOUR }).kind).toBe('approve');
    expect(decide({ accountCreatedAt: NOW - 72 * HOUR + 1 })).toMatchObject({ kind: 'review', decidedBy: 'accountAge', hold: 'manual' });
  });

  it('turnover: unmet turnover holds as 流水未完成 with the amount left, unless the site does not ask for it', () => {
    expect(decide({ turnoverLeftFen: 120_50 })).toEqual({ kind: 'review', decidedBy: 'turnover', hold: 'turnover', turnoverLeftFen: 120_50 });
    expect(decide({ turnoverLeftFen: 120_50 }, { requireTurnoverMet: false }).kind).toBe('approve');
  });

  it('real name: a holder unlike the member’s real name holds as 实名不符', () => {
    expect(decide({ realNameMatches: false })).toEqual({ kind: 'review', decidedBy: 'realName', hold: 'realName', turnoverLeftFen: null });
  });

  it('recent change: a password change or a new card inside the quiet hours waits', () => {
    expect(decide({ lastChangeAt: NOW - 24 * HOUR }).kind).toBe('approve');
    expect(decide({ lastChangeAt: NOW - 24 * HOUR + 1 })).toMatchObject({ kind: 'review', decidedBy: 'recentChange', hold: 'manual' });
  });

  it('daily count: after the day’s approvals at once, the rest waits', () => {
    expect(decide({ approvedAtOnceToday: 1 }).kind).toBe('approve');
    expect(decide({ approvedAtOnceToday: 2 })).toMatchObject({ kind: 'review', decidedBy: 'dailyCount', hold: 'manual' });
  });

  it('names the first refusing rule, in the policy’s order', () => {
    expect(decide({ amountFen: 5_000_00, accountCreatedAt: NOW, turnoverLeftFen: 1 }).decidedBy).toBe('maxAmount');
    expect(decide({ accountCreatedAt: NOW, turnoverLeftFen: 1 }).decidedBy).toBe('accountAge');
    expect(decide({ turnoverLeftFen: 1, realNameMatches: false }).decidedBy).toBe('turnover');
  });
});
