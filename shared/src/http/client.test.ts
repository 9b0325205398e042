import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  getBalance,
  queryCountryArea,
  decryptText,
  encryptText,
  fail,
  HEADER,
  ok,
  preInfo,
  readObfuscatedPath,
  ResponseCode,
  SIGN_VALUE,
  SiteError,
  OBFUSCATED_PREFIX,
  ENCRYPTED_FIELD,
  isIdempotencyRefusal,
  isSiteError,
  newIdempotencyKey,
  venueTransfer,
  uploadImage,
  getVenueInfoByCategory,
} from '../index';
import { OpeningAnswers } from './opening-answers';
import { defineContract } from '../contract';
import { z } from '../zod';
import { createHttp, REQUEST_TIMEOUT_MS, type HttpDeps } from './client';
import type { PolicyEffects } from './error-policy';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  timeout: number | undefined;
}

/** A fake server behind an axios adapter: records each request and answers with `answer`. */
function server(answer: (req: Sent) => { status?: number; body: unknown } | Error) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const req: Sent = {
      url: config.url ?? '',
      method: (config.method ?? '').toUpperCase(),
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
    };
    sent.push(req);
    const out = answer(req);
    if (out instanceof Error) throw out;
    const response = { data: out.body, status: out.status ?? 200, statusText: '', headers: {}, config, request: {} };
    if (!config.validateStatus?.(response.status)) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  return { adapter, sent };
}

function effects(): jest.Mocked<PolicyEffects & { transportMessage(r: string): string }> {
  return {
    toast: jest.fn(),
    relogin: jest.fn(),
    bindRealName: jest.fn(),
    reenterGame: jest.fn(),
    catalogMessage: jest.fn((code: number) => `catalog-${code}`),
    transportMessage: jest.fn((r: string) => `transport-${r}`),
  };
}

function makeHttp(adapter: AxiosAdapter, over: Partial<HttpDeps> = {}) {
  const fx = effects();
  const http = createHttp({
    version: '1.2.3',
    deviceId: () => 'device-fp-123',
    token: () => 'tok-abc',
    siteId: () => '1001',
    ip: () => '10.1.2.3',
    encrypt: () => false,
    effects: fx,
    cookie: () => 'other=1; XSRF-TOKEN=xsrf%20value; x=y',
    adapter,
    ...over,
  });
  return { http, fx };
}

