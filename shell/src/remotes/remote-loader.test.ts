/** @jest-environment jsdom */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Registry, RegistryEntry } from '@site/shared';
import { EXPOSED } from '@site/kit';
import { syncChunksOf } from '@site/shared';
import { RemoteLoader, type FederationHost, type RemoteLoaderOptions } from './remote-loader';

const MANIFEST = '/cdn/mf-help/b/mf-manifest.json';
const entry: RegistryEntry = {
  name: 'mf_help',
  active: 'b',
  manifest: MANIFEST,
  integrity: 'sha384-entry',
  manifestIntegrity: 'sha384-manifest',
  previous: [],
  available: ['b'],
  activatedAt: '2026-01-01T00:00:00Z',
};
const registry: Registry = { updatedAt: '', remotes: { mf_help: entry } };

/** What the browser's fetch answers here: the text, or a failure, per call. */
function setup(answers: (() => Promise<{ ok: boolean; status: number; text(): Promise<string> }>)[], opts: RemoteLoaderOptions = {}) {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const registered: { name: string; entry: string }[] = [];
  const host: FederationHost = {
    registerPlugins: (p) => void plugins.push(...(p ?? [])),
    registerRemotes: (remotes) => void registered.push(...(remotes as { name: string; entry: string }[])),
    loadRemote: async () => ({ loaded: true }) as never,
  };
  const fetched: { url: string; integrity?: string }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(url), integrity: init?.integrity });
    const next = answers.shift();
    return next ? next() : Promise.reject(new Error('no answer'));
  }) as unknown as typeof fetch;
  // jsdom has no Response: the fields the runtime reads of the manifest's answer.
  const realResponse = globalThis.Response;
  globalThis.Response = class {
    ok = true;
    constructor(
      private readonly body: string,
      readonly init: { status: number },
    ) {}
    get status() {
      return this.init.status;
    }
    text() {
      return Promise.resolve(this.body);
    }
  } as unknown as typeof Response;
  const loader = new RemoteLoader(host, opts);
  loader.useRegistry(registry);
  // The runtime plugin that owns the runtime's fetch (integrity), and the one that filters its preloads (warming).
  const runtimeFetch = (url: string) => plugins.find((p) => p.fetch)!.fetch!(url, {}, undefined as never) as Promise<Response>;
  const restore = () => {
    globalThis.fetch = realFetch;
    globalThis.Response = realResponse;
  };
  const script = (url: string) => plugins.find((p) => p.createScript)!.createScript!({ url } as never);
  return { loader, fetched, runtimeFetch, restore, registered, script, plugin: () => plugins.find((p) => p.beforePreloadRemote)! };
}

const ok = (text: string) => () => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) });
const down = () => Promise.reject(new Error('offline'));

describe('RemoteLoader.warmEntry (a page idle preload, without the federation runtime)', () => {
  it('fetches the manifest once with its integrity, prefetches the entry, and answers the runtime from the kept text', async () => {
    const t = setup([ok('{"id":"mf_help"}')]);
    try {
      const prefetched: string[] = [];
      expect(t.loader.warmEntry('mf_help', (u) => prefetched.push(u))).toBe(true);
      expect(t.loader.warmEntry('mf_help', (u) => prefetched.push(u))).toBe(true);
      expect(prefetched).toEqual(['/cdn/mf-help/b/remoteEntry.js', '/cdn/mf-help/b/remoteEntry.js']);
      const res = await t.runtimeFetch(`http://localhost${MANIFEST}`);
      expect(await res.text()).toBe('{"id":"mf_help"}');
      expect(t.fetched).toEqual([{ url: MANIFEST, integrity: 'sha384-manifest' }]);
    } finally {
      t.restore();
    }
  });

  it('a failed warm is forgotten: the runtime fetches the manifest itself, with its integrity', async () => {
    const t = setup([down, ok('{"id":"again"}')]);
    try {
      t.loader.warmEntry('mf_help', () => undefined);
      const res = await t.runtimeFetch(`http://localhost${MANIFEST}`);
      expect(await res.text()).toBe('{"id":"again"}');
      expect(t.fetched.map((f) => f.integrity)).toEqual(['sha384-manifest', 'sha384-manifest']);
    } finally {
      t.restore();
    }
  });

  it('warms nothing for a remote already loaded on the page', async () => {
    const t = setup([]);
    try {
      await t.loader.load(EXPOSED.mf_help.app);
      expect(t.loader.warmEntry('mf_help', () => undefined)).toBe(false);
      expect(t.fetched).toEqual([]);
    } finally {
      t.restore();
    }
  });

  it('warms nothing for a remote that is not registered', () => {
    const t = setup([]);
    try {
      expect(t.loader.warmEntry('mf_member', () => undefined)).toBe(false);
      expect(t.fetched).toEqual([]);
    } finally {
      t.restore();
    }
  });
});

