import { sql } from 'kysely';
import { testApp, type TestApp } from '../test-support';
import { ANY_TABLE, tablesWrittenBy } from './table-writes';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

describe('table writes', () => {
  it('names the tables whose rows a query may change, and no table for reads and plain inserts', () => {
    const node = (q: { toOperationNode(): unknown }) => q.toOperationNode() as Parameters<typeof tablesWrittenBy>[0];
    expect(tablesWrittenBy(node(t.db.updateTable('session').set({ revoked_at: 1 }).where('member_id', '=', 1)))).toEqual(['session']);
    expect(tablesWrittenBy(node(t.db.deleteFrom('member').where('id', '=', 1)))).toEqual(['member']);
    expect(tablesWrittenBy(node(t.db.updateTable('member as m').set({ phone: '' })))).toEqual(['member']);
    const upsert = t.db
      .insertInto('member')
      .values({ name: 'x', name_key: 'x', password_hash: '', created_at: 0 })
      .onConflict((oc) => oc.column('name_key').doUpdateSet({ phone: '1' }));
    expect(tablesWrittenBy(node(upsert))).toEqual(['member']);
    const ignore = t.db
      .insertInto('member')
      .values({ name: 'x', name_key: 'x', password_hash: '', created_at: 0 })
      .onConflict((oc) => oc.column('name_key').doNothing());
    expect(tablesWrittenBy(node(ignore))).toEqual([]);
    expect(tablesWrittenBy(node(t.db.selectFrom('session').selectAll()))).toEqual([]);
    expect(tablesWrittenBy(node(sql`UPDATE member SET phone = ''`))).toEqual([ANY_TABLE]);
    expect(tablesWrittenBy(node(sql`SELECT 1`))).toEqual([]);
  });

  it('tells the listeners of a table when it is written, and again once a transaction has ended', async () => {
    const heard: string[] = [];
    const stopSession = t.store.onWrite('session', () => heard.push('session'));
    const stopAny = t.store.onWrite(ANY_TABLE, () => heard.push('any'));
    // The app's own background work (feeds, sweeps) may write other tables meanwhile: 'any' may hear those.
    await t.db.selectFrom('session').selectAll().execute();
    expect(heard.filter((h) => h === 'session')).toEqual([]);
    await t.db.updateTable('session').set({ revoked_at: 1 }).where('member_id', '=', -1).execute();
    expect(heard.filter((h) => h === 'session').length).toBeGreaterThanOrEqual(1);
    expect(heard).toContain('any');

    heard.length = 0;
    let heardInside = 0;
    await t.store.transaction(async (trx) => {
      await trx.updateTable('session').set({ revoked_at: 1 }).where('member_id', '=', -1).execute();
      heardInside = heard.filter((h) => h === 'session').length;
    });
    // The write was told when it ran and once more after the commit.
    expect(heard.filter((h) => h === 'session').length).toBeGreaterThan(heardInside);

    heard.length = 0;
    await t.db.updateTable('wallet').set({ lock_fen: 0 }).where('member_id', '=', -1).execute();
    expect(heard).toContain('any');
    expect(heard).not.toContain('session');
    stopSession();
    stopAny();
    heard.length = 0;
    await t.db.updateTable('session').set({ revoked_at: 1 }).where('member_id', '=', -1).execute();
    expect(heard).toEqual([]);
  });
});