const echo = getBalance;
/** The wallet answer the fake server gives: the request's withLockMoney echoed as the balance. */
const wallet = (req: Sent) => ok({ centerWalletBalance: (req.body as { withLockMoney: number }).withLockMoney, lockMoney: 0 });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('signed headers on the wire', () => {
  it('sends every protocol header, the XSRF header, JSON body and a 30 s timeout', async () => {
    const { adapter, sent } = server((req) => ({ body: wallet(req) }));
    const { http } = makeHttp(adapter);
    const before = Date.now();
    await expect(http.call(echo, { withLockMoney: 1 })).resolves.toEqual({ centerWalletBalance: 1, lockMoney: 0 });
    const req = sent[0]!;
    expect(req.url).toBe('/fd/api/v1/transfer/getBalance');
    expect(req.method).toBe('POST');
    expect(req.body).toEqual({ withLockMoney: 1 });
    expect(req.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(req.headers[HEADER.clientType]).toBe('web');
    expect(req.headers[HEADER.version]).toBe('1.2.3');
    expect(req.headers[HEADER.uuid]).toBe('device-fp-123');
    expect(req.headers[HEADER.token]).toBe('tok-abc');
    expect(req.headers[HEADER.siteId]).toBe('1001');
    expect(req.headers[HEADER.sign]).toBe(SIGN_VALUE);
    expect(req.headers['x-xsrf-token']).toBe('xsrf value');
    const ts = Number(decryptText(req.headers[HEADER.timestamp]!));
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
    expect(decryptText(req.headers[HEADER.clientIp]!)).toBe('10.1.2.3');
    expect(req.headers[HEADER.requestId]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('waits for the signer to be ready, then signs with the values of that moment', async () => {
    const { adapter, sent } = server((req) => ({ body: wallet(req) }));
    let release: () => void = () => undefined;
    const ready = new Promise<void>((r) => (release = r));
    let device = 'not-read-yet';
    const { http } = makeHttp(adapter, { ready: () => ready, deviceId: () => device });
    const answer = http.call(echo, { withLockMoney: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
    device = 'device-fp-read';
    release();
    await expect(answer).resolves.toEqual({ centerWalletBalance: 1, lockMoney: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers[HEADER.uuid]).toBe('device-fp-read');
  });

  it('gives each request its own request id', async () => {
    const { adapter, sent } = server((req) => ({ body: wallet(req) }));
    const { http } = makeHttp(adapter);
    await Promise.all([http.call(echo, { withLockMoney: 1 }), http.call(echo, { withLockMoney: 0 }), http.call(echo, { withLockMoney: 1 })]);
    expect(new Set(sent.map((s) => s.headers[HEADER.requestId])).size).toBe(3);
  });

  it('reads the status_code envelope too', async () => {
    const { adapter } = server(() => ({ body: { status_code: 6000, data: { centerWalletBalance: 7, lockMoney: 0 } } }));
    const { http } = makeHttp(adapter);
    await expect(http.call(echo, {})).resolves.toEqual({ centerWalletBalance: 7, lockMoney: 0 });
  });
});

describe('encryption mode', () => {
  it('posts to an obfuscated /x/ path with { p } and decrypts the answer, with the api-side functions', async () => {
    const { adapter, sent } = server((req) => {
      // What the api does: read the segment back, decrypt the body, answer encrypted.
      const segment = req.url.slice(OBFUSCATED_PREFIX.length + 1);
      const target = readObfuscatedPath(segment);
      const body = JSON.parse(decryptText((req.body as Record<string, string>)[ENCRYPTED_FIELD]!)!);
      return { body: { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(ok([{ areaName: target?.path, areaCode: body.area, regex: '^1\\d{10}$' }]))) } };
    });
    const { http } = makeHttp(adapter, { encrypt: () => true });
    await expect(http.call(queryCountryArea, { area: '86' })).resolves.toEqual([
      { areaName: '/site/api/v1/site/countryArea/queryCountryArea', areaCode: '86', regex: '^1\\d{10}$' },
    ]);
    expect(sent[0]!.url.startsWith(`${OBFUSCATED_PREFIX}/`)).toBe(true);
    expect(sent[0]!.url).not.toContain('countryArea');
    expect(sent[0]!.headers[HEADER.timestamp]).toBeTruthy();
  });

  it('reads a plain error envelope the api sends before it can encrypt', async () => {
    const { adapter } = server(() => ({ body: fail(ResponseCode.ILLEGAL_PARAMETER, '非法请求') }));
    const { http, fx } = makeHttp(adapter, { encrypt: () => true });
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ code: 6008, message: '非法请求' });
    expect(fx.toast).toHaveBeenCalledWith('非法请求');
  });

  it('an answer that cannot be decrypted is a Chinese error, not a crash', async () => {
    const { adapter } = server(() => ({ body: { p: 'garbage' } }));
    const { http } = makeHttp(adapter, { encrypt: () => true });
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ message: 'transport-unreadable' });
  });
});

describe('session cache of the configuration calls', () => {
  const info = {
    ip: '1.1.1.1',
    siteId: '1',
    siteBaseConfig: { h5DomainUrl: '', title: 't', icon: '', seoText: '' },
    flags: {
      hideAgent: false,
      hideNavIcons: false,
      hideRealNumbers: false,
      withdrawalPassword: false,
      professionalTheme: 1,
      skipSportsPage: false,
      selfRunSport: false,
      keepVipFromSaving: false,
      defaultLanguage: 'zh-CN',
      innerGame: false,
      foreverSite: false,
      siteDeposit: true,
      encrypt: false,
    },
  };
  it('asks once per path + body and shares the answer', async () => {
    const { adapter, sent } = server(() => ({ body: ok(info) }));
    const { http } = makeHttp(adapter);
    const [a, b] = await Promise.all([http.call(preInfo, {}), http.call(preInfo, {})]);
    await http.call(preInfo, {});
    expect(a).toEqual(b);
    expect(sent).toHaveLength(1);
  });
  it('drops a failed entry so the next call asks again', async () => {
    let n = 0;
    const { adapter, sent } = server(() => (++n === 1 ? { body: fail(6005, '') } : { body: ok(info) }));
    const { http } = makeHttp(adapter);
    await expect(http.call(preInfo, {}, { silent: true })).rejects.toBeInstanceOf(SiteError);
    await expect(http.call(preInfo, {})).resolves.toMatchObject({ ip: '1.1.1.1' });
    expect(sent).toHaveLength(2);
  });
  it('does not cache calls that are not configuration calls', async () => {
    const { adapter, sent } = server((req) => ({ body: wallet(req) }));
    const { http } = makeHttp(adapter);
    await http.call(echo, { withLockMoney: 1 });
    await http.call(echo, { withLockMoney: 1 });
    expect(sent).toHaveLength(2);
  });
});

describe('codes and failures', () => {
  it('returns 6021/6022 to the caller through callWithCodes, and rejects them without a toast through call', async () => {
    const { adapter } = server(() => ({ body: fail(6021, '请输入图形验证码', { codeId: 'x' }) }));
    const { http, fx } = makeHttp(adapter);
    await expect(http.callWithCodes(echo, { withLockMoney: 1 })).resolves.toEqual({
      passed: true,
      code: 6021,
      message: '请输入图形验证码',
      data: { codeId: 'x' },
    });
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ code: 6021 });
    expect(fx.toast).not.toHaveBeenCalled();
  });
  it('HTTP 401 runs the login-expired flow', async () => {
    const { adapter } = server(() => ({ status: 401, body: {} }));
    const { http, fx } = makeHttp(adapter);
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ code: 6001 });
    expect(fx.relogin).toHaveBeenCalledTimes(1);
  });
  it('HTTP 500 and network errors are logged and rejected with a Chinese message', async () => {
    const { adapter } = server(() => ({ status: 500, body: 'oops' }));
    const { http, fx } = makeHttp(adapter);
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ code: 6005, message: 'transport-http' });
    expect(console.error).toHaveBeenCalled();
    expect(fx.toast).toHaveBeenCalledWith('transport-http');

    const net = server(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const h2 = makeHttp(net.adapter);
    await expect(h2.http.call(echo, { withLockMoney: 1 }, { silent: true })).rejects.toMatchObject({ message: 'transport-network' });
    expect(h2.fx.toast).not.toHaveBeenCalled();

    const slow = server(() => new AxiosError('timeout', 'ECONNABORTED'));
    const h3 = makeHttp(slow.adapter);
    await expect(h3.http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ message: 'transport-timeout' });
  });
  it('an answer breaking its contract is rejected, not handed on', async () => {
    const { adapter } = server(() => ({ body: ok({ centerWalletBalance: 'not a number', lockMoney: 0 }) }));
    const { http } = makeHttp(adapter);
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toBeInstanceOf(SiteError);
  });
  it('a body that is no envelope is rejected with a Chinese message', async () => {
    const { adapter } = server(() => ({ body: '<html>' }));
    const { http } = makeHttp(adapter);
    await expect(http.call(echo, { withLockMoney: 1 })).rejects.toMatchObject({ message: 'transport-unreadable' });
  });
});

