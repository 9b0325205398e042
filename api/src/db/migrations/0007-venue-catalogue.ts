import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { text, textDefault, type SiteMigration } from './schema-builders';

/** The catalogue's columns on the venues of the wallet (modules/venues/catalogue.ts). */
export const venueCatalogue: SiteMigration = {
  name: '0007_venue_catalogue',
  async up(db) {
    const flag = (name: string) => (c: ColumnDefinitionBuilder) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(name)} IN (0, 1)`);
    await db.schema.alterTable('wallet_venue').addColumn('en_name', 'text', textDefault).execute();
    await db.schema.alterTable('wallet_venue').addColumn('icon_mark', 'text', textDefault).execute();
    await db.schema.alterTable('wallet_venue').addColumn('maintenance', 'integer', flag('maintenance')).execute();
    await db.schema.alterTable('wallet_venue').addColumn('activity', 'integer', flag('activity')).execute();
    await db.schema.alterTable('wallet_venue').addColumn('has_game_list', 'integer', flag('has_game_list')).execute();
    await db.schema
      .alterTable('wallet_venue')
      .addColumn('launch_page', 'text', (c) =>
        c
          .notNull()
          .defaultTo('lobby')
          .check(sql`launch_page IN ('sport', 'baccarat', 'lottery', 'lobby', 'slot')`),
      )
      .execute();
    await db.schema
      .alterTable('wallet_venue')
      .addColumn('launch_form', 'text', (c) =>
        c
          .notNull()
          .defaultTo('path')
          .check(sql`launch_form IN ('session', 'absolute', 'path', 'document')`),
      )
      .execute();
    await db.schema
      .createTable('venue_game')
      .addColumn('en_name', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
      .addColumn('game_code', 'text', text)
      .addColumn('name', 'text', text)
      .addColumn('name_tw', 'text', text)
      .addColumn('motif', 'text', text)
      .addColumn('hot', 'integer', flag('hot'))
      .addColumn('new', 'integer', flag('new'))
      .addColumn('sort', 'integer', text)
      .addPrimaryKeyConstraint('venue_game_pk', ['en_name', 'game_code'])
      .execute();
    await db.schema
      .createTable('game_collection')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('en_name', 'text', text)
      .addColumn('game_code', 'text', text)
      .addColumn('created_at', 'bigint', text)
      .addPrimaryKeyConstraint('game_collection_pk', ['member_id', 'en_name', 'game_code'])
      .addForeignKeyConstraint('game_collection_game', ['en_name', 'game_code'], 'venue_game', ['en_name', 'game_code'])
      .execute();
    await db.schema
      .createTable('bonus_pool')
      .addColumn('en_name', 'text', (c) => c.primaryKey().references('wallet_venue.channel_code'))
      .addColumn('name', 'text', text)
      .addColumn('seed_fen', 'bigint', (c) => c.notNull().check(sql`seed_fen > 0`))
      .addColumn('growth_fen_per_hour', 'bigint', (c) => c.notNull().check(sql`growth_fen_per_hour >= 0`))
      .addColumn('cycle_ms', 'bigint', (c) => c.notNull().check(sql`cycle_ms > 0`))
      .addColumn('epoch', 'bigint', text)
      .execute();
  },
};
