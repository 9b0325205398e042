import { sql } from 'kysely';
import { type AnyDb, sqlList, text, textDefault, withId, type SiteMigration } from './schema-builders';

/** The stages as this migration knows them (shared/src/rules/withdraw-tracker.ts WITHDRAW_STAGES). */
const STAGES = ['submitted', 'riskReview', 'approved', 'paid', 'returned'] as const;

/**
 * The withdrawal tracker's stage history (modules/withdraw/withdraw-stages.ts): one row each time an order reaches a
 * stage or is held in review, with its time, the hold reason ('' none) and the turnover left for a turnover hold,
 * which rule or who decided (the payout policy's rule, 'operator'), and the operator's note. Orders made before it
 * get their history from their own times: submitted and under review at creation, then paid or returned at the
 * decision.
 */
export const withdrawStages: SiteMigration = {
  name: '0033_withdraw_stages',
  async up(db, engine) {
    await withId(engine, db.schema.createTable('withdraw_stage'))
      .addColumn('order_no', 'text', (c) => c.notNull().references('withdraw_order.order_no'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage IN (${sqlList(STAGES)})`))
      .addColumn('hold_reason', 'text', textDefault)
      .addColumn('turnover_left_fen', 'bigint')
      .addColumn('decided_by', 'text', textDefault)
      .addColumn('note', 'text', textDefault)
      .addColumn('at', 'bigint', text)
      .execute();
    await db.schema.createIndex('withdraw_stage_order').on('withdraw_stage').columns(['order_no', 'at']).execute();
    await db.schema.createIndex('withdraw_stage_member').on('withdraw_stage').columns(['member_id', 'stage', 'at']).execute();
    await backfillWithdrawStages(db);
  },
};

/** Each order's stages from its own times: submitted and under review at creation, then paid or returned at the decision. */
export async function backfillWithdrawStages(db: AnyDb): Promise<void> {
  const columns = ['order_no', 'member_id', 'stage', 'decided_by', 'note', 'at'] as const;
  const backfill = (stage: (typeof STAGES)[number], at: 'created_at' | 'decided_at', status: number | null, decidedBy: string, note: boolean) =>
    db
      .insertInto('withdraw_stage')
      .columns([...columns])
      .expression(
        db
          .selectFrom('withdraw_order')
          .select([
            'order_no',
            'member_id',
            sql.lit(stage).as('stage'),
            sql.lit(decidedBy).as('decided_by'),
            note ? 'reason' : sql.lit('').as('note'),
            `${at} as at`,
          ])
          .$if(status !== null, (q) => q.where('status', '=', status)),
      )
      .execute();
  await backfill('submitted', 'created_at', null, '', false);
  await backfill('riskReview', 'created_at', null, '', false);
  await backfill('approved', 'decided_at', 1, 'operator', true);
  await backfill('paid', 'decided_at', 1, 'operator', false);
  await backfill('returned', 'decided_at', 2, 'operator', true);
}
