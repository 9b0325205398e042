import {
  addCollection,
  DIRECT_OPEN_VENUES,
  gameList,
  getBonusPools,
  getVenueInfoByCategory,
  LAUNCH_DOCUMENT_PREFIX,
  removeCollection,
  VENUE_CATEGORY,
  venueLaunch,
  venueResource,
  type Game,
  type Venue,
} from '@site/shared';
import { testApp, type TestApp, type TestBrowser } from '../../../test-support';
import { LAUNCH_TOKEN_TTL_MS } from '../../venues/launch-tokens';
import { CATALOGUE_VENUES } from '../../venues/catalogue';
import { VENUE_MSG, venueOf } from '../../venues/venues';
import { readSiteConfig, writeSiteConfig } from '../../site/site-config';

let t: TestApp;
let member: TestBrowser;
beforeAll(async () => {
  t = await testApp();
  member = t.browser;
  expect((await member.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterAll(async () => t.app.close());

let keys = 0;
const launch = (body: Record<string, unknown>, browser: TestBrowser = member, key = `launch-key-${String(++keys).padStart(4, '0')}`) =>
  browser.post(venueLaunch, body, { headers: { 'idempotency-key': key } });
const games = (body: Record<string, unknown>, browser: TestBrowser = member) =>
  browser.post<{ list: Game[]; total: number; pageNum: number; pageSize: number }>(gameList, { pageNum: 1, pageSize: 100, ...body });
const tokenOf = (url: string) => /[?&](?:token|uid)=([0-9a-f]+)/.exec(url)?.[1] ?? '';
const resource = (enName: string, token: string, method = 'session') =>
  t.newBrowser().post(venueResource, { method, enName, Request: { timestamp: t.clock.now(), token, language: 'zh-CN' } });

describe('getVenueInfoByCategory', () => {
  it('answers every category with its own venues, and all of them for 8', async () => {
    const all = await member.post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.ALL });
    expect(all.code).toBe(6000);
    expect(all.data.map((v) => v.channelCode)).toEqual(CATALOGUE_VENUES.map((v) => v.code));
    for (const [type, category] of Object.entries(VENUE_CATEGORY)) {
      if (type === 'ALL') continue;
      const one = await member.post<Venue[]>(getVenueInfoByCategory, { category });
      expect(one.data.length).toBeGreaterThanOrEqual(2);
      expect(one.data.every((v) => v.category === category)).toBe(true);
    }
    const sport = await t.newBrowser().post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.TY });
    expect(sport.data[0]).toMatchObject({
      channelCode: 'crty',
      enName: 'crty',
      name: '皇冠体育',
      category: 1,
      maintenance: 0,
      activity: 0,
      hasGameList: false,
    });
    expect(all.data.find((v) => v.enName === 'MGDZ')).toMatchObject({ maintenance: 1, hasGameList: true });
    expect(all.data.find((v) => v.enName === 'PGDZ')).toMatchObject({ activity: 1, hasGameList: true });
  });

  it('answers names in traditional characters to a zh-TW client', async () => {
    const out = await member.post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.TY }, { headers: { 'accept-language': 'zh-TW' } });
    expect(out.data[0]?.name).toBe('皇冠體育');
  });

  it('with selfRunSport off the self-run sportsbook is neither listed nor launched; the other sports venues are', async () => {
    const config = await readSiteConfig(t.db);
    await writeSiteConfig(t.db, { flags: { ...config.flags, selfRunSport: false } });
    try {
      const sport = await member.post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.TY });
      expect(sport.data.map((v) => v.enName)).not.toContain('crty');
      expect(sport.data.map((v) => v.enName)).toContain('XMTY');
      expect(await launch({ enName: 'crty', gameCode: '' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownVenue });
    } finally {
      await writeSiteConfig(t.db, { flags: config.flags });
    }
    const sport = await member.post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.TY });
    expect(sport.data[0]!.enName).toBe('crty');
  });

  it('refuses a category that is not one', async () => {
    for (const category of [0, 9, '1', 1.5, null]) {
      expect((await member.post(getVenueInfoByCategory, { category })).code).toBe(6007);
    }
    expect((await member.post(getVenueInfoByCategory, {})).code).toBe(6007);
  });

  it('serves each icon as an SVG made here, kept a year under its content hash', async () => {
    const all = await member.post<Venue[]>(getVenueInfoByCategory, { category: VENUE_CATEGORY.ALL });
    const icons = all.data.map((v) => v.icon);
    expect(new Set(icons).size).toBe(icons.length);
    const pg = all.data.find((v) => v.enName === 'PGDZ');
    expect(pg?.icon).toMatch(/^\/venue-art\/v\/PGDZ\.[0-9a-f]{10}\.svg$/);
    const res = await t.app.inject({ method: 'GET', url: pg?.icon ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/<image|href=|<script/i);
    expect((await t.app.inject({ method: 'GET', url: '/venue-art/v/PGDZ.0000000000.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/venue-art/v/NOPE.0000000000.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/venue-art/v/..%2Fsecrets.json' })).statusCode).toBe(404);
  });
});

