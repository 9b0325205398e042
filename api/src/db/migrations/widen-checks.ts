import { sql } from 'kysely';
import type { Engine } from '../store';
import { sqlList, text, textDefault, withId, type AnyDb } from './schema-builders';

/**
 * Widens the CHECK lists of ledger_txn.kind and ledger_entry.account (the journal's tables keep
 * their rows and ids). PostgreSQL swaps the named constraints; SQLite cannot alter a CHECK, so
 * each table is rebuilt under its own name with foreign keys off (SQLite migrations do not run
 * in one transaction: Kysely's SQLite adapter has no transactional DDL).
 */
export async function widenLedgerChecks(engine: Engine, db: AnyDb, lists: { kinds: readonly string[]; accounts: readonly string[] }): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE ledger_txn DROP CONSTRAINT IF EXISTS ledger_txn_kind_check`.execute(db);
    await sql`ALTER TABLE ledger_txn ADD CONSTRAINT ledger_txn_kind_check CHECK (kind IN (${sqlList(lists.kinds)}))`.execute(db);
    await sql`ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_account_check`.execute(db);
    await sql`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_account_check CHECK (account IN (${sqlList(lists.accounts)}))`.execute(db);
    return;
  }
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withId(engine, trx.schema.createTable('ledger_txn_next'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sqlList(lists.kinds)})`))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('ref', 'text')
        .addColumn('created_at', 'bigint', text)
        .execute();
      await sql`INSERT INTO ledger_txn_next (id, kind, member_id, ref, created_at) SELECT id, kind, member_id, ref, created_at FROM ledger_txn`.execute(trx);
      await trx.schema.dropTable('ledger_txn').execute();
      await trx.schema.alterTable('ledger_txn_next').renameTo('ledger_txn').execute();
      await trx.schema.createIndex('ledger_txn_ref').on('ledger_txn').columns(['member_id', 'ref']).unique().execute();
      await withId(engine, trx.schema.createTable('ledger_entry_next'))
        .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_txn.id'))
        .addColumn('account', 'text', (c) => c.notNull().check(sql`account IN (${sqlList(lists.accounts)})`))
        .addColumn('member_id', 'integer', text)
        .addColumn('channel_code', 'text', textDefault)
        .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen <> 0`))
        .execute();
      await sql`INSERT INTO ledger_entry_next (id, txn_id, account, member_id, channel_code, amount_fen) SELECT id, txn_id, account, member_id, channel_code, amount_fen FROM ledger_entry`.execute(
        trx,
      );
      await trx.schema.dropTable('ledger_entry').execute();
      await trx.schema.alterTable('ledger_entry_next').renameTo('ledger_entry').execute();
      await trx.schema.createIndex('ledger_entry_txn').on('ledger_entry').column('txn_id').execute();
      await trx.schema.createIndex('ledger_entry_account').on('ledger_entry').columns(['member_id', 'account', 'channel_code']).execute();
      const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the ledger rebuild: ${JSON.stringify(broken.rows.slice(0, 3))}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * Widens the CHECK list of remote_telemetry.kind (its rows and ids kept). PostgreSQL swaps the column's
 * constraint; SQLite cannot alter a CHECK, so the table is rebuilt under its name with its indexes.
 */
export async function widenTelemetryKinds(engine: Engine, db: AnyDb, kinds: readonly string[]): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE remote_telemetry DROP CONSTRAINT IF EXISTS remote_telemetry_kind_check`.execute(db);
    await sql`ALTER TABLE remote_telemetry ADD CONSTRAINT remote_telemetry_kind_check CHECK (kind IN (${sqlList(kinds)}))`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await withId(engine, trx.schema.createTable('remote_telemetry_next'))
      .addColumn('at', 'bigint', text)
      .addColumn('remote', 'text', text)
      .addColumn('version', 'text', text)
      .addColumn('cohort', 'text', (c) => c.notNull().check(sql`cohort IN ('stable', 'canary')`))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sqlList(kinds)})`))
      .addColumn('name', 'text', text)
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome IN ('ok', 'error')`))
      .addColumn('value', 'double precision', text)
      .execute();
    await sql`INSERT INTO remote_telemetry_next (id, at, remote, version, cohort, kind, name, outcome, value) SELECT id, at, remote, version, cohort, kind, name, outcome, value FROM remote_telemetry`.execute(
      trx,
    );
    await trx.schema.dropTable('remote_telemetry').execute();
    await trx.schema.alterTable('remote_telemetry_next').renameTo('remote_telemetry').execute();
    await trx.schema.createIndex('remote_telemetry_time').on('remote_telemetry').columns(['at']).execute();
    await trx.schema.createIndex('remote_telemetry_remote').on('remote_telemetry').columns(['remote', 'version', 'at']).execute();
  });
}
