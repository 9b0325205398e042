import { sql } from 'kysely';
import { text, withId, type SiteMigration } from './schema-builders';
import { widenLedgerChecks } from './widen-checks';

/** Rewards (promotions, VIP, invitations) are paid from the bonus account with a turnover requirement. */
export const rewards: SiteMigration = {
  name: '0015_rewards',
  async up(db, engine) {
    await widenLedgerChecks(engine, db, {
      kinds: ['opening', 'transfer', 'auto_transfer', 'recycle', 'round', 'deposit', 'withdraw_lock', 'withdraw_paid', 'withdraw_return', 'reward'],
      accounts: ['center', 'locked', 'venue', 'house', 'opening', 'bonus', 'payment', 'fee'],
    });
    await withId(engine, db.schema.createTable('turnover_requirement'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('source', 'text', text)
      .addColumn('ref', 'text', text)
      .addColumn('reward_fen', 'bigint', (c) => c.notNull().check(sql`reward_fen > 0`))
      .addColumn('required_fen', 'bigint', (c) => c.notNull().check(sql`required_fen >= 0`))
      .addColumn('created_at', 'bigint', text)
      .execute();
    await db.schema.createIndex('turnover_requirement_ref').on('turnover_requirement').columns(['member_id', 'ref']).unique().execute();
  },
};
