import { DEMO } from '../../db/seed-demo';
import { testApp, type TestApp } from '../../test-support';
import { catalogueGames } from '../venues/catalogue';
import { issueLaunchToken } from '../venues/launch-tokens';
import { PAGE_CSP } from './page-html';
import { PROVIDER_MSG } from './provider-rules';
import { SLOT_THEMES, themeOfGame } from './slot-themes';

let t: TestApp;
const launch = (enName: string, gameCode = '') => issueLaunchToken(t.db, { memberId: DEMO.id, enName, gameCode }, t.clock.now());
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

describe('provider pages', () => {
  it('serves the slot page of the launched game under a strict CSP, with its script as a file', async () => {
    const token = await launch('PGDZ', 'caishen');
    const res = await get(`/provider/slot/?token=${token}&game=caishen`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('财神到');
    expect(res.body).toContain('PG电子');
    expect(res.body).toContain('<script type="module" src="/provider/assets/slot.js"></script>');
    // No inline script or style, nothing from another origin.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle=|\son[a-z]+=|https?:\/\//);
  });

  it('titles a slot by the game its tile named (the catalogue), whatever theme dresses its reels; in the launch language', async () => {
    const game = catalogueGames().find((g) => g.name === '水果狂欢')!;
    expect(themeOfGame(game.gameCode).name).not.toBe(game.name);
    const token = await launch(game.enName, game.gameCode);
    const page = await get(`/provider/slot/?token=${token}&game=${game.gameCode}`);
    expect(page.body).toContain(`<title>水果狂欢 - CQ9电子</title>`);
    expect(page.body).not.toContain(themeOfGame(game.gameCode).name);
    const tw = await get(`/provider/slot/?token=${token}&game=${game.gameCode}&lang=zh-TW`);
    expect(tw.body).toContain(`<title>水果狂歡 - CQ9電子</title>`);
    expect(tw.body).toContain('<html lang="zh-TW">');
    // Its script's own texts (the result line, the paytable) come in zh-TW as well.
    expect(tw.body).toContain('<script type="module" src="/provider/assets/slot.js?lang=zh-TW"></script>');
    const [cnJs, twJs] = await Promise.all([get('/provider/assets/slot.js'), get('/provider/assets/slot.js?lang=zh-TW')]);
    expect(cnJs.body).toContain('旋转中');
    expect(twJs.body).toContain('旋轉中');
    expect(twJs.body).not.toContain('旋转中');
  });

  it('shows a Chinese error page for a bad token, an unknown game and a game the venue does not offer', async () => {
    const bad = await get('/provider/slot/?token=nope&game=caishen');
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain(PROVIDER_MSG.badToken);
    expect((await get('/provider/baccarat/')).body).toContain(PROVIDER_MSG.badToken);
    const token = await launch('PGDZ', 'caishen');
    const unknown = await get(`/provider/slot/?token=${token}&game=mystery`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(PROVIDER_MSG.unknownGame);
    expect((await get(`/provider/slot/?token=${token}`)).body).toContain(PROVIDER_MSG.unknownGame);
    const notHere = await get(`/provider/baccarat/?token=${token}`);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.body).toContain(PROVIDER_MSG.notThisVenue);
    expect((await get(`/provider/lottery/?token=${await launch('AGZR')}`)).body).toContain(PROVIDER_MSG.notThisVenue);
  });

  it('serves the baccarat table for ZR and the quick lottery for CP, rules stated', async () => {
    const table = await get(`/provider/baccarat/?token=${await launch('AGZR')}`);
    expect(table.statusCode).toBe(200);
    expect(table.body).toContain('1赔0.95');
    expect(table.body).toContain('src="/provider/assets/baccarat.js"');
    const lottery = await get(`/provider/lottery/?token=${await launch('G1CP')}`);
    expect(lottery.statusCode).toBe(200);
    expect(lottery.body).toContain('豹子');
    expect(lottery.body).toContain('src="/provider/assets/lottery.js"');
  });

  it('serves a lobby for a venue without a demo game, offering the slot themes on that venue', async () => {
    const token = await launch('KYQP');
    const lobby = await get(`/provider/lobby/?token=${token}`);
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain('开元棋牌');
    for (const theme of SLOT_THEMES) expect(lobby.body).toContain(`href="/provider/slot/?token=${token}&amp;game=${theme.id}"`);
    expect((await get(`/provider/slot/?token=${token}&game=deep-sea`)).statusCode).toBe(200);
  });

  it('serves the bundled scripts and the stylesheet', async () => {
    for (const name of ['slot', 'baccarat', 'lottery', 'lobby']) {
      const js = await get(`/provider/assets/${name}.js`);
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toContain('text/javascript');
      expect(js.body).toContain('/provider/api/session');
      expect(js.body).not.toMatch(/^import /m);
    }
    const css = await get('/provider/assets/provider.css');
    expect(css.headers['content-type']).toContain('text/css');
    expect((await get('/provider/assets/nope.js')).statusCode).toBe(404);
  });
});
