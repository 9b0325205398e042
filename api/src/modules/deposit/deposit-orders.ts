import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  beijingStamp,
  DEPOSIT_MSG,
  DEPOSIT_ORDER_TTL_MS,
  DEPOSIT_STATUS_NAME,
  DepositStatus,
  ResponseCode,
  SiteError,
  WAIT_PAGE_OF_KIND,
  type DepositOrder,
  type PayKind,
} from '@site/shared';
import type { Db } from '../../db';
import type { DepositOrderTable } from '../../db/schema';
import { yuanOf, type Fen } from '../funds/fen';
import { lockMemberAccounts, post, type Leg } from '../ledger/journal';
import { channelOf, feeOf, rewardOf, USDT_RATE_FEN, usdtCentsOf } from './payment-channels';

/**
 * Deposit orders: created by pay (pending, 15 minutes to pay), paid by the demo gateway's
 * confirmation, closed by the player or expired. A paid order credits the centre wallet through the
 * ledger once: the order row is locked and moves PENDING → PAID in the same transaction as the
 * journal's deposit (ref deposit:<orderNo>, unique per member), so a retried confirmation finds it
 * paid and moves nothing.
 */
export const GATEWAY_PATH = '/pay/gateway';

const USDT_KINDS: readonly PayKind[] = ['usdt', 'xnbsk'];
export const isUsdtKind = (kind: PayKind) => USDT_KINDS.includes(kind);

type Row = Omit<DepositOrderTable, 'network'> & { network: string };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReference = () => Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

