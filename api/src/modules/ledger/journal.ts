import { ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';
import type { LedgerAccount, LedgerTxnKind } from '../../db/schema';
import type { Fen } from '../funds/fen';

/**
 * The double-entry journal. Every money movement is one ledger_txn whose entries sum to zero, in
 * integer fen, posted in the caller's database transaction (for an http call: the one its
 * idempotency key runs in). A member's accounts have balance rows (wallet.center_fen,
 * wallet.lock_fen, wallet_venue_balance.balance_fen, each with CHECK >= 0) that move with the
 * entries in the same transaction; the house side (provider per venue, opening, bonus) is the sum
 * of its entries. Rows are locked in one fixed order: the member's wallet row first, then the
 * venue rows by channel code (SELECT … FOR UPDATE on PostgreSQL; SQLite has one writer).
 */
export const MEMBER_ACCOUNTS = ['center', 'locked', 'venue'] as const satisfies readonly LedgerAccount[];
export type MemberAccount = (typeof MEMBER_ACCOUNTS)[number];
export type HouseAccount = Exclude<LedgerAccount, MemberAccount>;

export const isMemberAccount = (account: LedgerAccount): account is MemberAccount => (MEMBER_ACCOUNTS as readonly string[]).includes(account);

export const JOURNAL_MSG = {
  centerShort: '中心钱包余额不足',
  venueShort: '场馆余额不足',
  lockedShort: '锁定资金不足',
  posted: '该笔资金变动已入账，请勿重复提交',
} as const;

const SHORT_MSG: Record<MemberAccount, string> = { center: JOURNAL_MSG.centerShort, venue: JOURNAL_MSG.venueShort, locked: JOURNAL_MSG.lockedShort };

/** One entry: + into the account, − out of it. Member accounts are the moving member's; channelCode names a venue (venue, house). */
export interface Leg {
  account: LedgerAccount;
  channelCode?: string;
  fen: Fen;
}

/** A member's balance rows, locked for the rest of the transaction. */
export interface LockedAccounts {
  memberId: number;
  center: Fen;
  locked: Fen;
  /** The venue rows that were locked (created at 0 when missing). */
  venues: Map<string, Fen>;
}

const lockWallet = (db: Db, memberId: number) =>
  db.selectFrom('wallet').select(['center_fen', 'lock_fen']).where('member_id', '=', memberId).forUpdate().executeTakeFirst();

const lockVenues = (db: Db, memberId: number, codes: string[]) =>
  db
    .selectFrom('wallet_venue_balance')
    .select(['channel_code', 'balance_fen'])
    .where('member_id', '=', memberId)
    .where('channel_code', 'in', codes)
    .orderBy('channel_code')
    .forUpdate()
    .execute();

/**
 * Locks the member's wallet row, then the given venue rows in channel-code order, and reads them;
 * missing rows are created at 0 first (the common case, rows that exist, costs one query per table).
 */
export async function lockMemberAccounts(db: Db, memberId: number, channelCodes: readonly string[]): Promise<LockedAccounts> {
  let wallet = await lockWallet(db, memberId);
  if (!wallet) {
    await db
      .insertInto('wallet')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    wallet = await lockWallet(db, memberId);
    if (!wallet) throw new Error(`no wallet for member ${memberId}`);
  }
  const venues = new Map<string, Fen>();
  const codes = [...new Set(channelCodes)].sort();
  if (codes.length > 0) {
    let rows = await lockVenues(db, memberId, codes);
    if (rows.length < codes.length) {
      await db
        .insertInto('wallet_venue_balance')
        .values(codes.map((channel_code) => ({ member_id: memberId, channel_code })))
        .onConflict((oc) => oc.columns(['member_id', 'channel_code']).doNothing())
        .execute();
      rows = await lockVenues(db, memberId, codes);
    }
    for (const r of rows) venues.set(r.channel_code, r.balance_fen);
  }
  return { memberId, center: wallet.center_fen, locked: wallet.lock_fen, venues };
}

/** Every venue row the member has, locked (wallet row first): what recycle moves. */
export async function lockAllMemberAccounts(db: Db, memberId: number): Promise<LockedAccounts> {
  const held = await db.selectFrom('wallet_venue_balance').select('channel_code').where('member_id', '=', memberId).execute();
  return lockMemberAccounts(
    db,
    memberId,
    held.map((r) => r.channel_code),
  );
}

export interface Movement {
  kind: LedgerTxnKind;
  /** Unique per member (the intent's idempotency key, a round id); null when the caller has none. */
  ref: string | null;
  legs: Leg[];
}

const keyOf = (l: Leg) => `${l.account}:${l.channelCode ?? ''}`;

function assertBalanced(movement: Movement): void {
  let sum = 0;
  for (const l of movement.legs) {
    if (!Number.isSafeInteger(l.fen) || l.fen === 0) throw new Error(`not a journal entry: ${JSON.stringify(l)}`);
    if ((l.account === 'venue' || l.account === 'house') && !l.channelCode) throw new Error(`a ${l.account} entry needs its venue`);
    sum += l.fen;
  }
  if (sum !== 0 || movement.legs.length < 2) throw new Error(`journal transaction does not sum to zero: ${JSON.stringify(movement.legs)}`);
}

/**
 * Posts one movement of the locked member: checks that no member account goes below zero (a
 * SiteError with the account's Chinese message, nothing written), writes the transaction and its
 * entries and moves the balance rows. Returns the balances after it (the LockedAccounts object is
 * updated too, so several checks in one transaction see the new figures).
 */
export async function post(db: Db, accounts: LockedAccounts, movement: Movement): Promise<LockedAccounts> {
  assertBalanced(movement);
  const { memberId } = accounts;
  const deltas = new Map<string, { account: MemberAccount; channelCode: string; fen: Fen }>();
  for (const l of movement.legs) {
    if (!isMemberAccount(l.account)) continue;
    const k = keyOf(l);
    const d = deltas.get(k) ?? { account: l.account, channelCode: l.channelCode ?? '', fen: 0 };
    d.fen += l.fen;
    deltas.set(k, d);
  }
  const after = { center: accounts.center, locked: accounts.locked, venues: new Map(accounts.venues) };
  for (const d of deltas.values()) {
    if (d.account === 'venue') {
      const now = after.venues.get(d.channelCode);
      if (now === undefined) throw new Error(`venue ${d.channelCode} was not locked before posting`);
      after.venues.set(d.channelCode, now + d.fen);
    } else after[d.account] += d.fen;
  }
  for (const d of deltas.values()) {
    const balance = d.account === 'venue' ? after.venues.get(d.channelCode)! : after[d.account];
    if (balance < 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, SHORT_MSG[d.account]);
  }
  if (movement.ref !== null) {
    const seen = await db.selectFrom('ledger_txn').select('id').where('member_id', '=', memberId).where('ref', '=', movement.ref).executeTakeFirst();
    if (seen) throw new SiteError(ResponseCode.DATA_EXISTS, JOURNAL_MSG.posted);
  }
  await writeTransaction(db, memberId, movement);
  const walletDelta = { center: deltas.get('center:')?.fen ?? 0, locked: deltas.get('locked:')?.fen ?? 0 };
  if (walletDelta.center !== 0 || walletDelta.locked !== 0) {
    await db
      .updateTable('wallet')
      .set((eb) => ({ center_fen: eb('center_fen', '+', walletDelta.center), lock_fen: eb('lock_fen', '+', walletDelta.locked) }))
      .where('member_id', '=', memberId)
      .execute();
  }
  const venueDeltas = [...deltas.values()].filter((d) => d.account === 'venue' && d.fen !== 0).sort((a, b) => (a.channelCode < b.channelCode ? -1 : 1));
  for (const d of venueDeltas) {
    await db
      .updateTable('wallet_venue_balance')
      .set((eb) => ({ balance_fen: eb('balance_fen', '+', d.fen) }))
      .where('member_id', '=', memberId)
      .where('channel_code', '=', d.channelCode)
      .execute();
  }
  accounts.center = after.center;
  accounts.locked = after.locked;
  accounts.venues = after.venues;
  return accounts;
}

async function writeTransaction(db: Db, memberId: number, movement: Movement): Promise<void> {
  const txn = await db
    .insertInto('ledger_txn')
    .values({ kind: movement.kind, member_id: memberId, ref: movement.ref, created_at: Date.now() })
    // member_id returned: the store tells whose money moved once the transaction commits (db/money-commits.ts).
    .returning(['id', 'member_id'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_entry')
    .values(
      movement.legs.map((l) => ({
        txn_id: txn.id,
        account: l.account,
        member_id: isMemberAccount(l.account) ? memberId : 0,
        channel_code: l.channelCode ?? '',
        amount_fen: l.fen,
      })),
    )
    .execute();
}

/**
 * Writes the journal side of a movement whose balance rows were written already (balances imported
 * without the journal): the rows stay as they are. Only for journalUnrecordedBalances.
 */
export async function recordOnly(db: Db, memberId: number, movement: Movement): Promise<void> {
  assertBalanced(movement);
  await writeTransaction(db, memberId, movement);
}
