import type { FastifyInstance } from 'fastify';
import { beijingWeekOf, type RequestOf, ResponseCode, SiteError, VIP_MSG, WelfareKind, type welfareReceive, WelfareState } from '@site/shared';
import type { Db } from '../../db';
import { creditReward, RewardSource } from '../ledger';
import type { Fen } from '../funds/fen';
import { validBetFen } from '../withdraw/turnover';
import { memberGradeOf } from './grade-queries';
import { rebateFen, WelfareRef, type Grade } from './grade-rules';

/** The refs of the member's welfare claims (vip_claim). */
export async function claimedRefs(db: Db, memberId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('vip_claim').select('ref').where('member_id', '=', memberId).execute();
  return new Set(rows.map((r) => r.ref));
}

/** Where the next rebate counts valid bets from: just after the last rebate's claim (bets up to that ms were paid; 0: from the start). */
export async function rebateSince(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('vip_claim')
    .select((eb) => eb.fn.max<number | string | null>('until').as('until'))
    .where('member_id', '=', memberId)
    .where('kind', '=', WelfareKind.REBATE)
    .executeTakeFirst();
  return Number(row?.until ?? 0);
}

/** The rebate the member may claim now: valid bets since the last one at the grade's ratio. */
export async function rebateNow(app: FastifyInstance, db: Db, memberId: number, grade: Grade): Promise<{ since: number; betFen: Fen; fen: Fen }> {
  const since = await rebateSince(db, memberId);
  const betFen = await validBetFen(app, db, memberId, since);
  return { since, betFen, fen: rebateFen(betFen, grade.rebateBp) };
}

interface Payable {
  kind: WelfareKind;
  grade: number;
  fen: Fen;
  ref: string;
  betFen: Fen;
  until: number;
  /** The paying grade's turnover multiple. */
  multiple: number;
}

/** What a claim would pay, or the reason (Chinese) it cannot. */
async function payableOf(app: FastifyInstance, db: Db, memberId: number, body: RequestOf<typeof welfareReceive>, now: number): Promise<Payable> {
  const { grades, grade } = await memberGradeOf(app, db, memberId);
  if (body.kind === WelfareKind.UPGRADE) {
    const target = grades.find((g) => g.grade === body.grade);
    if (!target) throw new SiteError(ResponseCode.NOT_FOUND, VIP_MSG.noGrade);
    if (target.upgradeFen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, VIP_MSG.upgradeNone);
    if (target.grade > grade.grade) throw new SiteError(ResponseCode.ACCESS_DENIED, VIP_MSG.upgradeLocked);
    return {
      kind: body.kind,
      grade: target.grade,
      fen: target.upgradeFen,
      ref: WelfareRef.upgrade(target.grade),
      betFen: 0,
      until: 0,
      multiple: target.turnoverMultiple,
    };
  }
  if (body.kind === WelfareKind.WEEK) {
    if (grade.weekFen <= 0) throw new SiteError(ResponseCode.ACCESS_DENIED, VIP_MSG.weekLocked);
    return {
      kind: body.kind,
      grade: grade.grade,
      fen: grade.weekFen,
      ref: WelfareRef.week(beijingWeekOf(now).start),
      betFen: 0,
      until: 0,
      multiple: grade.turnoverMultiple,
    };
  }
  const rebate = await rebateNow(app, db, memberId, grade);
  if (rebate.fen <= 0) throw new SiteError(ResponseCode.NO_DATA, VIP_MSG.rebateNone);
  return {
    kind: body.kind,
    grade: grade.grade,
    fen: rebate.fen,
    ref: WelfareRef.rebate(rebate.since),
    betFen: rebate.betFen,
    until: now + 1,
    multiple: grade.turnoverMultiple,
  };
}

/**
 * Pays one welfare reward through the ledger (creditReward, source vip) with its turnover, in the
 * caller's transaction. The ref makes it once per member whatever the retries or keys: a reward paid
 * already is refused with VIP_MSG.claimed and moves nothing.
 */
export async function receiveWelfare(
  app: FastifyInstance,
  db: Db,
  memberId: number,
  body: RequestOf<typeof welfareReceive>,
  now: number,
): Promise<{ kind: WelfareKind; fen: Fen; turnoverFen: Fen }> {
  const payable = await payableOf(app, db, memberId, body, now);
  const turnoverFen = payable.fen * payable.multiple;
  const paid = await creditReward(db, { memberId, source: RewardSource.VIP, fen: payable.fen, turnoverFen, ref: payable.ref, now });
  if (!paid.credited) throw new SiteError(ResponseCode.DATA_EXISTS, VIP_MSG.claimed);
  await db
    .insertInto('vip_claim')
    .values({
      member_id: memberId,
      kind: payable.kind,
      ref: payable.ref,
      grade: payable.grade,
      fen: payable.fen,
      bet_fen: payable.betFen,
      until: payable.until,
      created_at: now,
    })
    .execute();
  return { kind: payable.kind, fen: payable.fen, turnoverFen };
}

/** The state of the welfare rebate: claimable when it pays something. */
export const rebateState = (fen: Fen): WelfareState => (fen > 0 ? WelfareState.CLAIMABLE : WelfareState.LOCKED);
