import { randomBytes } from 'node:crypto';
import { AUTO_CASH_OUT_STATE, BET_KIND_OFFERS, BET_STATE, CASH_OUT_STATE, eventTitle, ResponseCode, SiteError, yuanText } from '@site/shared';
import type { Db } from '../../db';
import type { BoardCopy } from '../sports/board-copy';
import { sendLetter } from '../letters/letter-queries';
import { legView } from './bet-view';
import { betOf, withLegs, type BetWithLegs } from './bet-queries';
import { CASH_OUT_MSG, cashOutValue, isCashOutRefusal, partMaxFen, payCashOut, payCashOutPart } from './cash-out';
import { CASH_OUT_PART_MIN_FEN } from './policy';

const shown = (fen: number): string => yuanText(fen).replace(/\.00$/, '');

export const AUTO_CASH_OUT_MSG = {
  noRule: '该注单没有自动兑现规则',
  targetRange: (minFen: number, maxFen: number) => `自动兑现金额须在${shown(minFen)}至${shown(maxFen)}元之间`,
  partRange: (minFen: number, maxFen: number) => `自动部分兑现金额须在${shown(minFen)}至${shown(maxFen)}元之间`,
  /** The letter (站内信) sent when a rule fires. */
  letterTitle: '自动兑现已执行',
  letter: (what: string, targetFen: number, paidFen: number, part: boolean) =>
    `您的注单「${what}」兑现金额已达到您设定的${shown(targetFen)}元，已按自动兑现规则${part ? '部分' : '全额'}兑现${shown(paidFen)}元，款项已存入体育场馆钱包。` +
    (part ? '其余本金继续有效。' : ''),
} as const;

const refuse = (message: string) => new SiteError(ResponseCode.WARNING, message, { state: CASH_OUT_STATE.REJECTED });

/** What a letter names a bet by: its legs' matches and picks. */
export function betTitle(found: BetWithLegs): string {
  return found.legs.map((l) => `${eventTitle(legView(l))} ${l.pick_name}`).join('；');
}

/**
 * Sets (or replaces) a bet's rule: cash out partFen (null = in full) once its cash-out value reaches targetFen. The
 * bet must be one a cash-out is open to (an accepted kind that offers it, no leg lost); the target must be above
 * what a part takes and at most the bet's maximum return; a part must leave the minimum running at the target.
 */
export async function setAutoCashOut(db: Db, memberId: number, betId: string, targetFen: number, partFen: number | null, now: number): Promise<void> {
  const found = await betOf(db, memberId, betId);
  if (!found) throw new SiteError(ResponseCode.NO_DATA, CASH_OUT_MSG.noBet);
  const { bet, legs } = found;
  const offers = BET_KIND_OFFERS[bet.kind];
  if (!offers.cashOut) throw refuse(offers.reason);
  if (bet.state === BET_STATE.PENDING) throw refuse(CASH_OUT_MSG.pending);
  if (bet.state !== BET_STATE.ACCEPTED) throw refuse(CASH_OUT_MSG.notOpen);
  if (legs.some((l) => l.result === 'L')) throw refuse(CASH_OUT_MSG.lost);
  if (targetFen < CASH_OUT_PART_MIN_FEN || targetFen > bet.max_return_fen)
    throw refuse(AUTO_CASH_OUT_MSG.targetRange(CASH_OUT_PART_MIN_FEN, bet.max_return_fen));
  if (partFen !== null && partFen !== targetFen) {
    const max = partMaxFen(targetFen);
    if (partFen < CASH_OUT_PART_MIN_FEN || partFen > max)
      throw refuse(AUTO_CASH_OUT_MSG.partRange(CASH_OUT_PART_MIN_FEN, Math.max(CASH_OUT_PART_MIN_FEN, max)));
  }
  const part = partFen === targetFen ? null : partFen;
  const row = {
    member_id: memberId,
    target_fen: targetFen,
    part_fen: part,
    state: AUTO_CASH_OUT_STATE.ARMED,
    reason: '',
    paid_fen: null,
    created_at: now,
    fired_at: null,
  };
  await db
    .insertInto('bet_auto_cash_out')
    .values({ bet_id: betId, ...row })
    .onConflict((oc) => oc.column('bet_id').doUpdateSet(row))
    .execute();
}

/** Cancels the bet's armed rule (a fired or failed one stays as it is). */
export async function cancelAutoCashOut(db: Db, memberId: number, betId: string): Promise<void> {
  const out = await db
    .updateTable('bet_auto_cash_out')
    .set({ state: AUTO_CASH_OUT_STATE.CANCELLED })
    .where('bet_id', '=', betId)
    .where('member_id', '=', memberId)
    .where('state', '=', AUTO_CASH_OUT_STATE.ARMED)
    .executeTakeFirst();
  if (Number(out.numUpdatedRows) !== 1) throw new SiteError(ResponseCode.NO_DATA, AUTO_CASH_OUT_MSG.noRule);
}

