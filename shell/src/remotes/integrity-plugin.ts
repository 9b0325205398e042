import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isManifestPath, pathOf } from './cdn-path';

/** What the integrity plugin reads: the registry's integrity by file path, and the manifests already fetched with it. */
export interface IntegritySource {
  integrityOf(path: string): string | undefined;
  /** A manifest's text fetched ahead with its integrity (warming), or undefined. */
  keptManifest(path: string): Promise<string> | undefined;
  /** A URL of the staff override's origin: loaded as the browser would, without integrity (the api allowed it). */
  relaxed?(url: string): boolean;
}

/**
 * The federation runtime plugin that makes every remote entry and manifest load with the integrity the registry
 * recorded, so a tampered or half-written file in the CDN fails to load instead of running: the entry's script
 * carries it, the manifest's fetch asks with it (or is answered from a manifest fetched ahead with it), and a
 * manifest the registry has no integrity for is refused. Only a staff override's origin (the source says which)
 * loads without: the api put it in this browser's page and CSP after checking the staff token. The one owner of the
 * runtime's fetch hook (the runtime calls every plugin's fetch, so a second one would fetch the manifest twice).
 */
export function integrityPlugin(source: IntegritySource): ModuleFederationRuntimePlugin {
  return {
    name: 'site-registry-integrity',
    createScript: ({ url }) => {
      if (source.relaxed?.(url)) return undefined;
      const integrity = source.integrityOf(pathOf(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    fetch: (url, init) => {
      const path = pathOf(url);
      if (!isManifestPath(path)) return undefined;
      if (source.relaxed?.(url)) return fetch(url, init);
      const integrity = source.integrityOf(path);
      if (!integrity) return Promise.reject(new Error(`${url} has no integrity in the registry: refused`));
      const fetched = (): Promise<Response> => fetch(url, { ...init, integrity });
      const kept = source.keptManifest(path);
      return kept
        ? kept.then(
            (text) => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
            () => fetched(),
          )
        : fetched();
    },
  };
}
