import { z } from '../zod';
import { defineContract } from '../contract';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/**
 * Promotions (spec §7 Promotions: /act/api/v1/promotion/config, verification, joinActivity,
 * confirmInfo). Every activity is one of the eight landing kinds of spec §2, with a time
 * window, a category and its rules (the reward table); money is in integer fen. A member joins an
 * activity, then claims what it pays (a task, a tier, a check-in, a spin, a race prize); a deposit
 * bonus is credited when the deposit is paid. Each reward is paid once through the ledger with its
 * turnover requirement (valid bets before a withdrawal).
 */

/** The eight landing kinds: the value is the route's path segment (/activity/<kind>/:id). */
export const PromotionKind = {
  RACE: 'racePage',
  LAND: 'activityLandPage',
  FIRST_DEPOSIT: 'firstDeposit',
  AGAIN_DEPOSIT: 'againDeposit',
  NEW_TASK: 'newTask',
  DRAW_GIFT: 'drawGift',
  SIGN_GIFT: 'signGift',
  BETTING_GIFT: 'bettingGift',
} as const;
export type PromotionKind = (typeof PromotionKind)[keyof typeof PromotionKind];
export const PROMOTION_KINDS = Object.values(PromotionKind) as [PromotionKind, ...PromotionKind[]];

/** A landing page's path: the kind is its route segment (shared/src/routes.ts ACTIVITY_PAGES). */
export const landingPath = (kind: PromotionKind, id: number): string => `/activity/${kind}/${id}`;

/** The discount page's categories (its tabs). */
export const PromotionCategory = { DEPOSIT: 'deposit', DAILY: 'daily', RACE: 'race', NEWBIE: 'newbie', OTHER: 'other' } as const;
export type PromotionCategory = (typeof PromotionCategory)[keyof typeof PromotionCategory];
export const PROMOTION_CATEGORIES = Object.values(PromotionCategory) as [PromotionCategory, ...PromotionCategory[]];

/** The tasks of a newTask activity. */
export const NewTask = { BIND_PHONE: 'bindPhone', BIND_CARD: 'bindCard', FIRST_DEPOSIT: 'firstDeposit', FIRST_BET: 'firstBet' } as const;
export type NewTask = (typeof NewTask)[keyof typeof NewTask];
export const NEW_TASKS = Object.values(NewTask) as [NewTask, ...NewTask[]];

/** What a member claims (the claim call's item): a check-in, a spin, a race prize, a task, a tier. */
export const ClaimItem = { SIGN: 'sign', DRAW: 'draw', RANK: 'rank', BONUS: 'bonus' } as const;
export const taskItem = (task: NewTask): string => `task:${task}`;
export const tierItem = (index: number): string => `tier:${index}`;

/** Every refusal and reason in Chinese: the api sends these, the tests assert them. */
export const PROMOTION_MSG = {
  missing: '活动不存在或已下架',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  contentOnly: '本活动无需报名，详情请见活动内容',
  depositedBefore: '您已有存款记录，首存优惠仅限尚未存款的会员参加',
  noDepositYet: '再存优惠需至少完成一次存款后参加',
  joinFirst: '请先参加活动',
  alreadyJoined: '您已参加本活动',
  joined: '报名成功',
  eligible: '符合参加条件',
  claimed: '奖励已领取',
  taskNotDone: '任务尚未完成',
  tierNotReached: '有效流水未达到该档位',
  signedToday: '今天已签到，明天再来吧',
  noChance: '抽奖次数不足，存款即可获得抽奖次数',
  raceRunning: '竞赛尚未结束，结束后前 {count} 名可领取奖金',
  raceNoPrize: '您的名次未获得奖金',
  bonusByDeposit: '存款到账后红利自动发放，无需领取',
  unknownItem: '没有这项奖励',
  rewardPaid: '领取成功，{amount} 元已发放到中心钱包',
  noWin: '谢谢参与，下次好运',
  activityId: '请选择活动',
} as const;

const fen = lazySchema(() => z.number().int().nonnegative());
const multiple = lazySchema(() => z.number().int().min(0).max(100));

export const raceRulesSchema = lazySchema(() =>
  z.object({
    kind: z.literal(PromotionKind.RACE),
    /** Prize per final rank (claimable once the race has ended). */
    prizes: z.array(z.object({ rank: z.number().int().min(1), rewardFen: fen })).min(1),
    /** Valid bets a member needs in the window to be ranked. */
    minTurnoverFen: fen,
    turnoverMultiple: multiple,
  }),
);

