import { sql } from 'kysely';
import { sqlList, type SiteMigration } from './schema-builders';

/**
 * Automatic cash-out (自动兑现): one rule per bet, kept and run by the api: when the bet's cash-out value reaches
 * target_fen, part_fen (null = in full) is cashed out once (armed → fired, or failed with the reason).
 */
export const betAutoCashOut: SiteMigration = {
  name: '0030_bet_auto_cash_out',
  async up(db) {
    await db.schema
      .createTable('bet_auto_cash_out')
      .addColumn('bet_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('target_fen', 'bigint', (c) => c.notNull())
      .addColumn('part_fen', 'bigint')
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN (${sqlList(['armed', 'fired', 'failed', 'cancelled'])})`))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('paid_fen', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('fired_at', 'bigint')
      .execute();
    await db.schema.createIndex('bet_auto_cash_out_state').on('bet_auto_cash_out').column('state').execute();
  },
};
