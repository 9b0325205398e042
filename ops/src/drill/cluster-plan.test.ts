import { planDrill, type DrillPlanOptions } from './cluster-plan';
import { DRILL_OP_KINDS } from './cluster-reconcile';

const options: DrillPlanOptions = { members: 60, withdrawers: 20, ops: 1200, withdrawalsPerMember: 4, depositsPerMember: 2, seed: 1129, doubleShare: 0.1 };
const countOf = (plan: ReturnType<typeof planDrill>, kind: string) => plan.filter((o) => o.kind === kind).length;

describe('the drill plan', () => {
  it('holds every kind, withdrawals from withdrawers only, a claim and the confirmations of each depositor', () => {
    const plan = planDrill(options);
    expect(plan).toHaveLength(1200);
    for (const kind of DRILL_OP_KINDS) expect(countOf(plan, kind)).toBeGreaterThan(0);
    expect(countOf(plan, 'withdrawal')).toBe(80);
    expect(countOf(plan, 'claim')).toBe(40);
    expect(countOf(plan, 'depositConfirm')).toBe(80);
    expect(plan.filter((o) => o.kind === 'withdrawal').every((o) => o.member < 20)).toBe(true);
    expect(plan.filter((o) => o.kind === 'claim' || o.kind === 'depositConfirm').every((o) => o.member >= 20)).toBe(true);
    expect(new Set(plan.filter((o) => o.kind === 'depositConfirm').map((o) => `${o.member}/${o.order}`)).size).toBe(80);
  });

  it('gives each operation its own key naming its kind (confirmations none: the order is theirs), amounts as typed', () => {
    const plan = planDrill(options);
    const keys = plan.filter((o) => o.kind !== 'depositConfirm').map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const o of plan) {
      if (o.kind === 'depositConfirm') expect(o.key).toBe('');
      else expect(o.key).toBe(`drill-${o.kind}-${o.n}`);
      if (['transferIn', 'transferOut', 'bet', 'withdrawal'].includes(o.kind)) expect(o.amount).toMatch(/^[1-9]\d*\.\d{2}$/);
    }
    expect(plan.filter((o) => o.kind === 'withdrawal').every((o) => Number(o.amount) >= 50)).toBe(true);
  });

  it('sends about the share asked for twice at once', () => {
    const doubled = planDrill(options).filter((o) => o.double).length;
    expect(doubled).toBeGreaterThan(80);
    expect(doubled).toBeLessThan(160);
    expect(planDrill({ ...options, doubleShare: 0 }).some((o) => o.double)).toBe(false);
  });

  it('is the same for the same seed, and interleaves the kinds', () => {
    expect(planDrill(options)).toEqual(planDrill(options));
    const firstHundred = new Set(
      planDrill(options)
        .slice(0, 100)
        .map((o) => o.kind),
    );
    expect(firstHundred.size).toBe(DRILL_OP_KINDS.length);
  });

  it('refuses a plan that cannot hold its fixed operations or has no one to withdraw', () => {
    expect(() => planDrill({ ...options, ops: 100 })).toThrow('100 operations cannot hold the 200 withdrawals, claims and confirmations');
    expect(() => planDrill({ ...options, withdrawers: 0 })).toThrow('the drill needs withdrawers and depositors both');
  });
});
