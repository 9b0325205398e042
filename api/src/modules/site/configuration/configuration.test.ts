import { onlinecustomservice, preInfo, singleDataDecryption } from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { SITE_MSG } from '../common/single-data-decryption';
import { CUSTOMER_SERVICE_EMAIL, CUSTOMER_SERVICE_PATH } from '../customer-service-page';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

const patchSite = (patch: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/dev/site-config', payload: patch });

describe('sealed site values and singleDataDecryption', () => {
  it('hands the customer-service URL out sealed, and opens it in one call', async () => {
    const cs = await t.browser.post(onlinecustomservice, {});
    expect(cs.data.url).toMatchObject({ name: 'customerServiceUrl', v: expect.any(Number) });
    expect(JSON.stringify(cs.data)).not.toContain(CUSTOMER_SERVICE_PATH);
    const opened = await t.browser.post(singleDataDecryption, { name: 'customerServiceUrl', cipher: cs.data.url.cipher });
    expect(opened).toMatchObject({ code: 6000, data: { data: CUSTOMER_SERVICE_PATH, v: cs.data.url.v } });
  });

  it('leaves an empty value plain, seals a set one, and changes v with the value', async () => {
    expect((await t.browser.post(preInfo, {})).data.siteBaseConfig.h5DomainUrl).toBe('');
    await patchSite({ h5DomainUrl: 'https://m.example.com' });
    const first = (await t.browser.post(preInfo, {})).data.siteBaseConfig.h5DomainUrl;
    expect(first).toMatchObject({ name: 'h5DomainUrl' });
    expect((await t.browser.post(singleDataDecryption, { name: 'h5DomainUrl', cipher: first.cipher })).data.data).toBe('https://m.example.com');
    await patchSite({ h5DomainUrl: 'https://h5.example.com' });
    const second = (await t.browser.post(preInfo, {})).data.siteBaseConfig.h5DomainUrl;
    expect(second.v).not.toBe(first.v);
  });

  it('hands a value out plain when the site config does not mark it', async () => {
    await patchSite({ sealedValues: ['h5DomainUrl'] });
    expect((await t.browser.post(onlinecustomservice, {})).data.url).toBe(CUSTOMER_SERVICE_PATH);
    await patchSite({ sealedValues: ['customerServiceUrl', 'h5DomainUrl'] });
  });

  it('refuses a bad cipher or a cipher under another name with 6007', async () => {
    const cs = await t.browser.post(onlinecustomservice, {});
    expect(await t.browser.post(singleDataDecryption, { name: 'customerServiceUrl', cipher: 'AAAA' })).toMatchObject({
      code: 6007,
      message: SITE_MSG.badCipher,
    });
    expect(await t.browser.post(singleDataDecryption, { name: 'h5DomainUrl', cipher: cs.data.url.cipher })).toMatchObject({
      code: 6007,
      message: SITE_MSG.badCipher,
    });
    expect((await t.browser.post(singleDataDecryption, { name: 'bad name!', cipher: 'AAAA' })).code).toBe(6007);
  });
});

describe('the customer-service page the default URL leads to', () => {
  it('is a page of its own with the service hours, the official-channel notice and a contact address', async () => {
    const res = await t.app.inject({ method: 'GET', url: CUSTOMER_SERVICE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('7×24 小时全天候服务');
    expect(res.body).toContain('本站不认可任何线下代理');
    expect(res.body).toContain('客服人员绝不会向您索取验证码或密码');
    expect(res.body).toContain(`mailto:${CUSTOMER_SERVICE_EMAIL}`);
    // Not the help page that links back to itself.
    expect(res.body).not.toContain('zxkf');
  });

  it('answers in traditional Chinese when asked (?lang=zh-TW or the browser prefers it)', async () => {
    for (const req of [{ url: `${CUSTOMER_SERVICE_PATH}?lang=zh-TW` }, { url: CUSTOMER_SERVICE_PATH, headers: { 'accept-language': 'zh-TW,zh;q=0.9' } }]) {
      const res = await t.app.inject({ method: 'GET', ...req });
      expect(res.body).toContain('<html lang="zh-TW">');
      expect(res.body).toContain('線上客服');
    }
  });
});
