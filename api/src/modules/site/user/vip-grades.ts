import type { FastifyInstance } from 'fastify';
import {
  getGameFanshuiHighLow,
  type GradeConfig,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  REBATE_GAME_TYPE_NAME,
  REBATE_GAME_TYPES,
  ResponseCode,
  SiteError,
  VIP_MSG,
} from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { gradesInForce, memberGradeOf, readRebates } from '../../vip/grade-queries';
import { percentOf, progressOf, type Grade } from '../../vip/grade-rules';

export const gradeView = (g: Grade): GradeConfig => ({
  grade: g.grade,
  name: g.name,
  deposit: yuanOf(g.depositFen),
  validBet: yuanOf(g.betFen),
  upgradeBonus: yuanOf(g.upgradeFen),
  weekGift: yuanOf(g.weekFen),
  rebatePercent: percentOf(g.rebateBp),
  turnoverMultiple: g.turnoverMultiple,
});

/** The VIP grades (spec §7 User memberGradeConfigList, memberGradeInfoByGrade, getGameFanshuiHighLow). */
export function vipGradesModule(app: FastifyInstance): void {
  memberRoute(app, memberGradeConfigList, async (_body, ctx) => ({ list: (await gradesInForce(ctx.db)).map(gradeView) }));

  memberRoute(app, memberGradeInfoByGrade, async (body, ctx) => {
    const { grades, totals, kept } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const progress = progressOf(grades, totals, kept);
    const shown = body.grade === undefined ? progress.grade : grades.find((g) => g.grade === body.grade);
    if (!shown) throw new SiteError(ResponseCode.NOT_FOUND, VIP_MSG.noGrade);
    const ratios = (await readRebates(ctx.db)).get(shown.grade);
    return {
      progress: {
        grade: progress.grade.grade,
        name: progress.grade.name,
        deposit: yuanOf(totals.depositFen),
        validBet: yuanOf(totals.betFen),
        next: progress.next && {
          grade: progress.next.grade,
          name: progress.next.name,
          deposit: yuanOf(progress.next.depositFen),
          validBet: yuanOf(progress.next.betFen),
          depositLeft: yuanOf(progress.next.depositLeftFen),
          validBetLeft: yuanOf(progress.next.betLeftFen),
        },
        percent: progress.percent,
      },
      config: gradeView(shown),
      rebates: REBATE_GAME_TYPES.map((gameType) => ({ gameType, name: REBATE_GAME_TYPE_NAME[gameType], percent: percentOf(ratios?.get(gameType) ?? 0) })),
    };
  });

  memberRoute(app, getGameFanshuiHighLow, async (_body, ctx) => {
    const { grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const rebates = await readRebates(ctx.db);
    return {
      list: REBATE_GAME_TYPES.map((gameType) => {
        const all = [...rebates.values()].map((byType) => byType.get(gameType) ?? 0);
        return {
          gameType,
          name: REBATE_GAME_TYPE_NAME[gameType],
          low: percentOf(all.length ? Math.min(...all) : 0),
          high: percentOf(all.length ? Math.max(...all) : 0),
          mine: percentOf(rebates.get(grade.grade)?.get(gameType) ?? 0),
        };
      }),
    };
  });
}
