import { getBalance, queryDealRecord, withdrawInfo } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { creditReward, RewardSource } from './index';

let t: TestApp;
let memberId: number;

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
});
afterEach(async () => t.app.close());

const pay = (ref: string, fen: number, turnoverFen: number) =>
  t.db.transaction().execute((trx) => creditReward(trx, { memberId, source: RewardSource.PROMOTION, fen, turnoverFen, ref, now: t.clock.now() }));

describe('rewards', () => {
  it('pays a reward once per ref, from the bonus account into the centre wallet', async () => {
    expect(await pay('promotion:first-deposit:1', 8800, 8800 * 10)).toEqual({ credited: true, centerFen: 108800 });
    const [again, alsoAgain] = await Promise.all([pay('promotion:first-deposit:1', 8800, 88000), pay('promotion:first-deposit:1', 8800, 88000)]);
    expect([again.credited, alsoAgain.credited]).toEqual([false, false]);
    expect((await t.browser.post(getBalance, {})).data).toMatchObject({ centerWalletBalance: 1088 });
    const entries = await t.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_txn', 'ledger_txn.id', 'ledger_entry.txn_id')
      .select(['account', 'amount_fen'])
      .where('ledger_txn.kind', '=', 'reward')
      .execute();
    expect(entries.map((e) => [e.account, Number(e.amount_fen)]).sort()).toEqual([
      ['bonus', -8800],
      ['center', 8800],
    ]);
    const record = await t.browser.post(queryDealRecord, { type: 'reward' });
    expect(record.data.list).toHaveLength(1);
    expect(record.data.list[0]).toMatchObject({ type: 'reward', typeName: '红利奖励' });
  });

  it('asks for its turnover before a withdrawal', async () => {
    await pay('promotion:sign:2026-11-22', 1000, 15000);
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 150, turnoverDone: 0, turnoverLeft: 150 });
    await pay('promotion:sign:2026-11-23', 500, 0);
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 150, turnoverLeft: 150 });
  });

  it('refuses a ref of another source and amounts that are not fen', async () => {
    await expect(pay('vip:week:1', 100, 0)).rejects.toThrow("starts with 'promotion:'");
    await expect(pay('promotion:x', 0, 0)).rejects.toThrow('not a reward');
    await expect(pay('promotion:x', 1.5, 0)).rejects.toThrow('not a reward');
    await expect(pay('promotion:x', 100, -1)).rejects.toThrow('not a turnover');
  });
});
