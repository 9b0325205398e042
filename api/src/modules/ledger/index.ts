import { ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';
import { JOURNAL_MSG, lockAllMemberAccounts, lockMemberAccounts, post, recordOnly, type Leg } from './journal';

/**
 * The ledger's face to the other api modules: every movement of a member's money goes through one
 * of these functions, inside the transaction the caller's idempotency key runs in (ctx.db of a
 * movesMoney contract). The ledger knows no request: its journal reference is a plain `ref` the
 * caller passes (intentRef of http/contract-route.ts builds it from the key). Each posts one
 * double-entry journal transaction (journal.ts) and refuses with a Chinese SiteError, moving
 * nothing, when the money is not there.
 */
export const LEDGER_MSG = {
  centerShort: JOURNAL_MSG.centerShort,
  venueShort: JOURNAL_MSG.venueShort,
  roundSettled: '该局已结算',
} as const;

/** 1 when the member turned auto-transfer on (setAutoTransferStatus), else 0. */
export async function autoTransferStatus(db: Db, memberId: number): Promise<0 | 1> {
  const row = await db.selectFrom('wallet').select('auto_transfer').where('member_id', '=', memberId).executeTakeFirst();
  return row?.auto_transfer === 1 ? 1 : 0;
}

/** setAutoTransferStatus: the member's switch (moves no money). */
export async function setAutoTransfer(db: Db, memberId: number, status: 0 | 1): Promise<0 | 1> {
  await db
    .insertInto('wallet')
    .values({ member_id: memberId, auto_transfer: status })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ auto_transfer: status }))
    .execute();
  return status;
}

/**
 * Auto-transfer on launch: the whole centre balance into the venue; answers the fen moved (0 when
 * the centre is empty). ref: the launch's idempotency key when the caller has it (journal reference).
 */
export async function moveWholeCenterToVenue(db: Db, memberId: number, channelCode: string, ref: string | null = null): Promise<Fen> {
  const accounts = await lockMemberAccounts(db, memberId, [channelCode]);
  const fen = accounts.center;
  if (fen <= 0) return 0;
  await post(db, accounts, {
    kind: 'auto_transfer',
    ref,
    legs: [
      { account: 'center', fen: -fen },
      { account: 'venue', channelCode, fen },
    ],
  });
  return fen;
}

/** ty of venueTransfer: 1 centre wallet → venue, 0 venue → centre wallet. */
export const TransferDirection = { TO_CENTER: 0, TO_VENUE: 1 } as const;
export type TransferDirection = (typeof TransferDirection)[keyof typeof TransferDirection];

export interface VenueTransfer {
  memberId: number;
  channelCode: string;
  fen: Fen;
  direction: TransferDirection;
  /** The intent's idempotency key (one journal transaction per key). */
  ref: string | null;
}

/** Venue transfer: fen between the centre wallet and one venue wallet; answers both balances after it. */
export async function transferWithVenue(db: Db, t: VenueTransfer): Promise<{ centerFen: Fen; venueFen: Fen }> {
  if (!Number.isSafeInteger(t.fen) || t.fen <= 0) throw new Error(`not a transfer amount: ${t.fen}`);
  const accounts = await lockMemberAccounts(db, t.memberId, [t.channelCode]);
  const signed = t.direction === TransferDirection.TO_VENUE ? t.fen : -t.fen;
  await post(db, accounts, {
    kind: 'transfer',
    ref: t.ref,
    legs: [
      { account: 'center', fen: -signed },
      { account: 'venue', channelCode: t.channelCode, fen: signed },
    ],
  });
  return { centerFen: accounts.center, venueFen: accounts.venues.get(t.channelCode) ?? 0 };
}

export interface RecycledVenue {
  channelCode: string;
  fen: Fen;
}

/**
 * Recycle: every venue wallet of the member that holds money (and that `usable` allows) back to
 * the centre wallet, in one journal transaction. Answers what came back per venue and the centre after it.
 */
export async function recycleVenues(
  db: Db,
  memberId: number,
  ref: string | null,
  usable: (channelCode: string) => boolean = () => true,
): Promise<{ centerFen: Fen; recycled: RecycledVenue[] }> {
  const accounts = await lockAllMemberAccounts(db, memberId);
  const recycled = [...accounts.venues].filter(([code, fen]) => fen > 0 && usable(code)).map(([channelCode, fen]) => ({ channelCode, fen }));
  if (recycled.length === 0) return { centerFen: accounts.center, recycled };
  const total = recycled.reduce((sum, r) => sum + r.fen, 0);
  const legs: Leg[] = [...recycled.map((r) => ({ account: 'venue' as const, channelCode: r.channelCode, fen: -r.fen })), { account: 'center', fen: total }];
  await post(db, accounts, { kind: 'recycle', ref, legs });
  return { centerFen: accounts.center, recycled };
}

export interface GameRound {
  memberId: number;
  /** The venue wallet the round bets against. */
  channelCode: string;
  /** Unique per round (the provider's round id): a round settles once. */
  roundId: string;
  stakeFen: Fen;
  winFen: Fen;
}

