import { randomBytes } from 'node:crypto';
import { BET_KIND_OFFERS, BET_STATE, CASH_OUT_STATE, legFactor, resultCodeSchema, ResponseCode, SiteError, yuanText } from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { payBet } from '../ledger';
import { betOf, moveState, withLegs, type BetWithLegs } from './bet-queries';
import { CASH_OUT_PART_MIN_FEN, cashOutFen, CASH_OUT_QUOTE_MS, DELAY_TOLERANCE_PERMILLE, partStakeFen } from './policy';
import { isInPlay } from './price-check';
import { cashOutRef } from './settle';

export const CASH_OUT_MSG = {
  noBet: '注单不存在',
  pending: '注单确认中，暂不可兑现',
  notOpen: '该注单当前不可兑现',
  lost: '注单已输，无法兑现',
  matchOver: '赛事已结束，请等待结算',
  suspended: '盘口已暂停，暂不可兑现，请稍后再试',
  noQuote: '请先获取兑现报价',
  expired: '兑现报价已过期，请重新获取',
  processing: '兑现确认中，请稍候',
  moved: '赔率已变化，兑现未成功，请重新获取报价',
  partRange: (minFen: number, maxFen: number) => `部分兑现金额须在${shown(minFen)}至${shown(maxFen)}元之间`,
  partTooSmall: '兑现金额过低，暂不支持部分兑现',
} as const;

/** Yuan as messages show it (trailing .00 dropped). */
const shown = (fen: number): string => yuanText(fen).replace(/\.00$/, '');

/** The largest part a quote allows (it leaves CASH_OUT_PART_MIN_FEN running); below the minimum: no part. */
export const partMaxFen = (quoteFen: number): number => quoteFen - CASH_OUT_PART_MIN_FEN;

/**
 * The amount asked of a quote: null (in full) when not said or the whole quote, otherwise a part within
 * [CASH_OUT_PART_MIN_FEN, partMaxFen] or a refusal saying the range.
 */
export function partOf(quoteFen: number, askedFen: number | null): number | null {
  if (askedFen === null || askedFen === quoteFen) return null;
  const max = partMaxFen(quoteFen);
  if (max < CASH_OUT_PART_MIN_FEN) throw refuse(CASH_OUT_MSG.partTooSmall);
  if (askedFen < CASH_OUT_PART_MIN_FEN || askedFen > max) throw refuse(CASH_OUT_MSG.partRange(CASH_OUT_PART_MIN_FEN, max));
  return askedFen;
}

const refuse = (message: string) => new SiteError(ResponseCode.WARNING, message, { state: CASH_OUT_STATE.REJECTED });
/** Asked again while a cash-out is being decided: not a refusal of it (nothing is recorded). */
const busy = () => new SiteError(ResponseCode.WARNING, CASH_OUT_MSG.processing, { state: CASH_OUT_STATE.PROCESSING });

/** A cash-out refusal of this module (its Chinese message says why). */
export const isCashOutRefusal = (e: unknown): e is SiteError =>
  e instanceof SiteError && e.code === ResponseCode.WARNING && (e.data as { state?: unknown } | undefined)?.state === CASH_OUT_STATE.REJECTED;

/**
 * Keeps a refused cash-out: the bet's cash-out state becomes rejected (shown until the next quote) and the
 * refusal is kept with its reason as a rejected quote row (the quote it refused, or a new row when the quote
 * itself was refused). Not in a money call's transaction: a refusal rolls that back (see bets.ts).
 */
