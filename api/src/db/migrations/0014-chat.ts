import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';

/** Creates chat_room, chat_message, chat_mute, chat_setting. */
export const chat: SiteMigration = {
  name: '0014_chat',
  async up(db, engine) {
    await db.schema
      .createTable('chat_room')
      .addColumn('rid', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('open', 'closed')`))
      .addColumn('broadcast_blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await withId(engine, db.schema.createTable('chat_message'))
      .addColumn('rid', 'text', text)
      .addColumn('member_id', 'integer', text)
      .addColumn('name', 'text', text)
      .addColumn('msg', 'text', text)
      .addColumn('at', 'bigint', text)
      .execute();
    await db.schema.createIndex('chat_message_room').on('chat_message').columns(['rid', 'id']).execute();
    await db.schema.createIndex('chat_message_member').on('chat_message').columns(['member_id', 'at']).execute();
    await db.schema
      .createTable('chat_mute')
      .addColumn('member_id', 'integer', (c) => c.primaryKey())
      .addColumn('until', 'bigint')
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema
      .createTable('chat_setting')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'integer', text)
      .execute();
    await db
      .insertInto('chat_room')
      .values(['lobby', 'sports'].map((rid) => ({ rid, status: 'open', broadcast_blocked: 0, created_at: 0 })))
      .execute();
  },
};
