import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createShellHost, LazyFederationHost, RUNTIME_CORE_GLOBAL, shellShared, type SharedMap } from './federation-host';

const VERSIONS: SharedMap = {
  react: { singleton: true, version: '19.2.0', requiredVersion: '^19.2.0', strictVersion: false },
  mobx: { singleton: true, version: '6.15.0', requiredVersion: '^6.15.0', strictVersion: false },
};

/** A stand-in host that records what is done to it, in order. */
function fakeHost(log: string[]): ModuleFederation {
  return {
    registerPlugins: (plugins: { name: string }[]) => log.push(`plugins ${plugins.map((p) => p.name).join(',')}`),
    registerRemotes: (remotes: { name: string }[], options?: { force?: boolean }) =>
      log.push(`remotes ${remotes.map((r) => r.name).join(',')}${options?.force ? ' force' : ''}`),
    loadRemote: async (id: string) => {
      log.push(`load ${id}`);
      return { id };
    },
    preloadRemote: async () => {
      log.push('preload');
    },
  } as unknown as ModuleFederation;
}

describe('the shell share scope', () => {
  it('offers each singleton at the version the shell is built with, as loaded (loaded-first keeps it), its module on demand', async () => {
    const shared = shellShared(VERSIONS) as Record<
      string,
      { version: string; loaded: boolean; get(): Promise<() => unknown>; shareConfig: { singleton: boolean; requiredVersion: string } }
    >;
    expect(Object.keys(shared).sort()).toEqual(['mobx', 'react']);
    expect(shared.react!.version).toBe('19.2.0');
    expect(shared.react!.shareConfig).toMatchObject({ singleton: true, requiredVersion: '^19.2.0' });
    expect(Object.values(shared).every((s) => s.loaded)).toBe(true);
    const mobx = await import('mobx');
    expect((await shared.mobx!.get())()).toBe(mobx);
  });

  it('refuses a singleton the shell has no module for (a remote would run a copy of its own)', () => {
    const map: SharedMap = { 'left-pad': { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0', strictVersion: false } };
    expect(() => shellShared(map)).toThrow("[shell] the shared singleton left-pad has no module of the shell's own");
  });
});

describe('createShellHost', () => {
  const g = globalThis as unknown as Record<string, unknown>;
  afterEach(() => {
    delete g[RUNTIME_CORE_GLOBAL];
  });

  it('hands its own federation runtime core to the remotes (kit 1.1: a remote entry carries none) before any remote loads', async () => {
    expect(g[RUNTIME_CORE_GLOBAL]).toBeUndefined();
    const host = await createShellHost(VERSIONS);
    const core = g[RUNTIME_CORE_GLOBAL] as { ModuleFederation: new (...args: never[]) => unknown; getRemoteEntry: unknown };
    expect(typeof core.getRemoteEntry).toBe('function');
    // One core: the host the shell loads remotes with is built by the very core the remotes' entries use.
    expect(host).toBeInstanceOf(core.ModuleFederation);
    expect(host.name).toBe('shell');
  });
});

describe('LazyFederationHost', () => {
  it('creates no host for registrations alone; the first load creates it and applies them first, in order', async () => {
    const log: string[] = [];
    let created = 0;
    const host = new LazyFederationHost(async () => {
      created += 1;
      return fakeHost(log);
    });
    host.registerPlugins([{ name: 'integrity' }]);
    host.registerRemotes([{ name: 'mf_help', entry: '/a/mf-manifest.json' }]);
    host.registerRemotes([{ name: 'mf_help', entry: '/b/mf-manifest.json' }], { force: true });
    await Promise.resolve();
    expect(created).toBe(0);
    expect(log).toEqual([]);
    await expect(host.loadRemote('mf_help/pages')).resolves.toEqual({ id: 'mf_help/pages' });
    expect(created).toBe(1);
    expect(log).toEqual(['plugins integrity', 'remotes mf_help', 'remotes mf_help force', 'load mf_help/pages']);
    // Once created, registrations apply at once and the same host serves every call.
    host.registerRemotes([{ name: 'mf_casino', entry: '/c/mf-manifest.json' }]);
    expect(log.at(-1)).toBe('remotes mf_casino');
    await host.preloadRemote([{ nameOrAlias: 'mf_casino' }]);
    expect(created).toBe(1);
  });

  it('a remote page creates it early (ready): concurrent callers share one creation', async () => {
    const log: string[] = [];
    let created = 0;
    const host = new LazyFederationHost(async () => {
      created += 1;
      return fakeHost(log);
    });
    const [a, b] = await Promise.all([host.ready(), host.ready(), host.loadRemote('mf_help/pages')]);
    expect(a).toBe(b);
    expect(created).toBe(1);
  });

  it('a creation that failed (the runtime chunk did not come) is tried again by the next call', async () => {
    const log: string[] = [];
    let tries = 0;
    const host = new LazyFederationHost(async () => {
      tries += 1;
      if (tries === 1) throw new Error('Loading chunk federation failed');
      return fakeHost(log);
    });
    host.registerRemotes([{ name: 'mf_help', entry: '/a/mf-manifest.json' }]);
    await expect(host.loadRemote('mf_help/pages')).rejects.toThrow('Loading chunk federation failed');
    await expect(host.loadRemote('mf_help/pages')).resolves.toEqual({ id: 'mf_help/pages' });
    expect(tries).toBe(2);
    // The registration made before the failure is not lost.
    expect(log).toEqual(['remotes mf_help', 'load mf_help/pages']);
  });
});