export async function recordCashOutRefusal(db: Db, r: { memberId: number; betId: string; quoteId: string | null; reason: string; now: number }): Promise<void> {
  const bet = await db.selectFrom('bet').select(['id', 'state']).where('id', '=', r.betId).where('member_id', '=', r.memberId).executeTakeFirst();
  if (!bet) return;
  await db.transaction().execute(async (trx) => {
    const updated = r.quoteId
      ? await trx
          .updateTable('bet_cash_out_quote')
          .set({ state: CASH_OUT_STATE.REJECTED, reason: r.reason })
          .where('id', '=', r.quoteId)
          .where('bet_id', '=', r.betId)
          .where('state', '=', CASH_OUT_STATE.OPEN)
          .executeTakeFirst()
      : null;
    if (!updated || Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('bet_cash_out_quote')
        .values({
          id: randomBytes(10).toString('hex'),
          bet_id: r.betId,
          member_id: r.memberId,
          amount_fen: 0,
          valid_until: r.now,
          created_at: r.now,
          state: CASH_OUT_STATE.REJECTED,
          reason: r.reason,
        })
        .execute();
    }
    // An open bet shows the refusal; a bet cashed out or settled meanwhile keeps its own state, and so does a
    // bet quoted again meanwhile (the refusal of an older quote may be kept after the newer quote was given).
    await trx
      .updateTable('bet')
      .set({ cash_out_state: CASH_OUT_STATE.REJECTED })
      .where('id', '=', r.betId)
      .where('state', '=', BET_STATE.ACCEPTED)
      .where((eb) => eb.or([eb('cash_out_state', 'is', null), eb('cash_out_state', '!=', CASH_OUT_STATE.PROCESSING)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bet_cash_out_quote')
              .select('id')
              .where('bet_id', '=', r.betId)
              .where('state', '=', CASH_OUT_STATE.OPEN)
              .where('valid_until', '>', r.now),
          ),
        ),
      )
      .execute();
  });
}

/** The value of an accepted single or multiple now (fen), or a refusal with its Chinese reason. */
export function cashOutValue(found: BetWithLegs, board: BoardCopy): number {
  const { bet, legs } = found;
  const offers = BET_KIND_OFFERS[bet.kind];
  if (!offers.cashOut) throw refuse(offers.reason);
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
  if (found.bet.cash_out_state === CASH_OUT_STATE.PROCESSING) throw busy();
  let fen: number;
  try {
    fen = cashOutValue(found, board);
  } catch (e) {
    // Not a money call: the refusal is kept at once.
    if (isCashOutRefusal(e)) await recordCashOutRefusal(db, { memberId, betId, quoteId: null, reason: e.message, now });
    throw e;
  }
  const id = randomBytes(10).toString('hex');
  const validUntil = now + CASH_OUT_QUOTE_MS;
  await db
    .insertInto('bet_cash_out_quote')
    .values({ id, bet_id: betId, member_id: memberId, amount_fen: fen, valid_until: validUntil, created_at: now, state: CASH_OUT_STATE.OPEN })
    .execute();
  await db.updateTable('bet').set({ cash_out_state: CASH_OUT_STATE.OPEN }).where('id', '=', betId).where('state', '=', BET_STATE.ACCEPTED).execute();
  return { quoteId: id, fen, validUntil, partMinFen: CASH_OUT_PART_MIN_FEN };
}

/** Whether a leg still to be decided is in play now (a cash-out then waits the in-play delay, like a bet). */
function anyLegInPlay(found: BetWithLegs, board: BoardCopy): boolean {
  return found.legs.some((l) => {
    if (l.result !== null) return false;
    const match = board.match(l.game_id)?.match;
    return match !== undefined && isInPlay(match);
  });
}

/** The journal reference of a cash-out in part: one per quote, so each part is paid once. */
export const cashOutPartRef = (betId: string, quoteId: string) => `bet:${betId}:cashout:${quoteId}`;

/**
 * Pays a part of a quote (部分兑现): the bet stays ACCEPTED at the stake left (the part takes the share of the stake
 * it is of the quote; the maximum return shrinks alike), the part is kept, and the amount goes to the venue wallet
 * under the quote's own reference. Null when the bet moved meanwhile (nothing is paid).
 */
