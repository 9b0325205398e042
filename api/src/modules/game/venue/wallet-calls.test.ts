import { AMOUNT_MSG, allBalance, getBalance, OWN_WALLET_MSG, recycle, setAutoTransferStatus, venueBalance, venueTransfer } from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { IDEMPOTENCY_MSG } from '../../../http/idempotency';
import { verifyLedger } from '../../ledger/verify';
import { AUTO_TRANSFER_MSG } from '../status/set-auto-transfer-status';
import { RECYCLE_MSG } from './recycle';
import { TRANSFER_MSG } from './transfer';

/** The wallet calls of the games api (spec §7) on the ledger: good and bad bodies, refusals that move nothing. */
let t: TestApp;
let keys = 0;
const key = () => `wallet-call-${String(++keys).padStart(4, '0')}`;
const transfer = (body: Record<string, unknown>, k = key()) => t.browser.post(venueTransfer, body, { headers: { 'idempotency-key': k } });
const journal = async () => {
  const txns = await t.db
    .selectFrom('ledger_txn')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(txns.n);
};
const all = async () => (await t.browser.post(allBalance, { category: 8 })).data;
const center = async () => (await t.browser.post(getBalance, {})).data.centerWalletBalance as number;

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
});
afterEach(async () => t.app.close());

describe('getBalance and allBalance', () => {
  it('answer the centre wallet, every venue, the total and the auto-transfer switch', async () => {
    expect(await t.browser.post(getBalance, {})).toMatchObject({ code: 6000, data: { centerWalletBalance: 8888.88, lockMoney: 0 } });
    const out = await t.browser.post(allBalance, { category: 8 });
    expect(out.data).toMatchObject({ totalMoney: 150.5, autoTransfer: 0 });
    expect(out.data.venues).toContainEqual({ channelCode: 'AGZR', name: 'AG真人', balance: 50.5 });
    expect((await t.browser.post(allBalance, { category: 2 })).data).toMatchObject({ totalMoney: 50.5 });
  });

  it('refuse a bad category and a body that names another member', async () => {
    expect(await t.browser.post(allBalance, { category: 'x' })).toMatchObject({ code: 6007, message: '请选择场馆类别' });
    expect(await t.browser.post(allBalance, { category: 9 })).toMatchObject({ code: 6007, message: '请选择场馆类别' });
    expect(await t.browser.post(getBalance, { memberId: 100002 })).toMatchObject({ code: 6007, message: OWN_WALLET_MSG });
    expect(await t.browser.post(allBalance, { category: 8, userId: '100002' })).toMatchObject({ code: 6007, message: OWN_WALLET_MSG });
  });
});

describe('venue/balance', () => {
  it('answers one venue, 0 for a venue never used, 6004 for an unknown one', async () => {
    expect(await t.browser.post(venueBalance, { channelCode: 'crty' })).toMatchObject({ code: 6000, data: { channelCode: 'crty', balance: 100 } });
    expect((await t.browser.post(venueBalance, { channelCode: 'KYQP' })).data).toEqual({ channelCode: 'KYQP', balance: 0 });
    expect(await t.browser.post(venueBalance, { channelCode: 'NOPE' })).toMatchObject({ code: 6004, message: TRANSFER_MSG.unknownVenue });
    expect(await t.browser.post(venueBalance, {})).toMatchObject({ code: 6007, message: '请选择场馆' });
    expect(await t.browser.post(venueBalance, { channelCode: 'crty', memberId: 100002 })).toMatchObject({ code: 6007, message: OWN_WALLET_MSG });
  });
});

