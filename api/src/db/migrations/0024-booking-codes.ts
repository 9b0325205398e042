import { text, type SiteMigration } from './schema-builders';

/**
 * 投注码: a member's saved pre-match slip under its code. The picks are kept as the bet contract's picks (JSON);
 * expires_at is the last leg's kick-off. The member and created_at bound how often a member mints codes.
 */
export const bookingCodes: SiteMigration = {
  name: '0024_booking_codes',
  async up(db) {
    await db.schema
      .createTable('booking_code')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('picks', 'text', text)
      .addColumn('expires_at', 'bigint', text)
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('booking_code_member').on('booking_code').columns(['member_id', 'created_at']).execute();
  },
};
