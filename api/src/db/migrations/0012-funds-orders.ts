import { sql } from 'kysely';
import { text, textDefault, withId, type SiteMigration } from './schema-builders';
import { widenLedgerChecks } from './widen-checks';

/** The ledger learns money from and to the payment channels (deposit, withdrawal) and their fees. */
export const fundsOrders: SiteMigration = {
  name: '0012_funds_orders',
  async up(db, engine) {
    await widenLedgerChecks(engine, db, {
      kinds: ['opening', 'transfer', 'auto_transfer', 'recycle', 'round', 'deposit', 'withdraw_lock', 'withdraw_paid', 'withdraw_return'],
      accounts: ['center', 'locked', 'venue', 'house', 'opening', 'bonus', 'payment', 'fee'],
    });
    await db.schema
      .createTable('deposit_order')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('pay_code', 'text', text)
      .addColumn('kind', 'text', text)
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
      .addColumn('fee_fen', 'bigint', (c) => c.notNull().check(sql`fee_fen >= 0`))
      .addColumn('bonus_fen', 'bigint', (c) => c.notNull().check(sql`bonus_fen >= 0`))
      .addColumn('turnover_fen', 'bigint', (c) => c.notNull().check(sql`turnover_fen >= 0`))
      .addColumn('usdt_cents', 'bigint')
      .addColumn('network', 'text', textDefault)
      .addColumn('reference', 'text', text)
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status IN (0, 1, 2, 3)`))
      .addColumn('created_at', 'bigint', text)
      .addColumn('expire_at', 'bigint', text)
      .addColumn('paid_at', 'bigint')
      .execute();
    await db.schema.createIndex('deposit_order_member').on('deposit_order').columns(['member_id', 'created_at']).execute();
    await db.schema
      .createTable('withdraw_order')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('method', 'text', (c) => c.notNull().check(sql`method IN ('bank', 'usdt')`))
      .addColumn('card_id', 'text', text)
      .addColumn('card_label', 'text', text)
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
      .addColumn('fee_fen', 'bigint', (c) => c.notNull().check(sql`fee_fen >= 0`))
      .addColumn('usdt_cents', 'bigint')
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status IN (0, 1, 2)`))
      .addColumn('reason', 'text', textDefault)
      .addColumn('created_at', 'bigint', text)
      .addColumn('decided_at', 'bigint')
      .execute();
    await db.schema.createIndex('withdraw_order_member').on('withdraw_order').columns(['member_id', 'created_at']).execute();
    await db.schema
      .createTable('withdraw_password')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('password_hash', 'text', text)
      .addColumn('updated_at', 'bigint', text)
      .execute();
    await db.schema
      .createTable('deposit_limit')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('period', 'text', (c) => c.notNull().check(sql`period IN ('day', 'week', 'month')`))
      .addColumn('limit_fen', 'bigint')
      .addColumn('pending_fen', 'bigint')
      .addColumn('pending_at', 'bigint')
      .addPrimaryKeyConstraint('deposit_limit_pk', ['member_id', 'period'])
      .execute();
    await withId(engine, db.schema.createTable('play_exclusion'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('timeout', 'self_exclusion')`))
      .addColumn('created_at', 'bigint', text)
      .addColumn('until_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('play_exclusion_member').on('play_exclusion').columns(['member_id', 'until_at']).execute();
    await db.schema
      .createTable('reality_check')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
      .addColumn('interval_minutes', 'integer', (c) => c.notNull().check(sql`interval_minutes >= 0`))
      .execute();
  },
};
