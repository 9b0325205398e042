import { makeAutoObservable } from 'mobx';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  Cohort,
  entryUrlOf,
  hasIntegrity,
  LoadPhase,
  openingPageFilesOf,
  SHELL_AREA,
  TelemetryOutcome,
  recordVersion,
  type LoadEvent,
  type Registry,
  type RegistryEntry,
  type RemoteName,
  type RuntimeErrorEvent,
  type VersionRef,
} from '@site/shared';
import { partsOf, type ExposedModuleId } from '@site/kit';
import { SessionBreaker } from './circuit-breaker';
import { loadPlan } from './load-plan';
import { LoadTry } from '../telemetry/load-timing';

/** One preload the federation runtime is about to make (its own, as it loads a remote, or the preloader's). */
type PreloadRemoteArgs = Parameters<ModuleFederation['preloadRemote']>[0][number];

/** How long one version of a remote may take to load before the next fallback is tried. */
export const LOAD_TIMEOUT_MS = 15000;

/** The part of the federation runtime the loader drives (the shell's host instance). */
export type FederationHost = Pick<ModuleFederation, 'registerRemotes' | 'registerPlugins' | 'loadRemote'>;

export interface LoadedModule<T> {
  module: T;
  version: string;
  cohort: Cohort;
}

/** Which version of each remote this page has loaded and on which side of its canary (footer, ops, tests). */
export class LoadedVersions {
  versions: Record<string, string> = {};
  cohorts: Record<string, Cohort> = {};
  constructor() {
    makeAutoObservable(this);
  }
  set(name: string, version: string, cohort: Cohort = Cohort.STABLE): void {
    this.versions[name] = version;
    this.cohorts[name] = cohort;
    recordVersion(name, version);
  }
}

export interface RemoteLoaderOptions {
  /** Who the player is for the canary: the member id, or the device id for a guest. */
  cohortKey?: () => string;
  /** The session's circuit breaker (versions that failed on an earlier page go last). */
  breaker?: SessionBreaker;
  timeoutMs?: number;
  /** Where each load phase's outcome and time, and each runtime error, goes (the telemetry beacon). */
  report?: (event: LoadEvent | RuntimeErrorEvent) => void;
  now?: () => number;
}

const activeOf = (entry: RegistryEntry): VersionRef => ({
  version: entry.active,
  manifest: entry.manifest,
  integrity: entry.integrity,
  manifestIntegrity: entry.manifestIntegrity,
});

const pathOf = (url: string): string => new URL(url, window.location.href).pathname;
const MANIFEST_FILE = /\/mf-manifest\.json$/;

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
 * The one owner of loading remotes: registers the registry's versions, loads an exposed module at
 * the player's version (the canary candidate when the player's cohort is in it, else the active
 * one) with fallback to the active and previous good versions, and (as the runtime plugin it
 * installs on the host) makes every manifest and remote entry load with the integrity the
 * registry recorded, so a tampered or half-written file in the CDN fails to load instead of
 * running; a version with no recorded integrity is never loaded. No module-level state: the
 * shell makes one at start-up and hands it down by context.
 */
export class RemoteLoader {
  readonly loaded = new LoadedVersions();
  private registry: Registry = { updatedAt: '', remotes: {} };
  /** The version each remote is registered at right now (the active one, or a fallback). */
  private readonly registeredAt = new Map<string, VersionRef>();
  /**
   * Manifests fetched ahead without the federation runtime (warmEntry), by path: the integrity-checked text.
   * A manifest is served no-store (the browser keeps no copy), so the runtime's fetch is answered from here.
   */
  private readonly warmManifests = new Map<string, Promise<string>>();
  /** remoteEntry.js and mf-manifest.json paths → subresource integrity from the registry. */
  private readonly integrity = new Map<string, string>();
  private readonly timeoutMs: number;
  private readonly cohortKey: () => string;
  private readonly breaker: SessionBreaker;
  private readonly report: (event: LoadEvent | RuntimeErrorEvent) => void;
  private readonly now: () => number;
  /** The load try under way (or last made) per remote: the runtime plugin's hooks mark its phases. */
  private readonly tries = new Map<string, LoadTry>();
  /**
   * The expose files warmed into the HTTP cache by warmOpening, as `manifest|exposePath`: the runtime's own
   * preload of them (its loadRemote preloads an expose's sync files) is left out (runtimePlugin).
   */
  private readonly warmedExposes = new Set<string>();
  /** Loads begun ahead of their area (loadAhead), by module: the area's first load() takes each over. */
  private readonly ahead = new Map<ExposedModuleId, Promise<LoadedModule<unknown>>>();
  /** Loads begun ahead that have come, by module (until the area's load() takes them over). */
  private readonly aheadCame = new Map<ExposedModuleId, LoadedModule<unknown>>();

