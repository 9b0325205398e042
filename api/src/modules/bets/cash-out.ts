import { randomBytes } from 'node:crypto';
import { BET_STATE, CASH_OUT_STATE, legFactor, resultCodeSchema, ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { payBet } from '../ledger';
import { betOf, moveState, type BetWithLegs } from './bet-queries';
import { cashOutFen, CASH_OUT_QUOTE_MS } from './policy';
import { cashOutRef } from './settle';

export const CASH_OUT_MSG = {
  noBet: '注单不存在',
  series: '串关注单暂不支持提前兑现',
  pending: '注单确认中，暂不可兑现',
  notOpen: '该注单当前不可兑现',
  lost: '注单已输，无法兑现',
  matchOver: '赛事已结束，请等待结算',
  suspended: '盘口已暂停，暂不可兑现，请稍后再试',
  noQuote: '请先获取兑现报价',
  expired: '兑现报价已过期，请重新获取',
} as const;

const refuse = (message: string) => new SiteError(ResponseCode.WARNING, message, { state: CASH_OUT_STATE.REJECTED });

/** The value of an accepted single or multiple now (fen), or a refusal with its Chinese reason. */
export function cashOutValue(found: BetWithLegs, board: BoardCopy): number {
  const { bet, legs } = found;
  if (bet.kind === 'series') throw refuse(CASH_OUT_MSG.series);
  if (bet.state === BET_STATE.PENDING) throw refuse(CASH_OUT_MSG.pending);
  if (bet.state !== BET_STATE.ACCEPTED) throw refuse(CASH_OUT_MSG.notOpen);
  if (legs.some((l) => l.result === 'L')) throw refuse(CASH_OUT_MSG.lost);
  const priced = legs.map((l) => {
    if (l.result !== null)
      return { placedHkMilli: l.hk_milli, currentHkMilli: null, settledFactorMilli: legFactor(resultCodeSchema.parse(l.result), l.hk_milli) / 2 };
    const match = board.match(l.game_id)?.match;
    const market = match?.markets.find((mk) => mk.id === l.market_id);
    const selection = market?.selections.find((s) => s.id === l.selection_id);
    if (!match || match.gameStatus === 'finished' || !market || !selection) throw refuse(CASH_OUT_MSG.matchOver);
    if (market.suspended) throw refuse(CASH_OUT_MSG.suspended);
    return { placedHkMilli: l.hk_milli, currentHkMilli: selection.hkMilli, settledFactorMilli: null };
  });
  const fen = cashOutFen(bet.total_fen, priced);
  if (fen <= 0) throw refuse(CASH_OUT_MSG.notOpen);
  return fen;
}

/** A quote: the value now, kept for CASH_OUT_QUOTE_MS under a new quote id. */
export async function quoteCashOut(db: Db, board: BoardCopy, memberId: number, betId: string, now: number) {
  const found = await betOf(db, memberId, betId);
  if (!found) throw new SiteError(ResponseCode.NO_DATA, CASH_OUT_MSG.noBet);
  const fen = cashOutValue(found, board);
  const id = randomBytes(10).toString('hex');
  const validUntil = now + CASH_OUT_QUOTE_MS;
  await db
    .insertInto('bet_cash_out_quote')
    .values({ id, bet_id: betId, member_id: memberId, amount_fen: fen, valid_until: validUntil, created_at: now })
    .execute();
  return { quoteId: id, fen, validUntil };
}

/**
 * Accepting a quote, in the caller's transaction (the idempotency key's): the bet's latest quote,
 * still valid, no market suspended now; the bet moves ACCEPTED → CASHED_OUT once and the quoted
 * amount goes from the book to the venue wallet (journal reference bet:<id>:cashout).
 */
export async function acceptCashOut(db: Db, board: BoardCopy, memberId: number, betId: string, quoteId: string, now: number) {
  const found = await betOf(db, memberId, betId);
  if (!found) throw new SiteError(ResponseCode.NO_DATA, CASH_OUT_MSG.noBet);
  const latest = await db
    .selectFrom('bet_cash_out_quote')
    .selectAll()
    .where('bet_id', '=', betId)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.id !== quoteId) throw refuse(CASH_OUT_MSG.noQuote);
  if (latest.valid_until < now) throw refuse(CASH_OUT_MSG.expired);
  // Still open now (not suspended, no leg lost, match not over).
  cashOutValue(found, board);
  const fen = latest.amount_fen;
  const moved = await moveState(db, betId, BET_STATE.ACCEPTED, {
    state: BET_STATE.CASHED_OUT,
    payout_fen: fen,
    cash_out_fen: fen,
    cash_out_state: CASH_OUT_STATE.ACCEPTED,
    settled_at: now,
    valid_fen: found.bet.total_fen,
  });
  if (!moved) throw refuse(CASH_OUT_MSG.notOpen);
  const { venueFen } = await payBet(db, { memberId, channelCode: found.bet.channel_code, fen, ref: cashOutRef(betId) });
  return { fen, venueFen };
}
