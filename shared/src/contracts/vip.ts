import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

/**
 * VIP grades and the VIP welfare centre (/mine/vip, /mine/vip/detail, /mine/welfare; spec §7 User
 * memberGradeConfigList, member/memberGradeInfoByGrade, getGameFanshuiHighLow; Promotions vipWeek).
 * A grade is reached when the member's accumulated paid deposits AND valid bets both reach its
 * thresholds; a grade once reached is kept. Amounts are yuan.
 */

/** The game types a rebate (返水) ratio is set for, in the order shown (spec §2 page sections). */
export const REBATE_GAME_TYPES = ['sport', 'realbet', 'chess', 'egame', 'gaming', 'lottery', 'fish'] as const;
export type RebateGameType = (typeof REBATE_GAME_TYPES)[number];
export const REBATE_GAME_TYPE_NAME: Record<RebateGameType, string> = {
  sport: '体育',
  realbet: '真人',
  chess: '棋牌',
  egame: '电子',
  gaming: '电竞',
  lottery: '彩票',
  fish: '捕鱼',
};

/** The three welfare kinds, each paid through the ledger's creditReward (source vip) once. */
export const WelfareKind = { UPGRADE: 'upgrade', WEEK: 'week', REBATE: 'rebate' } as const;
export type WelfareKind = (typeof WelfareKind)[keyof typeof WelfareKind];

/** The state of one welfare item for the member. */
export const WelfareState = { LOCKED: 'locked', CLAIMABLE: 'claimable', CLAIMED: 'claimed' } as const;
export type WelfareState = (typeof WelfareState)[keyof typeof WelfareState];
const welfareStateSchema = lazySchema(() => z.enum([WelfareState.LOCKED, WelfareState.CLAIMABLE, WelfareState.CLAIMED]));

export const VIP_MSG = {
  noGrade: '等级不存在',
  upgradeLocked: '尚未达到该等级，暂不能领取晋级礼金',
  upgradeNone: '该等级没有晋级礼金',
  weekLocked: '达到VIP1后才能领取周礼金',
  rebateNone: '暂无可领取的返水',
  claimed: '该福利已领取',
  received: '领取成功',
  kindRequired: '请选择要领取的福利',
} as const;

/** One grade of the programme (the ops verb `npm run vip -- grades|set` edits them). */
export const gradeConfigSchema = lazySchema(() =>
  z.object({
    grade: z.number().int().min(0),
    name: z.string(),
    /** Accumulated paid deposits needed (yuan). */
    deposit: z.number(),
    /** Accumulated valid bets needed (yuan). */
    validBet: z.number(),
    /** Paid once when the grade is reached (yuan; 0 = none). */
    upgradeBonus: z.number(),
    /** Paid once per Beijing week to a member of this grade (yuan; 0 = none). */
    weekGift: z.number(),
    /** The rebate ratio of the welfare centre's rebate claim, percent (0.5 = 0.5 %). */
    rebatePercent: z.number(),
    /** The valid bets a welfare reward asks for before a withdrawal: reward × this. */
    turnoverMultiple: z.number().int().min(0),
  }),
);
export type GradeConfig = z.infer<typeof gradeConfigSchema>;

export const memberGradeConfigList = defineContract({
  path: '/site/api/v1/user/memberGradeConfigList',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ list: z.array(gradeConfigSchema) })),
});

/** The member's way to the next grade: what is done and what the next grade needs. */
export const gradeProgressSchema = lazySchema(() =>
  z.object({
    grade: z.number().int(),
    name: z.string(),
    /** Accumulated paid deposits and valid bets (yuan). */
    deposit: z.number(),
    validBet: z.number(),
    /** null at the top grade. */
    next: z
      .object({
        grade: z.number().int(),
        name: z.string(),
        deposit: z.number(),
        validBet: z.number(),
        /** What is still missing (yuan, ≥ 0). */
        depositLeft: z.number(),
        validBetLeft: z.number(),
      })
      .nullable(),
    /** 0–100: the lower of the two requirements' progress (100 at the top grade). */
    percent: z.number(),
  }),
);
export type GradeProgress = z.infer<typeof gradeProgressSchema>;

export const memberGradeInfoByGrade = defineContract({
  path: '/site/api/v1/user/member/memberGradeInfoByGrade',
  auth: true,
  /** grade: the grade whose privileges to show (default: the member's own). */
  request: lazySchema(() => z.object({ grade: z.number({ error: '等级不存在' }).int('等级不存在').min(0, '等级不存在').optional() })),
  response: lazySchema(() =>
    z.object({
      progress: gradeProgressSchema,
      config: gradeConfigSchema,
      rebates: z.array(z.object({ gameType: z.enum(REBATE_GAME_TYPES), name: z.string(), percent: z.number() })),
    }),
  ),
});

export const getGameFanshuiHighLow = defineContract({
  path: '/site/api/v1/user/getGameFanshuiHighLow',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      list: z.array(
        z.object({
          gameType: z.enum(REBATE_GAME_TYPES),
          name: z.string(),
          /** The lowest and highest ratio over all grades, and the member's own (percent). */
          low: z.number(),
          high: z.number(),
          mine: z.number(),
        }),
      ),
    }),
  ),
});

/** The weekly gift of the member's grade for this Beijing week (Monday 00:00). */
export const vipWeekInfo = defineContract({
  path: '/act/api/v1/vipWeek/VipWeekInfo',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      grade: z.number().int(),
      amount: z.number(),
      weekStart: z.number(),
      weekEnd: z.number(),
      state: welfareStateSchema,
    }),
  ),
});

export const welfareInfo = defineContract({
  path: '/act/api/v1/vipWelfare/info',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      grade: z.number().int(),
      upgrades: z.array(z.object({ grade: z.number().int(), name: z.string(), amount: z.number(), state: welfareStateSchema })),
      rebate: z.object({
        /** Valid bets since the last rebate claim (yuan) and the member's ratio (percent). */
        validBet: z.number(),
        percent: z.number(),
        amount: z.number(),
        since: z.number(),
        state: welfareStateSchema,
      }),
      turnoverMultiple: z.number().int(),
    }),
  ),
});

export const welfareReceive = defineContract({
  path: '/act/api/v1/vipWelfare/receive',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal(WelfareKind.UPGRADE), grade: z.number({ error: VIP_MSG.noGrade }).int(VIP_MSG.noGrade).min(1, VIP_MSG.upgradeNone) }),
        z.object({ kind: z.literal(WelfareKind.WEEK) }),
        z.object({ kind: z.literal(WelfareKind.REBATE) }),
      ],
      { error: VIP_MSG.kindRequired },
    ),
  ),
  response: lazySchema(() => z.object({ kind: z.enum([WelfareKind.UPGRADE, WelfareKind.WEEK, WelfareKind.REBATE]), amount: z.number(), turnover: z.number() })),
});
