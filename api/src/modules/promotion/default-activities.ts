import { PromotionCategory, PromotionKind, type PromotionCategory as Category, type PromotionKind as Kind, type PromotionRules } from '@site/shared';

const YUAN = 100;
const DAY_MS = 86_400_000;

export interface ActivityDraft {
  kind: Kind;
  title: string;
  summary: string;
  category: Category;
  rules: PromotionRules;
  /** Length of the window from its start. */
  days: number;
}

/**
 * One activity of every kind with its reward table: the demo seed creates them all, and the ops verb
 * `npm run promotion -- create <kind>` starts from the kind's draft.
 */
export const DEFAULT_ACTIVITIES: Record<Kind, ActivityDraft> = {
  [PromotionKind.FIRST_DEPOSIT]: {
    kind: PromotionKind.FIRST_DEPOSIT,
    title: '首存优惠 100% 红利',
    summary: '首次存款即送存款金额 100% 红利，最高 888 元，10 倍流水即可提款。',
    category: PromotionCategory.DEPOSIT,
    rules: { kind: PromotionKind.FIRST_DEPOSIT, percent: 100, capFen: 888 * YUAN, minDepositFen: 100 * YUAN, turnoverMultiple: 10 },
    days: 90,
  },
  [PromotionKind.AGAIN_DEPOSIT]: {
    kind: PromotionKind.AGAIN_DEPOSIT,
    title: '再存优惠 20% 红利',
    summary: '完成首存后再次存款，赠送 20% 红利，最高 588 元，8 倍流水。',
    category: PromotionCategory.DEPOSIT,
    rules: { kind: PromotionKind.AGAIN_DEPOSIT, percent: 20, capFen: 588 * YUAN, minDepositFen: 100 * YUAN, turnoverMultiple: 8 },
    days: 90,
  },
  [PromotionKind.NEW_TASK]: {
    kind: PromotionKind.NEW_TASK,
    title: '新人任务 完成即领',
    summary: '绑定手机、绑定银行卡、首次存款、首次投注，每完成一项领取一份彩金。',
    category: PromotionCategory.NEWBIE,
    rules: {
      kind: PromotionKind.NEW_TASK,
      tasks: [
        { task: 'bindPhone', rewardFen: 8 * YUAN },
        { task: 'bindCard', rewardFen: 8 * YUAN },
        { task: 'firstDeposit', rewardFen: 18 * YUAN },
        { task: 'firstBet', rewardFen: 18 * YUAN },
      ],
      turnoverMultiple: 3,
    },
    days: 180,
  },
  [PromotionKind.SIGN_GIFT]: {
    kind: PromotionKind.SIGN_GIFT,
    title: '每日签到 连签有礼',
    summary: '每天签到一次（北京时间），连续签到第 1、3、7 天领取彩金。',
    category: PromotionCategory.DAILY,
    rules: {
      kind: PromotionKind.SIGN_GIFT,
      rewards: [
        { day: 1, rewardFen: 2 * YUAN },
        { day: 2, rewardFen: 3 * YUAN },
        { day: 3, rewardFen: 5 * YUAN },
        { day: 7, rewardFen: 18 * YUAN },
      ],
      cycleDays: 7,
      turnoverMultiple: 1,
    },
    days: 365,
  },
  [PromotionKind.DRAW_GIFT]: {
    kind: PromotionKind.DRAW_GIFT,
    title: '幸运大转盘',
    summary: '每存款 100 元获得一次抽奖机会，最高抽中 888 元彩金。',
    category: PromotionCategory.DAILY,
    rules: {
      kind: PromotionKind.DRAW_GIFT,
      prizes: [
        { label: '888元彩金', rewardFen: 888 * YUAN, weight: 1 },
        { label: '88元彩金', rewardFen: 88 * YUAN, weight: 9 },
        { label: '18元彩金', rewardFen: 18 * YUAN, weight: 90 },
        { label: '8元彩金', rewardFen: 8 * YUAN, weight: 300 },
        { label: '2元彩金', rewardFen: 2 * YUAN, weight: 400 },
        { label: '谢谢参与', rewardFen: 0, weight: 200 },
      ],
      depositPerChanceFen: 100 * YUAN,
      maxChances: 20,
      turnoverMultiple: 1,
    },
    days: 60,
  },
  [PromotionKind.BETTING_GIFT]: {
    kind: PromotionKind.BETTING_GIFT,
    title: '投注豪礼 流水闯关',
    summary: '活动期间有效投注达到各档位，即可逐档领取彩金。',
    category: PromotionCategory.DAILY,
    rules: {
      kind: PromotionKind.BETTING_GIFT,
      tiers: [
        { turnoverFen: 1_000 * YUAN, rewardFen: 8 * YUAN },
        { turnoverFen: 10_000 * YUAN, rewardFen: 88 * YUAN },
        { turnoverFen: 100_000 * YUAN, rewardFen: 888 * YUAN },
      ],
      turnoverMultiple: 1,
    },
    days: 30,
  },
  [PromotionKind.RACE]: {
    kind: PromotionKind.RACE,
    title: '流水竞赛 周榜争霸',
    summary: '报名后统计活动期间的有效投注，排名前 5 的会员赢取奖金。',
    category: PromotionCategory.RACE,
    rules: {
      kind: PromotionKind.RACE,
      prizes: [
        { rank: 1, rewardFen: 1_888 * YUAN },
        { rank: 2, rewardFen: 888 * YUAN },
        { rank: 3, rewardFen: 388 * YUAN },
        { rank: 4, rewardFen: 188 * YUAN },
        { rank: 5, rewardFen: 88 * YUAN },
      ],
      minTurnoverFen: 100 * YUAN,
      turnoverMultiple: 1,
    },
    days: 7,
  },
  [PromotionKind.LAND]: {
    kind: PromotionKind.LAND,
    title: '体育赛事 周末狂欢',
    summary: '周末体育赛事精彩不断，了解活动详情与参与方式。',
    category: PromotionCategory.OTHER,
    rules: {
      kind: PromotionKind.LAND,
      blocks: [
        { type: 'heading', text: '活动内容' },
        { type: 'paragraph', text: '周末所有体育赛事均可参与，滚球与早盘同样计入。投注越多，好礼越多。' },
        { type: 'list', items: ['活动对象：本站所有会员', '活动时间：以页面显示为准', '参与方式：进入体育场馆正常投注即可'] },
        { type: 'notice', text: '任何利用漏洞、对冲或多账户套利的行为，本站有权取消其优惠资格。' },
        { type: 'link', text: '查看更多优惠', route: '/activity/discount' },
      ],
    },
    days: 30,
  },
};

export const windowOf = (draft: ActivityDraft, start: number) => ({ startAt: start, endAt: start + draft.days * DAY_MS });
