import { fetchRegistry } from './registry';

const REGISTRY = { revision: 2, updatedAt: '2026-11-23T00:00:00.000Z', remotes: {} };

/** A fetch that answers the registry and counts its calls. */
function fetcher(body: unknown = REGISTRY) {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('the remote registry', () => {
  it("is the index page's copy when it is valid: nothing fetched", async () => {
    const f = fetcher();
    expect(await fetchRegistry(f.fn, REGISTRY)).toEqual({ registry: REGISTRY, error: null });
    expect(f.calls).toEqual([]);
  });

  it('is fetched when the page has none or an invalid one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const f = fetcher();
    expect((await fetchRegistry(f.fn, undefined)).registry).toEqual(REGISTRY);
    expect((await fetchRegistry(f.fn, null)).registry).toEqual(REGISTRY);
    expect((await fetchRegistry(f.fn, { remotes: 'broken' })).registry).toEqual(REGISTRY);
    expect(f.calls).toEqual(['/registry.json', '/registry.json', '/registry.json']);
    jest.restoreAllMocks();
  });
});