describe('RemoteLoader.warmOpening (the page being opened, before the federation runtime is in)', () => {
  const manifestText = JSON.stringify({
    exposes: [
      { path: './app', assets: { js: { sync: ['583.abc.js', '__federation_expose_app.def.js'], async: [] } } },
      { path: './legal', assets: { js: { sync: ['583.abc.js', '__federation_expose_legal.123.js'], async: [] } } },
    ],
  });

  it('warms the entry and the sync chunks of the page module once the manifest is in', async () => {
    const t = setup([ok(manifestText)]);
    try {
      const preloads: string[] = [];
      expect(t.loader.warmOpening('mf_help', './app', undefined, (url) => preloads.push(url))).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
      expect(preloads).toEqual(['/cdn/mf-help/b/remoteEntry.js', '/cdn/mf-help/b/583.abc.js', '/cdn/mf-help/b/__federation_expose_app.def.js']);
      // The runtime's fetch of the manifest is answered from the one already fetched.
      await t.runtimeFetch(`http://localhost${MANIFEST}`);
      expect(t.fetched).toHaveLength(1);
    } finally {
      t.restore();
    }
  });

  it('warms the page chunk named after the opening route too (what the index page preloads), each file once', async () => {
    const withPages = JSON.stringify({ ...(JSON.parse(manifestText) as object), pageChunks: { helpTopic: ['583.abc.js', 'topic.ee.js'] } });
    const t = setup([ok(withPages)]);
    try {
      const preloads: string[] = [];
      expect(t.loader.warmOpening('mf_help', './app', 'helpTopic', (url) => preloads.push(url))).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
      expect(preloads).toEqual([
        '/cdn/mf-help/b/remoteEntry.js',
        '/cdn/mf-help/b/583.abc.js',
        '/cdn/mf-help/b/__federation_expose_app.def.js',
        '/cdn/mf-help/b/topic.ee.js',
      ]);
    } finally {
      t.restore();
    }
  });

  it("with the opening page's manifest from the index page (seedManifest), asks for no manifest at all", async () => {
    const t = setup([]);
    try {
      expect(t.loader.seedManifest('mf_help', MANIFEST, manifestText)).toBe(true);
      const preloads: string[] = [];
      expect(t.loader.warmOpening('mf_help', './app', undefined, (url) => preloads.push(url))).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
      expect(preloads).toEqual(['/cdn/mf-help/b/remoteEntry.js', '/cdn/mf-help/b/583.abc.js', '/cdn/mf-help/b/__federation_expose_app.def.js']);
      const res = await t.runtimeFetch(`http://localhost${MANIFEST}`);
      expect(await res.text()).toBe(manifestText);
      expect(t.fetched).toEqual([]);
    } finally {
      t.restore();
    }
  });

  it('keeps no seed for a version the player is not registered at (a canary cohort or a fallback): that manifest is fetched', async () => {
    const t = setup([ok(manifestText)]);
    try {
      expect(t.loader.seedManifest('mf_help', '/cdn/mf-help/other/mf-manifest.json', '{}')).toBe(false);
      expect(t.loader.seedManifest('mf_member', MANIFEST, '{}')).toBe(false);
      await t.runtimeFetch(`http://localhost${MANIFEST}`);
      expect(t.fetched).toEqual([{ url: `http://localhost${MANIFEST}`, integrity: 'sha384-manifest' }]);
    } finally {
      t.restore();
    }
  });

  it('preloads nothing when the manifest did not come', async () => {
    const t = setup([down]);
    try {
      const preloads: string[] = [];
      t.loader.warmOpening('mf_help', './app', undefined, (url) => preloads.push(url));
      await new Promise((r) => setTimeout(r, 0));
      expect(preloads).toEqual([]);
    } finally {
      t.restore();
    }
  });

  it("leaves the runtime's own preload of the warmed page module out, and keeps every other preload", async () => {
    const t = setup([]);
    try {
      // Before any warm: the runtime preloads as usual.
      const before = [{ nameOrAlias: 'mf_help', exposes: ['./app'], resourceCategory: 'sync' as const, share: false, depsRemote: false }];
      await t.plugin().beforePreloadRemote!({ preloadOps: before, options: {} as never, origin: {} as never });
      expect(before).toHaveLength(1);
      t.loader.seedManifest('mf_help', MANIFEST, manifestText);
      t.loader.warmOpening('mf_help', './app', undefined, () => undefined);
      const ops = [
        // What loadRemote asks as it loads the page module: its files are in the HTTP cache already.
        { nameOrAlias: 'mf_help', exposes: ['./app'], resourceCategory: 'sync' as const, share: false, depsRemote: false, recordPreloadedAssets: true },
        // Another module of the remote, its shared modules, another remote: not warmed, kept.
        { nameOrAlias: 'mf_help', exposes: ['./legal'], resourceCategory: 'sync' as const },
        { nameOrAlias: 'mf_help', exposes: ['./app'], share: true },
        { nameOrAlias: 'mf_help' },
        { nameOrAlias: 'mf_member', exposes: ['./app'] },
      ];
      await t.plugin().beforePreloadRemote!({ preloadOps: ops, options: {} as never, origin: {} as never });
      expect(ops).toEqual([
        { nameOrAlias: 'mf_help', exposes: ['./legal'], resourceCategory: 'sync' },
        { nameOrAlias: 'mf_help', exposes: ['./app'], share: true },
        { nameOrAlias: 'mf_help' },
        { nameOrAlias: 'mf_member', exposes: ['./app'] },
      ]);
    } finally {
      t.restore();
    }
  });

  it("keeps the runtime's preload once the remote is registered at another version (a fallback) than the warmed one", async () => {
    const t = setup([]);
    try {
      t.loader.seedManifest('mf_help', MANIFEST, manifestText);
      t.loader.warmOpening('mf_help', './app', undefined, () => undefined);
      t.loader.useRegistry({
        updatedAt: '',
        remotes: { mf_help: { ...entry, active: 'c', manifest: '/cdn/mf-help/c/mf-manifest.json', available: ['b', 'c'] } },
      });
      const ops = [{ nameOrAlias: 'mf_help', exposes: ['./app'] }];
      await t.plugin().beforePreloadRemote!({ preloadOps: ops, options: {} as never, origin: {} as never });
      expect(ops).toHaveLength(1);
    } finally {
      t.restore();
    }
  });

  it("reads only plain file names of the manifest's sync chunks", () => {
    const text = JSON.stringify({ exposes: [{ path: './app', assets: { js: { sync: ['a.js', '../evil.js', 'https://x/y.js', 3] } } }] });
    expect(syncChunksOf(text, './app')).toEqual(['a.js']);
    expect(syncChunksOf('not json', './app')).toEqual([]);
    expect(syncChunksOf(text, './other')).toEqual([]);
  });
});

