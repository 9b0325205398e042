import { WithdrawMethod, type PayoutAccount } from '@site/shared';
import type { Db } from '../../db';
import { cardOf, cardsOf, type CardRow } from '../cards/card-queries';

/**
 * The accounts a withdrawal may go to: the member's cards, read through the cards module (their one
 * owner, shared/src/contracts/cards.ts). Bank cards and alipay accounts are paid in yuan ('bank'),
 * USDT addresses in USDT.
 */
const tail = (s: string) => s.slice(-4);

export function accountOf(row: Pick<CardRow, 'id' | 'kind' | 'bank_name' | 'number' | 'network'>): PayoutAccount {
  if (row.kind === 'usdt') return { id: Number(row.id), method: WithdrawMethod.USDT, label: `USDT-${row.network ?? ''} 尾号${tail(row.number)}` };
  return { id: Number(row.id), method: WithdrawMethod.BANK, label: `${row.bank_name} 尾号${tail(row.number)}` };
}

export async function payoutAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  return (await cardsOf(db, memberId)).map(accountOf);
}

export async function payoutAccount(db: Db, memberId: number, id: number): Promise<PayoutAccount | null> {
  const row = await cardOf(db, memberId, id);
  return row ? accountOf(row) : null;
}
