import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LoadPhase, type Cohort, type LoadEvent, type RuntimeErrorEvent, type TelemetryOutcome } from '@site/shared';
import { LoadTry } from '../telemetry/load-timing';
import type { LoadTryHooks } from './fallback-plugin';

/**
 * The load tries of this page, one per remote (the one under way, or the last): each try's phases are marked as
 * the runtime passes them, and its end, its mount and the runtime errors of its parcel go to `report` (the
 * telemetry beacon).
 */
export class LoadTries {
  private readonly tries = new Map<string, LoadTry>();

  constructor(
    private readonly report: (event: LoadEvent | RuntimeErrorEvent) => void,
    private readonly now: () => number,
  ) {}

  /** Whether the remote has been loaded (or is loading) on this page. */
  has(remote: string): boolean {
    return this.tries.has(remote);
  }

  /** The try of `remote` under way passed `phase` now. */
  pass(remote: string, phase: LoadPhase): void {
    this.tries.get(remote)?.pass(phase, this.now());
  }

  /** The loader's hooks around one try: it begins a LoadTry, and tells its phases when it ends. */
  readonly hooks: LoadTryHooks = {
    name: 'site-load-telemetry',
    beforeTry: ({ remote, ref, cohort }) => {
      const attempt = new LoadTry(remote, ref.version, cohort, this.now());
      this.tries.set(remote, attempt);
      return (outcome) => (outcome.ok ? attempt.succeeded(this.now()) : attempt.failed(this.now())).forEach(this.report);
    },
  };

  /** The parcel of the last try of `remote`, at `version`, mounted (or failed to): told once, and only for that try. */
  mounted(remote: string, version: string, outcome: TelemetryOutcome): void {
    const attempt = this.tries.get(remote);
    const event = attempt?.version === version ? attempt.mounted(outcome, this.now()) : null;
    if (event) this.report(event);
  }

  /** The parcel of `remote` at `version` threw while it was shown. */
  runtimeError(remote: string, version: string, cohort: Cohort): void {
    this.report({ kind: 'runtime', remote, version, cohort });
  }
}

/**
 * The federation runtime plugin that marks the phases of the load try under way as the runtime passes them: the
 * manifest fetched (not one the runtime had in its cache), the entry loaded, the remote initialised.
 */
export function telemetryPlugin(tries: Pick<LoadTries, 'pass'>): ModuleFederationRuntimePlugin {
  return {
    name: 'site-load-telemetry',
    afterLoadManifest: async ({ moduleInfo, response, error, cached }) => {
      if (!error && !cached && response?.ok) tries.pass(moduleInfo.name, LoadPhase.MANIFEST);
    },
    afterLoadEntry: async ({ remoteInfo, error }) => {
      if (!error) tries.pass(remoteInfo.name, LoadPhase.ENTRY);
    },
    afterInitRemote: async ({ remoteInfo, error }) => {
      if (!error) tries.pass(remoteInfo.name, LoadPhase.INIT);
    },
  };
}
