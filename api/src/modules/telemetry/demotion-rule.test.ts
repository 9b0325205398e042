import { DEMOTION_RULE, demotionRuleFrom, demotionVerdict } from './demotion-rule';
import type { VersionHealth } from './telemetry-summary';

const h = (version: string, loads: number, failurePercent: number): VersionHealth => ({
  remote: 'mf_help',
  version,
  cohort: 'stable',
  loads,
  failures: Math.round((loads * failurePercent) / 100),
  failurePercent,
  runtimeErrors: 0,
  p75LoadMs: null,
  p75LcpMs: null,
  p75InpMs: null,
  p75Cls: null,
});

describe('demotion rule (min sample 20, absolute 10%, relative 2×)', () => {
  // suspect loads, suspect failure %, baseline failure % (null = no baseline loads) → demote?
  const table: Array<[string, number, number, number | null, boolean]> = [
    ['too few loads, however bad', 19, 100, 0, false],
    ['enough loads, under the absolute threshold', 100, 9.9, 0, false],
    ['over the absolute threshold, at twice a clean baseline (floor 1%)', 20, 10, 0, true],
    ['over the absolute threshold but the stable fails as often', 50, 30, 20, false],
    ['just under twice the baseline', 50, 39, 20, false],
    ['twice the baseline', 50, 40, 20, true],
    ['every load failing, no baseline at all', 20, 100, null, true],
  ];
  it.each(table)('%s', (_label, loads, failure, baseline, demote) => {
    const verdict = demotionVerdict(h('b', loads, failure), baseline === null ? undefined : h('a', 100, baseline));
    expect(verdict.demote).toBe(demote);
  });

  it('no telemetry for the suspect is no demotion', () => {
    expect(demotionVerdict(undefined, h('a', 100, 0))).toEqual({ demote: false, why: 'fewer than 20 loads' });
  });

  it('says why it demoted', () => {
    const v = demotionVerdict(h('b', 25, 100), h('a', 40, 0));
    expect(v).toEqual({ demote: true, reason: "failure 100% over 25 loads (threshold 10%, 2× a's 0%)" });
  });

  it('takes thresholds from the environment, ignoring nonsense', () => {
    expect(demotionRuleFrom({ AUTO_DEMOTION_MIN_SAMPLE: '5', AUTO_DEMOTION_ABSOLUTE_PERCENT: 'x' })).toEqual({ ...DEMOTION_RULE, minSample: 5 });
  });
});
