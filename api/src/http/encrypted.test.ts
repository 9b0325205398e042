import { decryptText, ENCRYPTED_FIELD, encryptText, login, navigationList, OBFUSCATED_PREFIX, obfuscatePath, REPLAY_WINDOW_MS, register } from '@site/shared';
import { md5, testApp, type TestApp } from '../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await setEncrypt(true);
});
const setEncrypt = async (encrypt: boolean) =>
  expect((await t.app.inject({ method: 'POST', url: '/dev/site-config', payload: { flags: { encrypt } } })).json().code).toBe(6000);
afterAll(async () => t.app.close());

const sealedPost = (url: string, payload: unknown, headers = t.browser.headers()) => t.app.inject({ method: 'POST', url, payload: payload as never, headers });
const open = (body: string) => JSON.parse(decryptText(JSON.parse(body)[ENCRYPTED_FIELD]) ?? 'null');

describe('encryption mode', () => {
  it('answers 404 on the obfuscated route while the site flag encrypt is off, before reading the body', async () => {
    await setEncrypt(false);
    try {
      const url = `${OBFUSCATED_PREFIX}/${obfuscatePath(navigationList.path, t.clock.now())}`;
      const res = await sealedPost(url, { [ENCRYPTED_FIELD]: encryptText('{}') });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(ENCRYPTED_FIELD);
      expect((await t.browser.post(navigationList)).code).toBe(6000);
    } finally {
      await setEncrypt(true);
    }
  });

  it('runs the contract behind an obfuscated path and answers encrypted', async () => {
    const out = await t.browser.postEncrypted(navigationList, {});
    expect(out.code).toBe(6000);
    expect(out.data.length).toBeGreaterThan(5);
    expect(out.res.body).not.toContain('首页');
  });

  it('runs the same handler with the same checks: login, then a 6007 from the same schema', async () => {
    const ok = await t.browser.postEncrypted(login, { name: 'demo01', password: md5('demo1234'), deviceId: 'demo-device' });
    expect(ok.code).toBe(6000);
    expect(ok.data.token).toMatch(/^[0-9a-f]{64}$/);
    t.clock.advance(1000);
    const bad = await t.browser.postEncrypted(register, { name: 'ab', password: md5('abc12345'), secondPassword: md5('abc12345') });
    expect(bad.code).toBe(6007);
    expect(bad.message).toBe('4-11位，最少2个字母+数字组合，首位为字母');
  });

  it('keeps the XSRF and signer rules: no XSRF header → encrypted 6003, no timestamp → encrypted 6008', async () => {
    t.clock.advance(1000);
    expect((await t.browser.postEncrypted(login, { name: 'demo01', password: md5('demo1234') }, { headers: { 'x-xsrf-token': null } })).code).toBe(6003);
    expect((await t.browser.postEncrypted(navigationList, {}, { headers: { timestamp: null } })).code).toBe(6008);
  });

  it('answers a segment made outside the replay window with 6008', async () => {
    const url = `${OBFUSCATED_PREFIX}/${obfuscatePath(navigationList.path, t.clock.now() - REPLAY_WINDOW_MS - 1)}`;
    const res = await sealedPost(url, { [ENCRYPTED_FIELD]: encryptText('{}') });
    expect(open(res.body).code).toBe(6008);
  });

  it('answers a body it cannot decrypt with an encrypted 6008', async () => {
    const url = `${OBFUSCATED_PREFIX}/${obfuscatePath(navigationList.path, t.clock.now())}`;
    for (const payload of [{ [ENCRYPTED_FIELD]: 'garbage' }, { other: 1 }, { [ENCRYPTED_FIELD]: encryptText('not json') }]) {
      const res = await sealedPost(url, payload);
      expect(open(res.body)).toMatchObject({ code: 6008, message: '非法请求' });
    }
    const broken = await t.app.inject({ method: 'POST', url, payload: '{"p":', headers: t.browser.headers() });
    expect(open(broken.body).code).toBe(6008);
  });

  it('answers a segment that is not ours with a plain 6008', async () => {
    const res = await sealedPost(`${OBFUSCATED_PREFIX}/abcdef0123`, { [ENCRYPTED_FIELD]: encryptText('{}') });
    expect(res.json()).toMatchObject({ code: 6008, message: '非法请求' });
  });

  it('answers an obfuscated path with no contract behind it with an encrypted 6004', async () => {
    const url = `${OBFUSCATED_PREFIX}/${obfuscatePath('/site/api/v1/nothing', t.clock.now())}`;
    expect(open((await sealedPost(url, { [ENCRYPTED_FIELD]: encryptText('{}') })).body).code).toBe(6004);
  });
});
