import type { Cohort, RegistryEntry, VersionRef } from '@site/shared';
import type { SessionBreaker } from './circuit-breaker';
import { loadPlan, type LoadPlan } from './load-plan';

/** One try of loading a remote at one version of its plan. */
export interface TryOf {
  remote: string;
  ref: VersionRef;
  cohort: Cohort;
}

export type TryOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * The loader's own hooks around each try of a version (the federation runtime has none for it: its
 * errorLoadRemote is not called for a load that hangs, and it cannot move a remote to another version's
 * manifest). beforeTry may return what to do when the try ends.
 */
export interface LoadTryHooks {
  name: string;
  beforeTry?: (t: TryOf) => ((outcome: TryOutcome) => void) | void;
}

/** One load by a plan (fallbackPlugin().load). */
export interface FallbackLoad<T> {
  remote: string;
  /** The federation id of the module (remote/path), for the messages. */
  id: string;
  plan: LoadPlan;
  loadAt: (ref: VersionRef, again: boolean) => Promise<T | undefined>;
  leaveAt: (ref: VersionRef) => void;
  told: readonly LoadTryHooks[];
}

export interface Loaded<T> {
  module: T;
  version: string;
  cohort: Cohort;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/**
 * Fallback and the session's circuit breaker: a remote is loaded at the first version of its plan (the canary
 * candidate for the player's cohort, else the active one) and, when that fails or takes longer than timeoutMs,
 * at the next versions in order; a version that failed goes last for this session (the breaker), one that loads
 * is trusted again. When every version fails the last error is thrown (the area shows its error panel).
 */
export function fallbackPlugin({ breaker, timeoutMs }: { breaker: SessionBreaker; timeoutMs: number }) {
  const hooks: LoadTryHooks = {
    name: 'site-fallback-breaker',
    beforeTry:
      ({ remote, ref }) =>
      (outcome) =>
        outcome.ok ? breaker.reset(remote, ref.version) : breaker.trip(remote, ref.version),
  };
  return {
    hooks,
    /** The versions this player tries for a remote, in order (versions failed this session last). */
    planOf: (entry: RegistryEntry, cohortKey: string): LoadPlan => loadPlan(entry, cohortKey, breaker.failed(entry.name)),
    /** A parcel of the version failed to mount: it goes last for this session. */
    mountFailed: (remote: string, version: string): void => breaker.trip(remote, version),
    /**
     * Loads `id` of `remote` by its plan: `loadAt` loads one version (`again`: an earlier try failed, so the
     * remote is registered afresh), each try bounded by timeoutMs and told to `told` (after this plugin's own
     * hooks). When all fail, `leaveAt` gets the plan's first version (a retry starts from it again).
     */
    async load<T>({ remote, id, plan, loadAt, leaveAt, told }: FallbackLoad<T>): Promise<Loaded<T>> {
      for (const s of plan.skipped) console.warn(`[shell] ${remote}@${s.version} skipped: ${s.why}`);
      if (plan.tries.length === 0) throw new Error(`${remote}: no version with a recorded integrity to load`);
      let lastError: unknown;
      for (const { ref, cohort } of plan.tries) {
        const ends = [hooks, ...told].map((h) => h.beforeTry?.({ remote, ref, cohort }));
        const end = (outcome: TryOutcome): void => ends.forEach((e) => e?.(outcome));
        try {
          const mod = await withTimeout(loadAt(ref, lastError !== undefined), timeoutMs, id);
          if (!mod) throw new Error(`${id} loaded empty`);
          if (ref.version !== plan.tries[0]!.ref.version)
            console.warn(`[shell] ${remote} ${plan.tries[0]!.ref.version} failed; running fallback ${ref.version}`);
          end({ ok: true });
          return { module: mod, version: ref.version, cohort };
        } catch (e) {
          console.error(`[shell] loading ${id}@${ref.version} failed`, e);
          end({ ok: false, error: e });
          lastError = e;
        }
      }
      leaveAt(plan.tries[0]!.ref);
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}

export type FallbackPlugin = ReturnType<typeof fallbackPlugin>;
