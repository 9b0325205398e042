import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_BOOT_ELEMENT_ID, siteBootSchema, type SiteBoot } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { writeSiteConfig } from './site-config';
import { addBanner, addNotice, bannerInput, noticeInput } from './advertising';

// Issue 9 (first load): the index page carries preInfo's answer in both languages and the registry, so
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

  it('carries the registry file as it is, and none when the file is not JSON', async () => {
    const file = path.join(dataDir, 'registry.json');
    fs.writeFileSync(file, JSON.stringify(registry));
    expect(bootOf((await t.app.inject({ method: 'GET', url: '/' })).body).registry).toEqual(registry);
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
});