describe('venue/transfer bad money input', () => {
  it.each([
    ['negative', '-5', AMOUNT_MSG],
    ['zero', '0', TRANSFER_MSG.notPositive],
    ['zero with decimals', '0.00', TRANSFER_MSG.notPositive],
    ['three decimals', '1.005', AMOUNT_MSG],
    ['an exponent', '1e3', AMOUNT_MSG],
    ['hexadecimal', '0x10', AMOUNT_MSG],
    ['1e12 as a number', 1e12, AMOUNT_MSG],
    ['1e12 written out', '1000000000000', '金额最多12位'],
    ['NaN (null in JSON)', Number.NaN, AMOUNT_MSG],
    ['NaN as text', 'NaN', AMOUNT_MSG],
    ['a leading zero', '01', AMOUNT_MSG],
    ['spaces', ' 1', AMOUNT_MSG],
    ['more than the centre holds', '8888.89', TRANSFER_MSG.centerShort],
    ['the biggest amount', '999999999.99', TRANSFER_MSG.centerShort],
  ])('%s is refused and moves nothing', async (_what, amount, message) => {
    const before = { all: await all(), center: await center(), txns: await journal() };
    expect(await transfer({ channelCode: 'crty', amount, ty: 1 })).toMatchObject({ code: 6007, message });
    expect({ all: await all(), center: await center(), txns: await journal() }).toEqual(before);
  });

  it('refuses more than the venue holds, an unknown venue and another member’s wallet, moving nothing', async () => {
    const before = { all: await all(), center: await center(), txns: await journal() };
    expect(await transfer({ channelCode: 'crty', amount: '100.01', ty: 0 })).toMatchObject({ code: 6007, message: TRANSFER_MSG.venueShort });
    expect(await transfer({ channelCode: 'NOPE', amount: '1', ty: 1 })).toMatchObject({ code: 6004, message: TRANSFER_MSG.unknownVenue });
    expect(await transfer({ channelCode: 'crty', amount: '1', ty: 1, memberId: 100002 })).toMatchObject({ code: 6007, message: OWN_WALLET_MSG });
    expect(await transfer({ channelCode: 'crty', amount: '1', ty: 2 })).toMatchObject({ code: 6007, message: '请选择转入或转出' });
    expect(await transfer({ amount: '1', ty: 1 })).toMatchObject({ code: 6007, message: '请选择场馆' });
    expect({ all: await all(), center: await center(), txns: await journal() }).toEqual(before);
  });

  it('writes one journal transaction per transfer, whose entries sum to zero', async () => {
    const before = await journal();
    expect((await transfer({ channelCode: 'KYQP', amount: '12.34', ty: 1 })).data).toEqual({ centerWalletBalance: 8876.54, balance: 12.34 });
    expect(await journal()).toBe(before + 1);
    const txn = await t.db.selectFrom('ledger_txn').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(txn).toMatchObject({ kind: 'transfer', member_id: 100001 });
    const entries = await t.db
      .selectFrom('ledger_entry')
      .select(['account', 'channel_code', 'amount_fen'])
      .where('txn_id', '=', txn.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { account: 'center', channel_code: '', amount_fen: -1234 },
      { account: 'venue', channel_code: 'KYQP', amount_fen: 1234 },
    ]);
  });
});

describe('recycle', () => {
  it('brings every venue back to the centre with a result per venue, once per key', async () => {
    expect((await transfer({ channelCode: 'PGDZ', amount: '10', ty: 1 })).code).toBe(6000);
    const k = key();
    const out = await t.browser.post(recycle, {}, { headers: { 'idempotency-key': k } });
    expect(out).toMatchObject({ code: 6000, message: RECYCLE_MSG.done, data: { centerWalletBalance: 8888.88 + 50.5 + 100 } });
    expect(out.data.results).toEqual([
      { channelCode: 'crty', name: '皇冠体育', amount: 100, ok: true, message: RECYCLE_MSG.venueDone },
      { channelCode: 'AGZR', name: 'AG真人', amount: 50.5, ok: true, message: RECYCLE_MSG.venueDone },
      { channelCode: 'PGDZ', name: 'PG电子', amount: 10, ok: true, message: RECYCLE_MSG.venueDone },
    ]);
    expect((await all()).totalMoney).toBe(0);
    const txns = await journal();
    expect(await t.browser.post(recycle, {}, { headers: { 'idempotency-key': k } })).toMatchObject({ code: 6000, data: out.data });
    expect(await journal()).toBe(txns);
    const again = await t.browser.post(recycle, {}, { headers: { 'idempotency-key': key() } });
    expect(again).toMatchObject({ code: 6000, message: RECYCLE_MSG.nothing, data: { centerWalletBalance: 9039.38, results: [] } });
  });

  it('refuses without a key and for another member', async () => {
    expect(await t.browser.post(recycle, {})).toMatchObject({ code: 6007, message: IDEMPOTENCY_MSG.missing });
    expect(await t.browser.post(recycle, { memberId: 100002 }, { headers: { 'idempotency-key': key() } })).toMatchObject({
      code: 6007,
      message: OWN_WALLET_MSG,
    });
    expect((await all()).totalMoney).toBe(150.5);
  });
});

