import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RegistryEntry, RemoteName } from '@site/shared';
import { entryIntegrity } from './registry-runtime-plugin';

export const LOAD_TIMEOUT_MS = 15000;

export interface LoadedModule<T> {
  module: T;
  version: string;
}

let registry: Registry = { updatedAt: '', remotes: {} };
/** Version each remote is registered at right now (the active one, or a fallback). */
const registeredAt = new Map<string, string>();

function register(entry: RegistryEntry, version: string, manifest: string, integrity: string, force: boolean): void {
  const entryUrl = manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  entryIntegrity.set(new URL(entryUrl, window.location.href).pathname, integrity);
  registerRemotes([{ name: entry.name, entry: manifest }], { force });
  registeredAt.set(entry.name, version);
}

/** Registers every active remote of the registry (before the first render). */
export function applyRegistry(next: Registry): void {
  registry = next;
  for (const entry of Object.values(next.remotes)) register(entry, entry.active, entry.manifest, entry.integrity, registeredAt.has(entry.name));
}

export function registryEntry(name: string): RegistryEntry | undefined {
  return registry.remotes[name];
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e: unknown) => { clearTimeout(t); reject(e); });
  });
}

async function tryLoad<T>(id: string): Promise<T> {
  const mod = await withTimeout(loadRemote<T>(id), LOAD_TIMEOUT_MS, id);
  if (!mod) throw new Error(`${id} loaded empty`);
  return mod;
}

/**
 * Loads `<remote>/<module>` at the active version; when that fails it falls back to the
 * previous good versions in order; when all fail it rejects (the area shows its error panel).
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<LoadedModule<T>> {
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`${remote} is not in the registry`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const candidates = [
    { version: entry.active, manifest: entry.manifest, integrity: entry.integrity },
    ...entry.previous,
  ];
  let lastError: unknown;
  for (const c of candidates) {
    try {
      if (registeredAt.get(remote) !== c.version || lastError !== undefined) register(entry, c.version, c.manifest, c.integrity, true);
      const mod = await tryLoad<T>(id);
      if (c.version !== entry.active) console.warn(`[shell] ${remote} ${entry.active} failed; running fallback ${c.version}`);
      return { module: mod, version: c.version };
    } catch (e) {
      console.error(`[shell] loading ${id}@${c.version} failed`, e);
      lastError = e;
    }
  }
  // Leave the active version registered so that a retry starts from it again.
  register(entry, entry.active, entry.manifest, entry.integrity, true);
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
