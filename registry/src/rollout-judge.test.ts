import fc from 'fast-check';
import {
  compareRollout,
  judgeRollout,
  ROLLOUT_MARGINS,
  rolloutMarginsFrom,
  RolloutMetric,
  verdictText,
  verdictTextZh,
  type RolloutStats,
} from './rollout-judge';

const plan = { stages: [5, 25, 50, 100], bakeMs: 30 * 60_000 };
const M = ROLLOUT_MARGINS;
const stats = (over: Partial<RolloutStats> = {}): RolloutStats => ({ loads: 40, failurePercent: 1, runtimeErrors: 0, p75LcpMs: 1200, p75InpMs: 80, ...over });
const T0 = Date.parse('2026-11-29T10:00:00Z');
const baked = T0 + plan.bakeMs;

describe('judgeRollout, rule by rule', () => {
  it('waits while the candidate has fewer loads than the minimum, saying how many', () => {
    const v = judgeRollout(plan, 0, T0, baked, stats({ loads: 19, failurePercent: 100 }), stats(), M);
    expect(v).toEqual({ kind: 'wait', why: 'loads', side: 'candidate', loads: 19, needed: 20 });
    expect(verdictText(v)).toBe('wait: the candidate has 19 of the 20 loads needed in this stage');
    expect(verdictTextZh(v)).toBe('等待：候选版本本阶段加载 19 次，需 20 次');
    expect(judgeRollout(plan, 0, T0, baked, undefined, stats(), M)).toMatchObject({ kind: 'wait', why: 'loads', loads: 0 });
  });
  it('waits while the stable version has too few loads to compare with', () => {
    expect(judgeRollout(plan, 0, T0, baked, stats(), stats({ loads: 3 }), M)).toEqual({ kind: 'wait', why: 'loads', side: 'stable', loads: 3, needed: 20 });
  });
  it('aborts on a load failure rate worse by more than its margin, naming the metric and both values', () => {
    const v = judgeRollout(plan, 1, T0, T0 + 1, stats({ failurePercent: 3.1 }), stats({ failurePercent: 1 }), M);
    expect(v).toEqual({ kind: 'abort', metric: RolloutMetric.LOAD_FAILURE, candidate: 3.1, stable: 1, margin: 2 });
    expect(verdictText(v)).toBe("abort: load failure rate 3.1% against the stable's 1% (margin 2%)");
    expect(verdictTextZh(v)).toBe('中止：加载失败率 3.1%，稳定版本 1%（容差 2%）');
    // Exactly at the margin is not worse by more than it.
    expect(judgeRollout(plan, 1, T0, baked, stats({ failurePercent: 3 }), stats({ failurePercent: 1 }), M).kind).toBe('advance');
  });
  it('aborts on the runtime error rate (errors per 100 loads)', () => {
    expect(judgeRollout(plan, 0, T0, baked, stats({ runtimeErrors: 2 }), stats(), M)).toEqual({
      kind: 'abort',
      metric: RolloutMetric.RUNTIME_ERROR,
      candidate: 5,
      stable: 0,
      margin: 2,
    });
  });
  it('aborts on p75 LCP and p75 INP; a vital measured on one side only is not compared', () => {
    expect(judgeRollout(plan, 0, T0, baked, stats({ p75LcpMs: 1701 }), stats(), M)).toMatchObject({
      kind: 'abort',
      metric: 'p75-lcp',
      candidate: 1701,
      stable: 1200,
    });
    expect(judgeRollout(plan, 0, T0, baked, stats({ p75InpMs: 181 }), stats(), M)).toMatchObject({
      kind: 'abort',
      metric: 'p75-inp',
      candidate: 181,
      stable: 80,
    });
    expect(judgeRollout(plan, 0, T0, baked, stats({ p75LcpMs: 9000 }), stats({ p75LcpMs: null }), M).kind).toBe('advance');
  });
  it('aborts before the bake is over: a bad stage is not left to bake', () => {
    expect(judgeRollout(plan, 0, T0, T0 + 1000, stats({ failurePercent: 50 }), stats(), M).kind).toBe('abort');
  });
  it('waits while the stage bakes, saying how long', () => {
    const v = judgeRollout(plan, 0, T0, T0 + 10 * 60_000, stats(), stats(), M);
    expect(v).toEqual({ kind: 'wait', why: 'bake', remainingMs: 20 * 60_000 });
    expect(verdictText(v)).toBe('wait: the stage bakes 20 min more');
  });
  it('advances to the next stage after the bake, and completes after the 100 % stage', () => {
    expect(judgeRollout(plan, 0, T0, baked, stats(), stats(), M)).toEqual({ kind: 'advance', from: 5, to: 25 });
    expect(judgeRollout(plan, 2, T0, baked, stats(), stats(), M)).toEqual({ kind: 'advance', from: 50, to: 100 });
    const done = judgeRollout(plan, 3, T0, baked, stats(), stats(), M);
    expect(done).toEqual({ kind: 'complete', from: 100 });
    expect(verdictText(done)).toBe('complete: promote after the 100% stage');
  });
  it('compares every metric with its margin', () => {
    expect(compareRollout(stats({ failurePercent: 4 }), stats(), M).map((m) => [m.metric, m.candidate, m.stable, m.margin, m.worse])).toEqual([
      ['load-failure-rate', 4, 1, 2, true],
      ['runtime-error-rate', 0, 0, 2, false],
      ['p75-lcp', 1200, 1200, 500, false],
      ['p75-inp', 80, 80, 100, false],
    ]);
  });
  it('takes the margins from the environment and refuses nonsense naming the variable', () => {
    expect(rolloutMarginsFrom({ ROLLOUT_MIN_LOADS: '5', ROLLOUT_MARGIN_LCP_MS: '250' })).toEqual({ ...M, minLoads: 5, lcpMs: 250 });
    expect(() => rolloutMarginsFrom({ ROLLOUT_MARGIN_INP_MS: 'x' })).toThrow('ROLLOUT_MARGIN_INP_MS must be a number, 0 or more (got x)');
    expect(() => rolloutMarginsFrom({ ROLLOUT_MIN_LOADS: '0' })).toThrow('ROLLOUT_MIN_LOADS must be a whole number of loads, 1 or more (got 0)');
  });
});