describe('setAutoTransferStatus', () => {
  it('turns the switch on and off; allBalance reports it', async () => {
    expect(await t.browser.post(setAutoTransferStatus, { status: 1 })).toMatchObject({ code: 6000, message: AUTO_TRANSFER_MSG.on, data: { status: 1 } });
    expect((await all()).autoTransfer).toBe(1);
    expect(await t.browser.post(setAutoTransferStatus, { status: 0 })).toMatchObject({ code: 6000, message: AUTO_TRANSFER_MSG.off, data: { status: 0 } });
    expect((await all()).autoTransfer).toBe(0);
  });

  it('refuses a bad status and a guest', async () => {
    expect(await t.browser.post(setAutoTransferStatus, { status: 2 })).toMatchObject({ code: 6007, message: '自动转账状态只能是0或1' });
    expect(await t.browser.post(setAutoTransferStatus, {})).toMatchObject({ code: 6007, message: '自动转账状态只能是0或1' });
    expect((await t.newBrowser().post(setAutoTransferStatus, { status: 1 })).code).toBe(6001);
    expect((await all()).autoTransfer).toBe(0);
  });
});

describe('concurrency', () => {
  it('many transfers and recycles at once never make a balance negative, and the journal verifies', async () => {
    const call = (i: number) =>
      i % 10 === 9
        ? t.browser.post(recycle, {}, { headers: { 'idempotency-key': `race-recycle-${i}` } })
        : transfer({ channelCode: i % 2 ? 'crty' : 'AGZR', amount: i % 3 ? '700' : '300.5', ty: i % 4 === 3 ? 0 : 1 }, `race-transfer-${i}`);
    // Every call twice at once with the same key: the duplicate answers the first result and moves nothing more.
    const outs = await Promise.all(Array.from({ length: 40 }, async (_, i) => Promise.all([call(i), call(i)])));
    for (const [a, b] of outs) expect({ code: b.code, message: b.message, data: b.data }).toEqual({ code: a.code, message: a.message, data: a.data });
    expect(outs.every(([o]) => o.code === 6000 || o.code === 6007)).toBe(true);
    expect(outs.filter(([o]) => o.code === 6000).length).toBeGreaterThan(10);
    const moved = await t.db.selectFrom('ledger_txn').select('ref').where('ref', 'like', 'key:race-%').execute();
    expect(new Set(moved.map((m) => m.ref)).size).toBe(moved.length);
    const rows = await t.db.selectFrom('wallet_venue_balance').select('balance_fen').execute();
    expect(rows.every((r) => r.balance_fen >= 0)).toBe(true);
    expect(await center()).toBeGreaterThanOrEqual(0);
    const report = await verifyLedger(t.db);
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ discrepancies: 0, negatives: 0 });
    // What the members hold never changed: 8888.88 + 150.50 (demo01) + 1000 (demo02) + 1000 (demo03) in total.
    const held = await t.db
      .selectFrom('ledger_entry')
      .select((eb) => eb.fn.sum<number>('amount_fen').as('fen'))
      .where('account', '=', 'opening')
      .executeTakeFirstOrThrow();
    expect(-Number(held.fen)).toBe(888888 + 15050 + 100000 + 100000);
  });
});

describe('a venue under maintenance', () => {
  const closeVenue = (code: string) => t.db.updateTable('wallet_venue').set({ maintenance: 1 }).where('channel_code', '=', code).execute();

  it('moves no money in or out, but its balance can be read', async () => {
    await closeVenue('AGZR');
    const before = await journal();
    expect(await transfer({ channelCode: 'AGZR', amount: '10', ty: 1 })).toMatchObject({ code: 6415, message: 'AG真人维护中，请稍后再试' });
    expect(await transfer({ channelCode: 'AGZR', amount: '10', ty: 0 })).toMatchObject({ code: 6415, message: 'AG真人维护中，请稍后再试' });
    expect(await journal()).toBe(before);
    expect((await t.browser.post(venueBalance, { channelCode: 'AGZR' })).data).toEqual({ channelCode: 'AGZR', balance: 50.5 });
  });

  it('keeps its money on recycle, with a result that says why, while the other venues come back', async () => {
    await closeVenue('AGZR');
    const out = await t.browser.post(recycle, {}, { headers: { 'idempotency-key': key() } });
    expect(out.code).toBe(6000);
    expect(out.data.results).toContainEqual({ channelCode: 'AGZR', name: 'AG真人', amount: 50.5, ok: false, message: 'AG真人维护中，请稍后再试' });
    expect(out.data.results).toContainEqual({ channelCode: 'crty', name: '皇冠体育', amount: 100, ok: true, message: RECYCLE_MSG.venueDone });
    expect((await all()).venues).toContainEqual({ channelCode: 'AGZR', name: 'AG真人', balance: 50.5 });
    expect(await center()).toBe(8988.88);
    expect(await verifyLedger(t.db)).toMatchObject({ discrepancies: 0, negatives: 0 });
  });
});