/** At most this many rules per sweep step. */
const AUTO_BATCH = 200;

/**
 * The armed rules against the feed as it is now (each sweep, so after every odds move and goal): a rule whose bet's
 * value reached its target is fired once — armed → fired by a conditional update, the cash-out (in full or in
 * part, at the value now) paid and the letter sent in the same transaction — whichever instance gets there first.
 * A rule whose bet closed (settled, cashed out, a leg lost) fails with the reason; a suspended market waits.
 * Returns the members whose balance moved.
 */
export async function runAutoCashOuts(db: Db, board: BoardCopy, now: number): Promise<{ fired: number; paidMembers: number[] }> {
  const rules = await db.selectFrom('bet_auto_cash_out').selectAll().where('state', '=', AUTO_CASH_OUT_STATE.ARMED).limit(AUTO_BATCH).execute();
  if (rules.length === 0) return { fired: 0, paidMembers: [] };
  const bets = await withLegs(
    db,
    await db
      .selectFrom('bet')
      .selectAll()
      .where(
        'id',
        'in',
        rules.map((r) => r.bet_id),
      )
      .execute(),
  );
  let fired = 0;
  const paidMembers: number[] = [];
  for (const rule of rules) {
    const found = bets.find((b) => b.bet.id === rule.bet_id);
    let value = 0;
    let reason = '';
    if (!found || found.bet.state !== BET_STATE.ACCEPTED) {
      // Settled, cashed out or edited meanwhile: the rule has nothing left to do.
      await db
        .updateTable('bet_auto_cash_out')
        .set({ state: AUTO_CASH_OUT_STATE.CANCELLED })
        .where('bet_id', '=', rule.bet_id)
        .where('state', '=', AUTO_CASH_OUT_STATE.ARMED)
        .execute();
      continue;
    } else if (found.bet.cash_out_state === CASH_OUT_STATE.PROCESSING) continue;
    else {
      try {
        value = cashOutValue(found, board);
      } catch (e) {
        if (!isCashOutRefusal(e)) throw e;
        // Closed for good (a leg lost); otherwise (suspended, the match over and to settle) the rule waits.
        if (e.message !== CASH_OUT_MSG.lost) continue;
        reason = e.message;
      }
    }
    if (reason) {
      await db
        .updateTable('bet_auto_cash_out')
        .set({ state: AUTO_CASH_OUT_STATE.FAILED, reason, fired_at: now })
        .where('bet_id', '=', rule.bet_id)
        .where('state', '=', AUTO_CASH_OUT_STATE.ARMED)
        .execute();
      continue;
    }
    if (value < rule.target_fen || !found) continue;
    // A part the value now cannot leave the minimum running after: the whole bet.
    const part = rule.part_fen !== null && rule.part_fen <= partMaxFen(value) ? rule.part_fen : null;
    const paidFen = part ?? value;
    const paid = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('bet_auto_cash_out')
        .set({ state: AUTO_CASH_OUT_STATE.FIRED, paid_fen: paidFen, fired_at: now })
        .where('bet_id', '=', rule.bet_id)
        .where('state', '=', AUTO_CASH_OUT_STATE.ARMED)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      // The cash-out is kept as a quote accepted at once, like one the player accepted.
      const quoteId = randomBytes(10).toString('hex');
      await trx
        .insertInto('bet_cash_out_quote')
        .values({
          id: quoteId,
          bet_id: rule.bet_id,
          member_id: rule.member_id,
          amount_fen: value,
          valid_until: now,
          created_at: now,
          state: CASH_OUT_STATE.OPEN,
        })
        .execute();
      const done = part === null ? await payCashOut(trx, found, quoteId, value, now) : await payCashOutPart(trx, found, quoteId, value, part, now);
      if (!done) {
        await trx
          .updateTable('bet_auto_cash_out')
          .set({ state: AUTO_CASH_OUT_STATE.FAILED, reason: CASH_OUT_MSG.notOpen, paid_fen: null })
          .where('bet_id', '=', rule.bet_id)
          .execute();
        await trx.deleteFrom('bet_cash_out_quote').where('id', '=', quoteId).execute();
        return false;
      }
      await sendLetter(
        trx,
        rule.member_id,
        'notice',
        AUTO_CASH_OUT_MSG.letterTitle,
        AUTO_CASH_OUT_MSG.letter(betTitle(found), rule.target_fen, paidFen, part !== null),
        now,
      );
      return true;
    });
    if (!paid) continue;
    fired++;
    paidMembers.push(rule.member_id);
  }
  return { fired, paidMembers };
}
