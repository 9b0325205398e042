import { text, type SiteMigration } from './schema-builders';

/**
 * The request ids of signed calls (http/replay-memory.ts), each kept until its signed timestamp leaves the
 * replay window: written before the call is answered, so a crash forgets none.
 */
export const requestIds: SiteMigration = {
  name: '0028_request_ids',
  async up(db) {
    await db.schema
      .createTable('request_id')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('request_id_expires').on('request_id').column('expires_at').execute();
  },
};