/**
 * One game round against the member's venue wallet: the stake out to the venue's house account,
 * the win back from it, in one journal transaction. Refuses (moving nothing) when the venue
 * balance is below the stake, and a round id that settled already.
 */
export async function settleGameRound(db: Db, round: GameRound): Promise<{ venueFen: Fen }> {
  if (!Number.isSafeInteger(round.stakeFen) || !Number.isSafeInteger(round.winFen) || round.stakeFen <= 0 || round.winFen < 0) {
    throw new Error(`not a game round: ${JSON.stringify(round)}`);
  }
  const { channelCode } = round;
  const accounts = await lockMemberAccounts(db, round.memberId, [channelCode]);
  if ((accounts.venues.get(channelCode) ?? 0) < round.stakeFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, LEDGER_MSG.venueShort);
  const ref = `round:${round.roundId}`;
  const settled = await db.selectFrom('ledger_txn').select('id').where('member_id', '=', round.memberId).where('ref', '=', ref).executeTakeFirst();
  if (settled) throw new SiteError(ResponseCode.DATA_EXISTS, LEDGER_MSG.roundSettled);
  const legs: Leg[] = [
    { account: 'venue', channelCode, fen: -round.stakeFen },
    { account: 'house', channelCode, fen: round.stakeFen },
  ];
  if (round.winFen > 0) legs.push({ account: 'house', channelCode, fen: -round.winFen }, { account: 'venue', channelCode, fen: round.winFen });
  await post(db, accounts, { kind: 'round', ref, legs });
  return { venueFen: accounts.venues.get(channelCode) ?? 0 };
}

export interface OpeningBalances {
  centerFen?: Fen;
  lockedFen?: Fen;
  venues?: Record<string, Fen>;
}

/** Opening balances (demo seed, bench members): the opening account gives them, one journal transaction. */
export async function openBalances(db: Db, memberId: number, opening: OpeningBalances): Promise<void> {
  const venues = Object.entries(opening.venues ?? {}).filter(([, fen]) => fen > 0);
  const accounts = await lockMemberAccounts(
    db,
    memberId,
    venues.map(([code]) => code),
  );
  const legs: Leg[] = [];
  if ((opening.centerFen ?? 0) > 0) legs.push({ account: 'center', fen: opening.centerFen! });
  if ((opening.lockedFen ?? 0) > 0) legs.push({ account: 'locked', fen: opening.lockedFen! });
  for (const [channelCode, fen] of venues) legs.push({ account: 'venue', channelCode, fen });
  if (legs.length === 0) return;
  legs.push({ account: 'opening', fen: -legs.reduce((sum, l) => sum + l.fen, 0) });
  await post(db, accounts, { kind: 'opening', ref: null, legs });
}

/**
 * Balance rows written without the journal (rows imported from an older data file, db/legacy.ts):
 * one opening transaction for each member who holds money but has no journal transaction yet,
 * so the journal accounts for them. Answers how many members got one.
 */
export async function journalUnrecordedBalances(db: Db): Promise<number> {
  const journalled = new Set((await db.selectFrom('ledger_txn').select('member_id').distinct().execute()).map((r) => r.member_id));
  const wallets = await db.selectFrom('wallet').select(['member_id', 'center_fen', 'lock_fen']).execute();
  const venues = await db.selectFrom('wallet_venue_balance').select(['member_id', 'channel_code', 'balance_fen']).where('balance_fen', '>', 0).execute();
  const held = new Map<number, { center: Fen; locked: Fen; venues: Record<string, Fen> }>();
  const of = (id: number) => held.get(id) ?? held.set(id, { center: 0, locked: 0, venues: {} }).get(id)!;
  for (const w of wallets) Object.assign(of(w.member_id), { center: w.center_fen, locked: w.lock_fen });
  for (const v of venues) of(v.member_id).venues[v.channel_code] = v.balance_fen;
  let opened = 0;
  for (const [memberId, h] of [...held].sort(([a], [b]) => a - b)) {
    if (journalled.has(memberId) || (h.center <= 0 && h.locked <= 0 && Object.keys(h.venues).length === 0)) continue;
    // The rows already hold the money: post the journal side only (the opening account gives it).
    const legs: Leg[] = [];
    if (h.center > 0) legs.push({ account: 'center', fen: h.center });
    if (h.locked > 0) legs.push({ account: 'locked', fen: h.locked });
    for (const [channelCode, fen] of Object.entries(h.venues)) legs.push({ account: 'venue', channelCode, fen });
    legs.push({ account: 'opening', fen: -legs.reduce((sum, l) => sum + l.fen, 0) });
    await recordOnly(db, memberId, { kind: 'opening', ref: 'opening', legs });
    opened++;
  }
  return opened;
}

export interface BookMove {
  memberId: number;
  /** The sport venue wallet the bet is staked from and paid into. */
  channelCode: string;
  fen: Fen;
  /** Unique per member: the placement's idempotency key, or `bet:<id>:<settle|refund|cashout>`. */
  ref: string;
}