/** Rich content as data (never HTML): the page renders each block as text. */
export const landBlockSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('heading'), text: z.string().min(1).max(80) }),
    z.object({ type: z.literal('paragraph'), text: z.string().min(1).max(2000) }),
    z.object({ type: z.literal('list'), items: z.array(z.string().min(1).max(300)).min(1).max(30) }),
    z.object({ type: z.literal('notice'), text: z.string().min(1).max(500) }),
    z.object({ type: z.literal('link'), text: z.string().min(1).max(40), route: z.string().regex(/^\/[A-Za-z0-9/_-]*$/) }),
  ]),
);
export type LandBlock = z.infer<typeof landBlockSchema>;

export const landRulesSchema = lazySchema(() => z.object({ kind: z.literal(PromotionKind.LAND), blocks: z.array(landBlockSchema).min(1).max(60) }));

const depositBonus = {
  /** Bonus = deposit × percent / 100, at most capFen. */
  percent: z.number().int().min(1).max(100),
  capFen: fen,
  /** A smaller deposit earns no bonus. */
  minDepositFen: fen,
  /** Valid bets asked = (deposit + bonus) × turnoverMultiple (the deposit module's rule). */
  turnoverMultiple: multiple,
};
export const firstDepositRulesSchema = lazySchema(() => z.object({ kind: z.literal(PromotionKind.FIRST_DEPOSIT), ...depositBonus }));
export const againDepositRulesSchema = lazySchema(() => z.object({ kind: z.literal(PromotionKind.AGAIN_DEPOSIT), ...depositBonus }));

export const newTaskRulesSchema = lazySchema(() =>
  z.object({
    kind: z.literal(PromotionKind.NEW_TASK),
    tasks: z.array(z.object({ task: z.enum(NEW_TASKS), rewardFen: fen })).min(1),
    turnoverMultiple: multiple,
  }),
);

export const drawGiftRulesSchema = lazySchema(() =>
  z.object({
    kind: z.literal(PromotionKind.DRAW_GIFT),
    /** The wheel: each prize's chance is weight / sum of weights (shown on the page). rewardFen 0 = no win. */
    prizes: z
      .array(z.object({ label: z.string().min(1).max(20), rewardFen: fen, weight: z.number().int().min(1) }))
      .min(2)
      .max(12),
    /** One spin per this much paid deposit in the window. */
    depositPerChanceFen: z.number().int().min(1),
    /** At most this many spins per member. */
    maxChances: z.number().int().min(1).max(1000),
    turnoverMultiple: multiple,
  }),
);

export const signGiftRulesSchema = lazySchema(() =>
  z.object({
    kind: z.literal(PromotionKind.SIGN_GIFT),
    /** Rewards on set days of the streak (day 1 = the first check-in of a streak). */
    rewards: z.array(z.object({ day: z.number().int().min(1).max(31), rewardFen: fen })).min(1),
    /** The streak starts again at day 1 after this many days. */
    cycleDays: z.number().int().min(1).max(31),
    turnoverMultiple: multiple,
  }),
);

export const bettingGiftRulesSchema = lazySchema(() =>
  z.object({
    kind: z.literal(PromotionKind.BETTING_GIFT),
    /** Valid-bet tiers over the activity's window, each claimable once reached. */
    tiers: z.array(z.object({ turnoverFen: z.number().int().min(1), rewardFen: z.number().int().min(1) })).min(1),
    turnoverMultiple: multiple,
  }),
);

/** Each wheel prize's chance in percent (two decimals) as the page shows it: weight / total weight (the api draws by the same weights). */
export function wheelOdds(prizes: readonly { weight: number }[]): number[] {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  return prizes.map((p) => Math.round((p.weight / total) * 10_000) / 100);
}

export const promotionRulesSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    raceRulesSchema,
    landRulesSchema,
    firstDepositRulesSchema,
    againDepositRulesSchema,
    newTaskRulesSchema,
    drawGiftRulesSchema,
    signGiftRulesSchema,
    bettingGiftRulesSchema,
  ]),
);
export type PromotionRules = z.infer<typeof promotionRulesSchema>;
export type RulesOf<K extends PromotionKind> = Extract<PromotionRules, { kind: K }>;