  constructor(
    private readonly host: FederationHost,
    opts: RemoteLoaderOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? LOAD_TIMEOUT_MS;
    this.cohortKey = opts.cohortKey ?? (() => '');
    this.breaker = opts.breaker ?? new SessionBreaker(null);
    this.report = opts.report ?? (() => undefined);
    this.now = opts.now ?? (() => performance.now());
    host.registerPlugins([this.runtimePlugin()]);
  }

  /**
   * The federation runtime plugin: a remote entry's script and a manifest's fetch carry the
   * integrity the registry recorded; a manifest the registry has no integrity for is refused.
   */
  runtimePlugin(): ModuleFederationRuntimePlugin {
    return {
      name: 'site-registry-integrity',
      createScript: ({ url }) => {
        const integrity = this.integrity.get(pathOf(url));
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
      fetch: (url, init, remoteInfo) => {
        if (!MANIFEST_FILE.test(pathOf(url))) return undefined;
        const integrity = this.integrity.get(pathOf(url));
        if (!integrity) return Promise.reject(new Error(`${url} has no integrity in the registry: refused`));
        const fetched = (): Promise<Response> => fetch(url, { ...init, integrity });
        const warm = this.warmManifests.get(pathOf(url));
        const answer = warm
          ? warm.then(
              (text) => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
              () => fetched(),
            )
          : fetched();
        return answer.then((res) => {
          if (res.ok && remoteInfo) this.tries.get(remoteInfo.name)?.pass(LoadPhase.MANIFEST, this.now());
          return res;
        });
      },
      // The runtime's loadRemote preloads the sync files of the expose it loads (link and script elements built
      // from the manifest: tens of milliseconds of a phone's main thread as the page opens). Files warmOpening
      // has warmed are in the HTTP cache already (the index page preloads them too): that preload is left out.
      beforePreloadRemote: ({ preloadOps }) => {
        const kept = preloadOps.filter((op) => !this.isWarmed(op));
        preloadOps.splice(0, preloadOps.length, ...kept);
      },
      afterLoadEntry: async ({ remoteInfo, error }) => {
        if (!error) this.tries.get(remoteInfo.name)?.pass(LoadPhase.ENTRY, this.now());
      },
      afterInitRemote: async ({ remoteInfo, error }) => {
        if (!error) this.tries.get(remoteInfo.name)?.pass(LoadPhase.INIT, this.now());
      },
    };
  }

  /** Whether a preload asks only for expose files warmOpening has warmed at the version the remote is registered at. */
  private isWarmed(op: PreloadRemoteArgs): boolean {
    const manifest = this.registeredAt.get(op.nameOrAlias)?.manifest;
    const exposes = op.exposes ?? [];
    return (
      manifest !== undefined &&
      op.share !== true &&
      !op.depsRemote &&
      exposes.length > 0 &&
      exposes.every((path) => this.warmedExposes.has(`${manifest}|${path}`))
    );
  }

  /** Registers each remote at the version this player starts on (before the first render). */
  useRegistry(next: Registry): void {
    this.registry = next;
    for (const entry of Object.values(next.remotes)) {
      const first = loadPlan(entry, this.cohortKey(), this.breaker.failed(entry.name)).tries[0]?.ref ?? activeOf(entry);
      if (hasIntegrity(first)) this.register(entry, first, this.registeredAt.has(entry.name));
    }
  }

  entry(name: string): RegistryEntry | undefined {
    return this.registry.remotes[name];
  }

  private register(entry: RegistryEntry, c: VersionRef, force: boolean): void {
    this.integrity.set(pathOf(entryUrlOf(c.manifest)), c.integrity);
    this.integrity.set(pathOf(c.manifest), c.manifestIntegrity ?? '');
    this.host.registerRemotes([{ name: entry.name, entry: c.manifest }], { force });
    this.registeredAt.set(entry.name, c);
  }

  /**
   * Warms a remote at the version it is registered at without the federation runtime (a page's idle preload:
   * a shell page never downloads the runtime for it): the manifest is fetched with its integrity and kept for
   * the runtime's fetch; `prefetch` is handed the remote entry's URL (immutable: the browser's cache keeps it,
   * and the entry's script, loaded with its integrity later, is served from there). False when the remote is
   * not registered, or already loaded (or loading) on this page.
   */
  warmEntry(remote: string, prefetch: (url: string) => void): boolean {
    const manifest = this.registeredAt.get(remote)?.manifest;
    // Not registered, or on the page already (loaded or loading: its manifest and entry are in).
    if (!manifest || this.tries.has(remote) || !this.warmManifest(remote)) return false;
    prefetch(entryUrlOf(manifest));
    return true;
  }

  /**
   * The remote of the page being opened: its manifest at once (warmManifest, or none when the index page brought
   * it: seedManifest) and, as soon as it is in, its entry, the sync chunks of `exposePath` and the page chunk named
   * after the page's route `routeName` (openingPageFilesOf: what the index page preloads) handed to `warm`, while
   * the federation runtime is still on its way. `warm` fetches a file into the browser's HTTP cache (the
   * files are immutable: the runtime's scripts are then served from there) rather than preloading it as a
   * script: chromium keeps a script preload that failed and hands it to the script that later asks for the same
   * URL, so after a network failure the error panel's retry could not load the remote; a failed fetch leaves
   * nothing behind. False when the remote is not registered.
   */
  warmOpening(remote: string, exposePath: string, routeName: string | undefined, warm: (url: string) => void): boolean {
    const manifest = this.registeredAt.get(remote)?.manifest;
    if (!manifest || !this.warmManifest(remote)) return false;
    this.warmedExposes.add(`${manifest}|${exposePath}`);
    this.warmManifests
      .get(pathOf(manifest))
      ?.then((text) => {
        for (const url of openingPageFilesOf(manifest, text, exposePath, routeName)) warm(url);
      })
      .catch(() => undefined); // The runtime's own fetch asks again and reports it.
    return true;
  }

  /**
   * The opening page's manifest as the api wrote it into the index page (boot data `opening`, checked there
   * against the registry's integrity), kept for the runtime's fetch as a warm one: no request for it. Only
   * for the version this player is registered at (a canary cohort or a fallback loads another version, whose
   * manifest is fetched as usual). False when it is not that version.
   */
  seedManifest(remote: string, manifest: string, text: string): boolean {
    if (this.registeredAt.get(remote)?.manifest !== manifest) return false;
    this.warmManifests.set(pathOf(manifest), Promise.resolve(text));
    return true;
  }

  /**
   * Fetches the manifest of the version a remote is registered at, with its integrity, and keeps it for the
   * runtime's fetch: the page being opened asks for it with the registry, while the federation runtime is
   * still on its way (the runtime would ask only once it is created, one round trip later). False when the
   * remote is not registered.
   */
  warmManifest(remote: string): boolean {
    const manifest = this.registeredAt.get(remote)?.manifest;
    if (!manifest) return false;
    const path = pathOf(manifest);
    if (!this.warmManifests.has(path)) {
      const integrity = this.integrity.get(path) ?? '';
      const text = integrity
        ? fetch(manifest, { integrity }).then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${manifest}: HTTP ${res.status}`))))
        : Promise.reject(new Error(`${manifest} has no integrity in the registry: refused`));
      // A failed warm is forgotten: the runtime's own fetch asks again (and reports it) when the remote loads.
      text.catch(() => this.warmManifests.delete(path));
      this.warmManifests.set(path, text);
    }
    return true;
  }

  /**
   * Begins loading a module before its area asks (the page being opened, while its guards wait for member
   * info): the remote's entry and pages chunk are evaluated during that wait instead of after it. The area's
   * first load() of the module takes this load over, so it is one load (one telemetry try), not two. A load
   * that failed before the area asked is forgotten: the area loads afresh.
   */
  loadAhead(id: ExposedModuleId): void {
    if (this.ahead.has(id)) return;
    const loading = this.loadNow<unknown>(id);
    loading.then(
      (loaded) => {
        if (this.ahead.get(id) === loading) this.aheadCame.set(id, loaded);
      },
      () => {
        if (this.ahead.get(id) === loading) this.ahead.delete(id);
      },
    );
    this.ahead.set(id, loading);
  }

  /**
   * A load begun ahead that has come and that no area has taken over yet, or undefined: the area being
   * rendered shows its module at once (its first load() still takes the load over).
   */
  loadedAhead<T>(id: ExposedModuleId): LoadedModule<T> | undefined {
    return this.aheadCame.get(id) as LoadedModule<T> | undefined;
  }

  /**
   * Loads an exposed module at the player's version (loadPlan: canary or active); when that fails
   * it falls back to the next versions of the plan in order, remembering the failed one for this
   * session; when all fail it rejects (the area shows its error panel). A load begun ahead is taken over.
   */
  load<T>(id: ExposedModuleId): Promise<LoadedModule<T>> {
    const begun = this.ahead.get(id);
    if (!begun) return this.loadNow<T>(id);
    this.ahead.delete(id);
    this.aheadCame.delete(id);
    return begun as Promise<LoadedModule<T>>;
  }

  private async loadNow<T>(id: ExposedModuleId): Promise<LoadedModule<T>> {
    const { remote, path } = partsOf(id);
    const entry = this.registry.remotes[remote];
    if (!entry) throw new Error(`${remote} is not in the registry`);
    const mfId = `${remote}/${path.slice(2)}`;
    const plan = loadPlan(entry, this.cohortKey(), this.breaker.failed(remote));
    for (const s of plan.skipped) console.warn(`[shell] ${remote}@${s.version} skipped: ${s.why}`);
    if (plan.tries.length === 0) throw new Error(`${remote}: no version with a recorded integrity to load`);
    let lastError: unknown;
    for (const { ref, cohort } of plan.tries) {
      const attempt = new LoadTry(remote, ref.version, cohort, this.now());
      this.tries.set(remote, attempt);
      try {
        if (this.registeredAt.get(remote)?.version !== ref.version || lastError !== undefined) this.register(entry, ref, true);
        const mod = await withTimeout(this.host.loadRemote<T>(mfId), this.timeoutMs, mfId);
        if (!mod) throw new Error(`${mfId} loaded empty`);
        if (ref.version !== plan.tries[0]!.ref.version) console.warn(`[shell] ${remote} ${plan.tries[0]!.ref.version} failed; running fallback ${ref.version}`);
        this.breaker.reset(remote, ref.version);
        attempt.succeeded(this.now()).forEach(this.report);
        return { module: mod, version: ref.version, cohort };
      } catch (e) {
        console.error(`[shell] loading ${mfId}@${ref.version} failed`, e);
        this.breaker.trip(remote, ref.version);
        attempt.failed(this.now()).forEach(this.report);
        lastError = e;
      }
    }
    // Leave the first version of the plan registered so that a retry starts from it again.
    this.register(entry, plan.tries[0]!.ref, true);
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  /**
   * The parcel of the last load of `remote`, at `version`, mounted (or failed to): the mount phase of its try,
   * told once (a parcel of an earlier try, or one already told, says nothing).
   */
  reportMount(remote: RemoteName, version: string, outcome: TelemetryOutcome): void {
    const attempt = this.tries.get(remote);
    const event = attempt?.version === version ? attempt.mounted(outcome, this.now()) : null;
    if (event) this.report(event);
  }

  /**
   * The parcel of `remote` at `version` threw while mounting or before it had shown once: a failed mount of
   * that version (the telemetry the demotion rule counts), and the version goes last for this session, so the
   * area's next load of the remote falls back to the next version of the plan.
   */
  mountFailed(remote: RemoteName, version: string): void {
    this.reportMount(remote, version, TelemetryOutcome.ERROR);
    this.breaker.trip(remote, version);
  }

  /** The parcel of `remote` at `version` threw while it was shown: counted as a runtime error of that version. */
  runtimeError(remote: RemoteName, version: string): void {
    this.report({ kind: 'runtime', remote, version, cohort: this.cohortOfVersion(remote, version) });
  }

  /** The version and cohort of a remote on this page, or of the shell (telemetry's vitals). */
  versionOf(area: string): { version: string; cohort: Cohort } | null {
    if (area === SHELL_AREA) return this.registry.shell ? { version: this.registry.shell.version, cohort: Cohort.STABLE } : null;
    const version = this.loaded.versions[area];
    return version ? { version, cohort: this.loaded.cohorts[area] ?? Cohort.STABLE } : null;
  }

  /** Records the version a mounted parcel reports. */
  markLoaded(remote: RemoteName, version: string): void {
    this.loaded.set(remote, version, this.cohortOfVersion(remote, version));
  }

  private cohortOfVersion(remote: RemoteName, version: string): Cohort {
    return this.registry.remotes[remote]?.candidate?.version === version ? Cohort.CANARY : Cohort.STABLE;
  }
}
