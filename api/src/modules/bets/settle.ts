import {
  BET_STATE,
  builderOutcome,
  builderReturnFen,
  dReasonSchema,
  legOutcome,
  overallOutcome,
  parlayReturnFen,
  resultCodeSchema,
  seriesReturnsFen,
  marketKindSchema,
  validStakeFen,
  type LegOutcome,
  type RejectReason,
  type ResultCode,
} from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { payBet } from '../ledger';
import { moveState, withLegs, type BetLegRow, type BetRow } from './bet-queries';
import { combinationsOf } from './bet-view';
import { movedAgainst } from './policy';
import { VOID_REASON } from '../sports/void-fate';
import type { ScoringModel } from '../sports/scoring-model';
import { builderDelayVerdict } from './builder-settle';

/** What the sweep needs: the database, this instance's feed copy, the clock, the balance push. */
export interface SweepDeps {
  db: Db;
  board: BoardCopy;
  now: () => number;
  pushBalance: (memberId: number) => Promise<void>;
  /** A match's scoring model now, on the instance running the feed (a delayed 同场串关 bet is re-quoted from it). */
  modelOf?: (gameId: string) => ScoringModel | null;
}

/** At most this many bets per sweep step (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

export const settleRef = (betId: string) => `bet:${betId}:settle`;
export const refundRef = (betId: string) => `bet:${betId}:refund`;
export const cashOutRef = (betId: string) => `bet:${betId}:cashout`;

/** The verdict on a delayed in-play bet: null = accept; otherwise why it is rejected. */
export function delayVerdict(board: BoardCopy, legs: readonly BetLegRow[]): RejectReason | null {
  for (const l of legs) {
    const match = board.match(l.game_id)?.match;
    const market = match?.markets.find((mk) => mk.id === l.market_id);
    const selection = market?.selections.find((s) => s.id === l.selection_id);
    if (!match || match.gameStatus === 'finished' || !market || !selection) return 'MATCH_OVER';
    if (market.suspended) return 'SUSPENDED';
    // A leg with an odds floor holds while the price stays at or above it; one without, within the tolerance.
    if (l.floor_hk_milli !== null) {
      if (selection.hkMilli < l.floor_hk_milli) return 'BELOW_FLOOR';
    } else if (movedAgainst(l.hk_milli, selection.hkMilli)) return 'ODDS_CHANGED';
  }
  return null;
}

/**
 * Delayed in-play bets whose delay is over: ACCEPTED, or REJECTED with the stake returned (one
 * transaction per bet; the state move happens once whichever instance gets there first).
 */
export async function decidePending(deps: SweepDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db.selectFrom('bet').selectAll().where('state', '=', 'PENDING').where('pending_until', '<=', now).limit(SWEEP_BATCH).execute();
  let decided = 0;
  for (const { bet, legs } of await withLegs(deps.db, due)) {
    const verdict = bet.kind === 'builder' ? builderDelayVerdict(deps.board, deps.modelOf ?? (() => null), bet, legs, now) : delayVerdict(deps.board, legs);
    if (verdict === 'wait') continue;
    const reason = verdict;
    const moved = await deps.db.transaction().execute(async (trx) => {
      if (reason === null) return moveState(trx, bet.id, BET_STATE.PENDING, { state: BET_STATE.ACCEPTED });
      const ok = await moveState(trx, bet.id, BET_STATE.PENDING, { state: BET_STATE.REJECTED, reject_reason: reason, settled_at: now });
      if (ok) await payBet(trx, { memberId: bet.member_id, channelCode: bet.channel_code, fen: bet.total_fen, ref: refundRef(bet.id) });
      return ok;
    });
    if (!moved) continue;
    decided++;
    if (reason !== null) await deps.pushBalance(bet.member_id);
  }
  return decided;
}

const resultOf = (v: string | null): ResultCode => resultCodeSchema.parse(v);