export const promotionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(PROMOTION_KINDS),
    title: z.string(),
    summary: z.string(),
    category: z.enum(PROMOTION_CATEGORIES),
    startAt: z.number(),
    endAt: z.number(),
    rules: promotionRulesSchema,
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;

const activityId = lazySchema(() => z.number({ error: PROMOTION_MSG.activityId }).int(PROMOTION_MSG.activityId).min(1, PROMOTION_MSG.activityId));

/** Every activity on show (not ended longer than a day ago), for guests too; a member also gets the ids joined. */
export const promotionConfig = defineContract({
  path: '/act/api/v1/promotion/config',
  request: lazySchema(() => z.object({ id: activityId.optional() })),
  response: lazySchema(() => z.object({ list: z.array(promotionSchema), joinedIds: z.array(z.number().int()), now: z.number() })),
});

/** Is this member eligible, and if not, why (in Chinese). */
export const promotionVerification = defineContract({
  path: '/act/api/v1/promotion/verification',
  auth: true,
  request: lazySchema(() => z.object({ id: activityId, ...ownWalletOnly })),
  response: lazySchema(() => z.object({ eligible: z.boolean(), joined: z.boolean(), reason: z.string() })),
});

/** Joins an activity (again: answered as joined, nothing changes); an ineligible member gets the reason (6012). */
export const joinActivity = defineContract({
  path: '/act/api/v1/promotion/joinActivity',
  auth: true,
  request: lazySchema(() => z.object({ id: activityId, ...ownWalletOnly })),
  response: lazySchema(() => z.object({ joined: z.literal(true), joinedAt: z.number() })),
});

export const ClaimState = { LOCKED: 'locked', CLAIMABLE: 'claimable', CLAIMED: 'claimed' } as const;
export type ClaimState = (typeof ClaimState)[keyof typeof ClaimState];

const claimRow = lazySchema(() =>
  z.object({
    item: z.string(),
    rewardFen: fen,
    state: z.enum([ClaimState.LOCKED, ClaimState.CLAIMABLE, ClaimState.CLAIMED]),
    /** Progress towards the item (valid bets of a tier, days of a streak), null when it has none. */
    progress: z.number().nullable(),
    target: z.number().nullable(),
  }),
);
export type ClaimRow = z.infer<typeof claimRow>;

/** The member's state in one activity: what the landing page shows. */
export const confirmInfo = defineContract({
  path: '/act/api/v1/promotion/confirmInfo',
  auth: true,
  request: lazySchema(() => z.object({ id: activityId, ...ownWalletOnly })),
  response: lazySchema(() =>
    z.object({
      id: z.number().int(),
      kind: z.enum(PROMOTION_KINDS),
      joined: z.boolean(),
      eligible: z.boolean(),
      reason: z.string(),
      /** Tasks, tiers, check-in days, the race prize: each with its state. */
      items: z.array(claimRow),
      /** The member's valid bets in the activity's window (race, bettingGift, first bet). */
      validBetFen: fen,
      /** Spins left (drawGift). */
      chances: z.number().int(),
      /** Check-ins (signGift): the streak so far and whether today is done (Beijing days). */
      streak: z.number().int(),
      signedToday: z.boolean(),
      /** The race's leaderboard (names masked) and the member's rank (null: not ranked). */
      leaderboard: z.array(z.object({ rank: z.number().int(), name: z.string(), validBetFen: fen, rewardFen: fen, me: z.boolean() })),
      myRank: z.number().int().nullable(),
      /** A deposit bonus credited (firstDeposit / againDeposit). */
      bonus: z.object({ depositFen: fen, rewardFen: fen, requiredFen: fen, at: z.number() }).nullable(),
      /** What the member received from this activity, newest first. */
      history: z.array(z.object({ item: z.string(), label: z.string(), rewardFen: fen, at: z.number() })),
    }),
  ),
});
export type PromotionState = z.infer<typeof confirmInfo.response>;

/** Claims one item (a task, a tier, today's check-in, a spin, the race prize): paid once whatever the retries. */
export const claimPromotion = defineContract({
  path: '/act/api/v1/promotion/claim',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({ id: activityId, item: z.string({ error: PROMOTION_MSG.unknownItem }).min(1, PROMOTION_MSG.unknownItem).max(40), ...ownWalletOnly }),
  ),
  response: lazySchema(() => z.object({ item: z.string(), label: z.string(), rewardFen: fen, credited: z.boolean() })),
});
