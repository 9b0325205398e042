import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { openingPageFilesOf } from '@site/shared';
import { pathOf } from './cdn-path';

/** One preload the federation runtime is about to make (its own, as it loads a remote, or the preloader's). */
type PreloadRemoteArgs = Parameters<ModuleFederation['preloadRemote']>[0][number];

/**
 * What this page fetched ahead of the federation runtime: manifests (by path: the integrity-checked text; a
 * manifest is served no-store, so the runtime's fetch is answered from here) and the expose files warmed into
 * the HTTP cache (as `manifest|exposePath`).
 */
export class Warming {
  private readonly manifests = new Map<string, Promise<string>>();
  private readonly exposes = new Set<string>();

  /** The kept text of a manifest, by path, or undefined. */
  manifestAt(path: string): Promise<string> | undefined {
    return this.manifests.get(path);
  }

  /** A manifest's text the page already has (the index page's boot data, checked there), kept as a warm one. */
  seed(manifest: string, text: string): void {
    this.manifests.set(pathOf(manifest), Promise.resolve(text));
  }

  /**
   * Fetches a manifest with its integrity (none: refused) once and keeps it. A failed warm is forgotten: the
   * runtime's own fetch asks again (and reports it) when the remote loads.
   */
  fetchManifest(manifest: string, integrity: string): void {
    const path = pathOf(manifest);
    if (this.manifests.has(path)) return;
    const text = integrity
      ? fetch(manifest, { integrity }).then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${manifest}: HTTP ${res.status}`))))
      : Promise.reject(new Error(`${manifest} has no integrity in the registry: refused`));
    text.catch(() => this.manifests.delete(path));
    this.manifests.set(path, text);
  }

  /**
   * As soon as the manifest is in: its entry, the sync chunks of `exposePath` and the page chunk of `routeName`
   * (openingPageFilesOf: what the index page preloads) handed to `warm`; the runtime's own preload of them is
   * then left out (warmingPlugin).
   */
  warmExpose(manifest: string, exposePath: string, routeName: string | undefined, warm: (url: string) => void): void {
    this.exposes.add(`${manifest}|${exposePath}`);
    this.manifests
      .get(pathOf(manifest))
      ?.then((text) => {
        for (const url of openingPageFilesOf(manifest, text, exposePath, routeName)) warm(url);
      })
      .catch(() => undefined); // The runtime's own fetch asks again and reports it.
  }

  /** Whether a preload asks only for expose files warmed at `manifest` (the version the remote is registered at). */
  isWarmed(op: PreloadRemoteArgs, manifest: string | undefined): boolean {
    const exposes = op.exposes ?? [];
    return (
      manifest !== undefined && op.share !== true && !op.depsRemote && exposes.length > 0 && exposes.every((path) => this.exposes.has(`${manifest}|${path}`))
    );
  }
}

/**
 * The federation runtime plugin that leaves out the runtime's preload of files already warmed: its loadRemote
 * preloads the sync files of the expose it loads (link and script elements built from the manifest: tens of
 * milliseconds of a phone's main thread as the page opens); files warmed at the version the remote is
 * registered at are in the HTTP cache already (the index page preloads them too).
 */
export function warmingPlugin(warming: Warming, manifestOf: (remote: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'site-warm-preloads',
    beforePreloadRemote: ({ preloadOps }) => {
      const kept = preloadOps.filter((op) => !warming.isWarmed(op, manifestOf(op.nameOrAlias)));
      preloadOps.splice(0, preloadOps.length, ...kept);
    },
  };
}
