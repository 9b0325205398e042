import { sql } from 'kysely';
import type { Db } from '../../db';
import type { LedgerAccount } from '../../db/schema';
import type { Fen } from '../funds/fen';
import { isMemberAccount } from './journal';

/**
 * The ledger's audit (npm run ledger:verify, and the tests after a concurrency run): recomputes
 * every account's balance from the journal and compares it with the member's balance rows,
 * checks that every journal transaction (and so the whole journal) sums to zero, and counts
 * balances below zero.
 */
export interface LedgerReport {
  /** Accounts seen: every member balance row plus every account the journal names. */
  accounts: number;
  entries: number;
  /** Balance rows that differ from their journal sum + transactions that do not sum to zero (+1 when the journal's total is not 0). */
  discrepancies: number;
  /** Member balances (rows or journal sums) below zero. */
  negatives: number;
}

export interface LedgerFinding {
  what: 'balance differs from journal' | 'transaction does not sum to zero' | 'journal does not sum to zero' | 'negative balance';
  account?: string;
  txnId?: number;
  rowFen?: Fen;
  journalFen?: Fen;
}

const accountKey = (account: LedgerAccount, memberId: number, channelCode: string) => `${account}:${memberId}:${channelCode}`;

export async function verifyLedger(db: Db): Promise<LedgerReport & { findings: LedgerFinding[] }> {
  const findings: LedgerFinding[] = [];
  const sums = await db
    .selectFrom('ledger_entry')
    .select(['account', 'member_id', 'channel_code', (eb) => eb.fn.sum<number>('amount_fen').as('fen'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['account', 'member_id', 'channel_code'])
    .execute();
  const journal = new Map<string, Fen>();
  let entries = 0;
  let total = 0;
  for (const s of sums) {
    const fen = Number(s.fen);
    journal.set(accountKey(s.account, s.member_id, s.channel_code), fen);
    entries += Number(s.n);
    total += fen;
  }
  const rows = new Map<string, Fen>();
  for (const w of await db.selectFrom('wallet').select(['member_id', 'center_fen', 'lock_fen']).execute()) {
    rows.set(accountKey('center', w.member_id, ''), w.center_fen);
    rows.set(accountKey('locked', w.member_id, ''), w.lock_fen);
  }
  for (const v of await db.selectFrom('wallet_venue_balance').select(['member_id', 'channel_code', 'balance_fen']).execute()) {
    rows.set(accountKey('venue', v.member_id, v.channel_code), v.balance_fen);
  }
  const keys = new Set([...rows.keys(), ...journal.keys()]);
  let negatives = 0;
  for (const key of keys) {
    const account = key.split(':')[0] as LedgerAccount;
    const journalFen = journal.get(key) ?? 0;
    if (!isMemberAccount(account)) continue;
    const rowFen = rows.get(key) ?? 0;
    if (rowFen !== journalFen) findings.push({ what: 'balance differs from journal', account: key, rowFen, journalFen });
    if (rowFen < 0 || journalFen < 0) {
      negatives++;
      findings.push({ what: 'negative balance', account: key, rowFen, journalFen });
    }
  }
  const unbalanced = await db
    .selectFrom('ledger_entry')
    .select(['txn_id', (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
    .groupBy('txn_id')
    .having(sql`SUM(amount_fen)`, '<>', 0)
    .execute();
  for (const u of unbalanced) findings.push({ what: 'transaction does not sum to zero', txnId: u.txn_id, journalFen: Number(u.fen) });
  if (total !== 0) findings.push({ what: 'journal does not sum to zero', journalFen: total });
  const discrepancies = findings.filter((f) => f.what !== 'negative balance').length;
  return { accounts: keys.size, entries, discrepancies, negatives, findings };
}
