import { queryDealRecord, venueTransfer } from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { settleGameRound } from '../../ledger';

let t: TestApp;
let memberId: number;
beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
});
afterEach(async () => t.app.close());

type Line = { type: string; typeName: string; amount: number; balance: number; state: string; venue: string };
const lines = async (body: object) => {
  const out = await t.browser.post(queryDealRecord, body);
  expect(out.code).toBe(6000);
  return {
    balance: out.data.balance as number,
    total: out.data.total as number,
    list: (out.data.list as Line[]).map(({ type, amount, balance, venue }) => ({ type, amount, balance, venue })),
  };
};

describe('queryDealRecord: one statement per wallet', () => {
  it('keeps game rounds in the venue statement; a kind filter narrows the lines, never the running balance', async () => {
    expect(
      (await t.browser.post(venueTransfer, { channelCode: 'PGDZ', amount: '100', ty: 1 }, { headers: { 'idempotency-key': 'deal-record-test-0001' } })).code,
    ).toBe(6000);
    await t.db.transaction().execute((trx) => settleGameRound(trx, { memberId, channelCode: 'PGDZ', roundId: 'r-1', stakeFen: 3000, winFen: 500 }));

    expect(await lines({})).toEqual({
      balance: 900,
      total: 2,
      list: [
        { type: 'transfer', amount: -100, balance: 900, venue: 'PGDZ' },
        { type: 'opening', amount: 1000, balance: 1000, venue: '' },
      ],
    });
    expect(await lines({ wallet: 'PGDZ' })).toEqual({
      balance: 75,
      total: 2,
      list: [
        { type: 'round', amount: -25, balance: 75, venue: 'PGDZ' },
        { type: 'transfer', amount: 100, balance: 100, venue: 'PGDZ' },
      ],
    });
    expect(await lines({ wallet: 'PGDZ', type: 'transfer' })).toMatchObject({ balance: 75, total: 1, list: [{ type: 'transfer', balance: 100 }] });
    expect(await lines({ type: 'round' })).toEqual({ balance: 900, total: 0, list: [] });
  });

  it('refuses a wallet that is neither the centre nor a venue, and a kind that is no statement line', async () => {
    for (const wallet of ['NOPE', '<b>', '', 'x'.repeat(21)]) {
      const out = await t.browser.post(queryDealRecord, { wallet });
      expect([out.code, out.message]).toEqual([6007, '请选择钱包']);
    }
    expect((await t.browser.post(queryDealRecord, { type: 'withdraw_paid' })).message).toBe('请选择交易类型');
  });
});
