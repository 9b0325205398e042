import { text, type SiteMigration } from './schema-builders';

/**
 * The fast-payout policy as site data (modules/withdraw/payout-policy-store.ts): one row (id 1) once an operator sets
 * it; until then the api uses its default (DEFAULT_PAYOUT_POLICY). The largest amount approved at once, the account's
 * least age, whether the turnover must be met, how long after a password or card change nothing is approved at once,
 * and how many a member may have approved at once a day; enabled 0 sends every withdrawal to review.
 */
export const payoutPolicy: SiteMigration = {
  name: '0034_payout_policy',
  async up(db) {
    await db.schema
      .createTable('payout_policy')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', text)
      .addColumn('max_amount_fen', 'bigint', text)
      .addColumn('min_account_age_hours', 'integer', text)
      .addColumn('require_turnover_met', 'integer', text)
      .addColumn('change_quiet_hours', 'integer', text)
      .addColumn('daily_count', 'integer', text)
      .addColumn('updated_at', 'bigint', text)
      .execute();
  },
};
