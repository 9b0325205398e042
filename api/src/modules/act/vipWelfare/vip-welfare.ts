import type { FastifyInstance } from 'fastify';
import { VIP_MSG, welfareInfo, welfareReceive } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { memberGradeOf } from '../../vip/grade-queries';
import { percentOf, upgradeState, WelfareRef } from '../../vip/grade-rules';
import { claimedRefs, rebateNow, rebateState, receiveWelfare } from '../../vip/welfare';

/** vipWelfare/info and receive: the welfare centre's upgrade bonuses and rebate, and their claim. */
export function vipWelfareModule(app: FastifyInstance): void {
  memberRoute(app, welfareInfo, async (_body, ctx) => {
    const { grades, grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const claimed = await claimedRefs(ctx.db, ctx.memberId);
    const rebate = await rebateNow(app, ctx.db, ctx.memberId, grade);
    return {
      grade: grade.grade,
      upgrades: grades
        .filter((g) => g.upgradeFen > 0)
        .map((g) => ({
          grade: g.grade,
          name: g.name,
          amount: yuanOf(g.upgradeFen),
          state: upgradeState(g, grade.grade, claimed.has(WelfareRef.upgrade(g.grade))),
        })),
      rebate: {
        validBet: yuanOf(rebate.betFen),
        percent: percentOf(grade.rebateBp),
        amount: yuanOf(rebate.fen),
        since: rebate.since,
        state: rebateState(rebate.fen),
      },
      turnoverMultiple: grade.turnoverMultiple,
    };
  });

  memberRoute(app, welfareReceive, async (body, ctx) => {
    const paid = await receiveWelfare(app, ctx.db, ctx.memberId, body, ctx.now);
    ctx.message = VIP_MSG.received;
    return { kind: paid.kind, amount: yuanOf(paid.fen), turnover: yuanOf(paid.turnoverFen) };
  });
}
