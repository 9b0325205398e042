import { text, textDefault, type SiteMigration } from './schema-builders';

/** Creates venue_session. */
export const venueSessions: SiteMigration = {
  name: '0005_venue_sessions',
  async up(db) {
    await db.schema
      .createTable('venue_session')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('en_name', 'text', text)
      .addColumn('game_code', 'text', textDefault)
      .addColumn('created_at', 'bigint', text)
      .addColumn('expires_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('venue_session_expiry').on('venue_session').column('expires_at').execute();
  },
};
