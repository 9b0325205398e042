import { AUTO_CASH_OUT_STATE, type BetView } from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { yuanOf } from '../funds/fen';
import type { BetWithLegs } from './bet-queries';
import { betView, type BetExtras } from './bet-view';
import { cashOutValue, isCashOutRefusal } from './cash-out';

/** Why a cash-out cannot be had now ('' when it can): the refusal a quote would answer, from the feed as it is. */
function unavailableOf(found: BetWithLegs, board: BoardCopy): string {
  try {
    cashOutValue(found, board);
    return '';
  } catch (e) {
    if (isCashOutRefusal(e)) return e.message;
    throw e;
  }
}

/**
 * The views of bets with what they read beside their rows (parts cashed out, the automatic cash-out rule, edits),
 * three queries for the whole list; with the feed, each open bet also says why a cash-out cannot be had now.
 */
export async function betViews(db: Db, found: readonly BetWithLegs[], board?: BoardCopy): Promise<BetView[]> {
  if (found.length === 0) return [];
  const ids = found.map((f) => f.bet.id);
  const parts = await db
    .selectFrom('bet_cash_out_part')
    .select(['bet_id', (eb) => eb.fn.sum<number | string>('amount_fen').as('fen'), (eb) => eb.fn.sum<number | string>('stake_fen').as('stake')])
    .where('bet_id', 'in', ids)
    .groupBy('bet_id')
    .execute();
  const rules = await db.selectFrom('bet_auto_cash_out').selectAll().where('bet_id', 'in', ids).execute();
  const edits = await db
    .selectFrom('bet_edit')
    .select(['old_bet_id', 'new_bet_id'])
    .where((eb) => eb.or([eb('old_bet_id', 'in', ids), eb('new_bet_id', 'in', ids)]))
    .execute();
  return found.map((f) => {
    const id = f.bet.id;
    const part = parts.find((p) => p.bet_id === id);
    const rule = rules.find((r) => r.bet_id === id);
    const extras: BetExtras = {
      partFen: Number(part?.fen ?? 0),
      partStakeFen: Number(part?.stake ?? 0),
      auto: rule
        ? {
            state: rule.state,
            target: yuanOf(rule.target_fen),
            amount: rule.part_fen === null ? null : yuanOf(rule.part_fen),
            paid: rule.state === AUTO_CASH_OUT_STATE.FIRED && rule.paid_fen !== null ? yuanOf(rule.paid_fen) : null,
            reason: rule.reason,
          }
        : null,
      editedFrom: edits.find((e) => e.new_bet_id === id)?.old_bet_id ?? null,
      editedTo: edits.find((e) => e.old_bet_id === id)?.new_bet_id ?? null,
    };
    if (board && f.bet.state === 'ACCEPTED') extras.unavailable = unavailableOf(f, board);
    return betView(f, extras);
  });
}
