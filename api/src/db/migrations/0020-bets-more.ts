import { textDefault, type SiteMigration } from './schema-builders';

/** The feed voids some matches (D1 called off, D5 abandoned): their legs settle as refunds. */
export const betsMore: SiteMigration = {
  name: '0020_bets_more',
  async up(db) {
    await db.schema.alterTable('sport_result').addColumn('void_reason', 'text').execute();
    // Each cash-out quote keeps what became of it: open (offered), processing (in play: decided after the delay
    // at decide_at), accepted, rejected (with the reason).
    await db.schema
      .alterTable('bet_cash_out_quote')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
      .execute();
    await db.schema.alterTable('bet_cash_out_quote').addColumn('reason', 'text', textDefault).execute();
    await db.schema.alterTable('bet_cash_out_quote').addColumn('decide_at', 'bigint').execute();
    await db.schema.createIndex('bet_cash_out_quote_state').on('bet_cash_out_quote').columns(['state', 'decide_at']).execute();
  },
};
