import { preInfo, queryCountryArea } from '@site/shared';
import { md5, testApp, type TestApp } from '../test-support';
import { toTaiwan } from './language';

/** Characters written differently in the two scripts: a zh-TW answer has none of the simplified forms. */
const SIMPLIFIED_ONLY = /[们这为说时国会来对发过还个问应页码号账户邮录册务请输验证实体设置单认让详点钱币额错误与机]/;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

const login = (lang: string | null) => {
  t.clock.advance(1100);
  return t.browser.post('/site/api/v1/user/login', { name: 'demo02', password: md5('wrong-password') }, { headers: { 'accept-language': lang } });
};

describe('the api answers in the client language', () => {
  it('answers zh-TW in traditional characters with Taiwan terms', async () => {
    const out = await login('zh-TW');
    expect(out.message).toBe('使用者名稱或密碼錯誤');
    // After failed logins the answer changes (a picture code is needed); it stays in zh-TW for zh-Hant and zh-HK too.
    for (const lang of ['zh-Hant-TW,zh;q=0.9', 'zh-HK']) expect((await login(lang)).message).not.toMatch(SIMPLIFIED_ONLY);
  });

  it('answers zh-CN by default and for zh-CN', async () => {
    expect((await login(null)).message).toMatch(SIMPLIFIED_ONLY);
    expect((await login('zh-CN')).message).toMatch(SIMPLIFIED_ONLY);
  });

  it('answers a refused request (no signature) in zh-TW too', async () => {
    const out = await t.browser.post(preInfo, {}, { headers: { sign: null, 'accept-language': 'zh-TW' } });
    expect(out.code).not.toBe(6000);
    expect(out.message).not.toMatch(SIMPLIFIED_ONLY);
  });

  it('hands out the site title, SEO text and country names in zh-TW', async () => {
    t.clock.advance(1100);
    const info = await t.browser.post(preInfo, {}, { headers: { 'accept-language': 'zh-TW' } });
    expect(info.data.siteBaseConfig.title).toContain('星耀體育');
    expect(info.data.siteBaseConfig.seoText).not.toMatch(SIMPLIFIED_ONLY);
    t.clock.advance(1100);
    const countries = await t.browser.post(queryCountryArea, {}, { headers: { 'accept-language': 'zh-TW' } });
    expect(countries.data.length).toBeGreaterThan(0);
    for (const c of countries.data as { areaName: string }[]) expect(c.areaName).not.toMatch(SIMPLIFIED_ONLY);
  });

  it('answers encrypted calls in zh-TW as well', async () => {
    t.clock.advance(1100);
    // The obfuscated route exists only while the site's encrypt flag is on.
    expect((await t.app.inject({ method: 'POST', url: '/dev/site-config', payload: { flags: { encrypt: true } } })).json().code).toBe(6000);
    const out = await t.browser.postEncrypted(preInfo, {}, { headers: { 'accept-language': 'zh-TW' } });
    expect(out.message).toBe(toTaiwan('成功'));
    expect(out.data.siteBaseConfig.title).toContain('星耀體育');
  });

  it('uses Taiwan terms, not mainland ones', () => {
    expect(toTaiwan('用户名与手机号不匹配')).toBe('使用者名稱與手機號不匹配');
    expect(toTaiwan('请输入邮箱账号')).toBe('請輸入電子郵件帳號');
  });
});