describe('judgeRollout, properties', () => {
  const vital = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
  const statsArb = fc.record({
    loads: fc.integer({ min: 0, max: 500 }),
    failurePercent: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
    runtimeErrors: fc.integer({ min: 0, max: 200 }),
    p75LcpMs: vital,
    p75InpMs: vital,
  });
  const marginsArb = fc.record({
    minLoads: fc.integer({ min: 1, max: 100 }),
    loadFailurePoints: fc.integer({ min: 0, max: 20 }),
    runtimeErrorPoints: fc.integer({ min: 0, max: 20 }),
    lcpMs: fc.integer({ min: 0, max: 2000 }),
    inpMs: fc.integer({ min: 0, max: 500 }),
  });
  const input = fc.tuple(statsArb, statsArb, marginsArb, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 * plan.bakeMs }));

  it('never advances or completes while a metric is worse by more than its margin', () => {
    fc.assert(
      fc.property(input, ([c, s, m, stage, elapsed]) => {
        const v = judgeRollout(plan, stage, T0, T0 + elapsed, c, s, m);
        if (v.kind === 'advance' || v.kind === 'complete') expect(compareRollout(c, s, m).some((x) => x.worse)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
  it('never judges on fewer loads than the minimum: only a wait that says so', () => {
    fc.assert(
      fc.property(input, ([c, s, m, stage, elapsed]) => {
        const v = judgeRollout(plan, stage, T0, T0 + elapsed, c, s, m);
        if (c.loads < m.minLoads || s.loads < m.minLoads) expect(v).toMatchObject({ kind: 'wait', why: 'loads' });
        else expect(v).not.toMatchObject({ why: 'loads' });
      }),
      { numRuns: 500 },
    );
  });
  it('never advances before the stage has baked', () => {
    fc.assert(
      fc.property(input, ([c, s, m, stage, elapsed]) => {
        const v = judgeRollout(plan, stage, T0, T0 + elapsed, c, s, m);
        if (v.kind === 'advance' || v.kind === 'complete') expect(elapsed).toBeGreaterThanOrEqual(plan.bakeMs);
      }),
      { numRuns: 500 },
    );
  });
});