/** A bet's money between the member's venue wallet and the book (the venue's house account), as one round. */
async function moveBetMoney(db: Db, move: BookMove, direction: 'stake' | 'pay'): Promise<{ venueFen: Fen }> {
  if (!Number.isSafeInteger(move.fen) || move.fen <= 0) throw new Error(`not a ${direction === 'stake' ? 'stake' : 'payout'}: ${move.fen}`);
  const accounts = await lockMemberAccounts(db, move.memberId, [move.channelCode]);
  // The paying side first.
  const [from, to] = direction === 'stake' ? (['venue', 'house'] as const) : (['house', 'venue'] as const);
  await post(db, accounts, {
    kind: 'round',
    ref: move.ref,
    legs: [
      { account: from, channelCode: move.channelCode, fen: -move.fen },
      { account: to, channelCode: move.channelCode, fen: move.fen },
    ],
  });
  return { venueFen: accounts.venues.get(move.channelCode) ?? 0 };
}

/**
 * A bet's stake from the member's venue wallet to the book. Refuses (moving nothing) when the venue balance is
 * below the stake. Answers the venue balance after it.
 */
export const stakeBet = (db: Db, move: BookMove): Promise<{ venueFen: Fen }> => moveBetMoney(db, move, 'stake');

/**
 * The book pays a bet (winnings, a refund, a cash-out) into the member's venue wallet; a ref that was
 * posted already refuses (6009), so a bet is paid once. Answers the venue balance after it.
 */
export const payBet = (db: Db, move: BookMove): Promise<{ venueFen: Fen }> => moveBetMoney(db, move, 'pay');

/**
 * 修改注单: the book pays the old bet's cash-out (payFen) and takes the new bet's stake (stakeFen) in one journal
 * transaction under the edit's ref; refuses (moving nothing) when the venue wallet cannot cover the difference.
 */
export async function exchangeBet(
  db: Db,
  move: { memberId: number; channelCode: string; payFen: Fen; stakeFen: Fen; ref: string },
): Promise<{ venueFen: Fen }> {
  if (![move.payFen, move.stakeFen].every((f) => Number.isSafeInteger(f) && f > 0)) throw new Error(`not a bet exchange: ${move.payFen} / ${move.stakeFen}`);
  const accounts = await lockMemberAccounts(db, move.memberId, [move.channelCode]);
  const { channelCode } = move;
  await post(db, accounts, {
    kind: 'round',
    ref: move.ref,
    legs: [
      { account: 'house', channelCode, fen: -move.payFen },
      { account: 'venue', channelCode, fen: move.payFen },
      { account: 'venue', channelCode, fen: -move.stakeFen },
      { account: 'house', channelCode, fen: move.stakeFen },
    ],
  });
  return { venueFen: accounts.venues.get(channelCode) ?? 0 };
}

/** Who pays a reward; each names its refs `<source>:…` so the journal tells them apart. */
export const RewardSource = { PROMOTION: 'promotion', VIP: 'vip', INVITE: 'invite', AGENT: 'agent' } as const;
export type RewardSource = (typeof RewardSource)[keyof typeof RewardSource];

export interface Reward {
  memberId: number;
  source: RewardSource;
  fen: Fen;
  /** Valid bets the reward asks for before a withdrawal (reward × its turnover multiple; 0 for none). */
  turnoverFen: Fen;
  /** Unique per member, e.g. `promotion:<activityId>:<period>`: the same reward is paid once, whatever the retries. */
  ref: string;
  now: number;
}

/**
 * Pays a reward from the house's bonus account into the member's centre wallet and records the
 * turnover it asks for (withdraw/turnover.ts counts it), in the caller's transaction. A ref paid
 * already pays nothing and answers credited: false (a claim answered twice, a join retried).
 */
export async function creditReward(db: Db, reward: Reward): Promise<{ credited: boolean; centerFen: Fen }> {
  if (!Number.isSafeInteger(reward.fen) || reward.fen <= 0) throw new Error(`not a reward: ${reward.fen}`);
  if (!Number.isSafeInteger(reward.turnoverFen) || reward.turnoverFen < 0) throw new Error(`not a turnover: ${reward.turnoverFen}`);
  if (!reward.ref.startsWith(`${reward.source}:`)) throw new Error(`a ${reward.source} reward's ref starts with '${reward.source}:'`);
  const accounts = await lockMemberAccounts(db, reward.memberId, []);
  const paid = await db.selectFrom('ledger_txn').select('id').where('member_id', '=', reward.memberId).where('ref', '=', reward.ref).executeTakeFirst();
  if (paid) return { credited: false, centerFen: accounts.center };
  await post(db, accounts, {
    kind: 'reward',
    ref: reward.ref,
    legs: [
      { account: 'bonus', fen: -reward.fen },
      { account: 'center', fen: reward.fen },
    ],
  });
  await db
    .insertInto('turnover_requirement')
    .values({
      member_id: reward.memberId,
      source: reward.source,
      ref: reward.ref,
      reward_fen: reward.fen,
      required_fen: reward.turnoverFen,
      created_at: reward.now,
    })
    .execute();
  return { credited: true, centerFen: accounts.center };
}
