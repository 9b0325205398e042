import { sql } from 'kysely';
import { WithdrawMethod, type PayoutAccount } from '@site/shared';
import type { Db } from '../../db';

/**
 * The accounts a withdrawal may go to: the member's cards (table member_card of the profile
 * module, shared/src/contracts/cards.ts). Bank cards and alipay accounts are paid in yuan ('bank'),
 * USDT addresses in USDT. Read with plain SQL so this module does not own the cards' schema.
 */
interface CardRow {
  id: number;
  kind: string;
  bank_name: string;
  number: string;
  network: string | null;
}

const tail = (s: string) => s.slice(-4);

export function accountOf(row: CardRow): PayoutAccount {
  if (row.kind === 'usdt') return { id: Number(row.id), method: WithdrawMethod.USDT, label: `USDT-${row.network ?? ''} 尾号${tail(row.number)}` };
  return { id: Number(row.id), method: WithdrawMethod.BANK, label: `${row.bank_name} 尾号${tail(row.number)}` };
}

export async function payoutAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  const rows = await sql<CardRow>`SELECT id, kind, bank_name, number, network FROM member_card WHERE member_id = ${memberId} ORDER BY id DESC`.execute(db);
  return rows.rows.map(accountOf);
}

export async function payoutAccount(db: Db, memberId: number, id: number): Promise<PayoutAccount | null> {
  const rows = await sql<CardRow>`SELECT id, kind, bank_name, number, network FROM member_card WHERE member_id = ${memberId} AND id = ${id}`.execute(db);
  return rows.rows[0] ? accountOf(rows.rows[0]) : null;
}
