import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';

/** Creates member_card. */
export const memberProfile: SiteMigration = {
  name: '0013_member_profile',
  async up(db, engine) {
    await withId(engine, db.schema.createTable('member_card'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('bank', 'alipay', 'usdt')`))
      .addColumn('bank_code', 'text', text)
      .addColumn('bank_name', 'text', text)
      .addColumn('number', 'text', text)
      .addColumn('holder', 'text', text)
      .addColumn('network', 'text', (c) => c.check(sql`network IS NULL OR network IN ('TRC20', 'ERC20')`))
      .addColumn('alias', 'text', textDefault)
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('member_card_member').on('member_card').columns(['member_id', 'kind']).execute();
    await db.schema.createIndex('member_card_number').on('member_card').columns(['kind', 'number']).unique().execute();
  },
};
