import { sql } from 'kysely';
import { sqlList, text, type SiteMigration } from './schema-builders';

/** 收藏 of the sports board: a member's starred leagues (board row key) and matches (gameId). */
export const sportFavourites: SiteMigration = {
  name: '0025_sport_favourites',
  async up(db) {
    await db.schema
      .createTable('sport_favourite')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN (${sqlList(['league', 'match'])})`))
      .addColumn('item_id', 'text', text)
      .addColumn('created_at', 'bigint', text)
      .addPrimaryKeyConstraint('sport_favourite_pk', ['member_id', 'kind', 'item_id'])
      .execute();
  },
};