describe('gameList', () => {
  it('pages a venue’s games with names, icons and hot/new tags', async () => {
    const first = await games({ enName: 'PGDZ', pageSize: 10 });
    expect(first).toMatchObject({ code: 6000, data: { total: 36, pageNum: 1, pageSize: 10 } });
    expect(first.data.list).toHaveLength(10);
    const last = await games({ enName: 'PGDZ', pageNum: 4, pageSize: 10 });
    expect(last.data.list).toHaveLength(6);
    const beyond = await games({ enName: 'PGDZ', pageNum: 5, pageSize: 10 });
    expect(beyond.data).toMatchObject({ list: [], total: 36 });
    const every = await games({ enName: 'PGDZ' });
    expect(new Set(every.data.list.map((g) => g.gameCode)).size).toBe(36);
    const game = every.data.list[0];
    expect(game).toMatchObject({ enName: 'PGDZ', hot: true, collected: false });
    expect(game?.name).toMatch(/^[\u4e00-\u9fa5]{2,6}$/);
    const icon = await t.app.inject({ method: 'GET', url: game?.icon ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain(game?.name);
    expect(icon.headers['cache-control']).toContain('immutable');
  });

  it('keeps the hot or the new games for a tag', async () => {
    const hot = await games({ enName: 'CQ9DZ', tag: 'hot' });
    expect(hot.data.total).toBe(5);
    expect(hot.data.list.every((g) => g.hot)).toBe(true);
    const fresh = await games({ enName: 'JDBBY', tag: 'new' });
    expect(fresh.data.total).toBe(3);
    expect(fresh.data.list.every((g) => g.new)).toBe(true);
    expect((await games({ enName: 'JDBBY', tag: 'all' })).data.total).toBe(24);
  });

  it('searches the simplified name, the traditional name and the code', async () => {
    const every = (await games({ enName: 'PGDZ' })).data.list;
    const target = every.find((g) => g.name.length >= 4) ?? every[0];
    if (!target) throw new Error('no games');
    const bySimplified = await games({ enName: 'PGDZ', keyword: target.name.slice(0, 2) });
    expect(bySimplified.data.list.map((g) => g.gameCode)).toContain(target.gameCode);
    expect(bySimplified.data.list.every((g) => g.name.includes(target.name.slice(0, 2)))).toBe(true);
    // '财神宝藏' is '財神寶藏' in traditional characters; either finds it.
    const simplified = await games({ enName: 'PGDZ', keyword: '财神' });
    const traditional = await games({ enName: 'PGDZ', keyword: '財神' });
    expect(simplified.data.total).toBeGreaterThan(0);
    expect(traditional.data.list.map((g) => g.gameCode)).toEqual(simplified.data.list.map((g) => g.gameCode));
    const byCode = await games({ enName: 'PGDZ', keyword: target.gameCode.toUpperCase() });
    expect(byCode.data.list.map((g) => g.gameCode)).toContain(target.gameCode);
    expect((await games({ enName: 'PGDZ', keyword: '  ' })).data.total).toBe(36);
    expect((await games({ enName: 'PGDZ', keyword: '%' })).data.total).toBe(0);
    expect((await games({ enName: 'PGDZ', keyword: '_' })).data.total).toBe(0);
    expect((await games({ enName: 'PGDZ', keyword: '不存在的游戏' })).data).toMatchObject({ list: [], total: 0 });
  });

  it('answers names in traditional characters to a zh-TW client', async () => {
    const out = await member.post<{ list: Game[] }>(
      gameList,
      { enName: 'PGDZ', keyword: '财神', pageNum: 1, pageSize: 5 },
      { headers: { 'accept-language': 'zh-TW' } },
    );
    const game = out.data.list[0];
    expect(game?.name).toMatch(/^財神/);
    const icon = await t.app.inject({ method: 'GET', url: game?.icon ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain(`>${game?.name}</text>`);
  });

  it('answers an empty list for a venue with one lobby, 6004 for an unknown venue, 6007 for a bad body', async () => {
    expect((await games({ enName: 'AGZR' })).data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 100 });
    expect(await games({ enName: 'NOPE' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownVenue });
    for (const bad of [
      { enName: '' },
      { enName: 'PGDZ', pageNum: 0 },
      { enName: 'PGDZ', pageSize: 0 },
      { enName: 'PGDZ', pageSize: 101 },
      { enName: 'PGDZ', pageNum: '1' },
      { enName: 'PGDZ', tag: 'favourite' },
      { enName: 'PGDZ', keyword: 'x'.repeat(31) },
    ]) {
      expect((await games(bad)).code).toBe(6007);
    }
  });

  it('asks a guest to log in for the collected tag', async () => {
    expect(await games({ enName: 'PGDZ', tag: 'collected' }, t.newBrowser())).toMatchObject({ code: 6001, message: VENUE_MSG.loginFirst });
  });
});

describe('addCollection / removeCollection', () => {
  it('keeps favourites per member', async () => {
    const code = (await games({ enName: 'CQ9DZ', pageSize: 3 })).data.list[2]?.gameCode ?? '';
    expect(await member.post(addCollection, { enName: 'CQ9DZ', gameCode: code })).toMatchObject({ code: 6000, data: { collected: true } });
    expect((await member.post(addCollection, { enName: 'CQ9DZ', gameCode: code })).code).toBe(6000);
    const mine = await games({ enName: 'CQ9DZ', tag: 'collected' });
    expect(mine.data.list.map((g) => [g.gameCode, g.collected])).toEqual([[code, true]]);
    expect((await games({ enName: 'CQ9DZ', keyword: code })).data.list[0]?.collected).toBe(true);

    const other = t.newBrowser();
    expect((await other.login('demo02', 'demo1234')).code).toBe(6000);
    expect((await games({ enName: 'CQ9DZ', tag: 'collected' }, other)).data.total).toBe(0);
    expect((await games({ enName: 'CQ9DZ', keyword: code }, other)).data.list[0]?.collected).toBe(false);
    expect((await games({ enName: 'CQ9DZ', keyword: code }, t.newBrowser())).data.list[0]?.collected).toBe(false);

    expect(await member.post(removeCollection, { enName: 'CQ9DZ', gameCode: code })).toMatchObject({ code: 6000, data: { collected: false } });
    expect((await member.post(removeCollection, { enName: 'CQ9DZ', gameCode: code })).code).toBe(6000);
    expect((await games({ enName: 'CQ9DZ', tag: 'collected' })).data.total).toBe(0);
  });

  it('answers 6001 to a guest, 6004 for an unknown venue or game, 6007 for a bad body', async () => {
    const guest = t.newBrowser();
    expect((await guest.post(addCollection, { enName: 'PGDZ', gameCode: 'fortune-god-legend' })).code).toBe(6001);
    expect((await guest.post(removeCollection, { enName: 'PGDZ', gameCode: 'fortune-god-legend' })).code).toBe(6001);
    expect(await member.post(addCollection, { enName: 'NOPE', gameCode: 'x' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownVenue });
    expect(await member.post(addCollection, { enName: 'PGDZ', gameCode: 'no-such-game' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownGame });
    expect(await member.post(removeCollection, { enName: 'PGDZ', gameCode: 'no-such-game' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownGame });
    for (const bad of [{}, { enName: 'PGDZ' }, { enName: 'PGDZ', gameCode: '' }, { enName: 'PGDZ', gameCode: 'x'.repeat(41) }, { enName: 1, gameCode: 'x' }]) {
      expect((await member.post(addCollection, bad)).code).toBe(6007);
    }
  });
});

describe('getBonusPools', () => {
  it('answers the jackpots of a category, growing with the clock', async () => {
    const dz = await member.post(getBonusPools, { category: VENUE_CATEGORY.DZ });
    expect(dz.code).toBe(6000);
    expect(dz.data.map((p: { enName: string }) => p.enName)).toEqual(['PGDZ', 'CQ9DZ', 'JDBDZ', 'MGDZ']);
    const all = await member.post(getBonusPools, {});
    expect(all.data.map((p: { enName: string }) => p.enName)).toEqual(['PGDZ', 'CQ9DZ', 'JDBDZ', 'MGDZ', 'JDBBY', 'KYBY']);
    expect((await member.post(getBonusPools, { category: VENUE_CATEGORY.ALL })).data).toEqual(all.data);
    expect((await member.post(getBonusPools, { category: VENUE_CATEGORY.TY })).data).toEqual([]);
    expect((await member.post(getBonusPools, { category: 9 })).code).toBe(6007);
  });

  it('grows between calls and drops when it is won', async () => {
    const pg = async () => (await t.newBrowser().post(getBonusPools, { category: VENUE_CATEGORY.DZ })).data[0];
    const before = await pg();
    expect(before).toMatchObject({ enName: 'PGDZ', name: 'PG电子超级奖池' });
    expect(before.lastWin).toMatchObject({ member: expect.stringMatching(/^[a-z]{2}\*\*\*\d{2}$/) });
    t.clock.advance(60_000);
    const later = await pg();
    // 12,600 yuan an hour: 210 yuan a minute.
    if (later.lastWin.time === before.lastWin.time) expect(later.amount).toBeCloseTo(before.amount + 210, 2);
    // Within two cycles (6 h each) the pool is won at least once: a new last win, the pool back near its seed.
    t.clock.advance(12 * 3600_000);
    const won = await pg();
    expect(won.lastWin.time).toBeGreaterThan(later.lastWin.time);
    expect(won.lastWin.amount).toBeGreaterThanOrEqual(88_888);
    expect(won.amount).toBeLessThan(won.lastWin.amount + 88_888);
    expect(won.amount).toBeGreaterThanOrEqual(88_888);
  });
});

describe('venue launch', () => {
  const centre = async (id = 100001) => (await t.db.selectFrom('wallet').select('center_fen').where('member_id', '=', id).executeTakeFirstOrThrow()).center_fen;

  it('answers every branch of the launch-url agreement', async () => {
    const origin = 'http://localhost:80';
    const crty = await launch({ enName: 'crty', gameCode: '' });
    expect(crty).toMatchObject({ code: 6000, data: { url: '', sport: { balance: 100, appInfo: { enName: 'crty', memberName: 'demo01' } } } });
    expect(crty.data.sport.url).toMatch(/^\/provider\/sport\/\?uid=[0-9a-f]{48}$/);
    for (const [enName, expected] of [
      ['AGZR', `${origin}/provider/baccarat/?token=`],
      ['KXZR', `${origin}/provider/baccarat/?token=`],
      ['DGZR', `${origin}/provider/baccarat/?token=`],
      ['G1CP', `${origin}/provider/lottery/?token=`],
      ['SGCP', `${origin}/provider/lottery/?token=`],
      ['VRCP', `${origin}/provider/lottery/?token=`],
      ['XMTY', `${origin}/provider/lobby/?token=`],
      ['IMTY', '/provider/lobby/?token='],
      ['SBTY', '/provider/lobby/?token='],
      ['KYQP', '/provider/lobby/?token='],
      ['LYQP', '/provider/lobby/?token='],
      ['LHDJ', '/provider/lobby/?token='],
      ['IMDJ', '/provider/lobby/?token='],
    ] as const) {
      const out = await launch({ enName, gameCode: '' });
      expect(out.code).toBe(6000);
      expect(out.data.url.startsWith(expected)).toBe(true);
      expect(out.data.sport).toBeUndefined();
    }
    // Every venue that always opens directly answers an http url (the site setting never frames it).
    for (const enName of DIRECT_OPEN_VENUES) expect((await launch({ enName, gameCode: '' })).data.url).toMatch(/^http:\/\//);

    const slot = await launch({ enName: 'CQ9DZ', gameCode: 'gem-jackpot' });
    expect(slot.code).toBe(6000);
    expect(slot.data.url.startsWith(LAUNCH_DOCUMENT_PREFIX)).toBe(true);
    expect(slot.data.url).toMatch(/<meta http-equiv="refresh" content="0;url=\/provider\/slot\/\?token=[0-9a-f]{48}&#38;game=gem-jackpot">/);
    expect(slot.data.url).not.toMatch(/<script/i);
    const fishing = await launch({ enName: 'KYBY', gameCode: '' });
    expect(fishing.data.url).toMatch(/url=\/provider\/slot\/\?token=[0-9a-f]{48}&#38;game=[a-z-]+"/);
  });

  it("titles the launch with the name the tile shows (the catalogue's), in the client's language; a lobby with the venue's", async () => {
    const tile = (await games({ enName: 'CQ9DZ', keyword: '水果狂欢' })).data.list[0]!;
    expect(tile.name).toBe('水果狂欢');
    expect((await launch({ enName: 'CQ9DZ', gameCode: tile.gameCode })).data.title).toBe('水果狂欢');
    const twTile = (await member.post(gameList, { enName: 'CQ9DZ', keyword: '水果狂欢', pageNum: 1, pageSize: 1 }, { headers: { 'accept-language': 'zh-TW' } }))
      .data.list[0];
    const tw = await member.post(
      venueLaunch,
      { enName: 'CQ9DZ', gameCode: tile.gameCode },
      { headers: { 'idempotency-key': 'launch-title-tw-01', 'accept-language': 'zh-TW' } },
    );
    expect([twTile.name, tw.data.title]).toEqual(['水果狂歡', '水果狂歡']);
    expect(tw.data.url).toContain('&#38;lang=zh-TW');
    expect((await launch({ enName: 'AGZR', gameCode: '' })).data.title).toBe('AG真人');
  });

  it('hands out a token the venue page reads its session with', async () => {
    const out = await launch({ enName: 'JDBDZ', gameCode: '' });
    const token = tokenOf(out.data.url);
    const game = /game=([a-z-]+)/.exec(out.data.url)?.[1] ?? '';
    expect(game).toBe((await games({ enName: 'JDBDZ', pageSize: 1 })).data.list[0]?.gameCode);
    const session = await resource('JDBDZ', token);
    expect(session).toMatchObject({ code: 6000, data: { memberName: 'demo01', enName: 'JDBDZ', venueName: 'JDB电子', gameCode: game, balance: 0 } });
    expect(session.data.gameName).toMatch(/^[\u4e00-\u9fa5]{2,6}$/);
    const sport = await launch({ enName: 'crty', gameCode: '' });
    const uid = tokenOf(sport.data.sport.url);
    expect(await resource('crty', uid, 'balance')).toMatchObject({ code: 6000, data: { balance: 100 } });
    expect((await resource('crty', uid)).data).toMatchObject({ gameCode: '', gameName: '', venueName: '皇冠体育' });
  });

  it('answers 6415 for a venue under maintenance and 6413 during a venue activity, moving nothing', async () => {
    const before = await centre();
    expect(await launch({ enName: 'MGDZ', gameCode: '' })).toMatchObject({ code: 6415, message: 'MG电子维护中，请稍后再试' });
    expect(await launch({ enName: 'MGDZ', gameCode: '' }, member, 'launch-zh-tw-0001').then((o) => o.code)).toBe(6415);
    const tw = await member.post(
      venueLaunch,
      { enName: 'MGDZ', gameCode: '' },
      { headers: { 'idempotency-key': 'launch-zh-tw-0002', 'accept-language': 'zh-TW' } },
    );
    expect(tw.message).toBe('MG電子維護中，請稍後再試');
    expect(await launch({ enName: 'PGDZ', gameCode: '' })).toMatchObject({ code: 6413, message: 'PG电子活动进行中，请先转入额度参与活动' });
    expect((await launch({ enName: 'PGDZ', gameCode: '', isActivity: 0 })).code).toBe(6413);
    const joined = await launch({ enName: 'PGDZ', gameCode: 'fortune-god-legend', isActivity: 1 });
    expect(joined.code).toBe(6000);
    expect(joined.data.url).toContain('game=fortune-god-legend');
    expect(await centre()).toBe(before);
    expect(await venueOf(t.db, 'MGDZ')).toMatchObject({ maintenance: 1, activity: 0, name: 'MG电子', category: 6 });
    expect(await venueOf(t.db, 'PGDZ')).toMatchObject({ maintenance: 0, activity: 1 });
    expect(await venueOf(t.db, 'NOPE')).toBeUndefined();
  });

  it('answers 6004 for an unknown venue or game, 6001 to a guest, 6007 for a bad body or no key', async () => {
    expect(await launch({ enName: 'NOPE', gameCode: '' })).toMatchObject({ code: 6004, message: '场馆不存在' });
    expect(await launch({ enName: 'CQ9DZ', gameCode: 'no-such-game' })).toMatchObject({ code: 6004, message: '游戏不存在' });
    expect((await launch({ enName: 'AGZR', gameCode: '' }, t.newBrowser())).code).toBe(6001);
    expect((await member.post(venueLaunch, { enName: 'AGZR', gameCode: '' })).code).toBe(6007);
    for (const bad of [
      {},
      { enName: 'AGZR' },
      { enName: '', gameCode: '' },
      { enName: 'AGZR', gameCode: '', isActivity: 2 },
      { enName: 'AGZR', gameCode: 'x'.repeat(41) },
    ]) {
      expect((await launch(bad)).code).toBe(6007);
    }
  });

  it('opens the lobby of a venue without a game list whatever game is named', async () => {
    const out = await launch({ enName: 'KYQP', gameCode: 'anything' });
    expect(out.code).toBe(6000);
    expect((await resource('KYQP', tokenOf(out.data.url))).data).toMatchObject({ gameCode: '', gameName: '', venueName: '开元棋牌' });
    expect(await launch({ enName: 'CQ9DZ', gameCode: 'fortune-god-legend' })).toMatchObject({ code: 6004, message: VENUE_MSG.unknownGame });
  });

  it('answers a repeated launch (same key) with the first answer', async () => {
    const first = await launch({ enName: 'AGZR', gameCode: '' }, member, 'launch-twice-0001');
    const again = await launch({ enName: 'AGZR', gameCode: '' }, member, 'launch-twice-0001');
    expect(again.data).toEqual(first.data);
  });

  it('leaves the centre wallet alone while auto-transfer is off', async () => {
    const before = await centre();
    expect((await launch({ enName: 'AGZR', gameCode: '' })).code).toBe(6000);
    expect(await centre()).toBe(before);
  });
});

describe('venueResource', () => {
  it('answers 6302 for a malformed, unknown or expired token, or one of another venue', async () => {
    const out = await launch({ enName: 'AGZR', gameCode: '' });
    const token = tokenOf(out.data.url);
    expect((await resource('AGZR', token)).code).toBe(6000);
    for (const [enName, bad] of [
      ['AGZR', 'not-a-token'],
      ['AGZR', 'a'.repeat(48)],
      ['KXZR', token],
    ] as const) {
      expect(await resource(enName, bad)).toMatchObject({ code: 6302, message: '数据错误，请重新进入游戏' });
    }
    t.clock.advance(LAUNCH_TOKEN_TTL_MS);
    expect(await resource('AGZR', token)).toMatchObject({ code: 6302, message: VENUE_MSG.badToken });
  });

  it('answers 6301 for a method it does not know and 6007 for a bad body', async () => {
    const token = tokenOf((await launch({ enName: 'AGZR', gameCode: '' })).data.url);
    expect(await resource('AGZR', token, 'deposit')).toMatchObject({ code: 6301, message: VENUE_MSG.unknownMethod });
    const browser = t.newBrowser();
    for (const bad of [
      {},
      { method: 'session', enName: 'AGZR' },
      { method: 'session', enName: 'AGZR', Request: { token } },
      { method: '', enName: 'AGZR', Request: { timestamp: 1, token, language: 'zh-CN' } },
    ]) {
      expect((await browser.post(venueResource, bad)).code).toBe(6007);
    }
  });
});
