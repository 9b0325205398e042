import { text, type SiteMigration } from './schema-builders';

/** Images a member uploaded (upload/uploadImage): the file lives under DATA_DIR/uploads/<name>. */
export const memberUploads: SiteMigration = {
  name: '0018_member_uploads',
  async up(db) {
    await db.schema
      .createTable('member_upload')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('mime', 'text', text)
      .addColumn('bytes', 'integer', text)
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('member_upload_member').on('member_upload').columns(['member_id', 'created_at']).execute();
  },
};
