import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { TEST_SECRETS } from '../test-support';
import { CachePolicy } from './cache-policy';

// The shell is versioned and rolled back like a remote (its index page points at an immutable shell
// version): the api sends the index page of the shell version the registry names.
describe('the index page of the live shell version', () => {
  let root: string;
  let dataDir: string;
  let app: FastifyInstance;

  const publishShell = (version: string) => {
    const dir = path.join(dataDir, 'cdn', 'shell', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script src="/cdn/shell/${version}/main.js"></script>`);
    fs.writeFileSync(path.join(dir, 'main.js'), `console.log(${JSON.stringify(version)});`);
    fs.writeFileSync(path.join(dir, 'sw.js'), `// worker of ${version}`);
  };
  // As the registry store writes: a new file renamed over the old one.
  const writeRegistry = (text: string) => {
    const file = path.join(dataDir, 'registry.json');
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  };
  const nameShell = (version: string | null) =>
    writeRegistry(JSON.stringify({ revision: 1, updatedAt: '', remotes: {}, ...(version ? { shell: { version, kit: '1.0.0', builtAt: '' } } : {}) }));
  const page = async (url = '/') => {
    const res = await app.inject({ method: 'GET', url });
    return { body: res.body, cache: res.headers['cache-control'], status: res.statusCode };
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-live-shell-'));
    dataDir = path.join(root, 'data');
    const dist = path.join(root, 'shell-dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>built shell/dist</title>');
    publishShell('1.0.0-aaaa');
    publishShell('1.0.0-bbbb');
    nameShell('1.0.0-bbbb');
    app = (await buildApp({ dataDir, shellDist: dist, dbFile: ':memory:', secrets: TEST_SECRETS })).app;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the named version, never kept by the browser; every page path gets it', async () => {
    const home = await page('/');
    expect(home.body).toContain('/cdn/shell/1.0.0-bbbb/main.js');
    expect(home.cache).toBe(CachePolicy.NO_STORE);
    expect((await page('/app/help/kh')).body).toContain('/cdn/shell/1.0.0-bbbb/main.js');
  });

  it("serves the version's files immutable from the CDN", async () => {
    const res = await app.inject({ method: 'GET', url: '/cdn/shell/1.0.0-aaaa/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('1.0.0-aaaa');
    expect(res.headers['cache-control']).toBe(CachePolicy.IMMUTABLE);
  });

  it("serves the live version's service worker at /sw.js, revalidated on every check, and follows a rollback", async () => {
    nameShell('1.0.0-bbbb');
    const now = await page('/sw.js');
    expect(now).toEqual({ status: 200, body: '// worker of 1.0.0-bbbb', cache: CachePolicy.REVALIDATE });
    nameShell('1.0.0-aaaa');
    expect((await page('/sw.js')).body).toBe('// worker of 1.0.0-aaaa');
    nameShell('1.0.0-bbbb');
  });

  it('follows a rollback on the next page load', async () => {
    nameShell('1.0.0-aaaa');
    expect((await page()).body).toContain('/cdn/shell/1.0.0-aaaa/main.js');
    nameShell('1.0.0-bbbb');
    expect((await page()).body).toContain('/cdn/shell/1.0.0-bbbb/main.js');
  });

  it('keeps the shell it served while the registry cannot be read, and falls back to the built shell when none is named or published', async () => {
    nameShell('1.0.0-aaaa');
    expect((await page()).body).toContain('1.0.0-aaaa');
    writeRegistry('{"revision": 2, "upda');
    expect((await page()).body).toContain('1.0.0-aaaa');
    nameShell('9.9.9-missing');
    expect((await page()).body).toContain('built shell/dist');
    nameShell(null);
    expect((await page()).body).toContain('built shell/dist');
    nameShell('../../etc');
    expect((await page()).body).toContain('built shell/dist');
  });
});
