import { type SiteMigration } from './schema-builders';

/**
 * Cash-out in part (部分兑现): a quote may be accepted for less than its amount (part_fen; null = in full),
 * and each part paid is kept with the share of the stake it took; the bet runs on at the stake left.
 */
export const betCashOutParts: SiteMigration = {
  name: '0029_bet_cash_out_parts',
  async up(db) {
    await db.schema.alterTable('bet_cash_out_quote').addColumn('part_fen', 'bigint').execute();
    await db.schema
      .createTable('bet_cash_out_part')
      .addColumn('quote_id', 'text', (c) => c.primaryKey())
      .addColumn('bet_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('stake_fen', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bet_cash_out_part_bet').on('bet_cash_out_part').column('bet_id').execute();
  },
};
