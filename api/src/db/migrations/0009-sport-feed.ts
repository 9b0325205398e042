import { sql } from 'kysely';
import { text, type SiteMigration } from './schema-builders';

/** Creates sport_result, sport_board. */
export const sportFeed: SiteMigration = {
  name: '0009_sport_feed',
  async up(db) {
    await db.schema
      .createTable('sport_result')
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('gide', 'text', text)
      .addColumn('hgid', 'text', text)
      .addColumn('game_type', 'text', text)
      .addColumn('league_id', 'integer', text)
      .addColumn('team_h', 'text', text)
      .addColumn('team_c', 'text', text)
      .addColumn('kickoff_at', 'bigint', text)
      .addColumn('finished_at', 'bigint', text)
      .addColumn('score_h', 'integer', (c) => c.notNull().check(sql`score_h >= 0`))
      .addColumn('score_c', 'integer', (c) => c.notNull().check(sql`score_c >= 0`))
      .addColumn('half_h', 'integer')
      .addColumn('half_c', 'integer')
      .addColumn('winner', 'text', text)
      .addColumn('detail', 'text', text)
      .execute();
    await db.schema.createIndex('sport_result_finished').on('sport_result').column('finished_at').execute();
    await db.schema
      .createTable('sport_board')
      .addColumn('board_key', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', text)
      .addColumn('at', 'bigint', text)
      .addColumn('matches', 'text', text)
      .execute();
  },
};
