import { CARD_MSG } from '@site/shared';
import { testApp, type TestApp, type TestBrowser } from '../../../test-support';
import { BIND_REAL_NAME_FIRST } from './bank-card';

let t: TestApp;
let demo: TestBrowser;
let fresh: TestBrowser;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

async function get<T = any>(b: TestBrowser, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: b.headers() });
  return res.json() as { code: number; message: string; data: T };
}

beforeAll(async () => {
  t = await testApp();
  demo = t.browser;
  expect((await demo.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  fresh = t.newBrowser();
  expect((await fresh.login('demo02', 'demo1234')).code).toBe(6000);
});
afterAll(async () => t.app.close());

describe('bankCard lists', () => {
  it('lists demo01 seeded card masked', async () => {
    const out = await get(demo, '/fd/api/v1/bankCard/queryMemberBanksInfoList');
    expect(out.code).toBe(6000);
    expect(out.data.cards).toEqual([
      expect.objectContaining({
        kind: 'bank',
        bankCode: 'ICBC',
        bankName: '中国工商银行',
        maskedNumber: '**** **** **** 3446',
        tail: '3446',
        holder: '张*',
        network: null,
      }),
    ]);
    expect(JSON.stringify(out.data)).not.toContain('6222020200112233446');
  });

  it('answers what may be added: banks, networks, limits, counts, masked holder', async () => {
    const out = await get(demo, '/fd/api/v1/bankCard/withdraw/add/list');
    expect(out.data.banks.length).toBeGreaterThan(10);
    expect(out.data.networks.map((n: { network: string }) => n.network)).toEqual(['TRC20', 'ERC20']);
    expect(out.data.counts).toEqual({ bank: 1, alipay: 0, usdt: 0 });
    expect(out.data).toMatchObject({ holder: '张*', bindRealName: true, limits: { bank: 5 } });
    expect((await get(fresh, '/fd/api/v1/bankCard/withdraw/add/list')).data).toMatchObject({ holder: '', bindRealName: false });
  });

  it('needs a session', async () => {
    const guest = t.newBrowser();
    expect((await get(guest, '/fd/api/v1/bankCard/queryMemberBanksInfoList')).code).toBe(6001);
  });
});

describe('adding accounts', () => {
  it('adds a bank card when the holder is the real name, refuses a duplicate', async () => {
    const ok = await demo.post('/fd/api/v1/bankCard/add', { bankCode: 'CMB', cardNo: '6228 4800 1234 5671', holder: ' 张三 ' });
    expect(ok.code).toBe(6000);
    expect(ok.message).toBe('添加成功');
    expect(ok.data.card).toMatchObject({ kind: 'bank', bankName: '招商银行', tail: '5671' });
    const again = await demo.post('/fd/api/v1/bankCard/add', { bankCode: 'CMB', cardNo: '6228480012345671', holder: '张三' });
    expect(again).toMatchObject({ code: 6009, message: CARD_MSG.duplicate });
  });

  it.each([
    [{ bankCode: 'CMB', cardNo: '6228480012345672', holder: '张三' }, CARD_MSG.cardNoLuhn],
    [{ bankCode: 'CMB', cardNo: '622848001234', holder: '张三' }, CARD_MSG.cardNoLength],
    [{ bankCode: 'CMB', cardNo: '', holder: '张三' }, CARD_MSG.cardNoRequired],
    [{ bankCode: '', cardNo: '4111111111111111', holder: '张三' }, CARD_MSG.bankRequired],
    [{ bankCode: 'XXX', cardNo: '4111111111111111', holder: '张三' }, CARD_MSG.bankUnknown],
    [{ bankCode: 'CMB', cardNo: '4111111111111111', holder: '' }, CARD_MSG.holderRequired],
    [{ bankCode: 'CMB', cardNo: '4111111111111111', holder: '李四' }, CARD_MSG.holderMismatch],
    [{ bankCode: 'CMB', cardNo: 4111111111111111, holder: '张三' }, CARD_MSG.cardNoRequired],
  ])('refuses %j with its message', async (body, message) => {
    expect(await demo.post('/fd/api/v1/bankCard/add', body)).toMatchObject({ code: 6007, message });
  });

  // Every withdrawal account needs the bound real name (the holder must be it): each add answers 6449 without one.
  it.each([
    ['/fd/api/v1/bankCard/add', { bankCode: 'CMB', cardNo: '4111111111111111', holder: '张三' }],
    ['/fd/api/v1/bankCard/alipay/add', { account: '13800138000', holder: '张三' }],
    ['/fd/api/v1/bankCard/usdt/add', { network: 'TRC20', address: TRON }],
  ])('%s answers 6449 without a bound real name', async (url, body) => {
    expect(await fresh.post(url, body)).toMatchObject({ code: 6449, message: BIND_REAL_NAME_FIRST });
  });

  it('adds alipay accounts (phone or e-mail) and refuses wrong ones', async () => {
    expect((await demo.post('/fd/api/v1/bankCard/alipay/add', { account: '13800138000', holder: '张三' })).data.card).toMatchObject({
      kind: 'alipay',
      bankName: '支付宝',
      maskedNumber: '138****8000',
    });
    expect(await demo.post('/fd/api/v1/bankCard/alipay/add', { account: 'abc', holder: '张三' })).toMatchObject({ code: 6007, message: CARD_MSG.alipayWrong });
    expect(await demo.post('/fd/api/v1/bankCard/alipay/add', { account: 'a@qq.com', holder: '王五' })).toMatchObject({
      code: 6007,
      message: CARD_MSG.holderMismatch,
    });
  });

  it('adds USDT addresses checked per network', async () => {
    const trc = await demo.post('/fd/api/v1/bankCard/usdt/add', { network: 'TRC20', address: TRON, alias: '我的钱包' });
    expect(trc.data.card).toMatchObject({ kind: 'usdt', network: 'TRC20', bankName: 'USDT-TRC20', maskedNumber: 'TR7NHq…Lj6t', alias: '我的钱包' });
    expect(await demo.post('/fd/api/v1/bankCard/usdt/add', { network: 'ERC20', address: TRON })).toMatchObject({ code: 6007, message: CARD_MSG.addressWrong });
    expect(await demo.post('/fd/api/v1/bankCard/usdt/add', { network: 'BEP20', address: ETH })).toMatchObject({
      code: 6007,
      message: CARD_MSG.networkRequired,
    });
    expect((await demo.post('/fd/api/v1/bankCard/usdt/add', { network: 'ERC20', address: ETH })).code).toBe(6000);
    const only = await get(demo, '/fd/api/v1/bankCard/queryMemberBanksInfoList?kind=usdt');
    expect(only.data.cards.map((c: { network: string }) => c.network)).toEqual(['ERC20', 'TRC20']);
  });

  it('holds at most 5 bank cards', async () => {
    const numbers = ['4111111111111111', '6212261202004444452', '5555555555554444'];
    for (const cardNo of numbers) expect((await demo.post('/fd/api/v1/bankCard/add', { bankCode: 'ICBC', cardNo, holder: '张三' })).code).toBe(6000);
    expect(await demo.post('/fd/api/v1/bankCard/add', { bankCode: 'ICBC', cardNo: '4012888888881881', holder: '张三' })).toMatchObject({
      code: 6012,
      message: CARD_MSG.limitReached,
    });
  });
});

describe('deleting', () => {
  it('deletes own cards only', async () => {
    const list = await get(demo, '/fd/api/v1/bankCard/queryMemberBanksInfoList?kind=alipay');
    const id = list.data.cards[0].id as number;
    expect(await fresh.post('/fd/api/v1/bankCard/delete', { id })).toMatchObject({ code: 6004, message: CARD_MSG.cardMissing });
    expect(await demo.post('/fd/api/v1/bankCard/delete', { id })).toMatchObject({ code: 6000, message: '删除成功' });
    expect(await demo.post('/fd/api/v1/bankCard/delete', { id })).toMatchObject({ code: 6004 });
    expect(await demo.post('/fd/api/v1/bankCard/delete', { id: 'x' })).toMatchObject({ code: 6007, message: CARD_MSG.cardMissing });
  });
});