describe('RemoteLoader.loadAhead (the page being opened, while its guards run)', () => {
  function counting(fail = false, opts: RemoteLoaderOptions = {}) {
    let loads = 0;
    const events: string[] = [];
    const host: FederationHost = {
      registerPlugins: () => undefined,
      registerRemotes: () => undefined,
      loadRemote: async () => {
        loads += 1;
        if (fail && loads === 1) throw new Error('entry failed');
        return { loaded: loads } as never;
      },
    };
    const loader = new RemoteLoader(host, {
      report: (e) => void events.push(e.kind === 'load' ? `${e.remote} ${e.phase} ${e.outcome}` : `${e.remote} ${e.kind}`),
      ...opts,
    });
    loader.useRegistry(registry);
    return { loader, loads: () => loads, events };
  }

  it("a staff override's loads and runtime errors are not the site's telemetry", async () => {
    const t = counting(false, { staffOverride: { remote: 'mf_help', origin: 'http://127.0.0.1:5173' } });
    const { version } = await t.loader.load(EXPOSED.mf_help.app);
    expect(version).toBe('staff-override');
    t.loader.runtimeError('mf_help', 'staff-override');
    expect(t.events).toEqual([]);
  });

  it("the area's load takes the load begun ahead over: one load, one try reported", async () => {
    const t = counting();
    t.loader.loadAhead(EXPOSED.mf_help.app);
    t.loader.loadAhead(EXPOSED.mf_help.app);
    const { module } = await t.loader.load<{ loaded: number }>(EXPOSED.mf_help.app);
    expect(module.loaded).toBe(1);
    expect(t.loads()).toBe(1);
    const oneTry = t.events.length;
    expect(oneTry).toBeGreaterThan(0);
    // Taken over once: the next area loads as before (one more try, as many events).
    await t.loader.load(EXPOSED.mf_help.app);
    expect(t.loads()).toBe(2);
    expect(t.events).toHaveLength(2 * oneTry);
  });

  it('tells an area what has come ahead (it renders the module at once) until an area takes the load over', async () => {
    const t = counting();
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)).toBeUndefined();
    t.loader.loadAhead(EXPOSED.mf_help.app);
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.loader.loadedAhead<{ loaded: number }>(EXPOSED.mf_help.app)?.module.loaded).toBe(1);
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)?.version).toBe('b');
    await t.loader.load(EXPOSED.mf_help.app);
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)).toBeUndefined();
    expect(t.loads()).toBe(1);
  });

  it('a load taken over before it came is never told as come ahead', async () => {
    const t = counting();
    t.loader.loadAhead(EXPOSED.mf_help.app);
    const taken = t.loader.load(EXPOSED.mf_help.app);
    await taken;
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)).toBeUndefined();
  });

  it('a load ahead that failed before the area asked is forgotten: the area loads afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = counting(true);
    t.loader.loadAhead(EXPOSED.mf_help.app);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.loader.loadedAhead(EXPOSED.mf_help.app)).toBeUndefined();
    const { module } = await t.loader.load<{ loaded: number }>(EXPOSED.mf_help.app);
    expect(module.loaded).toBe(2);
  });
});

