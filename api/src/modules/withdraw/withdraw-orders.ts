import { randomBytes } from 'node:crypto';
import {
  beijingDayStart,
  beijingStamp,
  type PayoutAccount,
  type HoldReason,
  ResponseCode,
  SiteError,
  type StageEntry,
  WITHDRAW_MSG,
  WITHDRAW_STATUS_NAME,
  WithdrawMethod,
  type WithdrawOrder,
  WithdrawStage,
  WithdrawStatus,
  withdrawTimeline,
  yuanText,
} from '@site/shared';
import type { Db } from '../../db';
import type { WithdrawOrderTable } from '../../db/schema';
import { yuanOf, type Fen } from '../funds/fen';
import { lockMemberAccounts, post } from '../ledger/journal';
import { withdrawalRef } from '../ledger/statement';
import { USDT_RATE_FEN, usdtCentsOf } from '../deposit/payment-channels';
import { sendLetter } from '../letters/letter-queries';
import { WITHDRAW_RULES } from './withdraw-config';
import { DecidedBy, recordStage, stagesOf } from './withdraw-stages';

/**
 * Withdrawal orders through the ledger: new → the amount leaves the centre wallet for locked at
 * once (withdraw_lock, referenced by its order: the statement's one line of the withdrawal, whose
 * state follows the order; the call's idempotency key answers a retry); approve → locked pays the channel the amount less the fee
 * and the fee account the fee (withdraw_paid); reject → locked returns to the centre wallet
 * (withdraw_return). Each decision is once: the order row moves from REVIEW in the same transaction.
 * Each stage the order reaches is stored with its time (withdraw-stages.ts): 已提交 and 风控审核 at the request, a
 * hold while in review, 已审核 and 已出款 at the approval (the reference back end's channel pays at once), or
 * 已退回; each final state sends the member a letter.
 */
type Row = Omit<WithdrawOrderTable, 'reason'> & { reason: string };

/** The letters a final state sends (消息中心, system notices). */
export const WITHDRAW_LETTER = {
  paidTitle: '取款已出款',
  paid: (o: { orderNo: string; amount: string; payout: string; account: string }) =>
    `您的取款申请（订单号 ${o.orderNo}）¥${o.amount} 已审核通过并出款至 ${o.account}，实际到账 ¥${o.payout}。`,
  returnedTitle: '取款已退回',
  returned: (o: { orderNo: string; amount: string; reason: string }) =>
    `您的取款申请（订单号 ${o.orderNo}）¥${o.amount} 未通过审核，资金已退回中心钱包。原因：${o.reason}`,
} as const;

/** The order as the member sees it, with its tracker built from its stored stages. */
export function withdrawView(row: Row, stages: readonly StageEntry[]): WithdrawOrder {
  const amount = Number(row.amount_fen);
  const fee = Number(row.fee_fen);
  return {
    orderNo: row.order_no,
    method: row.method,
    account: row.card_label,
    amount: yuanOf(amount),
    fee: yuanOf(fee),
    payout: yuanOf(amount - fee),
    usdtAmount: row.usdt_cents === null ? null : Number(row.usdt_cents) / 100,
    status: row.status,
    statusName: WITHDRAW_STATUS_NAME[row.status],
    reason: row.reason,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    timeline: withdrawTimeline(stages, row.method),
  };
}

/** The orders' views, their stages read in one query. */
export async function withdrawViews(db: Db, rows: readonly Row[]): Promise<WithdrawOrder[]> {
  const stages = await stagesOf(
    db,
    rows.map((r) => r.order_no),
  );
  return rows.map((r) => withdrawView(r, stages.get(r.order_no) ?? []));
}

