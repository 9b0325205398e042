import { canary, deploy, emptyRegistry } from './registry-logic';
import { bakeText, canaryKeepingPlan, parseBake, parseRolloutStages, plannedCanary, stageChange, stageIndexOf, stopRollout } from './rollout-plan';

const ref = (version: string) => ({ version, manifest: `/cdn/mf-help/${version}/mf-manifest.json`, integrity: 'sha384-e', manifestIntegrity: 'sha384-m' });
const T0 = new Date('2026-11-29T10:00:00Z');
const T1 = new Date('2026-11-29T10:40:00Z');

describe('rollout plans', () => {
  it('reads a plan of rising percents ending at 100, and a bake', () => {
    expect(parseRolloutStages('5,25,50,100')).toEqual({ ok: true, value: [5, 25, 50, 100] });
    expect(parseRolloutStages('100')).toEqual({ ok: true, value: [100] });
    expect(parseRolloutStages('5,5,100')).toEqual({ ok: false, message: '--plan: the stages must rise (got 5,5,100)' });
    expect(parseRolloutStages('5,50')).toEqual({ ok: false, message: '--plan: the last stage must be 100 (got 5,50)' });
    expect(parseRolloutStages('5,x,100')).toMatchObject({ ok: false, message: expect.stringContaining('"x"') });
    expect(parseRolloutStages('0,100')).toMatchObject({ ok: false });
    expect([parseBake('30m'), parseBake('90s'), parseBake('2h'), parseBake('0')]).toEqual([
      { ok: true, value: 1_800_000 },
      { ok: true, value: 90_000 },
      { ok: true, value: 7_200_000 },
      { ok: true, value: 0 },
    ]);
    for (const bad of ['30', '1d', '-5m', '169h', ''])
      expect(parseBake(bad)).toEqual({ ok: false, message: `--bake must be a duration such as 90s, 30m or 2h, at most 168h (got ${bad})` });
    expect([bakeText(1_800_000), bakeText(7_200_000), bakeText(90_000), bakeText(0)]).toEqual(['30m', '2h', '90s', '0s']);
  });

  it('a planned canary starts at the first stage; a stage change keeps the salt and the plan and bakes again', () => {
    let reg = deploy(emptyRegistry(T0), 'mf_help', ref('a'), T0).registry;
    const started = plannedCanary(reg, 'mf_help', ref('b'), { stages: [5, 25, 100], bakeMs: 1_800_000 }, 'salt', T0);
    expect(started.note.reason).toBe('canary of b at 5% (plan 5,25,100, bake 30m)');
    reg = started.registry;
    expect(reg.remotes.mf_help!.candidate).toMatchObject({
      percent: 5,
      salt: 'salt',
      plan: { stages: [5, 25, 100], bakeMs: 1_800_000, stageSince: T0.toISOString() },
    });
    const moved = stageChange(reg, 'mf_help', 25, 'rollout: advance', T1);
    expect(moved.note).toMatchObject({ action: 'canary', from: 'b 5%', to: 'b 25%' });
    expect(moved.registry.remotes.mf_help!.candidate).toMatchObject({
      percent: 25,
      salt: 'salt',
      since: T0.toISOString(),
      plan: { stageSince: T1.toISOString() },
    });
    expect(stageIndexOf(moved.registry.remotes.mf_help!.candidate!.plan!, 25)).toBe(1);
    expect(stageIndexOf(moved.registry.remotes.mf_help!.candidate!.plan!, 30)).toBe(1);
    expect(() => stageChange(moved.registry, 'mf_help', 25, 'x', T1)).toThrow('mf-help b is already at 25%');
    const stopped = stopRollout(moved.registry, 'mf_help', 'rollout: abort', T1);
    expect(stopped.registry.remotes.mf_help!.candidate).toMatchObject({ percent: 0, plan: { stopped: { at: T1.toISOString(), reason: 'rollout: abort' } } });
  });

  it('site-ops canary --percent keeps the plan of the same version (a stopped one runs again), not of another', () => {
    const base = deploy(emptyRegistry(T0), 'mf_help', ref('a'), T0).registry;
    const planned = plannedCanary(base, 'mf_help', ref('b'), { stages: [5, 100], bakeMs: 60_000 }, 'salt', T0).registry;
    const stopped = stopRollout(planned, 'mf_help', 'rollout: abort', T0).registry;
    const again = canaryKeepingPlan(stopped, 'mf_help', ref('b'), 5, 'other', T1).registry.remotes.mf_help!.candidate!;
    expect(again).toMatchObject({ percent: 5, salt: 'salt', plan: { stages: [5, 100], bakeMs: 60_000, stageSince: T1.toISOString() } });
    expect(again.plan!.stopped).toBeUndefined();
    expect(canaryKeepingPlan(planned, 'mf_help', ref('c'), 5, 'other', T1).registry.remotes.mf_help!.candidate).toMatchObject({ version: 'c', salt: 'other' });
    expect(canaryKeepingPlan(planned, 'mf_help', ref('c'), 5, 'other', T1).registry.remotes.mf_help!.candidate!.plan).toBeUndefined();
  });

  it('a stage change without a plan is a plain percent change; none without a canary', () => {
    const reg = canary(deploy(emptyRegistry(T0), 'mf_help', ref('a'), T0).registry, 'mf_help', ref('b'), 10, 's', T0).registry;
    expect(stageChange(reg, 'mf_help', 50, 'by hand', T1).registry.remotes.mf_help!.candidate).toMatchObject({ percent: 50, salt: 's' });
    expect(stageChange(reg, 'mf_help', 50, 'by hand', T1).registry.remotes.mf_help!.candidate!.plan).toBeUndefined();
    const none = deploy(emptyRegistry(T0), 'mf_help', ref('a'), T0).registry;
    expect(() => stageChange(none, 'mf_help', 50, 'x')).toThrow('mf-help has no canary running');
    expect(() => stopRollout(reg, 'mf_help', 'x')).toThrow('mf-help has no planned rollout running');
  });
});