describe('a staff override (boot data staffOverride, honoured by the api for this browser)', () => {
  const ORIGIN = 'http://127.0.0.1:5173';

  it("registers the overridden remote at the origin's manifest and loads it without integrity; nothing else is relaxed", async () => {
    const t = setup([ok('{"id":"dev"}'), ok('{}')], { staffOverride: { remote: 'mf_help', origin: ORIGIN } });
    try {
      expect(t.registered).toEqual([{ name: 'mf_help', entry: `${ORIGIN}/mf-manifest.json` }]);
      expect(await (await t.runtimeFetch(`${ORIGIN}/mf-manifest.json`)).text()).toBe('{"id":"dev"}');
      expect(t.fetched).toEqual([{ url: `${ORIGIN}/mf-manifest.json` }]);
      expect(t.script(`${ORIGIN}/remoteEntry.js`)).toBeUndefined();
      // Another origin, or the CDN's manifest with no recorded integrity, stays refused.
      await expect(t.runtimeFetch('http://127.0.0.1:5174/mf-manifest.json')).rejects.toThrow('has no integrity in the registry: refused');
    } finally {
      t.restore();
    }
  });

  it('without one, a manifest of that origin is refused (a player never loads it)', async () => {
    const t = setup([]);
    try {
      expect(t.registered).toEqual([{ name: 'mf_help', entry: MANIFEST }]);
      await expect(t.runtimeFetch(`${ORIGIN}/mf-manifest.json`)).rejects.toThrow('has no integrity in the registry: refused');
      expect(t.fetched).toEqual([]);
    } finally {
      t.restore();
    }
  });
});
