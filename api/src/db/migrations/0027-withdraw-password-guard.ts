import { text, withId, type SiteMigration } from './schema-builders';

/**
 * The withdrawal password's failure budget (modules/withdraw/withdraw-password-guard.ts): each wrong
 * withdrawal password a member enters, and the lock that stops the member's withdrawals once the budget is
 * spent (kept until the e-mail reset of the withdrawal password).
 */
export const withdrawPasswordGuard: SiteMigration = {
  name: '0027_withdraw_password_guard',
  async up(db, engine) {
    await withId(engine, db.schema.createTable('withdraw_password_failure'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('at', 'bigint', text)
      .execute();
    await db.schema.createIndex('withdraw_password_failure_member').on('withdraw_password_failure').columns(['member_id', 'at']).execute();
    await db.schema
      .createTable('withdraw_password_lock')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('locked_at', 'bigint', text)
      .execute();
  },
};
