/** @jest-environment jsdom */
import i18next from 'i18next';
import { fail } from '@site/shared';
import { createHttp, fakeApi } from '@site/shared/http';
import { SiteValueReader } from './site-values';
import { SiteStoreImpl } from './stores/site-store';
import { clearDecryptedCaches, readDecryptedCache } from './storage';

const DECRYPT = '/site/api/v1/site/common/singleDataDecryption';

/** The real client over the fake api (data → ok(data); an envelope as it is). */
function api(routes: Parameters<typeof fakeApi>[0]) {
  const { adapter, calls } = fakeApi(routes);
  const http = createHttp({
    version: 't',
    deviceId: () => 'fp',
    token: () => '',
    siteId: () => '1',
    ip: () => '',
    encrypt: () => false,
    cookie: () => '',
    adapter,
    effects: {
      toast: jest.fn(),
      relogin: jest.fn(),
      bindRealName: jest.fn(),
      reenterGame: jest.fn(),
      catalogMessage: () => '出错了',
      transportMessage: () => '出错了',
    },
  });
  return { http, calls };
}

const sealed = (v: number) => ({ name: 'csUrl', cipher: `cipher-v${v}`, v });
const decryptingApi = () => api({ [DECRYPT]: (b) => ({ data: `https://cs.example/${String(b.cipher)}`, v: Number(String(b.cipher).slice(8)) }) });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('sealed site values (spec §3, §7)', () => {
  it('uses a plain value as it is, without a call (the api before sealing)', async () => {
    const { http, calls } = decryptingApi();
    await expect(new SiteValueReader(() => http).read('https://plain.example/')).resolves.toBe('https://plain.example/');
    expect(calls).toEqual([]);
  });

  it('decrypts one value per call, keeps it under DD_<name> as { d, v } and reuses it while v matches', async () => {
    const { http, calls } = decryptingApi();
    const reader = new SiteValueReader(() => http);
    const [a, b] = await Promise.all([reader.read(sealed(3)), reader.read(sealed(3))]);
    expect(a).toBe('https://cs.example/cipher-v3');
    expect(b).toBe(a);
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([{ path: DECRYPT, body: { name: 'csUrl', cipher: 'cipher-v3' } }]);
    expect(readDecryptedCache('csUrl')).toEqual({ d: 'https://cs.example/cipher-v3', v: 3 });
    await new SiteValueReader(() => http).read(sealed(3));
    expect(calls).toHaveLength(1);
  });

  it('asks again when the version changed, and after login-expired dropped every DD_ entry', async () => {
    const { http, calls } = decryptingApi();
    const reader = new SiteValueReader(() => http);
    await reader.read(sealed(3));
    await expect(reader.read(sealed(4))).resolves.toBe('https://cs.example/cipher-v4');
    expect(calls).toHaveLength(2);
    clearDecryptedCaches();
    await reader.read(sealed(4));
    expect(calls).toHaveLength(3);
  });

  it('a corrupt cache entry is dropped and the value asked for again', async () => {
    localStorage.setItem('DD_csUrl', '{not json');
    const { http, calls } = decryptingApi();
    await expect(new SiteValueReader(() => http).read(sealed(3))).resolves.toBe('https://cs.example/cipher-v3');
    expect(calls).toHaveLength(1);
  });

  it('a refused decryption is "" (logged), never a throw, and nothing is cached', async () => {
    const { http } = api({ [DECRYPT]: () => fail(6007, '请求参数错误：cipher') });
    await expect(new SiteValueReader(() => http).read(sealed(3))).resolves.toBe('');
    expect(localStorage.getItem('DD_csUrl')).toBeNull();
  });
});

describe('the site store owns the customer-service URL', () => {
  const CS = '/site/api/v1/configuration/onlinecustomservice';
  it('loads it once, decrypting a sealed answer', async () => {
    const { http, calls } = api({
      [CS]: () => ({ url: sealed(7) }),
      [DECRYPT]: () => ({ data: 'https://cs.example/live', v: 7 }),
    });
    const site = new SiteStoreImpl(() => http, i18next.createInstance());
    await expect(site.customerService()).resolves.toBe('https://cs.example/live');
    expect(site.customerServiceUrl).toBe('https://cs.example/live');
    await expect(site.customerService()).resolves.toBe('https://cs.example/live');
    expect(calls.map((c) => c.path)).toEqual([CS, DECRYPT]);
  });
  it('answers a plain URL as it is, and rejects when the call fails so the caller can say so', async () => {
    const plain = api({ [CS]: () => ({ url: '/app/help/zxkf?chat=1' }) });
    await expect(new SiteStoreImpl(() => plain.http, i18next.createInstance()).customerService()).resolves.toBe('/app/help/zxkf?chat=1');
    const down = api({ [CS]: () => fail(6005, '服务器错误') });
    await expect(new SiteStoreImpl(() => down.http, i18next.createInstance()).customerService()).rejects.toMatchObject({ code: 6005 });
  });
});
