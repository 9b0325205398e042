import { BET_STATE, parlayReturnFen, validStakeFen, yuanText } from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { sendLetter } from '../letters/letter-queries';
import { payBet } from '../ledger';
import { betTitle } from './auto-cash-out';
import { moveState, withLegs } from './bet-queries';
import { EARLY_PAYOUT_LEAD } from './policy';
import { isInPlay } from './price-check';
import { settleRef } from './settle';

const shown = (fen: number): string => yuanText(fen).replace(/\.00$/, '');

/**
 * Early payout (提前派彩), an offer the operator turns on per competition: a football 1X2 (独赢) single on a team
 * settles as won at once when that team leads by EARLY_PAYOUT_LEAD goals, whatever happens after.
 */
export const EARLY_PAYOUT_MSG = {
  rule: `提前派彩：参与活动的足球赛事中，独赢单注所选球队领先${EARLY_PAYOUT_LEAD}球即按赢派彩，之后赛果不影响该注单。`,
  letterTitle: '提前派彩已到账',
  letter: (what: string, score: string, paidFen: number) =>
    `您的注单「${what}」所选球队以${score}领先${EARLY_PAYOUT_LEAD}球，已按提前派彩规则提前结算为赢，派彩${shown(paidFen)}元已存入体育场馆钱包。`,
} as const;

/** The operator's switch for one competition (league): on keeps it in early_payout_league, off removes it. */
export async function setEarlyPayout(db: Db, leagueId: number, on: boolean, now: number): Promise<void> {
  if (!on) {
    await db.deleteFrom('early_payout_league').where('league_id', '=', leagueId).execute();
    return;
  }
  await db
    .insertInto('early_payout_league')
    .values({ league_id: leagueId, updated_at: now })
    .onConflict((oc) => oc.column('league_id').doUpdateSet({ updated_at: now }))
    .execute();
}

export async function earlyPayoutLeagues(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom('early_payout_league').select('league_id').execute()).map((r) => r.league_id));
}

/** At most this many bets per sweep step. */
const EARLY_BATCH = 200;

/**
 * Each sweep (so after every goal): accepted football 1X2 singles in a competition with the offer whose team leads by
 * EARLY_PAYOUT_LEAD now settle as won — the leg's result W at the score now, the bet ACCEPTED → SETTLED once with
 * its return paid under the settlement's reference and the letter sent, in one transaction. Returns the members paid.
 */
export async function earlyPayouts(db: Db, board: BoardCopy, now: number): Promise<{ paid: number; paidMembers: number[] }> {
  const leagues = await earlyPayoutLeagues(db);
  if (leagues.size === 0) return { paid: 0, paidMembers: [] };
  const rows = await db
    .selectFrom('bet')
    .innerJoin('bet_leg', 'bet_leg.bet_id', 'bet.id')
    .selectAll('bet')
    .where('bet.state', '=', BET_STATE.ACCEPTED)
    .where('bet.kind', '=', 'single')
    .where('bet_leg.wtype', '=', 'M')
    .where('bet_leg.game_type', '=', 'FT')
    .where('bet_leg.rtype', 'in', ['H', 'C'])
    .where('bet_leg.result', 'is', null)
    .limit(EARLY_BATCH)
    .execute();
  let paid = 0;
  const paidMembers: number[] = [];
  for (const found of await withLegs(db, rows)) {
    const leg = found.legs[0];
    const match = leg ? board.match(leg.game_id)?.match : undefined;
    if (!leg || !match || !leagues.has(match.league_id) || !isInPlay(match)) continue;
    const lead = leg.rtype === 'H' ? match.sc_FT_H - match.sc_FT_C : match.sc_FT_C - match.sc_FT_H;
    if (lead < EARLY_PAYOUT_LEAD) continue;
    const { bet } = found;
    const fen = parlayReturnFen(bet.unit_fen, [{ hkMilli: leg.hk_milli, result: 'W' }]);
    const score = `${match.sc_FT_H}-${match.sc_FT_C}`;
    const done = await db.transaction().execute(async (trx) => {
      const ok = await moveState(trx, bet.id, BET_STATE.ACCEPTED, {
        state: BET_STATE.SETTLED,
        payout_fen: fen,
        result: 'W',
        d_reason: null,
        settled_at: now,
        valid_fen: validStakeFen(bet.total_fen, 'W'),
        early_payout: 1,
      });
      if (!ok) return false;
      await trx.updateTable('bet_leg').set({ result: 'W', d_reason: null, score }).where('bet_id', '=', bet.id).where('idx', '=', leg.idx).execute();
      await payBet(trx, { memberId: bet.member_id, channelCode: bet.channel_code, fen, ref: settleRef(bet.id) });
      await sendLetter(trx, bet.member_id, 'notice', EARLY_PAYOUT_MSG.letterTitle, EARLY_PAYOUT_MSG.letter(betTitle(found), score, fen), now);
      return true;
    });
    if (!done) continue;
    paid++;
    paidMembers.push(bet.member_id);
  }
  return { paid, paidMembers };
}
