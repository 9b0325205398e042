import { sql } from 'kysely';
import { sqlList, type SiteMigration } from './schema-builders';

/** The kinds a bet may be from here on: the slip's three and the 同场串关 (bet builder). */
const KINDS = ['single', 'multiple', 'series', 'builder'] as const;
const BEFORE = "kind IN ('single', 'multiple', 'series')";

/**
 * 同场串关 bets (modules/bets/builder-*): bet.kind may be 'builder', and such a bet keeps its joint price in
 * builder_hk_milli (its legs are the selections, each with the price it would pay alone). PostgreSQL swaps the
 * kind column's named CHECK; SQLite cannot alter a CHECK, so the bet table is rebuilt from its own recorded
 * definition with the wider list (every column it has by now kept, in order), its rows and indexes kept, with
 * foreign keys off while the table is swapped (the legs and quotes keep referring to it by name).
 */
export const betBuilder: SiteMigration = {
  name: '0032_bet_builder',
  async up(db, engine) {
    await db.schema.alterTable('bet').addColumn('builder_hk_milli', 'integer').execute();
    if (engine === 'postgres') {
      await sql`ALTER TABLE bet DROP CONSTRAINT IF EXISTS bet_kind_check`.execute(db);
      await sql`ALTER TABLE bet ADD CONSTRAINT bet_kind_check CHECK (kind IN (${sqlList(KINDS)}))`.execute(db);
      return;
    }
    const table = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'bet'`.execute(db);
    const create = table.rows[0]?.sql ?? '';
    if (!create.includes(BEFORE)) throw new Error(`bet.kind's CHECK is not the one 0011_bets made: ${create.slice(0, 200)}`);
    const next = create.replace(/^create table "bet"/i, 'create table "bet_next"').replace(BEFORE, `kind IN (${KINDS.map((k) => `'${k}'`).join(', ')})`);
    if (!next.startsWith('create table "bet_next"')) throw new Error('the bet table is not named as 0011_bets made it');
    const indexes = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bet' AND sql IS NOT NULL`.execute(db);
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await sql.raw(next).execute(trx);
        await sql`INSERT INTO bet_next SELECT * FROM bet`.execute(trx);
        await trx.schema.dropTable('bet').execute();
        await trx.schema.alterTable('bet_next').renameTo('bet').execute();
        for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
        const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(trx);
        if (broken.rows.length > 0) throw new Error(`foreign keys broken by the bet rebuild: ${JSON.stringify(broken.rows.slice(0, 3))}`);
      });
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  },
};
