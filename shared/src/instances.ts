/**
 * A probe for the shared-singleton rule: the shell and every remote record the module objects
 * they were given; e2e tests compare them by identity (same object = one instance).
 */
export interface InstanceSet {
  react: unknown;
  reactDom: unknown;
  reactDomClient: unknown;
  mobx: unknown;
  mobxReactLite: unknown;
  /**
   * Loads this build's 'rxjs' (the shared singleton) when the probe asks: the whole of RxJS is
   * downloaded for the probe only, never by a page that does not use it.
   */
  rxjs: () => Promise<unknown>;
  /** SHARED_MARKER of the bundle: @site/shared is bundled into each build, so these differ. */
  shared: unknown;
  /** KIT_MARKER of '@site/kit': one instance, so the same object everywhere. */
  kit: unknown;
}
/** A module-level marker: one object per loaded copy of @site/shared. */
export const SHARED_MARKER: { readonly id: string } = { id: '@site/shared' };

type ProbeWindow = { __siteInstances?: Record<string, InstanceSet>; __siteVersions?: Record<string, string> };

export function recordInstances(owner: string, set: InstanceSet): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as ProbeWindow;
  (w.__siteInstances ??= {})[owner] = set;
}

/** The version a loaded remote reports (what the page shows as the loaded version). */
export function recordVersion(owner: string, version: string): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as ProbeWindow;
  (w.__siteVersions ??= {})[owner] = version;
}
