import {
  BET_KIND,
  BET_KIND_OFFERS,
  BET_STATE,
  CASH_OUT_STATE,
  maxReturnFen,
  ResponseCode,
  SiteError,
  type BetKind,
  type betEdit,
  type betEditQuote,
} from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { fenOfYuanText } from '../funds/fen';
import { exchangeBet } from '../ledger';
import { betOf, moveState, type BetWithLegs } from './bet-queries';
import { CASH_OUT_MSG, cashOutValue } from './cash-out';
import { findPicks, PLACE_MSG, placeBet, type Placement } from './placement';

export const EDIT_MSG = {
  notEditable: '该注单当前不可修改',
  processing: '注单兑现确认中，暂不可修改',
  cashOutMoved: '兑现金额已变化，请确认新的金额后再修改注单',
  unchanged: '注单未作修改',
} as const;

const refuse = (message: string, data: Record<string, unknown> = {}) => new SiteError(ResponseCode.WARNING, message, data);

/** The new bet's kind: one pick a single, more an N串1. */
export const editKindOf = (picks: number): BetKind => (picks === 1 ? BET_KIND.SINGLE : BET_KIND.MULTIPLE);

/** The old bet, open to an edit: an accepted bet of a kind that offers it, not being cashed out; its value now. */
function editable(found: BetWithLegs | null, board: BoardCopy): { found: BetWithLegs; valueFen: number } {
  if (!found) throw new SiteError(ResponseCode.NO_DATA, CASH_OUT_MSG.noBet);
  const offers = BET_KIND_OFFERS[found.bet.kind];
  if (!offers.edit) throw refuse(offers.reason || EDIT_MSG.notEditable);
  if (found.bet.cash_out_state === CASH_OUT_STATE.PROCESSING) throw refuse(EDIT_MSG.processing);
  if (found.bet.state !== BET_STATE.ACCEPTED) throw refuse(found.bet.state === BET_STATE.PENDING ? CASH_OUT_MSG.pending : EDIT_MSG.notEditable);
  // The cash-out's own refusals say why (a leg lost, a market suspended, the match over).
  return { found, valueFen: cashOutValue(found, board) };
}

type EditBody = z.output<typeof betEditQuote.request>;

/** The same picks at the same stake: nothing to edit. */
function unchanged(found: BetWithLegs, body: EditBody, stakeFen: number): boolean {
  const had = found.legs.map((l) => l.selection_id).sort();
  const asked = body.picks.map((p) => p.selectionId).sort();
  return stakeFen === found.bet.total_fen && had.length === asked.length && had.every((id, i) => id === asked[i]);
}

/**
 * 修改注单 priced before confirming: the old bet's cash-out value now and the new bet at current prices (its stake,
 * maximum return and each pick's price check); net = cash-out − stake.
 */
export async function quoteEdit(db: Db, board: BoardCopy, memberId: number, body: EditBody) {
  const { found, valueFen } = editable(await betOf(db, memberId, body.betId), board);
  const stakeFen = fenOfYuanText(body.unitStake);
  if (stakeFen === null || stakeFen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.badAmount);
  if (unchanged(found, body, stakeFen)) throw refuse(EDIT_MSG.unchanged);
  const picked = findPicks(board, body.picks);
  const prices = picked.map((f) => f.price);
  if (prices.some((p) => p.state === 'closed')) throw refuse(PLACE_MSG.matchOver, { reason: 'MATCH_OVER', prices });
  if (prices.some((p) => p.state === 'suspended')) throw refuse(PLACE_MSG.suspended, { reason: 'SUSPENDED', prices });
  const kind = editKindOf(body.picks.length);
  const maxReturn = maxReturnFen(
    picked.map((f) => ({ gameId: f.pick.gameId, hkMilli: f.price.hkMilli })),
    [body.picks.length],
    stakeFen,
  );
  return { valueFen, stakeFen, maxReturnFen: maxReturn, kind, prices };
}

/**
 * 修改注单 in the caller's transaction (the idempotency key's): the old bet moves ACCEPTED → CASHED_OUT at its value
 * now and the new bet is placed at current prices (placement's own checks), the cash-out and the new stake posted as
 * one journal transaction under the key, and the edit kept. Any refusal (the value or a price not the one shown
 * without autoAccept, a line moved, the wallet short of the difference) rolls the whole edit back.
 */
export async function editBet(
  db: Db,
  board: BoardCopy,
  body: z.output<typeof betEdit.request>,
  p: Omit<Placement, 'stake'>,
): Promise<{ oldBetId: string; betId: string; venueFen: number }> {
  const { found, valueFen } = editable(await betOf(db, p.memberId, body.betId), board);
  const stakeFen = fenOfYuanText(body.unitStake);
  if (stakeFen !== null && unchanged(found, body, stakeFen)) throw refuse(EDIT_MSG.unchanged);
  const seenFen = Math.round(body.cashOut * 100);
  if (!body.autoAccept && seenFen !== valueFen) throw refuse(EDIT_MSG.cashOutMoved, { reason: 'ODDS_CHANGED', cashOut: valueFen / 100 });
  const { bet } = found;
  const closed = await moveState(db, bet.id, BET_STATE.ACCEPTED, {
    state: BET_STATE.CASHED_OUT,
    payout_fen: valueFen,
    cash_out_fen: valueFen,
    cash_out_state: CASH_OUT_STATE.ACCEPTED,
    settled_at: p.now,
    valid_fen: bet.total_fen,
  });
  if (!closed) throw refuse(EDIT_MSG.notEditable);
  const placed = await placeBet(
    db,
    board,
    { uid: body.uid, kind: editKindOf(body.picks.length), picks: body.picks, unitStake: body.unitStake, autoAccept: body.autoAccept, oddsType: body.oddsType },
    {
      ...p,
      channelCode: bet.channel_code,
      stake: (totalFen) => exchangeBet(db, { memberId: p.memberId, channelCode: bet.channel_code, payFen: valueFen, stakeFen: totalFen, ref: p.ref }),
    },
  );
  await db
    .insertInto('bet_edit')
    .values({ old_bet_id: bet.id, new_bet_id: placed.betId, member_id: p.memberId, cash_out_fen: valueFen, created_at: p.now })
    .execute();
  await db.updateTable('bet_auto_cash_out').set({ state: 'cancelled' }).where('bet_id', '=', bet.id).where('state', '=', 'armed').execute();
  return { oldBetId: bet.id, betId: placed.betId, venueFen: placed.venueFen };
}
