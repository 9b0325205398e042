import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openStore } from '../../db';
import { migrationsFor } from '../../db/migrations';
import type { Schema } from '../../db/schema';
import { testApp, testDatabase, testEngine, type TestDatabase } from '../../test-support';
import { journalUnrecordedBalances } from './index';
import { verifyLedger } from './verify';

/** Migration 0006_ledger on a database that holds money already: opening entries make the journal match the balances. */
let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => database.drop());

it('journals the balances that existed before the ledger (one opening transaction per member)', async () => {
  const engine = testEngine();
  const old = new Kysely<Schema>({
    dialect:
      engine === 'postgres'
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.databaseUrl }) })
        : new SqliteDialect({ database: new Database(database.dbFile!) }),
  });
  const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrationsFor(engine) } });
  expect((await migrator.migrateTo('0005_venue_sessions')).error).toBeUndefined();
  await old
    .insertInto('member')
    .values([1, 2, 3].map((id) => ({ id, name: `m${id}`, name_key: `m${id}`, password_hash: 'x', auto_login_until: null, created_at: 1, last_login_at: null })))
    .execute();
  await old
    .insertInto('wallet_venue')
    .values([
      { channel_code: 'crty', name: '皇冠体育', category: 1, sort: 1 },
      { channel_code: 'AGZR', name: 'AG真人', category: 2, sort: 2 },
    ])
    .execute();
  await old
    .insertInto('wallet')
    .values([
      { member_id: 1, center_fen: 12345, lock_fen: 500 },
      { member_id: 2, center_fen: 0, lock_fen: 0 },
      { member_id: 3, center_fen: 7, lock_fen: 0 },
    ])
    .execute();
  await old
    .insertInto('wallet_venue_balance')
    .values([
      { member_id: 1, channel_code: 'crty', balance_fen: 1000 },
      { member_id: 2, channel_code: 'AGZR', balance_fen: 99 },
      { member_id: 3, channel_code: 'crty', balance_fen: 0 },
    ])
    .execute();
  await old.destroy();

  const store = await openStore({ databaseUrl: database.databaseUrl, file: database.dbFile ?? '' });
  try {
    const txns = await store.db.selectFrom('ledger_txn').select(['kind', 'member_id', 'ref']).orderBy('member_id').execute();
    expect(txns).toEqual([
      { kind: 'opening', member_id: 1, ref: 'opening' },
      { kind: 'opening', member_id: 2, ref: 'opening' },
      { kind: 'opening', member_id: 3, ref: 'opening' },
    ]);
    const report = await verifyLedger(store.db);
    expect(report.findings).toEqual([]);
    // member 1: center, locked, crty + opening; member 2: AGZR + opening; member 3: center + opening.
    expect(report).toEqual({ accounts: 10, entries: 8, discrepancies: 0, negatives: 0, findings: [] });
  } finally {
    await store.close();
  }
});

it('journals balance rows written without the journal (an imported older data file), once', async () => {
  const t = await testApp();
  try {
    await t.db
      .insertInto('member')
      .values({ id: 200001, name: 'old01', name_key: 'old01', password_hash: 'x', auto_login_until: null, created_at: 1, last_login_at: null })
      .execute();
    await t.db.insertInto('wallet').values({ member_id: 200001, center_fen: 4200, lock_fen: 10 }).execute();
    await t.db.insertInto('wallet_venue_balance').values({ member_id: 200001, channel_code: 'KYQP', balance_fen: 300 }).execute();
    expect((await verifyLedger(t.db)).discrepancies).toBe(3);
    expect(await journalUnrecordedBalances(t.db)).toBe(1);
    expect(await verifyLedger(t.db)).toMatchObject({ discrepancies: 0, negatives: 0 });
    expect(await journalUnrecordedBalances(t.db)).toBe(0);
  } finally {
    await t.app.close();
  }
});
