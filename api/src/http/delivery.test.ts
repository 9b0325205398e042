import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { TEST_SECRETS } from '../test-support';
import { CachePolicy } from './cache-policy';

/** A data dir with one CDN version and a shell build, each file with the .br/.gz copies a deploy writes. */
function siteOnDisk(root: string, registryBytes: number) {
  const script = Buffer.from('console.log("星耀体育 remote entry");\n'.repeat(100));
  const withCopies = (file: string, body: Buffer) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  };
  const version = path.join(root, 'data', 'cdn', 'mf-help', '1.0.0');
  withCopies(path.join(version, 'remoteEntry.js'), script);
  withCopies(path.join(version, 'mf-manifest.json'), Buffer.from(JSON.stringify({ id: 'mf_help', pad: 'x'.repeat(2000) })));
  const shell = path.join(root, 'shell');
  withCopies(path.join(shell, 'main.js'), script);
  withCopies(path.join(shell, '103.a3d6f196.js'), script);
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>星耀体育</title><div id="root"></div>');
  fs.writeFileSync(path.join(shell, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
  // A registry of many remotes: the copy a page gets (publicRegistryOf) is still above the compression threshold.
  const remotes = Object.fromEntries(
    Array.from({ length: Math.ceil(registryBytes / 200) }, (_, i) => [
      `mf_r${i}`,
      {
        name: `mf_r${i}`,
        active: '1.0.0',
        manifest: `/cdn/mf-r${i}/1.0.0/mf-manifest.json`,
        integrity: `sha384-${'e'.repeat(64)}`,
        previous: [],
        available: [],
        activatedAt: '',
      },
    ]),
  );
  fs.writeFileSync(path.join(root, 'data', 'registry.json'), JSON.stringify({ updatedAt: '', remotes }));
  return { script, dataDir: path.join(root, 'data'), shellDist: shell };
}

describe('delivery: compression and caching of the one URL', () => {
  let root: string;
  let app: FastifyInstance;
  let script: Buffer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-delivery-'));
    const site = siteOnDisk(root, 4000);
    script = site.script;
    app = (await buildApp({ dataDir: site.dataDir, shellDist: site.shellDist, dbFile: ':memory:', secrets: TEST_SECRETS })).app;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the precompressed brotli copy of a CDN file to a browser that accepts it, gzip to one that takes only gzip, raw otherwise', async () => {
    const br = await get('/cdn/mf-help/1.0.0/remoteEntry.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gz = await get('/cdn/mf-help/1.0.0/remoteEntry.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    for (const none of [undefined, 'identity']) {
      const raw = await get('/cdn/mf-help/1.0.0/remoteEntry.js', none);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.rawPayload.equals(script)).toBe(true);
    }
  });

  it('keeps versioned CDN files and hashed shell chunks for a year; manifests, index.html and the registry never', async () => {
    expect((await get('/cdn/mf-help/1.0.0/remoteEntry.js', 'br')).headers['cache-control']).toBe(CachePolicy.IMMUTABLE);
    expect((await get('/103.a3d6f196.js', 'br')).headers['cache-control']).toBe(CachePolicy.IMMUTABLE);
    expect((await get('/cdn/mf-help/1.0.0/mf-manifest.json', 'br')).headers['cache-control']).toBe(CachePolicy.NO_STORE);
    expect((await get('/cdn/mf-help/1.0.0/mf-manifest.json', 'br')).headers['content-encoding']).toBe('br');
    expect((await get('/', 'br')).headers['cache-control']).toBe(CachePolicy.NO_STORE);
    expect((await get('/app/help/kh', 'br')).headers['cache-control']).toBe(CachePolicy.NO_STORE);
    expect((await get('/registry.json', 'br')).headers['cache-control']).toBe(CachePolicy.NO_STORE);
    // The shell's unhashed entry is revalidated on every load, so a new shell build is never served stale.
    const main = await get('/main.js', 'br');
    expect(main.headers['cache-control']).toBe(CachePolicy.REVALIDATE);
    expect(main.headers['content-encoding']).toBe('br');
  });

  it('compresses the registry on the fly above 1 KB', async () => {
    const res = await get('/registry.json', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Object.keys(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).remotes)).toHaveLength(20);
    const raw = await get('/registry.json');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(JSON.parse(raw.body).remotes)).toHaveLength(20);
  });

  it('leaves a small response as it is', async () => {
    const res = await get('/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends the document headers with a page and the service worker only; a script, the manifest, the registry: nosniff and CORP', async () => {
    for (const url of ['/', '/app/help/kh', '/sw.js']) {
      const res = await get(url, 'br');
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const url of [
      '/cdn/mf-help/1.0.0/remoteEntry.js',
      '/103.a3d6f196.js',
      '/main.js',
      '/cdn/mf-help/1.0.0/mf-manifest.json',
      '/registry.json',
      '/health',
    ]) {
      const res = await get(url, 'br');
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['content-security-policy'], res.headers['x-frame-options'], res.headers['referrer-policy']]).toEqual([
        url,
        undefined,
        undefined,
        undefined,
      ]);
      expect([url, res.headers['cross-origin-opener-policy'], res.headers['origin-agent-cluster']]).toEqual([url, undefined, undefined]);
      expect([url, res.headers['x-content-type-options'], res.headers['cross-origin-resource-policy']]).toEqual([url, 'nosniff', 'cross-origin']);
    }
  });

  it('answers a missing CDN file with the plain 404, whatever the encoding', async () => {
    const res = await get('/cdn/mf-help/1.0.0/nope.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('未找到');
  });
});
