import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';

/** Creates wallet, wallet_venue, wallet_venue_balance, letter, feedback. */
export const walletVenuesLettersFeedback: SiteMigration = {
  name: '0004_wallet_venues_letters_feedback',
  async up(db, engine) {
    await db.schema
      .createTable('wallet')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('center_fen', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`center_fen >= 0`),
      )
      .addColumn('lock_fen', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`lock_fen >= 0`),
      )
      .execute();
    await db.schema
      .createTable('wallet_venue')
      .addColumn('channel_code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', text)
      .addColumn('category', 'integer', text)
      .addColumn('sort', 'integer', text)
      .execute();
    await db.schema
      .createTable('wallet_venue_balance')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('channel_code', 'text', (c) => c.notNull().references('wallet_venue.channel_code'))
      .addColumn('balance_fen', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance_fen >= 0`),
      )
      .addPrimaryKeyConstraint('wallet_venue_balance_pk', ['member_id', 'channel_code'])
      .execute();
    await withId(engine, db.schema.createTable('letter'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd')`))
      .addColumn('title', 'text', text)
      .addColumn('content', 'text', text)
      .addColumn('created_at', 'bigint', text)
      .addColumn('read_at', 'bigint')
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('letter_member').on('letter').columns(['member_id', 'kind']).execute();
    await withId(engine, db.schema.createTable('feedback'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content', 'text', text)
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'bigint', text)
      .addColumn('reply', 'text')
      .addColumn('replied_at', 'bigint')
      .addColumn('reply_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('feedback_member').on('feedback').column('member_id').execute();
  },
};
