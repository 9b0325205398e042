import { CHAT_LOBBY, EXCHANGE_MSG, exchangeGift, exchangeItemList, exchangeRecord, getBalance, MsgId, type ChatEvent } from '@site/shared';
import { liveOf } from '../../../live/install-live';
import { testApp, type TestApp } from '../../../test-support';
import { maskMemberName } from '@site/shared';
import { exchangeOrderNo, pointsOf } from '../../exchange/exchange-rules';

let t: TestApp;
let seq = 0;

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterEach(async () => t.app.close());

const newKey = () => `exchange-key-${String(++seq).padStart(6, '0')}`;
const exchange = (itemId: number, key = newKey()) => t.browser.post(exchangeGift, { itemId }, { headers: { 'idempotency-key': key } });
const center = async (): Promise<number> => (await t.browser.post(getBalance, {})).data.centerWalletBalance;
const items = async () => (await t.browser.post(exchangeItemList, {})).data;

async function play(amount: string): Promise<void> {
  t.clock.advance(1000);
  const res = await t.app.inject({ method: 'POST', url: '/dev/vip/play', payload: { name: 'demo02', amount } });
  expect(res.json()).toMatchObject({ code: 6000 });
}

/** Waits (bounded) for the after-commit listeners to run. */
async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('exchange rules', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [100_000, 100],
    [123_456, 123],
  ])('%s fen of valid bets earn %s points', (fen, points) => expect(pointsOf(fen)).toBe(points));

  it('masks names and numbers orders', () => {
    expect([maskMemberName('demo02'), maskMemberName('ab'), maskMemberName('王小明')]).toEqual(['de***02', 'a***', '王***']);
    expect(exchangeOrderNo(Date.UTC(2026, 10, 22, 9, 56, 7), 0.5)).toBe('EX20261122175607500000');
  });
});

describe('the points exchange', () => {
  it('earns points from valid bets and lists the items', async () => {
    expect(await items()).toMatchObject({ earned: 0, spent: 0, points: 0, grade: 0 });
    await play('1000');
    const list = await items();
    expect(list).toMatchObject({ earned: 100, spent: 0, points: 100 });
    expect(list.items[0]).toEqual({ id: 1, kind: 'cash', name: '8元现金红利', points: 80, amount: 8, stockLeft: null, minGrade: 0 });
    expect(list.items.map((i: { kind: string }) => i.kind)).toEqual(['cash', 'cash', 'cash', 'gift', 'gift', 'gift']);
  });

  it('exchanges a cash bonus once through the ledger and announces it in the lobby (10017)', async () => {
    const pushes: { key: string; data: ChatEvent }[] = [];
    const off = liveOf(t.app).onMessage('chatEvent', (key, data) => {
      if (data.msgId === MsgId.GIFT_RECORD_PUSH) pushes.push({ key, data });
    });
    await play('1000');
    const before = await center();
    const key = newKey();
    const done = await exchange(1, key);
    expect([done.code, done.message]).toEqual([6000, EXCHANGE_MSG.done]);
    expect(done.data).toMatchObject({ itemName: '8元现金红利', points: 80, amount: 8, pointsLeft: 20 });
    const retry = await exchange(1, key);
    expect(retry.data).toEqual(done.data);
    expect(await center()).toBe(before + 8);
    const short = await exchange(1);
    expect([short.code, short.message]).toEqual([6007, EXCHANGE_MSG.pointsShort]);
    expect(await items()).toMatchObject({ earned: 100, spent: 80, points: 20 });
    const reward = await t.db.selectFrom('turnover_requirement').select(['ref', 'required_fen']).execute();
    expect(reward.map((r) => [r.ref, Number(r.required_fen)])).toEqual([[`vip:exchange:${done.data.orderNo}`, 800]]);
    await settled(() => pushes.length > 0);
    off();
    expect(pushes).toEqual([{ key: CHAT_LOBBY, data: { msgId: MsgId.GIFT_RECORD_PUSH, msgData: { rid: CHAT_LOBBY, from: 'de***02', gift: '8元现金红利' } } }]);
  });

  it('spends points once when two exchanges race', async () => {
    await play('1000');
    const answers = await Promise.all([exchange(1), exchange(1), exchange(1)]);
    expect(answers.map((a) => a.code).sort()).toEqual([6000, 6007, 6007]);
    expect(await items()).toMatchObject({ spent: 80, points: 20 });
  });

  it('refuses an item above the member’s grade, a sold-out gift and an unknown item', async () => {
    await play('40000');
    const phones = await exchange(5);
    expect([phones.code, phones.message]).toEqual([6003, EXCHANGE_MSG.gradeLow(2)]);
    await t.db.updateTable('exchange_item').set({ stock: 1 }).where('id', '=', 4).execute();
    const cup = await exchange(4);
    expect(cup.data).toMatchObject({ itemName: '品牌定制保温杯', amount: 0 });
    expect((await items()).items.find((i: { id: number }) => i.id === 4).stockLeft).toBe(0);
    const gone = await exchange(4);
    expect([gone.code, gone.message]).toEqual([6007, EXCHANGE_MSG.soldOut]);
    const unknown = await exchange(999);
    expect([unknown.code, unknown.message]).toEqual([6004, EXCHANGE_MSG.noItem]);
    const bad = await exchange(0);
    expect([bad.code, bad.message]).toEqual([6007, EXCHANGE_MSG.itemRequired]);
  });

  it('lists the exchange records with kind and date filters, paged', async () => {
    await play('4000');
    expect((await exchange(1)).code).toBe(6000);
    t.clock.advance(2 * 86_400_000);
    expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
    expect((await exchange(4)).code).toBe(6000);
    const all = (await t.browser.post(exchangeRecord, {})).data;
    expect(all.total).toBe(2);
    expect(all.list.map((r: { itemName: string; statusName: string }) => [r.itemName, r.statusName])).toEqual([
      ['品牌定制保温杯', '待发货'],
      ['8元现金红利', '已到账'],
    ]);
    expect((await t.browser.post(exchangeRecord, { kind: 'cash' })).data.list).toHaveLength(1);
    expect((await t.browser.post(exchangeRecord, { range: 'today' })).data.total).toBe(1);
    const page2 = (await t.browser.post(exchangeRecord, { pageNum: 2, pageSize: 1 })).data;
    expect([page2.total, page2.list[0].itemName]).toEqual([2, '8元现金红利']);
    const bad = await t.browser.post(exchangeRecord, { kind: 'car' });
    expect([bad.code, bad.message]).toEqual([6007, '请选择兑换类型']);
  });
});
