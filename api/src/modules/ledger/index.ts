import { ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';
import { addToCenter, addToVenue, centerForUpdate, venueBalanceForUpdate } from '../funds/wallet-queries';

/**
 * The ledger's face to the other api modules: every movement of a member's money goes through one
 * of these functions, inside the transaction the caller's idempotency key runs in (ctx.db of a
 * movesMoney contract). They refuse with a Chinese SiteError and move nothing when the money is not there.
 *
 * (First version over the wallet tables; the double-entry journal replaces the inside, not these signatures.)
 */
export const LEDGER_MSG = {
  centerShort: '中心钱包余额不足',
  venueShort: '场馆余额不足',
} as const;

/** 1 when the member turned auto-transfer on (setAutoTransferStatus), else 0. */
export async function autoTransferStatus(_db: Db, _memberId: number): Promise<0 | 1> {
  return 0;
}

/** Auto-transfer on launch: the whole centre balance into the venue; answers the fen moved (0 when the centre is empty). */
export async function moveWholeCenterToVenue(db: Db, memberId: number, channelCode: string): Promise<Fen> {
  const wallet = await centerForUpdate(db, memberId);
  if (wallet === null || wallet.center <= 0) return 0;
  await venueBalanceForUpdate(db, memberId, channelCode);
  await addToCenter(db, memberId, -wallet.center);
  await addToVenue(db, memberId, channelCode, wallet.center);
  return wallet.center;
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
 * One game round against the member's venue wallet: the stake out, the win in, atomically.
 * Refuses (moving nothing) when the venue balance is below the stake.
 */
export async function settleGameRound(db: Db, round: GameRound): Promise<{ venueFen: Fen }> {
  if (!Number.isSafeInteger(round.stakeFen) || !Number.isSafeInteger(round.winFen) || round.stakeFen <= 0 || round.winFen < 0) {
    throw new Error(`not a game round: ${JSON.stringify(round)}`);
  }
  const venue = await venueBalanceForUpdate(db, round.memberId, round.channelCode);
  if (venue < round.stakeFen) throw new SiteError(ResponseCode.INVALID_PARAMETER, LEDGER_MSG.venueShort);
  await addToVenue(db, round.memberId, round.channelCode, round.winFen - round.stakeFen);
  return { venueFen: venue - round.stakeFen + round.winFen };
}
