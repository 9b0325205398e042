import type { SiteMigration } from './schema-builders';

/**
 * The baccarat road (providerBaccaratRoad, baccaratShoeOf in modules/provider/provider-queries.ts) counts a
 * table's rounds and reads its latest ones, newest first: both by channel_code and game_kind, ordered by
 * created_at, id. This index answers the count from the index alone and the read by walking it backwards,
 * instead of scanning every round of every game.
 */
export const baccaratRoadIndex: SiteMigration = {
  name: '0023_baccarat_road_index',
  async up(db) {
    await db.schema.createIndex('game_round_table_time').on('game_round').columns(['channel_code', 'game_kind', 'created_at', 'id']).execute();
  },
};