/** A bet's return once every leg has its result, and the result shown for it. */
export function payoutOf(bet: BetRow, legs: readonly BetLegRow[]): { fen: number; outcome: LegOutcome } {
  const settled = legs.map((l) => ({ hkMilli: l.hk_milli, result: resultOf(l.result), dReason: l.d_reason === null ? null : dReasonSchema.parse(l.d_reason) }));
  if (bet.kind === 'builder') {
    const outcome = builderOutcome(settled);
    return { fen: builderReturnFen(bet.unit_fen, bet.builder_hk_milli ?? 0, outcome), outcome };
  }
  if (bet.kind !== 'series') {
    return { fen: parlayReturnFen(bet.unit_fen, settled), outcome: overallOutcome(bet.unit_fen, settled) };
  }
  // A series' own result: from what its combinations returned together against the total stake.
  const fen = seriesReturnsFen(bet.unit_fen, settled, combinationsOf(bet, legs)).reduce((a, b) => a + b, 0);
  const voided = settled.filter((l) => l.result === 'D');
  if (voided.length === settled.length) return { fen, outcome: { result: 'D', dReason: voided[0]?.dReason ?? 'D9' } };
  const result: ResultCode = fen === 0 ? 'L' : fen < bet.total_fen ? 'LL' : fen === bet.total_fen ? 'P' : 'W';
  return { fen, outcome: { result, dReason: null } };
}

/**
 * Settlement from the feed's results (sport_result): first each open leg of an accepted bet whose
 * match has a result gets its outcome, then each accepted bet whose legs all have one settles: its
 * state moves once (ACCEPTED → SETTLED) and the return goes to the venue wallet under the journal
 * reference bet:<id>:settle, in one transaction, so running it twice (or on two instances) pays once.
 */
export async function settleFinished(deps: SweepDeps): Promise<number> {
  const open = await deps.db
    .selectFrom('bet_leg')
    .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
    .innerJoin('sport_result', 'sport_result.game_id', 'bet_leg.game_id')
    .select([
      'bet_leg.bet_id',
      'bet_leg.idx',
      'bet_leg.wtype',
      'bet_leg.rtype',
      'bet_leg.line',
      'bet_leg.strong',
      'bet_leg.three_way',
      'sport_result.score_h',
      'sport_result.score_c',
      'sport_result.half_h',
      'sport_result.half_c',
      'sport_result.winner',
      'sport_result.void_reason',
    ])
    .where('bet.state', '=', 'ACCEPTED')
    .where('bet_leg.result', 'is', null)
    .limit(SWEEP_BATCH * 10)
    .execute();
  for (const l of open) {
    const outcome = legOutcome(
      { wtype: marketKindSchema.parse(l.wtype), rtype: l.rtype, line: l.line, strong: l.strong === 'C' ? 'C' : 'H', threeWay: l.three_way === 1 },
      {
        home: l.score_h,
        away: l.score_c,
        halfHome: l.half_h,
        halfAway: l.half_c,
        winner: l.winner,
        voidReason: l.void_reason === null ? null : dReasonSchema.parse(l.void_reason),
      },
    );
    // A match called off has no score; an abandoned one shows the score it stopped at.
    const score =
      l.wtype === 'FS' || l.void_reason === VOID_REASON.CALLED_OFF
        ? ''
        : l.half_h !== null && l.half_c !== null
          ? `${l.score_h}-${l.score_c}（半场 ${l.half_h}-${l.half_c}）`
          : `${l.score_h}-${l.score_c}`;
    await deps.db
      .updateTable('bet_leg')
      .set({ result: outcome.result, d_reason: outcome.dReason, score })
      .where('bet_id', '=', l.bet_id)
      .where('idx', '=', l.idx)
      .where('result', 'is', null)
      .execute();
  }

  const ready = await deps.db
    .selectFrom('bet')
    .selectAll()
    .where('state', '=', 'ACCEPTED')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bet_leg').select('bet_leg.idx').whereRef('bet_leg.bet_id', '=', 'bet.id').where('bet_leg.result', 'is', null))),
    )
    .limit(SWEEP_BATCH)
    .execute();
  let settled = 0;
  const now = deps.now();
  for (const { bet, legs } of await withLegs(deps.db, ready)) {
    const { fen, outcome } = payoutOf(bet, legs);
    const moved = await deps.db.transaction().execute(async (trx) => {
      const ok = await moveState(trx, bet.id, BET_STATE.ACCEPTED, {
        state: BET_STATE.SETTLED,
        payout_fen: fen,
        result: outcome.result,
        d_reason: outcome.dReason,
        settled_at: now,
        valid_fen: validStakeFen(bet.total_fen, outcome.result),
      });
      if (ok && fen > 0) await payBet(trx, { memberId: bet.member_id, channelCode: bet.channel_code, fen, ref: settleRef(bet.id) });
      return ok;
    });
    if (!moved) continue;
    settled++;
    // Pushed for a lost bet too: the player's pages follow the settlement on the balance event.
    await deps.pushBalance(bet.member_id);
  }
  return settled;
}
