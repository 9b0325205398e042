import type { ModuleFederation, createInstance } from '@module-federation/enhanced/runtime';
import type { FederationHost } from './remote-loader';
import type { PreloadHost } from './preload';

/** One shared singleton as the build states it (ops/webpack/shared-map.cjs, injected by the webpack factory). */
export interface SharedSingleton {
  singleton: boolean;
  version: string;
  requiredVersion: string;
  strictVersion: boolean;
}
export type SharedMap = Readonly<Record<string, SharedSingleton>>;
type HostOptions = Parameters<typeof createInstance>[0];

/**
 * The shell's own module of each shared singleton: the very instances the shell runs, handed to every
 * remote through the share scope. Its keys are the shared map's (a test holds them to it); a singleton
 * the map names and this table lacks stops the host (a remote would silently run a copy of its own).
 */
export const SHELL_SINGLETONS: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  rxjs: () => import('rxjs'),
  'rxjs/operators': () => import('rxjs/operators'),
  i18next: () => import('i18next'),
  // Not import('zod'): the remotes take only the members of shared/src/zod-shared.ts, and a whole namespace handed
  // out would keep all of zod in the shell's build. Eager: the shell has run these modules already, and a chunk of
  // their own would be one more request before a remote's page can evaluate.
  zod: () => import(/* webpackMode: "eager" */ '@site/shared/zod').then((m) => m.z),
  '@site/kit': () => import('@site/kit'),
  '@site/kit/parcel': () => import('@site/kit/parcel'),
};

/**
 * The share-scope entries of the shell: each singleton at the shell's version, marked loaded (the shell
 * runs it already, so the 'loaded-first' strategy hands it to every remote even when a remote brings a
 * newer one), its module given on demand (RxJS whole, the parcel kit: only when a remote asks).
 */
export function shellShared(map: SharedMap, modules: Readonly<Record<string, () => Promise<unknown>>> = SHELL_SINGLETONS): NonNullable<HostOptions['shared']> {
  const shared: NonNullable<HostOptions['shared']> = {};
  for (const [key, s] of Object.entries(map)) {
    const load = modules[key];
    if (!load) throw new Error(`[shell] the shared singleton ${key} has no module of the shell's own`);
    shared[key] = {
      version: s.version,
      loaded: true,
      get: () => load().then((m) => () => m),
      shareConfig: { singleton: s.singleton, requiredVersion: s.requiredVersion, strictVersion: s.strictVersion },
    };
  }
  return shared;
}

/**
 * Where a remote built with the federation's externalRuntime option finds the runtime core: the global the
 * build externalizes '@module-federation/runtime-core' to (ModuleFederationPlugin experiments.externalRuntime).
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Kit 1.1: the shell provides the federation runtime core to every remote (which no longer carries its own
 * copy, about 17 KB gzip off each remote's entry). Set before any remote entry is evaluated; a remote's
 * entry reads it when it runs.
 */
export function provideRuntimeCore(target: Record<string, unknown>, core: unknown): void {
  target[RUNTIME_CORE_GLOBAL] = core;
}

/**
 * Creates the shell's host instance: the federation runtime is its own chunk, loaded on first use, and its
 * core is handed to the remotes (provideRuntimeCore) before the host loads any of them.
 */
export async function createShellHost(map: SharedMap): Promise<ModuleFederation> {
  const [{ createInstance }, core] = await Promise.all([
    import(/* webpackChunkName: "federation", webpackFetchPriority: "high" */ '@module-federation/enhanced/runtime'),
    import(/* webpackChunkName: "federation", webpackFetchPriority: "high" */ '@module-federation/runtime-core'),
  ]);
  provideRuntimeCore(globalThis as unknown as Record<string, unknown>, core);
  return createInstance({ name: 'shell', remotes: [], shared: shellShared(map), shareStrategy: 'loaded-first' });
}

type Op = (host: ModuleFederation) => void;

/**
 * The shell's federation host, created when a remote is first loaded or preloaded, not before: a shell
 * page (home) never downloads or runs the federation runtime (about 26 KB gzip). Registrations made before
 * then are kept and applied in order when it is created. A failed creation (the runtime chunk did not
 * come) is tried again by the next call.
 */
export class LazyFederationHost implements FederationHost, PreloadHost {
  private host: ModuleFederation | null = null;
  private creating: Promise<ModuleFederation> | null = null;
  private readonly pending: Op[] = [];

  constructor(private readonly create: () => Promise<ModuleFederation>) {}

  /** The host, created now if it was not (a remote's page asks for it at once: its download starts early). */
  ready(): Promise<ModuleFederation> {
    if (this.host) return Promise.resolve(this.host);
    this.creating ??= this.create().then(
      (host) => {
        for (const op of this.pending.splice(0)) op(host);
        this.host = host;
        return host;
      },
      (e: unknown) => {
        this.creating = null;
        throw e;
      },
    );
    return this.creating;
  }

  private run(op: Op): void {
    if (this.host) op(this.host);
    else this.pending.push(op);
  }

  registerPlugins(...args: Parameters<ModuleFederation['registerPlugins']>): void {
    this.run((host) => host.registerPlugins(...args));
  }

  registerRemotes(...args: Parameters<ModuleFederation['registerRemotes']>): void {
    this.run((host) => host.registerRemotes(...args));
  }

  async loadRemote<T>(id: string, options?: Parameters<ModuleFederation['loadRemote']>[1]): Promise<T | null> {
    return (await this.ready()).loadRemote<T>(id, options);
  }

  async preloadRemote(...args: Parameters<ModuleFederation['preloadRemote']>): Promise<void> {
    return (await this.ready()).preloadRemote(...args);
  }
}
