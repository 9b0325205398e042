import { sql } from 'kysely';
import { text, type SiteMigration } from './schema-builders';

/** Creates game_round. */
export const gameRounds: SiteMigration = {
  name: '0008_game_rounds',
  async up(db) {
    await db.schema
      .createTable('game_round')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('channel_code', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
      .addColumn('game_kind', 'text', (c) => c.notNull().check(sql`game_kind IN ('slot', 'baccarat', 'lottery')`))
      .addColumn('game_code', 'text', text)
      .addColumn('game_name', 'text', text)
      .addColumn('stake_fen', 'bigint', (c) => c.notNull().check(sql`stake_fen > 0`))
      .addColumn('win_fen', 'bigint', (c) => c.notNull().check(sql`win_fen >= 0`))
      .addColumn('detail', 'text', text)
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('game_round_member_time').on('game_round').columns(['member_id', 'created_at']).execute();
  },
};
