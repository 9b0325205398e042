import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';

/** Promotions: the activities, who joined which, and every reward claimed (once per item). */
export const promotions: SiteMigration = {
  name: '0016_promotions',
  async up(db, engine) {
    await withId(engine, db.schema.createTable('promotion'))
      .addColumn('kind', 'text', text)
      .addColumn('title', 'text', text)
      .addColumn('summary', 'text', textDefault)
      .addColumn('category', 'text', text)
      .addColumn('rules', 'text', text)
      .addColumn('start_at', 'bigint', text)
      .addColumn('end_at', 'bigint', text)
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema
      .createTable('promotion_join')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
      .addColumn('joined_at', 'bigint', text)
      .addPrimaryKeyConstraint('promotion_join_pk', ['member_id', 'promotion_id'])
      .execute();
    await db.schema.createIndex('promotion_join_activity').on('promotion_join').columns(['promotion_id', 'joined_at']).execute();
    await withId(engine, db.schema.createTable('promotion_claim'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
      .addColumn('item', 'text', text)
      .addColumn('label', 'text', textDefault)
      .addColumn('reward_fen', 'bigint', (c) => c.notNull().check(sql`reward_fen >= 0`))
      .addColumn('base_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('required_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('promotion_claim_item').on('promotion_claim').columns(['member_id', 'promotion_id', 'item']).unique().execute();
  },
};