function newOrderNo(now: number): string {
  return `D${beijingStamp(now)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}

/** The gateway's signature of an order (the demo bank's notification proves it with this). */
export function gatewaySig(hmacKey: string, orderNo: string): string {
  return createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(`gateway:${orderNo}`).digest('hex').slice(0, 32);
}

export function gatewaySigValid(hmacKey: string, orderNo: string, sig: string): boolean {
  const want = Buffer.from(gatewaySig(hmacKey, orderNo));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const gatewayUrlOf = (hmacKey: string, orderNo: string) => `${GATEWAY_PATH}/${orderNo}?sig=${gatewaySig(hmacKey, orderNo)}`;

export function orderView(row: Row, hmacKey: string): DepositOrder {
  const channel = channelOf(row.pay_code);
  const kind = row.kind as PayKind;
  const credit = Number(row.amount_fen) - Number(row.fee_fen);
  return {
    orderNo: row.order_no,
    payCode: row.pay_code,
    payName: channel?.name ?? row.pay_code,
    kind,
    status: row.status,
    statusName: DEPOSIT_STATUS_NAME[row.status],
    amount: yuanOf(Number(row.amount_fen)),
    fee: yuanOf(Number(row.fee_fen)),
    credit: yuanOf(credit),
    bonus: yuanOf(Number(row.bonus_fen)),
    usdtAmount: row.usdt_cents === null ? null : Number(row.usdt_cents) / 100,
    network: row.network,
    reference: row.reference,
    createdAt: Number(row.created_at),
    expireAt: Number(row.expire_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    gatewayUrl: gatewayUrlOf(hmacKey, row.order_no),
  };
}

export interface NewOrder {
  memberId: number;
  payCode: string;
  amountFen: Fen;
  network: string;
  now: number;
}

/** A pending order (the caller checked the channel's limits, the member's limits and exclusion). */
export async function createOrder(db: Db, o: NewOrder): Promise<Row> {
  const channel = channelOf(o.payCode);
  if (!channel) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.payType);
  const fee = feeOf(channel, o.amountFen);
  const { bonusFen, turnoverMultiple } = rewardOf(channel.code, o.amountFen);
  const row: Row = {
    order_no: newOrderNo(o.now),
    member_id: o.memberId,
    pay_code: channel.code,
    kind: channel.kind,
    amount_fen: o.amountFen,
    fee_fen: fee,
    bonus_fen: bonusFen,
    // The deposit itself asks for no turnover; a reward asks for (deposit + reward) × its multiple.
    turnover_fen: bonusFen > 0 ? (o.amountFen - fee + bonusFen) * turnoverMultiple : 0,
    usdt_cents: isUsdtKind(channel.kind) ? usdtCentsOf(o.amountFen, USDT_RATE_FEN.deposit, 'up') : null,
    network: isUsdtKind(channel.kind) ? o.network : '',
    reference: newReference(),
    status: DepositStatus.PENDING,
    created_at: o.now,
    expire_at: o.now + DEPOSIT_ORDER_TTL_MS,
    paid_at: null,
  };
  await db.insertInto('deposit_order').values(row).execute();
  return row;
}

export const waitPageOf = (kind: PayKind) => WAIT_PAGE_OF_KIND[kind];

const selectOrder = (db: Db, orderNo: string) => db.selectFrom('deposit_order').selectAll().where('order_no', '=', orderNo);

/** The order as it stands at `now` (a pending order past its time is written expired). memberId null: any member's (the gateway). */
export async function orderAt(db: Db, orderNo: string, memberId: number | null, now: number, lock = false): Promise<Row> {
  let q = selectOrder(db, orderNo);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new SiteError(ResponseCode.NOT_FOUND, DEPOSIT_MSG.orderMissing);
  if (row.status === DepositStatus.PENDING && Number(row.expire_at) <= now) {
    await db
      .updateTable('deposit_order')
      .set({ status: DepositStatus.EXPIRED })
      .where('order_no', '=', orderNo)
      .where('status', '=', DepositStatus.PENDING)
      .execute();
    return { ...row, status: DepositStatus.EXPIRED };
  }
  return row;
}

/** The player closes a pending order (nothing moves; a paid one cannot be closed). */
export async function closePending(db: Db, orderNo: string, memberId: number, now: number): Promise<Row> {
  const row = await orderAt(db, orderNo, memberId, now, true);
  if (row.status !== DepositStatus.PENDING) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.notPending);
  await db.updateTable('deposit_order').set({ status: DepositStatus.CLOSED }).where('order_no', '=', orderNo).execute();
  return { ...row, status: DepositStatus.CLOSED };
}

export async function renewReference(db: Db, orderNo: string, memberId: number, now: number): Promise<string> {
  const row = await orderAt(db, orderNo, memberId, now, true);
  if (row.status !== DepositStatus.PENDING) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.notPending);
  const reference = newReference();
  await db.updateTable('deposit_order').set({ reference }).where('order_no', '=', orderNo).execute();
  return reference;
}

/**
 * The gateway's confirmation: in one transaction (db is one), a pending order becomes paid and the
 * centre wallet receives amount − fee (payment account) plus the reward (bonus account). A paid
 * order answers as it is ('already'); an expired or closed one is refused.
 */
export async function confirmPaid(db: Db, orderNo: string, now: number): Promise<{ row: Row; credited: boolean }> {
  const row = await orderAt(db, orderNo, null, now, true);
  if (row.status === DepositStatus.PAID) return { row, credited: false };
  if (row.status === DepositStatus.EXPIRED) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.expired);
  if (row.status !== DepositStatus.PENDING) throw new SiteError(ResponseCode.INVALID_PARAMETER, DEPOSIT_MSG.notPending);
  const credit = Number(row.amount_fen) - Number(row.fee_fen);
  const bonus = Number(row.bonus_fen);
  const accounts = await lockMemberAccounts(db, row.member_id, []);
  const legs: Leg[] = [
    { account: 'payment', fen: -credit },
    { account: 'center', fen: credit + bonus },
  ];
  if (bonus > 0) legs.push({ account: 'bonus', fen: -bonus });
  await post(db, accounts, { kind: 'deposit', ref: `deposit:${row.order_no}`, legs });
  await db.updateTable('deposit_order').set({ status: DepositStatus.PAID, paid_at: now }).where('order_no', '=', orderNo).execute();
  return { row: { ...row, status: DepositStatus.PAID, paid_at: now }, credited: true };
}
