import { Cohort, LoadPhase, TelemetryOutcome, type LoadEvent, type RuntimeErrorEvent } from '@site/shared';
import { LoadTries, telemetryPlugin } from './telemetry-plugin';

const ref = { version: 'b', manifest: '/cdn/mf-help/b/mf-manifest.json', integrity: 'sha384-e', manifestIntegrity: 'sha384-m' };

function setup() {
  let clock = 100;
  const events: (LoadEvent | RuntimeErrorEvent)[] = [];
  const tries = new LoadTries(
    (e) => void events.push(e),
    () => clock,
  );
  const plugin = telemetryPlugin(tries);
  const at = (ms: number) => void (clock = ms);
  const phases = () => events.map((e) => (e.kind === 'load' ? `${e.phase} ${e.outcome} ${e.ms}` : `${e.kind} ${e.version}`));
  return { tries, plugin, at, events, phases };
}

const remote = { name: 'mf_help' } as never;

describe('telemetryPlugin and LoadTries (the load phases of each try, told when it ends)', () => {
  it("marks the runtime's phases of the try under way and tells them when it loads", async () => {
    const t = setup();
    const end = t.tries.hooks.beforeTry!({ remote: 'mf_help', ref, cohort: Cohort.STABLE })!;
    expect(t.tries.has('mf_help')).toBe(true);
    t.at(130);
    await t.plugin.afterLoadManifest!({ moduleInfo: remote, response: { ok: true } as Response } as never);
    t.at(150);
    await t.plugin.afterLoadEntry!({ remoteInfo: remote } as never);
    t.at(170);
    await t.plugin.afterInitRemote!({ remoteInfo: remote } as never);
    t.at(200);
    end({ ok: true });
    expect(t.phases()).toEqual(['manifest ok 30', 'entry ok 50', 'init ok 70', 'expose ok 100']);
  });

  it('a manifest the runtime had in its cache, or one that failed, passes no phase: the try fails in it', async () => {
    const t = setup();
    const end = t.tries.hooks.beforeTry!({ remote: 'mf_help', ref, cohort: Cohort.STABLE })!;
    await t.plugin.afterLoadManifest!({ moduleInfo: remote, response: { ok: true } as Response, cached: true } as never);
    await t.plugin.afterLoadManifest!({ moduleInfo: remote, error: new Error('integrity') } as never);
    await t.plugin.afterLoadEntry!({ remoteInfo: remote, error: new Error('x') } as never);
    t.at(400);
    end({ ok: false, error: new Error('integrity') });
    expect(t.phases()).toEqual(['manifest error 300']);
  });

  it("tells the mount of the last try once, and only for that try's version; a runtime error with its cohort", () => {
    const t = setup();
    t.tries.mounted('mf_help', 'b', TelemetryOutcome.OK);
    expect(t.events).toEqual([]);
    t.tries.hooks.beforeTry!({ remote: 'mf_help', ref, cohort: Cohort.CANARY });
    t.at(160);
    t.tries.mounted('mf_help', 'a', TelemetryOutcome.OK);
    t.tries.mounted('mf_help', 'b', TelemetryOutcome.ERROR);
    t.tries.mounted('mf_help', 'b', TelemetryOutcome.OK);
    t.tries.runtimeError('mf_help', 'b', Cohort.CANARY);
    expect(t.events).toEqual([
      { kind: 'load', remote: 'mf_help', version: 'b', cohort: Cohort.CANARY, phase: LoadPhase.MOUNT, outcome: TelemetryOutcome.ERROR, ms: 60 },
      { kind: 'runtime', remote: 'mf_help', version: 'b', cohort: Cohort.CANARY },
    ]);
  });
});