export async function payCashOutPart(
  db: Db,
  found: BetWithLegs,
  quoteId: string,
  quoteFen: number,
  partFen: number,
  now: number,
): Promise<{ venueFen: number } | null> {
  const { bet } = found;
  const stakeFen = partStakeFen(bet.total_fen, quoteFen, partFen);
  const left = bet.total_fen - stakeFen;
  const moved = await db
    .updateTable('bet')
    .set({
      unit_fen: left,
      total_fen: left,
      max_return_fen: Number((BigInt(bet.max_return_fen) * BigInt(left)) / BigInt(bet.total_fen)),
      cash_out_state: CASH_OUT_STATE.ACCEPTED,
    })
    .where('id', '=', bet.id)
    .where('state', '=', BET_STATE.ACCEPTED)
    .where('total_fen', '=', bet.total_fen)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  await db
    .insertInto('bet_cash_out_part')
    .values({ quote_id: quoteId, bet_id: bet.id, member_id: bet.member_id, amount_fen: partFen, stake_fen: stakeFen, created_at: now })
    .execute();
  await db.updateTable('bet_cash_out_quote').set({ state: CASH_OUT_STATE.ACCEPTED, decide_at: null }).where('id', '=', quoteId).execute();
  return payBet(db, { memberId: bet.member_id, channelCode: bet.channel_code, fen: partFen, ref: cashOutPartRef(bet.id, quoteId) });
}

/** Pays a cash-out at its quote: the bet moves ACCEPTED → CASHED_OUT once and the amount goes to the venue wallet. */
export async function payCashOut(db: Db, found: BetWithLegs, quoteId: string, fen: number, now: number): Promise<{ venueFen: number } | null> {
  const { bet } = found;
  const moved = await moveState(db, bet.id, BET_STATE.ACCEPTED, {
    state: BET_STATE.CASHED_OUT,
    payout_fen: fen,
    cash_out_fen: fen,
    cash_out_state: CASH_OUT_STATE.ACCEPTED,
    settled_at: now,
    valid_fen: bet.total_fen,
  });
  if (!moved) return null;
  await db.updateTable('bet_cash_out_quote').set({ state: CASH_OUT_STATE.ACCEPTED, decide_at: null }).where('id', '=', quoteId).execute();
  return payBet(db, { memberId: bet.member_id, channelCode: bet.channel_code, fen, ref: cashOutRef(bet.id) });
}

/**
 * Accepting a quote, in the caller's transaction (the idempotency key's): the bet's latest quote,
 * still valid, no market suspended now. Pre-match the bet moves ACCEPTED → CASHED_OUT once and the
 * quoted amount goes from the book to the venue wallet (journal reference bet:<id>:cashout); with a leg
 * in play the cash-out is processing for delayMs and the sweep decides it (decideCashOuts).
 */
export async function acceptCashOut(
  db: Db,
  board: BoardCopy,
  memberId: number,
  betId: string,
  quoteId: string,
  now: number,
  delayMs: number,
  askedFen: number | null = null,
) {
  const found = await betOf(db, memberId, betId);
  if (!found) throw new SiteError(ResponseCode.NO_DATA, CASH_OUT_MSG.noBet);
  if (found.bet.cash_out_state === CASH_OUT_STATE.PROCESSING) throw busy();
  const latest = await db
    .selectFrom('bet_cash_out_quote')
    .selectAll()
    .where('id', '=', quoteId)
    .where('bet_id', '=', betId)
    .where('member_id', '=', memberId)
    .where('amount_fen', '>', 0)
    .executeTakeFirst();
  // Only the bet's latest quote is good: one given later closes it (two given in the same ms are both the latest).
  const newer =
    latest &&
    (await db
      .selectFrom('bet_cash_out_quote')
      .select('id')
      .where('bet_id', '=', betId)
      .where('amount_fen', '>', 0)
      .where('created_at', '>', latest.created_at)
      .executeTakeFirst());
  // A quote already refused is closed: the player asks for a new one.
  if (!latest || newer || latest.state === CASH_OUT_STATE.REJECTED) throw refuse(CASH_OUT_MSG.noQuote);
  // A quote is paid once, in full or in part.
  if (latest.state === CASH_OUT_STATE.ACCEPTED) throw refuse(CASH_OUT_MSG.notOpen);
  if (latest.valid_until < now) throw refuse(CASH_OUT_MSG.expired);
  // Still open now (not suspended, no leg lost, match not over).
  cashOutValue(found, board);
  const part = partOf(latest.amount_fen, askedFen);
  const fen = part ?? latest.amount_fen;
  if (delayMs > 0 && anyLegInPlay(found, board)) {
    await db
      .updateTable('bet_cash_out_quote')
      .set({ state: CASH_OUT_STATE.PROCESSING, decide_at: now + delayMs, part_fen: part })
      .where('id', '=', quoteId)
      .execute();
    await db.updateTable('bet').set({ cash_out_state: CASH_OUT_STATE.PROCESSING }).where('id', '=', betId).where('state', '=', BET_STATE.ACCEPTED).execute();
    return { fen, venueFen: null, state: CASH_OUT_STATE.PROCESSING };
  }
  const paid = part === null ? await payCashOut(db, found, quoteId, fen, now) : await payCashOutPart(db, found, quoteId, latest.amount_fen, part, now);
  if (!paid) throw refuse(CASH_OUT_MSG.notOpen);
  return { fen, venueFen: paid.venueFen, state: CASH_OUT_STATE.ACCEPTED };
}

