import type { FastifyInstance } from 'fastify';
import { beijingWeekOf, vipWeekInfo } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { memberGradeOf } from '../../vip/grade-queries';
import { weekState, WelfareRef } from '../../vip/grade-rules';
import { claimedRefs } from '../../vip/welfare';

/** vipWeek/VipWeekInfo: this week's gift of the member's grade and whether it was claimed. */
export function vipWeekInfoModule(app: FastifyInstance): void {
  memberRoute(app, vipWeekInfo, async (_body, ctx) => {
    const { grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const week = beijingWeekOf(ctx.now);
    const claimed = (await claimedRefs(ctx.db, ctx.memberId)).has(WelfareRef.week(week.start));
    return { grade: grade.grade, amount: yuanOf(grade.weekFen), weekStart: week.start, weekEnd: week.end, state: weekState(grade, claimed) };
  });
}
