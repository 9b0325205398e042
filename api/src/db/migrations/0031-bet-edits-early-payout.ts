import { type SiteMigration } from './schema-builders';

/**
 * 修改注单: each edit links the bet it closed (cashed out at cash_out_fen) to the bet that replaced it.
 * Early payout (提前派彩): the competitions (leagues) the operator offers it on, and on each bet whether it was
 * settled by it (1) or not (0).
 */
export const betEditsEarlyPayout: SiteMigration = {
  name: '0031_bet_edits_early_payout',
  async up(db) {
    await db.schema
      .createTable('bet_edit')
      .addColumn('old_bet_id', 'text', (c) => c.primaryKey())
      .addColumn('new_bet_id', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('cash_out_fen', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('early_payout_league')
      .addColumn('league_id', 'integer', (c) => c.primaryKey())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('bet')
      .addColumn('early_payout', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
