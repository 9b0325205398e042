import { beijingDayStart, type HoldReason, holdReasonOf, type StageEntry, type WithdrawStage } from '@site/shared';
import type { Db } from '../../db';
import { APPROVED_AT_ONCE } from './payout-policy';

/**
 * The tracker's stage history (withdraw_stage, 0033): each stage an order reaches and each hold in review, with its
 * time; the timeline the member sees is built from it (shared rules/withdraw-tracker.ts withdrawTimeline).
 */
export interface StageRecord {
  orderNo: string;
  memberId: number;
  stage: WithdrawStage;
  at: number;
  hold?: HoldReason | null;
  turnoverLeftFen?: number | null;
  /** Which payout-policy rule or who decided. */
  decidedBy?: string;
  note?: string;
}

/** Who decides from outside the policy. */
export const DecidedBy = { OPERATOR: 'operator' } as const;

export async function recordStage(db: Db, r: StageRecord): Promise<void> {
  await db
    .insertInto('withdraw_stage')
    .values({
      order_no: r.orderNo,
      member_id: r.memberId,
      stage: r.stage,
      hold_reason: r.hold ?? '',
      turnover_left_fen: r.turnoverLeftFen ?? null,
      decided_by: r.decidedBy ?? '',
      note: r.note ?? '',
      at: r.at,
    })
    .execute();
}

/** The stored stages of these orders, oldest first, per order. */
export async function stagesOf(db: Db, orderNos: readonly string[]): Promise<Map<string, StageEntry[]>> {
  const out = new Map<string, StageEntry[]>(orderNos.map((o) => [o, []]));
  if (orderNos.length === 0) return out;
  const rows = await db
    .selectFrom('withdraw_stage')
    .selectAll()
    .where('order_no', 'in', [...orderNos])
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    out.get(r.order_no)?.push({
      stage: r.stage,
      at: Number(r.at),
      hold: holdReasonOf(r.hold_reason),
      turnoverLeftFen: r.turnover_left_fen === null ? null : Number(r.turnover_left_fen),
    });
  }
  return out;
}

/** The member's withdrawals the payout policy approved at once since the start of today (Beijing day). */
export async function approvedAtOnceToday(db: Db, memberId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_stage')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('stage', '=', 'approved')
    .where('decided_by', '=', APPROVED_AT_ONCE)
    .where('at', '>=', beijingDayStart(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's latest stage row (what the live push announces). */
export async function latestStage(db: Db, memberId: number): Promise<{ orderNo: string; stage: WithdrawStage } | null> {
  const row = await db
    .selectFrom('withdraw_stage')
    .select(['order_no', 'stage'])
    .where('member_id', '=', memberId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { orderNo: row.order_no, stage: row.stage } : null;
}
