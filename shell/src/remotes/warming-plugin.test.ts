/** @jest-environment jsdom */
import { Warming, warmingPlugin } from './warming-plugin';

const MANIFEST = '/cdn/mf-help/b/mf-manifest.json';
const manifestText = JSON.stringify({ exposes: [{ path: './app', assets: { js: { sync: ['app.js'] } } }] });

function withFetch(answer: () => Promise<{ ok: boolean; status: number; text(): Promise<string> }>) {
  const fetched: { url: string; integrity?: string }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(url), integrity: init?.integrity });
    return answer();
  }) as unknown as typeof fetch;
  return { fetched, restore: () => void (globalThis.fetch = realFetch) };
}

describe('Warming (what the page fetched ahead of the federation runtime)', () => {
  it('fetches a manifest once, with its integrity, and keeps its text', async () => {
    const f = withFetch(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(manifestText) }));
    try {
      const warming = new Warming();
      warming.fetchManifest(MANIFEST, 'sha384-m');
      warming.fetchManifest(MANIFEST, 'sha384-m');
      await expect(warming.manifestAt(MANIFEST)).resolves.toBe(manifestText);
      expect(f.fetched).toEqual([{ url: MANIFEST, integrity: 'sha384-m' }]);
    } finally {
      f.restore();
    }
  });

  it('refuses a manifest with no integrity, and forgets a failed one (the runtime asks again)', async () => {
    const f = withFetch(() => Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve('') }));
    try {
      const warming = new Warming();
      warming.fetchManifest(MANIFEST, '');
      await expect(warming.manifestAt(MANIFEST)).rejects.toThrow(`${MANIFEST} has no integrity in the registry: refused`);
      expect(warming.manifestAt(MANIFEST)).toBeUndefined();
      warming.fetchManifest(MANIFEST, 'sha384-m');
      await expect(warming.manifestAt(MANIFEST)).rejects.toThrow(`${MANIFEST}: HTTP 503`);
      expect(warming.manifestAt(MANIFEST)).toBeUndefined();
    } finally {
      f.restore();
    }
  });

  it("hands the warmed expose's files to warm once its manifest is in", async () => {
    const warming = new Warming();
    warming.seed(MANIFEST, manifestText);
    const warmed: string[] = [];
    warming.warmExpose(MANIFEST, './app', undefined, (url) => warmed.push(url));
    await warming.manifestAt(MANIFEST);
    expect(warmed).toContain('/cdn/mf-help/b/app.js');
  });
});

describe('warmingPlugin (no second preload of files warmed ahead)', () => {
  it("leaves out the runtime's preload of an expose warmed at the version the remote is registered at, and keeps the rest", async () => {
    const warming = new Warming();
    let registered: string | undefined = MANIFEST;
    const plugin = warmingPlugin(warming, (remote) => (remote === 'mf_help' ? registered : undefined));
    const preload = async (ops: object[]) => {
      await plugin.beforePreloadRemote!({ preloadOps: ops as never, options: {} as never, origin: {} as never });
      return ops;
    };
    expect(await preload([{ nameOrAlias: 'mf_help', exposes: ['./app'] }])).toHaveLength(1);
    warming.warmExpose(MANIFEST, './app', undefined, () => undefined);
    expect(
      await preload([
        { nameOrAlias: 'mf_help', exposes: ['./app'] },
        { nameOrAlias: 'mf_help', exposes: ['./legal'] },
        { nameOrAlias: 'mf_help', exposes: ['./app'], share: true },
        { nameOrAlias: 'mf_help', exposes: ['./app'], depsRemote: [] },
        { nameOrAlias: 'mf_help' },
        { nameOrAlias: 'mf_member', exposes: ['./app'] },
      ]),
    ).toEqual([
      { nameOrAlias: 'mf_help', exposes: ['./legal'] },
      { nameOrAlias: 'mf_help', exposes: ['./app'], share: true },
      { nameOrAlias: 'mf_help', exposes: ['./app'], depsRemote: [] },
      { nameOrAlias: 'mf_help' },
      { nameOrAlias: 'mf_member', exposes: ['./app'] },
    ]);
    registered = '/cdn/mf-help/c/mf-manifest.json';
    expect(await preload([{ nameOrAlias: 'mf_help', exposes: ['./app'] }])).toHaveLength(1);
  });
});