describe('one idempotency key per money intent', () => {
  const transfer = { channelCode: 'AG', amount: '100.00', ty: 1 as const };
  const moved = () => ({ body: ok({ centerWalletBalance: 900, balance: 100 }) });

  it('refuses a call of a movesMoney contract without a key before any request, with a typed error', async () => {
    const { adapter, sent } = server(moved);
    const { http, fx } = makeHttp(adapter);
    const out = http.call(venueTransfer, transfer);
    await expect(out).rejects.toMatchObject({
      code: ResponseCode.INVALID_PARAMETER,
      message: '该操作缺少幂等键，请求未发送',
      data: { idempotencyKey: 'missing' },
    });
    const refusal = await out.catch((e: unknown) => e);
    expect(isSiteError(refusal)).toBe(true);
    expect(isIdempotencyRefusal(refusal)).toBe(true);
    expect(isIdempotencyRefusal(new SiteError(6007, '请求参数错误'))).toBe(false);
    await expect(http.callWithCodes(venueTransfer, transfer, { idempotencyKey: '' })).rejects.toMatchObject({ data: { idempotencyKey: 'missing' } });
    expect(sent).toHaveLength(0);
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('refuses a malformed key on any call', async () => {
    const { adapter, sent } = server(moved);
    const { http } = makeHttp(adapter);
    await expect(http.call(venueTransfer, transfer, { idempotencyKey: 'a b' })).rejects.toMatchObject({ message: '幂等键格式不正确，请求未发送' });
    await expect(http.call(echo, { withLockMoney: 1 }, { idempotencyKey: 'x'.repeat(200) })).rejects.toMatchObject({ data: { idempotencyKey: 'malformed' } });
    expect(sent).toHaveLength(0);
  });

  it('sends the same key on every retry of one intent, with a new request id per attempt', async () => {
    let n = 0;
    const { adapter, sent } = server(() => (++n === 1 ? new AxiosError('timeout', 'ECONNABORTED') : moved()));
    const { http } = makeHttp(adapter);
    const key = newIdempotencyKey();
    await expect(http.call(venueTransfer, transfer, { idempotencyKey: key, silent: true })).rejects.toMatchObject({ message: 'transport-timeout' });
    await expect(http.call(venueTransfer, transfer, { idempotencyKey: key })).resolves.toEqual({ centerWalletBalance: 900, balance: 100 });
    expect(sent.map((r) => r.headers[HEADER.idempotencyKey])).toEqual([key, key]);
    expect(sent[0]!.headers[HEADER.requestId]).not.toBe(sent[1]!.headers[HEADER.requestId]);
  });

  it('gives each intent its own key, and sends it in encryption mode too', async () => {
    const { adapter, sent } = server(() => ({ body: { [ENCRYPTED_FIELD]: encryptText(JSON.stringify(ok({ centerWalletBalance: 1, balance: 2 }))) } }));
    const { http } = makeHttp(adapter, { encrypt: () => true });
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    await http.call(venueTransfer, transfer, { idempotencyKey: a });
    await http.call(venueTransfer, transfer, { idempotencyKey: b });
    expect(sent.map((r) => r.headers[HEADER.idempotencyKey])).toEqual([a, b]);
  });

  it('sends no key on calls that do not move money', async () => {
    const { adapter, sent } = server((req) => ({ body: wallet(req) }));
    const { http } = makeHttp(adapter);
    await http.call(echo, { withLockMoney: 1 });
    expect(sent[0]!.headers[HEADER.idempotencyKey]).toBeUndefined();
  });
});

describe('multipart contracts (upload/uploadImage)', () => {
  it('send a form with the file, the signed headers and no JSON body, even in encryption mode', async () => {
    const { adapter, sent } = server(() => ({ body: ok({ url: `/uploads/${'a'.repeat(32)}.png`, name: `${'a'.repeat(32)}.png` }) }));
    const { http } = makeHttp(adapter, { encrypt: () => true });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await http.call(uploadImage, { file })).toEqual({ url: `/uploads/${'a'.repeat(32)}.png`, name: `${'a'.repeat(32)}.png` });
    expect(sent[0]!.url).toBe('/site/api/v1/user/upload/uploadImage');
    expect(sent[0]!.headers[HEADER.sign]).toBe(SIGN_VALUE);
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    const form = sent[0]!.body as FormData;
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect((form.get('file') as Blob | null)?.size ?? 0).toBe(4);
  });
});

describe('a network answer is read after beforeRead (the shell: in a task of its own)', () => {
  it('parses and passes on an answer only once beforeRead has resolved', async () => {
    const { adapter } = server((req) => ({ body: wallet(req) }));
    let letRead: () => void = () => undefined;
    const beforeRead = jest.fn(() => new Promise<void>((resolve) => (letRead = resolve)));
    const { http } = makeHttp(adapter, { beforeRead });
    let answer: unknown;
    const call = http.call(echo, { withLockMoney: 7 }).then((a) => (answer = a));
    for (let i = 0; i < 50 && beforeRead.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 0));
    expect(beforeRead).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(answer).toBeUndefined();
    letRead();
    await call;
    expect(answer).toEqual({ centerWalletBalance: 7, lockMoney: 0 });
  });

  it('an opening answer is read at once', async () => {
    const { adapter, sent } = server(() => ({ body: ok([]) }));
    const venues = ok([{ channelCode: 'PGDZ', enName: 'PGDZ', name: 'PG电子', category: 6, icon: '', maintenance: 0, activity: 0, hasGameList: true }]);
    const opening = OpeningAnswers.of([{ language: 'zh-CN', path: getVenueInfoByCategory.path, body: { category: 6 }, answer: venues }], Date.now());
    const beforeRead = jest.fn(() => Promise.resolve());
    const { http } = makeHttp(adapter, { token: () => '', language: () => 'zh-CN', openingAnswers: opening, beforeRead });
    await expect(http.call(getVenueInfoByCategory, { category: 6 })).resolves.toEqual([expect.objectContaining({ enName: 'PGDZ' })]);
    expect(beforeRead).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});

describe('an answer with a long list is read a slice per task (contract slices)', () => {
  const rowSchema = z.object({ id: z.number().int(), name: z.string() });
  const headSchema = z.object({ total: z.number().int() });
  const rows = defineContract({
    path: '/test/rows',
    request: z.object({}),
    response: headSchema.extend({ rows: z.array(rowSchema) }),
    slices: { head: headSchema, field: 'rows', item: rowSchema, per: 2 },
  });
  const answer = { total: 5, rows: [1, 2, 3, 4, 5].map((id) => ({ id, name: `第${id}行`, more: 'dropped' })) };

  it('reads what the whole schema reads, a task before the answer and one before each slice', async () => {
    const { adapter } = server(() => ({ body: ok(answer) }));
    const beforeRead = jest.fn(() => Promise.resolve());
    const { http } = makeHttp(adapter, { beforeRead });
    await expect(http.call(rows, {})).resolves.toEqual(rows.response.parse(answer));
    expect(beforeRead).toHaveBeenCalledTimes(1 + 3);
  });

  it('a row that breaks the contract is the unreadable-answer error, as when read whole', async () => {
    const broken = { ...answer, rows: answer.rows.map((r, i) => (i === 3 ? { ...r, id: 'four' } : r)) };
    for (const beforeRead of [() => Promise.resolve(), undefined]) {
      const { adapter } = server(() => ({ body: ok(broken) }));
      const { http } = makeHttp(adapter, beforeRead ? { beforeRead } : {});
      await expect(http.call(rows, {})).rejects.toMatchObject({ message: 'transport-unreadable' });
    }
  });
});

describe("a guest's first page answered in advance (boot data openingAnswers)", () => {
  const venue = {
    channelCode: 'PGDZ',
    enName: 'PGDZ',
    name: 'PG电子',
    category: 6,
    icon: '/venue-art/v/PGDZ.0123456789.svg',
    maintenance: 0,
    activity: 0,
    hasGameList: true,
  };
  const answered = (answer: unknown) =>
    OpeningAnswers.of([{ language: 'zh-CN', path: getVenueInfoByCategory.path, body: { category: 6 }, answer }], Date.now());
  const asNetwork = () => server(() => ({ body: ok([{ ...venue, name: 'from the network' }]) }));

  it("answers a guest's first call from it, read as the network's answer, with nothing sent; the next call is sent", async () => {
    const { adapter, sent } = asNetwork();
    const { http } = makeHttp(adapter, { token: () => '', language: () => 'zh-CN', openingAnswers: answered(ok([venue])) });
    const first = await http.call(getVenueInfoByCategory, { category: 6 });
    expect(first).toEqual([expect.objectContaining({ enName: 'PGDZ', name: 'PG电子' })]);
    expect(sent).toHaveLength(0);
    expect(await http.call(getVenueInfoByCategory, { category: 6 })).toEqual([expect.objectContaining({ name: 'from the network' })]);
    expect(sent).toHaveLength(1);
  });

  it("a refusal in it is the policy's error, as if the network had answered it", async () => {
    const { adapter, sent } = asNetwork();
    const { http, fx } = makeHttp(adapter, {
      token: () => '',
      language: () => 'zh-CN',
      openingAnswers: answered(fail(ResponseCode.INVALID_PARAMETER, '参数错误')),
    });
    await expect(http.call(getVenueInfoByCategory, { category: 6 })).rejects.toMatchObject({ code: ResponseCode.INVALID_PARAMETER });
    expect(fx.toast).toHaveBeenCalledWith('参数错误');
    expect(sent).toHaveLength(0);
  });

  it('an answer that breaks the contract is the unreadable-answer error, never passed on', async () => {
    const { adapter } = asNetwork();
    const { http } = makeHttp(adapter, { token: () => '', language: () => 'zh-CN', openingAnswers: answered(ok([{ enName: 42 }])) });
    await expect(http.call(getVenueInfoByCategory, { category: 6 }, { silent: true })).rejects.toBeInstanceOf(SiteError);
  });

  it("a member's call, or a call in the other language, is sent (the answers are a guest's)", async () => {
    const member = asNetwork();
    const a = makeHttp(member.adapter, { token: () => 'tok-abc', language: () => 'zh-CN', openingAnswers: answered(ok([venue])) });
    expect(await a.http.call(getVenueInfoByCategory, { category: 6 })).toEqual([expect.objectContaining({ name: 'from the network' })]);
    expect(member.sent).toHaveLength(1);
    const taiwan = asNetwork();
    const b = makeHttp(taiwan.adapter, { token: () => '', language: () => 'zh-TW', openingAnswers: answered(ok([venue])) });
    expect(await b.http.call(getVenueInfoByCategory, { category: 6 })).toEqual([expect.objectContaining({ name: 'from the network' })]);
    expect(taiwan.sent).toHaveLength(1);
  });
});
