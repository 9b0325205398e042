/** @jest-environment jsdom */
import { integrityPlugin } from './integrity-plugin';

const MANIFEST = '/cdn/mf-help/b/mf-manifest.json';
const ENTRY = '/cdn/mf-help/b/remoteEntry.js';
const INTEGRITY: Record<string, string> = { [MANIFEST]: 'sha384-manifest', [ENTRY]: 'sha384-entry' };

function setup(kept: Record<string, Promise<string>> = {}) {
  const plugin = integrityPlugin({ integrityOf: (path) => INTEGRITY[path], keptManifest: (path) => kept[path] });
  const fetched: { url: string; integrity?: string }[] = [];
  const realFetch = globalThis.fetch;
  const realResponse = globalThis.Response;
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(url), integrity: init?.integrity });
    return Promise.resolve({ ok: true, text: () => Promise.resolve('{"fetched":true}') });
  }) as unknown as typeof fetch;
  // jsdom has no Response: the body the runtime reads.
  globalThis.Response = class {
    constructor(private readonly body: string) {}
    text() {
      return Promise.resolve(this.body);
    }
  } as unknown as typeof Response;
  const runtimeFetch = (url: string) => plugin.fetch!(url, {}, undefined as never) as Promise<Response> | undefined;
  const restore = () => {
    globalThis.fetch = realFetch;
    globalThis.Response = realResponse;
  };
  return { plugin, fetched, runtimeFetch, restore };
}

describe('integrityPlugin (every manifest and remote entry loads with the integrity the registry recorded)', () => {
  it("gives a remote entry's script its recorded integrity, and leaves a script the registry does not know to the runtime", () => {
    const t = setup();
    try {
      const script = t.plugin.createScript!({ url: `http://localhost${ENTRY}` } as never) as HTMLScriptElement;
      expect(script.integrity).toBe('sha384-entry');
      expect(script.crossOrigin).toBe('anonymous');
      expect(script.src).toBe(`http://localhost${ENTRY}`);
      expect(t.plugin.createScript!({ url: 'http://localhost/cdn/other.js' } as never)).toBeUndefined();
    } finally {
      t.restore();
    }
  });

  it('fetches a manifest with its integrity; a manifest with no recorded integrity is refused; other fetches are left alone', async () => {
    const t = setup();
    try {
      const res = await t.runtimeFetch(`http://localhost${MANIFEST}`)!;
      expect(await res.text()).toBe('{"fetched":true}');
      expect(t.fetched).toEqual([{ url: `http://localhost${MANIFEST}`, integrity: 'sha384-manifest' }]);
      await expect(t.runtimeFetch('http://localhost/cdn/mf-help/x/mf-manifest.json')!).rejects.toThrow(
        'http://localhost/cdn/mf-help/x/mf-manifest.json has no integrity in the registry: refused',
      );
      expect(t.runtimeFetch('http://localhost/api/other.json')).toBeUndefined();
      expect(t.fetched).toHaveLength(1);
    } finally {
      t.restore();
    }
  });

  it('answers from a manifest fetched ahead with its integrity; when that failed, fetches it itself', async () => {
    const ahead = setup({ [MANIFEST]: Promise.resolve('{"kept":true}') });
    try {
      expect(await (await ahead.runtimeFetch(MANIFEST)!).text()).toBe('{"kept":true}');
      expect(ahead.fetched).toEqual([]);
    } finally {
      ahead.restore();
    }
    const failed = setup({ [MANIFEST]: Promise.reject(new Error('offline')) });
    try {
      expect(await (await failed.runtimeFetch(MANIFEST)!).text()).toBe('{"fetched":true}');
      expect(failed.fetched).toEqual([{ url: MANIFEST, integrity: 'sha384-manifest' }]);
    } finally {
      failed.restore();
    }
  });
});
