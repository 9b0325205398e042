import { makeAutoObservable } from 'mobx';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  Cohort,
  entryUrlOf,
  hasIntegrity,
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
import { pathOf } from './cdn-path';
import { SessionBreaker } from './circuit-breaker';
import { fallbackPlugin, type FallbackPlugin, type Loaded } from './fallback-plugin';
import { integrityPlugin } from './integrity-plugin';
import { LoadAhead } from './load-ahead';
import { LoadTries, telemetryPlugin } from './telemetry-plugin';
import type { LoadPlan } from './load-plan';
import { Warming, warmingPlugin } from './warming-plugin';

/** How long one version of a remote may take to load before the next fallback is tried. */
export const LOAD_TIMEOUT_MS = 15000;

/** The part of the federation runtime the loader drives (the shell's host instance). */
export type FederationHost = Pick<ModuleFederation, 'registerRemotes' | 'registerPlugins' | 'loadRemote'>;

export type LoadedModule<T> = Loaded<T>;

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
  /**
   * A staff override the api honoured for this browser (boot data `staffOverride`): this remote is loaded from the
   * origin's manifest, without the registry's integrity (the api's CSP lets this page, and no other, load it).
   */
  staffOverride?: StaffOverride;
}

/** One remote mounted from another origin (a developer's dev server) instead of the CDN. */
export interface StaffOverride {
  remote: string;
  origin: string;
}

/** The version label of an overridden remote until its parcel reports its own. */
export const OVERRIDE_VERSION = 'staff-override';

/** The plan of an overridden remote: its origin's manifest, once (no CDN fallback: the developer sees the failure). */
export function overridePlan(override: StaffOverride): LoadPlan {
  const ref: VersionRef = { version: OVERRIDE_VERSION, manifest: `${override.origin}/mf-manifest.json`, integrity: '' };
  return { cohort: Cohort.STABLE, tries: [{ ref, cohort: Cohort.STABLE }], skipped: [] };
}

const activeOf = (entry: RegistryEntry): VersionRef => ({
  version: entry.active,
  manifest: entry.manifest,
  integrity: entry.integrity,
  manifestIntegrity: entry.manifestIntegrity,
});

/**
 * The one owner of loading remotes: registers the registry's versions and loads an exposed module at the
 * player's version. It composes small plugins, one job each: three federation runtime plugins it installs on
 * the host (integrityPlugin: every manifest and remote entry loads with the integrity the registry recorded, a
 * version with none is never loaded; telemetryPlugin: the load phases of each try; warmingPlugin: no second
 * preload of files warmed ahead) and its own fallbackPlugin (the plan's versions in order, the session's circuit
 * breaker), which tells each try to the telemetry's LoadTries. Warming and LoadAhead keep what this page
 * began ahead of the runtime and of the area. No module-level state: the shell makes one at start-up and hands
 * it down by context.
 */
export class RemoteLoader {
  readonly loaded = new LoadedVersions();
  private registry: Registry = { updatedAt: '', remotes: {} };
  /** The version each remote is registered at right now (the active one, or a fallback). */
  private readonly registeredAt = new Map<string, VersionRef>();
  /** remoteEntry.js and mf-manifest.json paths → subresource integrity from the registry. */
  private readonly integrity = new Map<string, string>();
  private readonly cohortKey: () => string;
  private readonly warming = new Warming();
  private readonly tries: LoadTries;
  private readonly fallback: FallbackPlugin;
  private readonly ahead = new LoadAhead<LoadedModule<unknown>>();
  private readonly override: StaffOverride | undefined;

  constructor(
    private readonly host: FederationHost,
    opts: RemoteLoaderOptions = {},
  ) {
    this.cohortKey = opts.cohortKey ?? (() => '');
    this.override = opts.staffOverride;
    this.tries = new LoadTries(opts.report ?? (() => undefined), opts.now ?? (() => performance.now()));
    this.fallback = fallbackPlugin({ breaker: opts.breaker ?? new SessionBreaker(null), timeoutMs: opts.timeoutMs ?? LOAD_TIMEOUT_MS });
    host.registerPlugins([
      integrityPlugin({
        integrityOf: (path) => this.integrity.get(path),
        keptManifest: (path) => this.warming.manifestAt(path),
        relaxed: (url) => this.override !== undefined && new URL(url, window.location.href).origin === this.override.origin,
      }),
      telemetryPlugin(this.tries),
      warmingPlugin(this.warming, (remote) => this.registeredAt.get(remote)?.manifest),
    ]);
  }

