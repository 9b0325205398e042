import { DealState, type StatementType, WithdrawStatus } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';

/**
 * Statements, read from the journal (the one owner of every movement): a wallet's lines are the
 * journal transactions with entries on its account, each with the sum of those entries and the
 * running balance after it (the sum of the account's entries up to that transaction, one window
 * over the account's entries). Filters narrow the lines shown, never the running balance. No
 * balance is kept here.
 */
export type StatementWallet = { account: 'center' } | { account: 'venue'; channelCode: string };

export interface StatementQuery {
  memberId: number;
  wallet: StatementWallet;
  /** Only this kind (absent: every kind). */
  kind?: StatementType;
  /** Lines at or after this time (ms). */
  since: number;
  limit: number;
  offset: number;
}

export interface StatementLineFen {
  txnId: number;
  kind: StatementType;
  amountFen: Fen;
  balanceFen: Fen;
  state: DealState;
  /** The first venue the transaction touched ('' for none). */
  venue: string;
  createdAt: number;
}

/** The journal reference of a withdrawal's lock: the line whose state follows the order. */
export const withdrawalRef = (orderNo: string): string => `withdraw:${orderNo}`;

const STATE_OF_ORDER: Record<WithdrawStatus, DealState> = {
  [WithdrawStatus.REVIEW]: DealState.REVIEW,
  [WithdrawStatus.PAID]: DealState.PAID,
  [WithdrawStatus.REJECTED]: DealState.RETURNED,
};

const channelOf = (w: StatementWallet) => (w.account === 'venue' ? w.channelCode : '');

/** One page of a wallet's statement, newest first, and how many lines match the filters. */
export async function statementOf(db: Db, q: StatementQuery): Promise<{ total: number; lines: StatementLineFen[] }> {
  const { memberId, wallet } = q;
  // Every line of the wallet with its running balance (a window over the account's entries, oldest first); the
  // filters apply to that, so a line shown alone still carries the balance after it.
  const statement = db.with('line', (w) =>
    w
      .selectFrom('ledger_txn as t')
      .innerJoin('ledger_entry as e', 'e.txn_id', 't.id')
      .where('t.member_id', '=', memberId)
      .where('e.member_id', '=', memberId)
      .where('e.account', '=', wallet.account)
      .where('e.channel_code', '=', channelOf(wallet))
      .groupBy(['t.id', 't.kind', 't.ref', 't.created_at'])
      .select((eb) => [
        't.id',
        't.kind',
        't.ref',
        't.created_at',
        eb.fn.sum<number | string>('e.amount_fen').as('amount'),
        sql<number | string>`sum(sum(${eb.ref('e.amount_fen')})) over (order by ${eb.ref('t.id')})`.as('balance'),
      ]),
  );
  let lines = statement.selectFrom('line').where('created_at', '>=', q.since);
  if (q.kind) lines = lines.where('kind', '=', q.kind);
  const counted = await lines.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await lines.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  const ids = rows.map((r) => r.id);
  const venues = ids.length
    ? await db
        .selectFrom('ledger_entry')
        .select(['txn_id', 'channel_code'])
        .where('txn_id', 'in', ids)
        .where('member_id', '=', memberId)
        .where('account', '=', 'venue')
        .orderBy('id')
        .execute()
    : [];
  const states = await withdrawalStates(
    db,
    memberId,
    rows.filter((r) => r.kind === 'withdraw_lock').map((r) => r.ref ?? ''),
  );
  return {
    total: Number(counted?.n ?? 0),
    lines: rows.map((r) => ({
      txnId: r.id,
      kind: r.kind as StatementType,
      amountFen: Number(r.amount),
      balanceFen: Number(r.balance ?? 0),
      state: (r.kind === 'withdraw_lock' && states.get(r.ref ?? '')) || DealState.DONE,
      venue: venues.find((v) => v.txn_id === r.id)?.channel_code ?? '',
      createdAt: Number(r.created_at),
    })),
  };
}

/** The state of each withdrawal line, by its journal reference (withdrawalRef), from its order. */
async function withdrawalStates(db: Db, memberId: number, refs: string[]): Promise<Map<string, DealState>> {
  const orderNos = refs.filter((ref) => ref.startsWith(withdrawalRef(''))).map((ref) => ref.slice(withdrawalRef('').length));
  if (orderNos.length === 0) return new Map();
  const orders = await db
    .selectFrom('withdraw_order')
    .select(['order_no', 'status'])
    .where('member_id', '=', memberId)
    .where('order_no', 'in', orderNos)
    .execute();
  return new Map(orders.map((o) => [withdrawalRef(o.order_no), STATE_OF_ORDER[o.status]]));
}
