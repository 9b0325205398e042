import { Cohort, LoadPhase, TelemetryOutcome, type LoadEvent } from '@site/shared';

/** The phases before the module is in hand, in order (mount follows in the area). */
const BEFORE_MOUNT: LoadPhase[] = [LoadPhase.MANIFEST, LoadPhase.ENTRY, LoadPhase.INIT, LoadPhase.EXPOSE];

/**
 * One try of loading a remote at one version: the runtime plugin's hooks mark the phases it
 * passes; its end gives the events (pure once built: the clock is handed in). Each event's ms is
 * the time from the start of the try to the end of that phase, so expose is the whole load.
 */
export class LoadTry {
  private readonly passed = new Map<LoadPhase, number>();
  private mountTold = false;

  constructor(
    readonly remote: string,
    readonly version: string,
    readonly cohort: Cohort,
    private readonly startedAt: number,
  ) {}

  /** A phase ended well at `now`; `known` marks one the runtime served from its cache (no time of its own). */
  pass(phase: LoadPhase, now: number): void {
    if (!this.passed.has(phase)) this.passed.set(phase, Math.max(0, now - this.startedAt));
  }

  private event(phase: LoadPhase, outcome: TelemetryOutcome, ms: number): LoadEvent {
    return { kind: 'load', remote: this.remote, version: this.version, cohort: this.cohort, phase, outcome, ms: Math.round(ms) };
  }

  /** The module is in hand: every phase passed (a cached one at the time it was known). */
  succeeded(now: number): LoadEvent[] {
    const total = Math.max(0, now - this.startedAt);
    return BEFORE_MOUNT.map((p) => this.event(p, TelemetryOutcome.OK, p === LoadPhase.EXPOSE ? total : (this.passed.get(p) ?? total)));
  }

  /** The try failed: the phases passed, then an error in the first one not passed. */
  failed(now: number): LoadEvent[] {
    const ok = BEFORE_MOUNT.filter((p) => this.passed.has(p));
    const failedAt = BEFORE_MOUNT.find((p) => !this.passed.has(p)) ?? LoadPhase.EXPOSE;
    return [
      ...ok.map((p) => this.event(p, TelemetryOutcome.OK, this.passed.get(p)!)),
      this.event(failedAt, TelemetryOutcome.ERROR, Math.max(0, now - this.startedAt)),
    ];
  }

  /**
   * The parcel loaded by this try mounted or failed to: the try's mount event, the first time only (a parcel
   * whose root threw on its first render is told as failed, and its mount's resolving later says nothing).
   */
  mounted(outcome: TelemetryOutcome, now: number): LoadEvent | null {
    if (this.mountTold) return null;
    this.mountTold = true;
    return this.event(LoadPhase.MOUNT, outcome, Math.max(0, now - this.startedAt));
  }
}