  /** Registers each remote at the version this player starts on (before the first render). */
  useRegistry(next: Registry): void {
    this.registry = next;
    for (const entry of Object.values(next.remotes)) {
      const first = this.planOf(entry).tries[0]?.ref ?? activeOf(entry);
      if (hasIntegrity(first) || this.isOverridden(entry.name)) this.register(entry, first, this.registeredAt.has(entry.name));
    }
  }

  private isOverridden(remote: string): boolean {
    return this.override?.remote === remote;
  }

  /** The versions this player tries: the staff override's origin alone for the overridden remote, else loadPlan's. */
  private planOf(entry: RegistryEntry): LoadPlan {
    return this.override && this.isOverridden(entry.name) ? overridePlan(this.override) : this.fallback.planOf(entry, this.cohortKey());
  }

  entry(name: string): RegistryEntry | undefined {
    return this.registry.remotes[name];
  }

  private register(entry: RegistryEntry, c: VersionRef, force: boolean): void {
    if (!this.isOverridden(entry.name)) {
      this.integrity.set(pathOf(entryUrlOf(c.manifest)), c.integrity);
      this.integrity.set(pathOf(c.manifest), c.manifestIntegrity ?? '');
    }
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
    this.warming.warmExpose(manifest, exposePath, routeName, warm);
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
    this.warming.seed(manifest, text);
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
    this.warming.fetchManifest(manifest, this.integrity.get(pathOf(manifest)) ?? '');
    return true;
  }

  /**
   * Begins loading a module before its area asks (the page being opened, while its guards wait for member
   * info): the remote's entry and pages chunk are evaluated during that wait instead of after it. The area's
   * first load() of the module takes this load over, so it is one load (one telemetry try), not two. A load
   * that failed before the area asked is forgotten: the area loads afresh.
   */
  loadAhead(id: ExposedModuleId): void {
    this.ahead.begin(id, () => this.loadNow<unknown>(id));
  }

  /**
   * A load begun ahead that has come and that no area has taken over yet, or undefined: the area being
   * rendered shows its module at once (its first load() still takes the load over).
   */
  loadedAhead<T>(id: ExposedModuleId): LoadedModule<T> | undefined {
    return this.ahead.cameOf(id) as LoadedModule<T> | undefined;
  }

  /**
   * Loads an exposed module at the player's version (loadPlan: canary or active); when that fails
   * it falls back to the next versions of the plan in order, remembering the failed one for this
   * session; when all fail it rejects (the area shows its error panel). A load begun ahead is taken over.
   */
  load<T>(id: ExposedModuleId): Promise<LoadedModule<T>> {
    return (this.ahead.take(id) as Promise<LoadedModule<T>> | undefined) ?? this.loadNow<T>(id);
  }

  private async loadNow<T>(id: ExposedModuleId): Promise<LoadedModule<T>> {
    const { remote, path } = partsOf(id);
    const entry = this.registry.remotes[remote];
    if (!entry) throw new Error(`${remote} is not in the registry`);
    const mfId = `${remote}/${path.slice(2)}`;
    return this.fallback.load<T>({
      remote,
      id: mfId,
      plan: this.planOf(entry),
      loadAt: (ref, again) => {
        if (this.registeredAt.get(remote)?.version !== ref.version || again) this.register(entry, ref, true);
        return this.host.loadRemote<T>(mfId).then((mod) => mod ?? undefined);
      },
      leaveAt: (ref) => this.register(entry, ref, true),
      // A remote from a developer's origin is no version of the site: its loads are not the site's telemetry.
      told: this.isOverridden(remote) ? [] : [this.tries.hooks],
    });
  }

  /**
   * The parcel of the last load of `remote`, at `version`, mounted (or failed to): the mount phase of its try,
   * told once (a parcel of an earlier try, or one already told, says nothing).
   */
  reportMount(remote: RemoteName, version: string, outcome: TelemetryOutcome): void {
    this.tries.mounted(remote, version, outcome);
  }

  /**
   * The parcel of `remote` at `version` threw while mounting or before it had shown once: a failed mount of
   * that version (the telemetry the demotion rule counts), and the version goes last for this session, so the
   * area's next load of the remote falls back to the next version of the plan.
   */
  mountFailed(remote: RemoteName, version: string): void {
    this.reportMount(remote, version, TelemetryOutcome.ERROR);
    this.fallback.mountFailed(remote, version);
  }

  /** The parcel of `remote` at `version` threw while it was shown: counted as a runtime error of that version. */
  runtimeError(remote: RemoteName, version: string): void {
    if (this.isOverridden(remote)) return;
    this.tries.runtimeError(remote, version, this.cohortOfVersion(remote, version));
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
