import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAMES_PAGE_SIZE, SITE_BOOT_ELEMENT_ID, siteBootSchema, VENUE_CATEGORY, type OpeningAnswer, type SiteBoot } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { writeSiteConfig } from './site-config';
import { addBanner, addNotice, bannerInput, noticeInput } from './advertising-content';

// First load: the index page carries preInfo's answer in both languages and the registry, so
// the shell's first page needs no round trip before it renders.
describe('the index page carries its boot data', () => {
  let t: TestApp;
  let root: string;
  let dataDir: string;
  const registry = { revision: 3, updatedAt: '2026-11-23T00:00:00.000Z', remotes: {} };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-boot-'));
    dataDir = path.join(root, 'data');
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>加载中…</title></head><body><div id="root"></div></body></html>');
    t = await testApp({ dataDir, app: { shellDist: dist } });
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const bootOf = (html: string): SiteBoot => {
    const m = new RegExp(`<script type="application/json" id="${SITE_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
    expect(m).not.toBeNull();
    return siteBootSchema.parse(JSON.parse(m![1]!));
  };

  it('has preInfo in both languages, as the call answers, and the registry', async () => {
    await writeSiteConfig(t.db, { title: '星耀体育 官方网站' });
    const res = await t.app.inject({ method: 'GET', url: '/home', remoteAddress: '127.0.0.9' });
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body);
    expect(boot.preInfo['zh-CN'].siteBaseConfig.title).toBe('星耀体育 官方网站');
    expect(boot.preInfo['zh-TW'].siteBaseConfig.title).toBe('星耀體育 官方網站');
    expect(boot.preInfo['zh-CN'].ip).toBe('127.0.0.9');
    expect(boot.preInfo['zh-CN'].flags).toEqual(boot.preInfo['zh-TW'].flags);
    const call = await t.browser.post<SiteBoot['preInfo']['zh-CN']>('/site/api/v1/configuration/preInfo', {});
    expect(call.code).toBe(6000);
    expect(boot.preInfo['zh-CN'].flags).toEqual(call.data.flags);
    expect(boot.preInfo['zh-CN'].siteId).toBe(call.data.siteId);
  });

  it('carries the registry as a page uses it: each remote with its page fallbacks only, without the shells’ history', async () => {
    const ref = (v: string) => ({ version: v, manifest: `/cdn/mf-help/${v}/mf-manifest.json`, integrity: `sha384-e${v}`, manifestIntegrity: `sha384-m${v}` });
    const previous = ['1.0.7', '1.0.6', '1.0.5', '1.0.4', '1.0.3', '1.0.2', '1.0.1', '1.0.0'].map(ref);
    const mfHelp = { name: 'mf_help', active: '1.0.8', ...ref('1.0.8'), previous, available: [...previous.map((p) => p.version), '1.0.8'], activatedAt: 'x' };
    const shell = { version: 's2', kit: '1.1.0', builtAt: 'x' };
    const full = {
      ...registry,
      shell,
      shellPrevious: [{ ...shell, version: 's1' }],
      remotes: { mf_help: { ...mfHelp, bad: [{ version: '1.0.7', reason: 'r', at: 'x' }] } },
    };
    const file = path.join(dataDir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify(full));
    try {
      const carried = bootOf((await t.app.inject({ method: 'GET', url: '/' })).body).registry as typeof full;
      expect(carried.remotes.mf_help.previous.map((p) => p.version)).toEqual(['1.0.6', '1.0.5']);
      // Not every version there is, nor why one was marked bad (public-registry.test.ts).
      expect(carried.remotes.mf_help.available).toEqual([]);
      expect(carried.remotes.mf_help).not.toHaveProperty('bad');
      expect(carried.shell).toEqual(shell);
      expect(carried).not.toHaveProperty('shellPrevious');
    } finally {
      fs.rmSync(file);
    }
  });

  it('carries the registry without its revision, and none when the file is not JSON', async () => {
    const file = path.join(dataDir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    expect(bootOf((await t.app.inject({ method: 'GET', url: '/' })).body).registry).toEqual({ updatedAt: registry.updatedAt, remotes: {} });
    fs.writeFileSync(file, '{ not json');
    expect(bootOf((await t.app.inject({ method: 'GET', url: '/' })).body).registry).toBeNull();
    fs.rmSync(file);
  });

  it('a home page carries its marquee notices and banners in both languages, as their calls answer; other pages do not', async () => {
    const noticeId = await addNotice(t.db, noticeInput.parse({ title: '系统维护通知', content: '本周六凌晨进行系统维护', sort: 999, startsAt: 0 }), 0);
    const bannerId = await addBanner(
      t.db,
      bannerInput.parse({ title: '首存优惠', subtitle: '存款即送红利', link: '/activity/discount', sort: 999, startsAt: 0 }),
      0,
    );
    for (const url of ['/', '/home', '/home?icode=AB12']) {
      const boot = bootOf((await t.app.inject({ method: 'GET', url })).body);
      expect(boot.homeAds).toBeDefined();
      const notices = await t.browser.post<{ list: unknown[] }>('/site/api/v1/advertising/queryNoticeListByPage', { pageNum: 1, pageSize: 10 });
      const banners = await t.browser.post<unknown[]>('/site/api/v1/advertising/getMyDiscountAd', {});
      expect(boot.homeAds!['zh-CN'].notices).toEqual(notices.data.list);
      expect(boot.homeAds!['zh-CN'].banners).toEqual(banners.data);
    }
    const boot = bootOf((await t.app.inject({ method: 'GET', url: '/home' })).body);
    expect(boot.homeAds!['zh-TW'].notices.find((n) => n.id === noticeId)).toMatchObject({ title: '系統維護通知', content: '本週六凌晨進行系統維護' });
    expect(boot.homeAds!['zh-TW'].banners.find((b) => b.id === bannerId)).toMatchObject({ title: '首存優惠', subtitle: '存款即送紅利' });
    expect(bootOf((await t.app.inject({ method: 'GET', url: '/app/help/kh' })).body).homeAds).toBeUndefined();
    expect(bootOf((await t.app.inject({ method: 'GET', url: '/homepage' })).body).homeAds).toBeUndefined();
  });

  it('cannot be broken out of: a site text with </script> stays inside the JSON', async () => {
    await writeSiteConfig(t.db, { title: '</script><script>alert(1)</script>' });
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(bootOf(html).preInfo['zh-CN'].siteBaseConfig.title).toBe('</script><script>alert(1)</script>');
  });

  describe("a guest's venue list carries the answers to the calls it makes as it opens", () => {
    const VENUES = '/game/api/v1/venue/getVenueInfoByCategory';
    const GAMES = '/game/api/v1/venue/gameList';
    const POOLS = '/game/api/v1/venue/getBonusPools';
    const answersOf = async (url: string) => bootOf((await t.app.inject({ method: 'GET', url })).body).openingAnswers ?? [];
    const answerTo = (answers: OpeningAnswer[], language: string, path: string) => answers.find((a) => a.language === language && a.path === path);
    /** The envelope a guest's call gets. */
    const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
      const { res: _res, ...envelope } = await t.browser.post<T>(path, body, { headers });
      return envelope;
    };

    it('a slot list: its pools, its venues and the first venue’s games in both languages, each as its call answers a guest', async () => {
      const answers = await answersOf('/game/egame');
      const venues = await call<{ enName: string }[]>(VENUES, { category: VENUE_CATEGORY.DZ });
      expect(answerTo(answers, 'zh-CN', VENUES)).toEqual({ language: 'zh-CN', path: VENUES, body: { category: VENUE_CATEGORY.DZ }, answer: venues });
      const first = venues.data[0]!.enName;
      const body = { enName: first, tag: 'all', pageNum: 1, pageSize: GAMES_PAGE_SIZE };
      const games = await call(GAMES, body);
      expect(answerTo(answers, 'zh-CN', GAMES)).toEqual({ language: 'zh-CN', path: GAMES, body, answer: games });
      expect(answerTo(answers, 'zh-CN', POOLS)?.body).toEqual({ category: VENUE_CATEGORY.DZ });
      // zh-TW: as a zh-TW client is answered (names converted, the message too).
      const taiwan = await call(GAMES, body, { 'accept-language': 'zh-TW' });
      expect(answerTo(answers, 'zh-TW', GAMES)?.answer).toEqual(taiwan);
      expect(answers).toHaveLength(6);
    });

    it('follows the query (venue tab, search, page), and a list of lobbies asks no games', async () => {
      const answers = await answersOf('/game/fishing?venue=NOPE&q=%E9%BE%99&page=2');
      const games = answerTo(answers, 'zh-CN', GAMES);
      expect(games?.body).toMatchObject({ keyword: '龙', pageNum: 2 });
      const lobbies = await answersOf('/game/realbet');
      expect(lobbies.map((a) => a.path).sort()).toEqual([POOLS, POOLS, VENUES, VENUES]);
    });

    it('none on any other page', async () => {
      for (const url of ['/', '/app/help/kh', '/mine/userinfo', '/game/venture']) expect(await answersOf(url)).toEqual([]);
    });
  });

  describe("a remote's page carries its opening remote (no manifest round trip; its files load beside the shell's)", () => {
    const sri = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;
    const manifestText = JSON.stringify({
      id: 'mf_help',
      exposes: [
        { name: 'app', path: './app', assets: { js: { sync: ['820.aa.js', '__federation_expose_app.bb.js'], async: ['zh.cc.js'] } } },
        { name: 'legal', path: './legal', assets: { js: { sync: ['__federation_expose_legal.dd.js'], async: [] } } },
      ],
      // The page chunks the build names (ops/webpack/page-chunks.cjs): the one named after the route is preloaded.
      pageChunks: { helpTopic: ['820.aa.js', 'topic.ee.js'], help: ['index.ff.js'] },
    });
    const MANIFEST = '/cdn/mf-help/1.0.0-v1/mf-manifest.json';
    const helpEntry = (extra: Record<string, unknown> = {}) => ({
      name: 'mf_help',
      active: '1.0.0-v1',
      manifest: MANIFEST,
      integrity: 'sha384-entry',
      manifestIntegrity: sri(manifestText),
      previous: [],
      available: ['1.0.0-v1'],
      activatedAt: '2026-11-27T00:00:00.000Z',
      ...extra,
    });
    const writeRegistry = (entry: Record<string, unknown>) =>
      fs.writeFileSync(path.join(dataDir, 'registry.json'), JSON.stringify({ ...registry, remotes: { mf_help: entry } }));
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

    beforeAll(() => {
      fs.mkdirSync(path.join(dataDir, 'cdn/mf-help/1.0.0-v1'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'cdn/mf-help/1.0.0-v1/mf-manifest.json'), manifestText);
    });
    afterAll(() => fs.rmSync(path.join(dataDir, 'registry.json'), { force: true }));

    it('the manifest in the boot data, the entry and the pages chunks preloaded into the HTTP cache', async () => {
      writeRegistry(helpEntry());
      const html = await page('/app/help/kh?chat=1');
      expect(bootOf(html).opening).toEqual({ remote: 'mf_help', manifest: MANIFEST, text: manifestText });
      // As fetches (the shell's own fetch of each answers them), never as scripts: see OpeningHints.links.
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/cdn/mf-help/1.0.0-v1/remoteEntry.js">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/cdn/mf-help/1.0.0-v1/820.aa.js">');
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/cdn/mf-help/1.0.0-v1/__federation_expose_app.bb.js">',
      );
      // The route's page chunk (helpTopic), once each file: not another route's.
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/cdn/mf-help/1.0.0-v1/topic.ee.js">');
      // Only the pages module and the route's page: not the legal parcel's chunk, not the async catalog.
      const links = html.match(/<link rel="preload"[^>]*>/g) ?? [];
      expect(links).toHaveLength(4);
      expect(links.join('')).not.toMatch(/expose_legal|zh\.cc\.js|index\.ff\.js/);
      expect(await page('/app/help')).toContain('href="/cdn/mf-help/1.0.0-v1/index.ff.js"');
    });

    it('none on a shell page, for a remote not in the registry, while a canary splits its players, or when the manifest is not the registered one', async () => {
      writeRegistry(helpEntry());
      expect(bootOf(await page('/home')).opening).toBeUndefined();
      expect(bootOf(await page('/mine/userinfo')).opening).toBeUndefined();
      const candidate = { ...helpEntry(), version: '1.0.0-v2', percent: 10, salt: 's', since: '2026-11-27T00:00:00.000Z' };
      writeRegistry(helpEntry({ candidate }));
      expect(bootOf(await page('/app/help/kh')).opening).toBeUndefined();
      writeRegistry(helpEntry({ candidate: { ...candidate, percent: 0 } }));
      expect(bootOf(await page('/app/help/kh')).opening?.remote).toBe('mf_help');
      // A manifest changed in the CDN after it was registered: the shell fetches it itself and refuses it.
      writeRegistry(helpEntry({ manifestIntegrity: sri('another text') }));
      const html = await page('/app/help/kh');
      expect(bootOf(html).opening).toBeUndefined();
      expect(html).not.toContain('rel="preload"');
      writeRegistry(helpEntry({ manifest: '/cdn/../registry.json' }));
      expect(bootOf(await page('/app/help/kh')).opening).toBeUndefined();
    });
  });
});
