import { testApp, type TestApp } from '../test-support';
import { openBalances } from '../modules/ledger';

let t: TestApp;
let heard: number[][];
let stop: () => void;
let memberId: number;
beforeEach(async () => {
  t = await testApp();
  heard = [];
  stop = t.store.onMoneyMoved((ids) => heard.push([...ids]));
  memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  stop();
  await t.app.close();
});

describe('money moved, told after its commit', () => {
  it('tells the member once the transaction commits, once per transaction, whichever way it was opened', async () => {
    await t.db.transaction().execute(async (trx) => {
      await openBalances(trx, memberId, { centerFen: 100 });
      await openBalances(trx, memberId, { centerFen: 200 });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([[memberId]]);
    await t.store.transaction((trx) => openBalances(trx, memberId, { centerFen: 100 }));
    expect(heard).toEqual([[memberId], [memberId]]);
  });

  it('tells nothing for a transaction rolled back, nor for one that moved no money', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await openBalances(trx, memberId, { centerFen: 100 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.db.transaction().execute((trx) => trx.updateTable('wallet').set({ auto_transfer: 1 }).where('member_id', '=', memberId).execute());
    expect(heard).toEqual([]);
  });

  it('tells a journal row written outside a transaction once it is written', async () => {
    await openBalances(t.db, memberId, { centerFen: 100 });
    expect(heard).toEqual([[memberId]]);
  });
});