/** At most this many processing cash-outs per sweep step. */
const CASH_OUT_BATCH = 100;

/**
 * Processing (in-play) cash-outs whose delay is over: paid at the quote when the bet is still open, no
 * market suspended and its value now is not below the quote by more than the delay tolerance; otherwise
 * rejected with the reason (the bet stays as it was). One transaction each; a cash-out is decided once
 * (the quote moves out of processing by a conditional update) whichever instance gets there first.
 * Returns the members whose balance moved.
 */
export async function decideCashOuts(db: Db, board: BoardCopy, now: number): Promise<{ decided: number; paidMembers: number[] }> {
  const due = await db
    .selectFrom('bet_cash_out_quote')
    .selectAll()
    .where('state', '=', CASH_OUT_STATE.PROCESSING)
    .where('decide_at', '<=', now)
    .orderBy('decide_at')
    .limit(CASH_OUT_BATCH)
    .execute();
  let decided = 0;
  const paidMembers: number[] = [];
  for (const quote of due) {
    const bets = await withLegs(db, await db.selectFrom('bet').selectAll().where('id', '=', quote.bet_id).execute());
    const found = bets[0];
    let reason = '';
    if (!found) reason = CASH_OUT_MSG.noBet;
    else {
      try {
        const value = cashOutValue(found, board);
        if ((quote.amount_fen - value) * 1000 > quote.amount_fen * DELAY_TOLERANCE_PERMILLE) reason = CASH_OUT_MSG.moved;
      } catch (e) {
        if (!isCashOutRefusal(e)) throw e;
        reason = e.message;
      }
    }
    const paid = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('bet_cash_out_quote')
        .set(reason ? { state: CASH_OUT_STATE.REJECTED, reason, decide_at: null } : { decide_at: null })
        .where('id', '=', quote.id)
        .where('state', '=', CASH_OUT_STATE.PROCESSING)
        .where('decide_at', 'is not', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const pay = (f: BetWithLegs) =>
        quote.part_fen === null ? payCashOut(trx, f, quote.id, quote.amount_fen, now) : payCashOutPart(trx, f, quote.id, quote.amount_fen, quote.part_fen, now);
      if (!reason && found && (await pay(found))) return true;
      // Refused (or settled meanwhile): the quote and the bet's cash-out state say so; no money moves.
      if (!reason)
        await trx.updateTable('bet_cash_out_quote').set({ state: CASH_OUT_STATE.REJECTED, reason: CASH_OUT_MSG.notOpen }).where('id', '=', quote.id).execute();
      await trx
        .updateTable('bet')
        .set({ cash_out_state: CASH_OUT_STATE.REJECTED })
        .where('id', '=', quote.bet_id)
        .where('cash_out_state', '=', CASH_OUT_STATE.PROCESSING)
        .execute();
      return false;
    });
    if (paid === null) continue;
    decided++;
    if (paid) paidMembers.push(quote.member_id);
  }
  return { decided, paidMembers };
}
