import { expect, test, type APIRequestContext, type Page, type Response } from '../support/test';
import { newMemberSession } from '../support/auth';

/** Files at or above this size must go out compressed when the browser accepts it (the server's threshold). */
const COMPRESS_FROM_BYTES = 1024;
const PAGES = ['/', '/app/help/kh'];

interface Seen {
  url: string;
  method: string;
  kind: string;
  encoding: string | undefined;
  bytes: number;
}

/** Scripts, styles and JSON a page loads (with what arrived: encoding and decoded size). */
async function textResponsesOf(page: Page, paths: string[]): Promise<Seen[]> {
  const pending: Promise<Seen | null>[] = [];
  const onResponse = (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    const kind = /javascript/.test(type) ? 'script' : /css/.test(type) ? 'style' : /json/.test(type) ? 'json' : '';
    if (!kind || res.status() !== 200 || !res.url().startsWith(new URL(page.url() || 'http://x').origin)) return;
    pending.push(
      res
        .body()
        .then((b) => ({ url: res.url(), method: res.request().method(), kind, encoding: res.headers()['content-encoding'], bytes: b.length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  for (const p of paths) {
    await page.goto(p);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((s): s is Seen => s !== null);
}

const path = (url: string) => new URL(url).pathname;

/**
 * Watches a page's downloads of files whose URL matches `files` (by path; from the HTTP cache does not count) and
 * the warnings chromium gives about preloads.
 */
async function watchDownloads(page: Page, files: RegExp): Promise<{ downloads: Map<string, number>; warnings: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const downloads = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.responseReceived', (e) => {
    const url = urls.get(e.requestId) ?? '';
    if (files.test(url) && !e.response.fromDiskCache) downloads.set(path(url), (downloads.get(path(url)) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
  });
  return { downloads, warnings };
}

test.describe('delivery: compression and caching', () => {
  test('every script, style and JSON above 1 KB is sent brotli/gzip to a browser that accepts it', async ({ page }) => {
    await page.goto('/home');
    const seen = await textResponsesOf(page, PAGES);
    const large = seen.filter((s) => s.bytes >= COMPRESS_FROM_BYTES);
    expect(large.filter((s) => s.kind === 'script').length).toBeGreaterThan(3);
    // JSON: the index page carries the registry and the opening answers, so the pages download no large JSON of their
    // own; the registry, asked for as a browser asks (it accepts br), goes out compressed.
    const plain = await page.request.get('/registry.json', { headers: { 'accept-encoding': 'identity' } });
    expect((await plain.body()).length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const registry = await page.request.get('/registry.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(registry.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const raw = large.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip').map((s) => `${s.method} ${path(s.url)} ${s.bytes} B`);
    expect(raw).toEqual([]);
  });

  test('the same files go out raw to a client that does not accept compression, and gzip-only gets gzip', async ({ page, request }) => {
    await page.goto('/home');
    const seen = await textResponsesOf(page, PAGES);
    const gets = [...new Set(seen.filter((s) => s.method === 'GET' && s.bytes >= COMPRESS_FROM_BYTES).map((s) => s.url))];
    expect(gets.length).toBeGreaterThan(3);
    for (const url of gets) {
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status(), url).toBe(200);
      expect(plain.headers()['content-encoding'] ?? 'identity', url).toBe('identity');
      const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers()['content-encoding'], url).toBe('gzip');
      expect(gz.headers()['vary'] ?? '', url).toMatch(/accept-encoding/i);
      // Decoded, it is the same file.
      expect((await gz.body()).equals(await plain.body()), url).toBe(true);
    }
  });

  test('a page and its api calls reach a browser that refuses compression uncompressed', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'identity' } });
    const page = await context.newPage();
    await page.goto('/home');
    const seen = await textResponsesOf(page, PAGES);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.filter((s) => s.encoding && s.encoding !== 'identity').map((s) => path(s.url))).toEqual([]);
    await context.close();
  });

  test('index.html, the registry and the manifests are no-store; hashed and versioned files are immutable', async ({ page, request }) => {
    const noStore = async (r: APIRequestContext, url: string) => {
      const res = await r.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toBe('no-store');
    };
    await noStore(request, '/');
    await noStore(request, '/app/help/kh');
    await noStore(request, '/registry.json');
    const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { manifest: string }> };
    const manifests = Object.values(registry.remotes).map((r) => r.manifest);
    expect(manifests.length).toBeGreaterThan(0);
    for (const m of manifests) await noStore(request, m);

    const entry = manifests[0]!.replace(/mf-manifest\.json$/, 'remoteEntry.js');
    expect((await request.get(entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The shell's files sit in its own version folder (the index page, never kept, names it): all immutable.
    await page.goto('/home');
    const seen = await textResponsesOf(page, ['/home']);
    const shellFiles = seen.filter((s) => /^\/cdn\/shell\/[\w.-]+\/[\w.-]+\.js$/.test(path(s.url))).map((s) => s.url);
    expect(shellFiles.some((u) => path(u).endsWith('/main.js'))).toBe(true);
    for (const url of shellFiles) expect((await request.get(url)).headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('delivery: the first page is asked for in one round trip', () => {
  test("index.html asks for the shell's first-page scripts (async, at an async script's own priority) and preloads its style; each file is fetched once and used", async ({
    page,
    request,
  }) => {
    const requested = new Map<string, number>();
    page.on('request', (r) => requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto('/home');
    await expect(page.getByTestId('home')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The tags as the index page has them (webpack takes a chunk's tag out of the page once the chunk is in).
    const html = await (await request.get('/home')).text();
    const asyncScripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\basync\b/.test(tag))
      .map((tag) => ({ href: new URL(/src="([^"]+)"/.exec(tag)?.[1] ?? '', page.url()).href, high: /fetchpriority="high"/.test(tag) }));
    // The bootstrap's chunk and the vendor chunk split off it (react, react-dom, mobx, i18next, …), from the shell's own
    // folder; not the federation runtime (a chunk of its own, loaded with the first remote).
    expect(asyncScripts.length).toBeGreaterThanOrEqual(2);
    // Not at fetchpriority="high": it made no page's LCP sooner (shared/src/first-load-plan.ts, shell-first-page).
    expect(asyncScripts.filter((s) => s.high)).toEqual([]);
    expect(asyncScripts.filter((s) => /federation/.test(s.href))).toEqual([]);
    const stylePreloads = await page.$$eval('link[rel="preload"][as="style"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(stylePreloads.length).toBeGreaterThanOrEqual(1);
    const files = [...asyncScripts.map((s) => s.href), ...stylePreloads];
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    for (const href of files) {
      expect(path(href), href).toMatch(/^\/cdn\/shell\/[^/]+\/[^/]+\.(js|css)$/);
      expect(requested.get(href), `${href} is fetched once: the index page's request is what the page uses`).toBe(1);
      expect(loaded, `${href} was loaded`).toContain(href);
    }
    // Chromium warns a few seconds after the load event about a preload the page never used.
    await page.waitForTimeout(4000);
    expect(warnings).toEqual([]);
  });
});

test.describe("delivery: a remote's page loads its remote beside the shell", () => {
  test('its manifest comes in the index page; its entry and pages chunks are preloaded there and downloaded once (the scripts come from the HTTP cache)', async ({
    page,
  }) => {
    const { downloads, warnings } = await watchDownloads(page, /\/cdn\/mf-help\//);
    await page.goto('/app/help/kh');
    await expect(page.locator('main').getByRole('heading', { level: 1, name: '开户' })).toBeVisible();
    const hinted = await page.$$eval('link[rel="preload"][as="fetch"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(hinted.some((p) => /^\/cdn\/mf-help\/[^/]+\/remoteEntry\.js$/.test(p))).toBe(true);
    expect(hinted.some((p) => /__federation_expose_app\./.test(p))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect([...downloads.keys()].filter((p) => p.endsWith('/mf-manifest.json'))).toEqual([]);
    for (const p of hinted) expect(downloads.get(p), `${p} is downloaded once`).toBe(1);
    for (const [p, n] of downloads) expect(n, `${p} is downloaded once`).toBe(1);
    // Chromium warns a few seconds after the load event about a preload the page never used.
    await page.waitForTimeout(4000);
    expect(warnings).toEqual([]);
  });
});

test.describe("delivery: a member's page comes with its page chunk", () => {
  test("the route's page chunk is preloaded in the index page beside the remote's files, each downloaded once and used", async ({ page }) => {
    await newMemberSession(page, 'pl');
    const { downloads, warnings } = await watchDownloads(page, /\/cdn\//);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('/mine/userinfo');
    await expect(page.getByTestId('userinfo-name')).toBeVisible();
    const preloads = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((l) => ({ path: new URL((l as HTMLLinkElement).href).pathname, as: l.getAttribute('as') })),
    );
    // The profile's page chunk, named after its route (its remote's pages module would ask for it only once it has run).
    const fetched = preloads.filter((l) => l.as === 'fetch').map((l) => l.path);
    expect(fetched.some((p) => /^\/cdn\/mf-member\/[^/]+\/userinfo\.[^/]+\.js$/.test(p))).toBe(true);
    await page.waitForLoadState('networkidle');
    for (const l of preloads) expect(downloads.get(l.path), `${l.path} is downloaded once`).toBe(1);
    for (const [p, n] of downloads) expect(n, `${p} is downloaded once`).toBe(1);
    // Chromium warns a few seconds after the load event about a preload the page never used.
    await page.waitForTimeout(4000);
    expect(warnings).toEqual([]);
  });
});

test.describe("delivery: a guest's venue list comes with its content", () => {
  const OPENING_CALLS = /\/game\/api\/v1\/venue\/(getVenueInfoByCategory|gameList|getBonusPools)$/;

  test('its venues, jackpot pools and first games are in the index page: it asks the api nothing as it opens and loads no http client; what the player asks next is sent', async ({
    page,
  }) => {
    const calls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\//.test(r.url())) calls.push(path(r.url()));
      if (r.resourceType() === 'script') scripts.push(path(r.url()));
    });
    await page.goto('/game/egame');
    await expect(page.locator('li[data-testid^="game-"]').first()).toBeVisible();
    await expect(page.getByText('奖池', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(scripts.filter((s) => /\/axios\./.test(s))).toEqual([]);
    // The icons below the first screen come once the first screen's are in: every game has its icon.
    await expect(page.getByTestId('icon-waiting')).toHaveCount(0);
    const games = await page.locator('li[data-testid^="game-"]').count();
    expect(games).toBeGreaterThan(8);
    await expect(page.locator('li[data-testid^="game-"] img')).toHaveCount(games);
    // The player's next question goes to the api (the answers stand for the first call of each only).
    await page.getByRole('button', { name: '热门', exact: true }).click();
    await expect.poll(() => calls.filter((c) => c.endsWith('/gameList'))).toHaveLength(1);
    await expect(page.locator('li[data-testid^="game-"]').first()).toBeVisible();
  });

  test('a logged-in player asks for them (their favourites are their own)', async ({ page }) => {
    const { name } = await newMemberSession(page, 'dl');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (OPENING_CALLS.test(r.url())) calls.push(path(r.url()));
    });
    await page.goto('/game/egame');
    await expect(page.getByTestId('header-user')).toHaveText(name);
    await expect(page.locator('li[data-testid^="game-"]').first()).toBeVisible();
    expect(calls.filter((c) => c.endsWith('/getVenueInfoByCategory'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('/gameList'))).toHaveLength(1);
  });
});

test.describe('delivery: preloading the remotes a page links to', () => {
  const entryOf = (folder: string) => new RegExp(`/cdn/${folder}/[^/]+/remoteEntry\\.js$`);

  test('when the browser is idle, home warms the activity remote its first screen links to, before any navigation', async ({ page }) => {
    // The 优惠活动 / 邀请好友 banners under the marquee link to /activity/… (mf-activity); the help links are further down.
    const manifest = page.waitForRequest(/\/cdn\/mf-activity\/[^/]+\/mf-manifest\.json$/);
    const entry = page.waitForRequest(entryOf('mf-activity'));
    await page.goto('/home');
    await manifest;
    await entry;
    await expect(page).toHaveURL(/\/home$/);
  });

  test('pointing at a menu entry warms the remote that serves it', async ({ page }) => {
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    // The idle scan may already have fetched mf-casino's manifest and entry (home's tiles link to it);
    // only pointing at a link fetches the chunks of the remote's pages module.
    const pagesChunk = page.waitForRequest((r) => /\/cdn\/mf-casino\/[^/]+\/[^/]+\.js$/.test(r.url()) && !entryOf('mf-casino').test(r.url()));
    await page.locator('nav a[data-section="realbet"]').first().hover();
    await pagesChunk;
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a save-data connection warms nothing: the remote loads only when its route opens', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: true }) });
    });
    const warmed: string[] = [];
    page.on('request', (r) => {
      if (/\/cdn\/mf-(help|casino)\//.test(r.url())) warmed.push(r.url());
    });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await page.locator('nav a[data-section="realbet"]').first().hover();
    // Let the browser reach idle twice (the preloader's idle scan runs there).
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r()))));
    expect(warmed).toEqual([]);
    await page.goto('/app/help/kh');
    await expect(page.locator('main')).toBeVisible();
    await expect.poll(() => warmed.some((u) => /\/cdn\/mf-help\//.test(u))).toBe(true);
  });
});
