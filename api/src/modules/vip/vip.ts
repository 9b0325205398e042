import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  beijingWeekOf,
  fail,
  getGameFanshuiHighLow,
  type GradeConfig,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  ok,
  REBATE_GAME_TYPE_NAME,
  REBATE_GAME_TYPES,
  ResponseCode,
  SiteError,
  VIP_MSG,
  vipWeekInfo,
  welfareInfo,
  welfareReceive,
} from '@site/shared';
import { issueMessage, memberRoute } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { fenOfYuanText, yuanOf } from '../funds/fen';
import { settleGameRound, TransferDirection, transferWithVenue } from '../ledger';
import { insertRound } from '../provider/provider-queries';
import { gradesInForce, memberGradeOf, readRebates } from './grade-queries';
import { percentOf, progressOf, upgradeState, weekState, WelfareRef, type Grade } from './grade-rules';
import { claimedRefs, rebateNow, rebateState, receiveWelfare } from './welfare';

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

/** The casino venue the dev hook plays its rounds in (a live-casino venue of the seed). */
const DEV_ROUND_VENUE = 'AGZR';
const devPlay = z.object({ name: z.string().min(1), amount: z.string().regex(/^\d+(\.\d{1,2})?$/, '金额格式错误') });

/**
 * VIP grades and the welfare centre (spec §7 User memberGradeConfigList, memberGradeInfoByGrade,
 * getGameFanshuiHighLow; vipWeek/VipWeekInfo; the welfare info and claim). In dev mode
 * POST /dev/vip/play { name, amount } plays even-money casino rounds through the ledger worth
 * `amount` yuan of valid bets (the member's balance ends where it began), for e2e journeys.
 */
export function vipModule(app: FastifyInstance): void {
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

  memberRoute(app, vipWeekInfo, async (_body, ctx) => {
    const { grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const week = beijingWeekOf(ctx.now);
    const claimed = (await claimedRefs(ctx.db, ctx.memberId)).has(WelfareRef.week(week.start));
    return { grade: grade.grade, amount: yuanOf(grade.weekFen), weekStart: week.start, weekEnd: week.end, state: weekState(grade, claimed) };
  });

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

  const { dev, store, now } = servicesOf(app);
  if (dev) {
    app.post('/dev/vip/play', async (req) => {
      const parsed = devPlay.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const wanted = fenOfYuanText(parsed.data.amount) ?? 0;
      const member = await store.db.selectFrom('member').select('id').where('name', '=', parsed.data.name).executeTakeFirst();
      if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
      const rounds = await store.transaction(async (trx) => {
        const center = await trx.selectFrom('wallet').select('center_fen').where('member_id', '=', member.id).executeTakeFirst();
        const chip = Number(center?.center_fen ?? 0);
        if (chip <= 0 || wanted <= 0) return 0;
        const ref = `dev:vip:${randomUUID()}`;
        await transferWithVenue(trx, { memberId: member.id, channelCode: DEV_ROUND_VENUE, fen: chip, direction: TransferDirection.TO_VENUE, ref: `${ref}:in` });
        let count = 0;
        for (let left = wanted; left > 0 && count < 1000; count++) {
          const stakeFen = Math.min(chip, left);
          const id = randomUUID();
          // Even money: the stake comes back, so the balance ends where it began and only the valid bets grow.
          await settleGameRound(trx, { memberId: member.id, channelCode: DEV_ROUND_VENUE, roundId: id, stakeFen, winFen: stakeFen });
          await insertRound(trx, {
            id,
            member_id: member.id,
            channel_code: DEV_ROUND_VENUE,
            game_kind: 'baccarat',
            game_code: 'baccarat',
            game_name: '百家乐',
            stake_fen: stakeFen,
            win_fen: stakeFen,
            detail: '{"dev":true}',
            created_at: now(),
          });
          left -= stakeFen;
        }
        await transferWithVenue(trx, {
          memberId: member.id,
          channelCode: DEV_ROUND_VENUE,
          fen: chip,
          direction: TransferDirection.TO_CENTER,
          ref: `${ref}:out`,
        });
        return count;
      });
      return rounds > 0 ? ok({ rounds }) : fail(ResponseCode.INVALID_PARAMETER, '中心钱包余额为0，无法下注');
    });
  }
}
