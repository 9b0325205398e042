import { getMyDiscountAd, NOTICE_PAGE, queryNoticeListByPage, sponsorContent } from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { runSiteContentVerb, SITE_CONTENT_USAGE } from '../site-content-verbs';
import { CachePolicy } from '../../../http/cache-policy';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

const guest = () => t.newBrowser();
const verb = (...args: string[]) => runSiteContentVerb(t.db, args, t.clock.now());

describe('advertising: the marquee notices, the banners, the sponsors', () => {
  it('a guest gets the seeded notices (the official-channel notice first), banners and sponsors', async () => {
    const notices = await guest().post(queryNoticeListByPage, {});
    expect(notices.code).toBe(6000);
    expect(notices.data.total).toBe(3);
    expect(notices.data.list[0]).toMatchObject({ title: '官方公告' });
    expect(notices.data.list[0].content).toContain('官方');
    const banners = await guest().post(getMyDiscountAd, {});
    expect(banners.data.map((b: { link: string }) => b.link)).toEqual(['/activity/discount', '/activity/friendInvitation']);
    expect((await guest().post(sponsorContent, {})).data.length).toBe(3);
  });

  it('every sponsor tile has a picture: a row without one shows a drawn motif, served as SVG under its content hash', async () => {
    const tiles = (await guest().post(sponsorContent, {})).data as { image: string }[];
    expect(tiles.map((s) => s.image)).toEqual(tiles.map(() => expect.stringMatching(/^\/site-art\/sponsor\/[a-z]+\.[0-9a-f]{10}\.svg$/)));
    expect(new Set(tiles.map((s) => s.image)).size).toBe(tiles.length);
    const art = await t.app.inject({ method: 'GET', url: tiles[0]!.image });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toBe(CachePolicy.IMMUTABLE);
    expect(art.body).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
    const stale = await t.app.inject({ method: 'GET', url: tiles[0]!.image.replace(/\.[0-9a-f]{10}\.svg$/, '.0000000000.svg') });
    expect(stale.statusCode).toBe(404);
  });

  it('answers a zh-TW client in traditional Chinese', async () => {
    const tw = { headers: { 'accept-language': 'zh-TW' } };
    expect((await guest().post(queryNoticeListByPage, {}, tw)).data.list[0].content).toContain('僅限官方網站');
    expect((await guest().post(getMyDiscountAd, {}, tw)).data[1].title).toBe('邀請好友');
    expect((await guest().post(sponsorContent, {}, tw)).data[1].title).toContain('青訓足球');
  });

  it('pages the notices and refuses a bad page in Chinese', async () => {
    for (let i = 0; i < 4; i++) expect((await verb('notice', `公告${i}`, `内容${i}`)).ok).toBe(true);
    const page = await guest().post(queryNoticeListByPage, { pageNum: 2, pageSize: 5 });
    expect([page.data.total, page.data.list.length]).toEqual([7, 2]);
    expect((await guest().post(queryNoticeListByPage, { pageSize: NOTICE_PAGE.maxSize + 1 })).message).toBe('请求参数错误：pageSize');
    expect((await guest().post(queryNoticeListByPage, { pageNum: -1 })).message).toBe('请求参数错误：pageNum');
    expect((await guest().post(queryNoticeListByPage, { pageNum: 1, extra: 1 })).code).toBe(6007);
  });

  it('the ops verb publishes and ends notices and banners, adds sponsors, and refuses bad input in Chinese', async () => {
    const n = await verb('notice', '春节活动', '春节期间存款送红包');
    expect(n.ok).toBe(true);
    const id = n.ok ? (n.result as { notice: number }).notice : 0;
    expect((await guest().post(queryNoticeListByPage, {})).data.list.map((x: { title: string }) => x.title)).toContain('春节活动');
    expect(await verb('end', 'notice', String(id))).toEqual({ ok: true, result: { notice: id, ended: true } });
    expect((await guest().post(queryNoticeListByPage, {})).data.list.map((x: { title: string }) => x.title)).not.toContain('春节活动');
    expect(await verb('end', 'notice', String(id))).toEqual({ ok: false, message: `没有在线的公告 ${id}`, usage: false });

    const b = await verb('banner', '幸运转盘', '/activity/drawGift/3', '存款即送抽奖次数', 'blue');
    expect(b.ok).toBe(true);
    expect((await guest().post(getMyDiscountAd, {})).data).toContainEqual(
      expect.objectContaining({ title: '幸运转盘', subtitle: '存款即送抽奖次数', tone: 'blue', link: '/activity/drawGift/3', image: '' }),
    );
    expect(await verb('banner', '外链', 'https://evil.example/x')).toEqual({
      ok: false,
      message: '横幅链接须为活动页地址，如 /activity/discount',
      usage: false,
    });
    expect(await verb('banner', '颜色', '/activity/discount', '', 'pink')).toMatchObject({ ok: false, message: '横幅颜色须为 gold / red / blue / green' });
    expect(await verb('notice', '', '内容')).toMatchObject({ ok: false, message: '请填写公告标题' });
    expect(await verb('sponsor', '城市马拉松', '官方赞助城市马拉松')).toMatchObject({ ok: true, result: { sponsor: 4 } });
    expect((await guest().post(sponsorContent, {})).data.map((s: { title: string }) => s.title)).toContain('城市马拉松');
    expect(await verb('nope')).toEqual({ ok: false, message: SITE_CONTENT_USAGE, usage: true });
    expect(await verb('end', 'banner', 'x')).toMatchObject({ usage: true });
    const listed = await verb('list');
    expect(listed.ok && (listed.result as { banners: unknown[] }).banners.length).toBe(3);
  });

  it('a notice or banner shows only inside its time window', async () => {
    const now = t.clock.now();
    await t.db
      .insertInto('site_notice')
      .values({ title: '以后', content: '还没开始', starts_at: now + 60_000, ends_at: null, created_at: now })
      .execute();
    await t.db.insertInto('site_notice').values({ title: '过期', content: '已经结束', starts_at: 0, ends_at: now, created_at: now }).execute();
    const titles = async () => (await guest().post(queryNoticeListByPage, {})).data.list.map((x: { title: string }) => x.title);
    expect(await titles()).not.toContain('以后');
    expect(await titles()).not.toContain('过期');
    t.clock.advance(60_000);
    expect(await titles()).toContain('以后');
  });
});
