import { WithdrawMethod } from '@site/shared';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';
import { DEFAULT_PAYOUT_POLICY, type PayoutFacts, type PayoutPolicy } from './payout-policy';
import { approvedAtOnceToday } from './withdraw-stages';

/** The site's payout policy (payout_policy row 1), or the default until an operator sets one. */
export async function readPayoutPolicy(db: Db): Promise<PayoutPolicy> {
  const row = await db.selectFrom('payout_policy').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_PAYOUT_POLICY;
  return {
    enabled: Number(row.enabled) === 1,
    maxAmountFen: Number(row.max_amount_fen),
    minAccountAgeHours: Number(row.min_account_age_hours),
    requireTurnoverMet: Number(row.require_turnover_met) === 1,
    changeQuietHours: Number(row.change_quiet_hours),
    dailyCount: Number(row.daily_count),
  };
}

export async function writePayoutPolicy(db: Db, p: PayoutPolicy, now: number): Promise<void> {
  const values = {
    enabled: p.enabled ? 1 : 0,
    max_amount_fen: p.maxAmountFen,
    min_account_age_hours: p.minAccountAgeHours,
    require_turnover_met: p.requireTurnoverMet ? 1 : 0,
    change_quiet_hours: p.changeQuietHours,
    daily_count: p.dailyCount,
    updated_at: now,
  };
  await db
    .insertInto('payout_policy')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * The facts the policy judges a new withdrawal by: the account's age, the payout account's holder against the real
 * name (a USDT address has none), the latest withdrawal-password change or card addition, today's approvals at once.
 */
export async function payoutFacts(
  db: Db,
  w: { memberId: number; cardId: number; method: WithdrawMethod; amountFen: Fen; turnoverLeftFen: Fen; now: number },
): Promise<PayoutFacts> {
  const member = await db.selectFrom('member').select(['created_at', 'real_name']).where('id', '=', w.memberId).executeTakeFirstOrThrow();
  const card = await db.selectFrom('member_card').select('holder').where('id', '=', w.cardId).where('member_id', '=', w.memberId).executeTakeFirst();
  const lastCard = await db
    .selectFrom('member_card')
    .select((eb) => eb.fn.max<number | string | null>('created_at').as('at'))
    .where('member_id', '=', w.memberId)
    .executeTakeFirst();
  const password = await db.selectFrom('withdraw_password').select('updated_at').where('member_id', '=', w.memberId).executeTakeFirst();
  const changes = [lastCard?.at, password?.updated_at].filter((v): v is number | string => v !== null && v !== undefined).map(Number);
  const realName = member.real_name.trim();
  return {
    amountFen: w.amountFen,
    now: w.now,
    accountCreatedAt: Number(member.created_at),
    turnoverLeftFen: w.turnoverLeftFen,
    realNameMatches: w.method === WithdrawMethod.USDT || (realName !== '' && card?.holder.trim() === realName),
    lastChangeAt: changes.length > 0 ? Math.max(...changes) : null,
    approvedAtOnceToday: await approvedAtOnceToday(db, w.memberId, w.now),
  };
}
