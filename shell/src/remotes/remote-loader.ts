import { makeAutoObservable } from 'mobx';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordVersion, type Registry, type RegistryEntry, type RemoteName } from '@site/shared';
import { partsOf, type ExposedModuleId } from '@site/kit';

/** How long one version of a remote may take to load before the next fallback is tried. */
export const LOAD_TIMEOUT_MS = 15000;

/** The part of the federation runtime the loader drives (the shell's host instance). */
export type FederationHost = Pick<ModuleFederation, 'registerRemotes' | 'registerPlugins' | 'loadRemote'>;

export interface LoadedModule<T> {
  module: T;
  version: string;
}

interface Candidate {
  version: string;
  manifest: string;
  integrity: string;
}

/** Which version of each remote this page has loaded (shown in the footer, read by ops and tests). */
export class LoadedVersions {
  versions: Record<string, string> = {};
  constructor() {
    makeAutoObservable(this);
  }
  set(name: string, version: string): void {
    this.versions[name] = version;
    recordVersion(name, version);
  }
}

const activeOf = (entry: RegistryEntry): Candidate => ({ version: entry.active, manifest: entry.manifest, integrity: entry.integrity });

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
 * The one owner of loading remotes: registers the registry's active versions, loads an exposed
 * module with fallback to the previous good versions, and (as the runtime plugin it installs on
 * the host) makes every remote entry load with the integrity the registry recorded, so a tampered
 * or half-written file in the CDN fails to load instead of running. No module-level state: the
 * shell makes one at start-up and hands it down by context.
 */
export class RemoteLoader {
  readonly loaded = new LoadedVersions();
  private registry: Registry = { updatedAt: '', remotes: {} };
  /** Version each remote is registered at right now (the active one, or a fallback). */
  private readonly registeredAt = new Map<string, string>();
  /** remoteEntry path → subresource integrity from the registry. */
  private readonly integrity = new Map<string, string>();

  constructor(
    private readonly host: FederationHost,
    private readonly timeoutMs = LOAD_TIMEOUT_MS,
  ) {
    host.registerPlugins([this.runtimePlugin()]);
  }

  /** The federation runtime plugin: a remote entry's script carries its registry integrity. */
  runtimePlugin(): ModuleFederationRuntimePlugin {
    return {
      name: 'site-registry-integrity',
      createScript: ({ url }) => {
        const integrity = this.integrity.get(new URL(url, window.location.href).pathname);
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
    };
  }

  /** Registers every active remote of the registry (before the first render). */
  useRegistry(next: Registry): void {
    this.registry = next;
    for (const entry of Object.values(next.remotes)) this.register(entry, activeOf(entry), this.registeredAt.has(entry.name));
  }

  entry(name: string): RegistryEntry | undefined {
    return this.registry.remotes[name];
  }

  private register(entry: RegistryEntry, c: Candidate, force: boolean): void {
    const entryUrl = c.manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js');
    this.integrity.set(new URL(entryUrl, window.location.href).pathname, c.integrity);
    this.host.registerRemotes([{ name: entry.name, entry: c.manifest }], { force });
    this.registeredAt.set(entry.name, c.version);
  }

  /**
   * Loads an exposed module at the active version; when that fails it falls back to the previous
   * good versions in order; when all fail it rejects (the area shows its error panel).
   */
  async load<T>(id: ExposedModuleId): Promise<LoadedModule<T>> {
    const { remote, path } = partsOf(id);
    const entry = this.registry.remotes[remote];
    if (!entry) throw new Error(`${remote} is not in the registry`);
    const mfId = `${remote}/${path.slice(2)}`;
    const candidates: Candidate[] = [activeOf(entry), ...entry.previous];
    let lastError: unknown;
    for (const c of candidates) {
      try {
        if (this.registeredAt.get(remote) !== c.version || lastError !== undefined) this.register(entry, c, true);
        const mod = await withTimeout(this.host.loadRemote<T>(mfId), this.timeoutMs, mfId);
        if (!mod) throw new Error(`${mfId} loaded empty`);
        if (c.version !== entry.active) console.warn(`[shell] ${remote} ${entry.active} failed; running fallback ${c.version}`);
        return { module: mod, version: c.version };
      } catch (e) {
        console.error(`[shell] loading ${mfId}@${c.version} failed`, e);
        lastError = e;
      }
    }
    // Leave the active version registered so that a retry starts from it again.
    this.register(entry, activeOf(entry), true);
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  /** Records the version a mounted parcel reports. */
  markLoaded(remote: RemoteName, version: string): void {
    this.loaded.set(remote, version);
  }
}