export async function todayCount(db: Db, memberId: number, now: number, method?: string): Promise<number> {
  let q = db
    .selectFrom('withdraw_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', beijingDayStart(now))
    .where('status', '!=', WithdrawStatus.REJECTED);
  if (method) q = q.where('method', '=', method as 'bank' | 'usdt');
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export interface NewWithdrawal {
  memberId: number;
  account: PayoutAccount;
  amountFen: Fen;
  now: number;
}

/** Checks the method's limits and daily count, then locks the amount; answers the order. */
export async function createWithdrawal(db: Db, w: NewWithdrawal): Promise<Row> {
  const rule = WITHDRAW_RULES[w.account.method];
  if (w.amountFen < rule.minFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.belowMin);
  if (w.amountFen > rule.maxFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.aboveMax);
  const count = await todayCount(db, w.memberId, w.now, rule.method);
  if (count >= rule.dailyCount) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.dailyCount);
  const fee = count >= rule.freeCount ? Math.min(rule.feeFen, w.amountFen) : 0;
  const accounts = await lockMemberAccounts(db, w.memberId, []);
  if (accounts.center < w.amountFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, WITHDRAW_MSG.short);
  const orderNo = `W${beijingStamp(w.now)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
  await post(db, accounts, {
    kind: 'withdraw_lock',
    ref: withdrawalRef(orderNo),
    legs: [
      { account: 'center', fen: -w.amountFen },
      { account: 'locked', fen: w.amountFen },
    ],
  });
  const row: Row = {
    order_no: orderNo,
    member_id: w.memberId,
    method: w.account.method,
    card_id: String(w.account.id),
    card_label: w.account.label,
    amount_fen: w.amountFen,
    fee_fen: fee,
    usdt_cents: w.account.method === WithdrawMethod.USDT ? usdtCentsOf(w.amountFen - fee, USDT_RATE_FEN.withdraw, 'down') : null,
    status: WithdrawStatus.REVIEW,
    reason: '',
    created_at: w.now,
    decided_at: null,
  };
  await db.insertInto('withdraw_order').values(row).execute();
  await recordStage(db, { orderNo, memberId: w.memberId, stage: WithdrawStage.SUBMITTED, at: w.now });
  await recordStage(db, { orderNo, memberId: w.memberId, stage: WithdrawStage.RISK_REVIEW, at: w.now });
  return row;
}

/** The order under review, locked for this transaction; refused when missing or decided. */
async function orderUnderReview(db: Db, orderNo: string) {
  const row = await db.selectFrom('withdraw_order').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
  if (!row) throw new SiteError(ResponseCode.NOT_FOUND, WITHDRAW_MSG.orderMissing);
  if (row.status !== WithdrawStatus.REVIEW) throw new SiteError(ResponseCode.DATA_EXISTS, WITHDRAW_MSG.decided);
  return row;
}

export interface Hold {
  reason: HoldReason;
  /** For a turnover hold: what is left (fen). */
  turnoverLeftFen: number | null;
  /** The payout-policy rule or who held it. */
  decidedBy: string;
  note?: string;
}

/** Holds an order in 风控审核 with a reason (the policy's refusal, an operator's hold); a decided order is refused. */
export async function holdWithdrawal(db: Db, orderNo: string, hold: Hold, now: number): Promise<Row> {
  const row = await orderUnderReview(db, orderNo);
  await recordStage(db, {
    orderNo,
    memberId: row.member_id,
    stage: WithdrawStage.RISK_REVIEW,
    at: now,
    hold: hold.reason,
    turnoverLeftFen: hold.turnoverLeftFen,
    decidedBy: hold.decidedBy,
    note: hold.note ?? '',
  });
  return row;
}

export const WithdrawDecision = { APPROVE: 'approve', REJECT: 'reject' } as const;
export type WithdrawDecision = (typeof WithdrawDecision)[keyof typeof WithdrawDecision];

/**
 * A decision (db: one transaction): an operator's, or the payout policy's approval at once (decidedBy its name). A
 * decided order is refused (WITHDRAW_MSG.decided): money moves once.
 */
export async function decideWithdrawal(
  db: Db,
  orderNo: string,
  decision: WithdrawDecision,
  now: number,
  reason = '',
  decidedBy: string = DecidedBy.OPERATOR,
): Promise<Row> {
  const row = await orderUnderReview(db, orderNo);
  const amount = Number(row.amount_fen);
  const fee = Number(row.fee_fen);
  const accounts = await lockMemberAccounts(db, row.member_id, []);
  if (decision === WithdrawDecision.APPROVE) {
    const legs = [
      { account: 'locked' as const, fen: -amount },
      { account: 'payment' as const, fen: amount - fee },
    ];
    await post(db, accounts, {
      kind: 'withdraw_paid',
      ref: `withdraw-paid:${orderNo}`,
      legs: fee > 0 ? [...legs, { account: 'fee' as const, fen: fee }] : legs,
    });
  } else {
    await post(db, accounts, {
      kind: 'withdraw_return',
      ref: `withdraw-return:${orderNo}`,
      legs: [
        { account: 'locked', fen: -amount },
        { account: 'center', fen: amount },
      ],
    });
  }
  const status = decision === WithdrawDecision.APPROVE ? WithdrawStatus.PAID : WithdrawStatus.REJECTED;
  await db.updateTable('withdraw_order').set({ status, reason, decided_at: now }).where('order_no', '=', orderNo).execute();
  const stage = { orderNo, memberId: row.member_id, at: now, decidedBy, note: reason };
  if (decision === WithdrawDecision.APPROVE) {
    await recordStage(db, { ...stage, stage: WithdrawStage.APPROVED });
    await recordStage(db, { ...stage, stage: WithdrawStage.PAID, decidedBy: '', note: '' });
    const letter = { orderNo, amount: yuanText(amount), payout: yuanText(amount - fee), account: row.card_label };
    await sendLetter(db, row.member_id, 'notice', WITHDRAW_LETTER.paidTitle, WITHDRAW_LETTER.paid(letter), now);
  } else {
    await recordStage(db, { ...stage, stage: WithdrawStage.RETURNED });
    const letter = { orderNo, amount: yuanText(amount), reason: reason || '审核未通过' };
    await sendLetter(db, row.member_id, 'notice', WITHDRAW_LETTER.returnedTitle, WITHDRAW_LETTER.returned(letter), now);
  }
  return { ...row, status, reason, decided_at: now };
}

/** Orders under review created at or before `before` (the dev auto-approver). */
export async function reviewOrdersBefore(db: Db, before: number, memberId?: number): Promise<string[]> {
  let query = db.selectFrom('withdraw_order').select('order_no').where('status', '=', WithdrawStatus.REVIEW).where('created_at', '<=', before);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  return (await query.execute()).map((r) => r.order_no);
}
