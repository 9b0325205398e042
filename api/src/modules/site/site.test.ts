import { onlinecustomservice, preInfo, singleDataDecryption } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { SITE_MSG } from './site';

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
    expect(JSON.stringify(cs.data)).not.toContain('zxkf');
    const opened = await t.browser.post(singleDataDecryption, { name: 'customerServiceUrl', cipher: cs.data.url.cipher });
    expect(opened).toMatchObject({ code: 6000, data: { data: '/app/help/zxkf?chat=1', v: cs.data.url.v } });
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
    expect((await t.browser.post(onlinecustomservice, {})).data.url).toBe('/app/help/zxkf?chat=1');
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
