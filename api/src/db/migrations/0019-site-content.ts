import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';

/** The home page's notice marquee and promotion banners, the members' invite codes, agent applications. */
export const siteContent: SiteMigration = {
  name: '0019_site_content',
  async up(db, engine) {
    await withId(engine, db.schema.createTable('site_notice'))
      .addColumn('title', 'text', text)
      .addColumn('content', 'text', text)
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'bigint', text)
      .addColumn('ends_at', 'bigint')
      .addColumn('created_at', 'bigint', text)
      .execute();
    await withId(engine, db.schema.createTable('site_banner'))
      .addColumn('title', 'text', text)
      .addColumn('subtitle', 'text', textDefault)
      .addColumn('image', 'text', textDefault)
      .addColumn('tone', 'text', (c) => c.notNull().check(sql`tone IN ('gold', 'red', 'blue', 'green')`))
      .addColumn('link', 'text', text)
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'bigint', text)
      .addColumn('ends_at', 'bigint')
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema
      .createTable('invite_code')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('member_i_code').on('member').column('i_code').execute();
    await withId(engine, db.schema.createTable('agent_application'))
      .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('member.id'))
      .addColumn('real_name', 'text', text)
      .addColumn('phone', 'text', text)
      .addColumn('contact', 'text', text)
      .addColumn('channel', 'text', text)
      .addColumn('plan', 'text', text)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status IN ('pending', 'approved', 'rejected')`),
      )
      .addColumn('created_at', 'bigint', text)
      .execute();
  },
};
