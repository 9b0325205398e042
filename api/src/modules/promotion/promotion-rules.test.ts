import { ClaimState, PROMOTION_MSG, PromotionKind, type RulesOf } from '@site/shared';
import { decideClaim, itemsOf, TASK_DONE, type MemberFacts } from './claims';
import { DEFAULT_ACTIVITIES } from './default-activities';
import { depositBonusOf } from './deposit-bonus';
import { claimWindowRefusal, eligibilityOf } from './eligibility';
import { maskMemberName as maskName } from '@site/shared';
import { rankRace } from './race';
import { beijingDay } from '@site/shared';
import { dayBefore, signRewardOf, streakDayOf, streakOn } from './sign-streak';
import { chancesLeft, oddsOf, prizeAt } from './wheel';

const T0 = Date.UTC(2026, 10, 22, 4, 0, 0); // 12:00 Beijing, 22 Nov 2026
const DAY = 86_400_000;
const rulesOf = <K extends keyof typeof DEFAULT_ACTIVITIES>(k: K) => DEFAULT_ACTIVITIES[k].rules as RulesOf<K>;

const facts = (over: Partial<MemberFacts> = {}): MemberFacts => ({
  now: T0,
  endAt: T0 + DAY,
  joined: true,
  phoneBound: false,
  cardBound: false,
  paidDeposits: 0,
  depositedFen: 0,
  validBetFen: 0,
  everBetFen: 0,
  claimed: new Set(),
  race: [],
  memberId: 1,
  ...over,
});
const never = () => {
  throw new Error('no roll expected');
};

describe('eligibility of every kind (window first, then the kind)', () => {
  const window = { startAt: T0 - DAY, endAt: T0 + DAY };
  it.each([
    [PromotionKind.RACE, 0, true, PROMOTION_MSG.eligible],
    [PromotionKind.LAND, 0, false, PROMOTION_MSG.contentOnly],
    [PromotionKind.FIRST_DEPOSIT, 0, true, PROMOTION_MSG.eligible],
    [PromotionKind.FIRST_DEPOSIT, 1, false, PROMOTION_MSG.depositedBefore],
    [PromotionKind.AGAIN_DEPOSIT, 0, false, PROMOTION_MSG.noDepositYet],
    [PromotionKind.AGAIN_DEPOSIT, 2, true, PROMOTION_MSG.eligible],
    [PromotionKind.NEW_TASK, 0, true, PROMOTION_MSG.eligible],
    [PromotionKind.DRAW_GIFT, 0, true, PROMOTION_MSG.eligible],
    [PromotionKind.SIGN_GIFT, 5, true, PROMOTION_MSG.eligible],
    [PromotionKind.BETTING_GIFT, 0, true, PROMOTION_MSG.eligible],
  ])('%s with %i paid deposits → eligible %s (%s)', (kind, paidDeposits, eligible, reason) => {
    expect(eligibilityOf(kind, { now: T0, ...window, paidDeposits })).toEqual({ eligible, reason });
  });

  it('refuses before the start and from the end on, whatever the kind', () => {
    expect(eligibilityOf(PromotionKind.FIRST_DEPOSIT, { now: T0 - 2 * DAY, ...window, paidDeposits: 0 }).reason).toBe(PROMOTION_MSG.notStarted);
    expect(eligibilityOf(PromotionKind.SIGN_GIFT, { now: T0 + DAY, ...window, paidDeposits: 0 }).reason).toBe(PROMOTION_MSG.ended);
  });

  it('lets a race prize be claimed after the end, nothing else', () => {
    expect(claimWindowRefusal(PromotionKind.RACE, T0 + 2 * DAY, window.startAt, window.endAt)).toBeNull();
    expect(claimWindowRefusal(PromotionKind.BETTING_GIFT, T0 + 2 * DAY, window.startAt, window.endAt)).toBe(PROMOTION_MSG.ended);
    expect(claimWindowRefusal(PromotionKind.RACE, T0 - 2 * DAY, window.startAt, window.endAt)).toBe(PROMOTION_MSG.notStarted);
  });
});

describe('deposit bonus (firstDeposit / againDeposit)', () => {
  const first = rulesOf('firstDeposit'); // 100 %, cap 888, min 100, ×10
  it.each([
    [9_999, 0, 0],
    [10_000, 10_000, (10_000 + 10_000) * 10],
    [50_050, 50_050, (50_050 + 50_050) * 10],
    [88_800, 88_800, (88_800 + 88_800) * 10],
    [500_000, 88_800, (500_000 + 88_800) * 10],
  ])('a deposit of %i fen pays %i fen and asks %i fen of valid bets', (deposit, reward, required) => {
    expect(depositBonusOf(first, deposit)).toEqual({ rewardFen: reward, requiredFen: required });
  });
  it('floors a percentage to the fen', () => {
    expect(depositBonusOf(rulesOf('againDeposit'), 10_001).rewardFen).toBe(2_000);
  });
});

describe('the wheel', () => {
  const prizes = rulesOf('drawGift').prizes; // weights 1, 9, 90, 300, 400, 200 = 1000
  it('shows each prize at weight / total', () => {
    expect(oddsOf(prizes)).toEqual([0.1, 0.9, 9, 30, 40, 20]);
    expect(oddsOf(prizes).reduce((a, b) => a + b, 0)).toBeCloseTo(100);
  });
  it('lands each roll on the prize whose weight covers it', () => {
    expect([0, 1, 9, 10, 99, 100, 399, 400, 799, 800, 999].map((r) => prizeAt(prizes, r))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    const hits = new Array<number>(prizes.length).fill(0);
    for (let r = 0; r < 1000; r++) hits[prizeAt(prizes, r)]! += 1;
    expect(hits).toEqual(prizes.map((p) => p.weight));
  });
  it('refuses a roll outside the wheel', () => {
    expect(() => prizeAt(prizes, 1000)).toThrow('outside');
    expect(() => prizeAt(prizes, -1)).toThrow('outside');
  });
  it('earns one spin per 100 yuan deposited, at most 20, less those used', () => {
    const r = rulesOf('drawGift');
    expect([chancesLeft(r, 9_999, 0), chancesLeft(r, 10_000, 0), chancesLeft(r, 35_000, 1), chancesLeft(r, 10_000, 3), chancesLeft(r, 10_000_000, 5)]).toEqual([
      0, 1, 2, 0, 15,
    ]);
  });
  it('spins only with a chance left, numbering each spin', () => {
    const r = rulesOf('drawGift');
    expect(decideClaim(r, 'draw', facts({ depositedFen: 5_000 }), never)).toEqual({ ok: false, message: PROMOTION_MSG.noChance });
    expect(decideClaim(r, 'draw', facts({ depositedFen: 20_000, claimed: new Set(['draw:1']) }), () => 5)).toEqual({
      ok: true,
      item: 'draw:2',
      label: '88元彩金',
      rewardFen: 8_800,
      requiredFen: 8_800,
    });
  });
});

describe('check-in streaks (Beijing days)', () => {
  it('counts days in Beijing time', () => {
    expect(beijingDay(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
    expect(beijingDay(Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
  it.each([
    [[], '2026-11-22', 0],
    [['2026-11-22'], '2026-11-22', 1],
    [['2026-11-21'], '2026-11-22', 1],
    [['2026-11-20', '2026-11-21'], '2026-11-22', 2],
    [['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22', 3],
    [['2026-11-19', '2026-11-20'], '2026-11-22', 0],
    [['2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-22', 2],
  ])('signed %j → the streak on %s is %i', (days, today, streak) => {
    expect(streakOn(new Set(days), today)).toBe(streak);
  });
  it('pays on set days and starts again after the cycle', () => {
    const r = rulesOf('signGift'); // day 1: 2, 2: 3, 3: 5, 7: 18; cycle 7
    expect([0, 1, 2, 3, 6, 7, 8].map((s) => streakDayOf(r, s))).toEqual([1, 2, 3, 4, 7, 1, 2]);
    expect([1, 2, 3, 4, 7].map((d) => signRewardOf(r, d))).toEqual([200, 300, 500, 0, 1_800]);
  });
  it('signs once a day: the second day of a streak pays day 2', () => {
    const r = rulesOf('signGift');
    expect(decideClaim(r, 'sign', facts({ claimed: new Set(['sign:2026-11-21']) }), never)).toEqual({
      ok: true,
      item: 'sign:2026-11-22',
      label: '连续签到第2天',
      rewardFen: 300,
      requiredFen: 300,
    });
    expect(decideClaim(r, 'sign', facts({ claimed: new Set(['sign:2026-11-22']) }), never)).toEqual({ ok: false, message: PROMOTION_MSG.signedToday });
    const rows = itemsOf(r, facts({ claimed: new Set(['sign:2026-11-21', 'sign:2026-11-22']) }));
    expect(rows.map((x) => x.state)).toEqual([ClaimState.CLAIMED, ClaimState.CLAIMED, ClaimState.LOCKED, ClaimState.LOCKED]);
  });
});

describe('new-member tasks', () => {
  const r = rulesOf('newTask');
  it.each([
    ['bindPhone', { phoneBound: true }],
    ['bindCard', { cardBound: true }],
    ['firstDeposit', { paidDeposits: 1 }],
    ['firstBet', { everBetFen: 1 }],
  ] as const)('%s is done by its fact, claimable once', (task, done) => {
    expect(TASK_DONE[task](facts())).toBe(false);
    expect(TASK_DONE[task](facts(done))).toBe(true);
    expect(decideClaim(r, `task:${task}`, facts(), never)).toEqual({ ok: false, message: PROMOTION_MSG.taskNotDone });
    expect(decideClaim(r, `task:${task}`, facts(done), never)).toMatchObject({ ok: true, item: `task:${task}` });
    expect(decideClaim(r, `task:${task}`, facts({ ...done, claimed: new Set([`task:${task}`]) }), never)).toEqual({
      ok: false,
      message: PROMOTION_MSG.claimed,
    });
  });
  it('lists each task locked, claimable or claimed', () => {
    const rows = itemsOf(r, facts({ phoneBound: true, paidDeposits: 1, claimed: new Set(['task:firstDeposit']) }));
    expect(rows.map((x) => [x.item, x.state])).toEqual([
      ['task:bindPhone', 'claimable'],
      ['task:bindCard', 'locked'],
      ['task:firstDeposit', 'claimed'],
      ['task:firstBet', 'locked'],
    ]);
    expect(decideClaim(r, 'task:nothing', facts(), never)).toEqual({ ok: false, message: PROMOTION_MSG.unknownItem });
  });
});

describe('betting tiers', () => {
  const r = rulesOf('bettingGift'); // 1,000 → 8; 10,000 → 88; 100,000 → 888
  it('opens each tier once its valid bets are reached, once', () => {
    const f = facts({ validBetFen: 1_000_000, claimed: new Set(['tier:0']) });
    expect(itemsOf(r, f).map((x) => x.state)).toEqual(['claimed', 'claimable', 'locked']);
    expect(decideClaim(r, 'tier:1', f, never)).toMatchObject({ ok: true, rewardFen: 8_800, requiredFen: 8_800 });
    expect(decideClaim(r, 'tier:2', f, never)).toEqual({ ok: false, message: PROMOTION_MSG.tierNotReached });
    expect(decideClaim(r, 'tier:0', f, never)).toEqual({ ok: false, message: PROMOTION_MSG.claimed });
  });
});

describe('the turnover race', () => {
  const r = rulesOf('racePage'); // min 100 yuan; prizes for ranks 1-5
  const entries = [
    { memberId: 1, name: 'alice01', validBetFen: 50_000, joinedAt: 3 },
    { memberId: 2, name: 'bob0002', validBetFen: 90_000, joinedAt: 2 },
    { memberId: 3, name: 'carol03', validBetFen: 50_000, joinedAt: 1 },
    { memberId: 4, name: 'dave004', validBetFen: 9_999, joinedAt: 0 },
  ];
  it('ranks by valid bets, earlier join first on a tie, below the minimum unranked', () => {
    expect(rankRace(r, entries).map((e) => [e.rank, e.memberId, e.rewardFen])).toEqual([
      [1, 2, 188_800],
      [2, 3, 88_800],
      [3, 1, 38_800],
    ]);
  });
  it('pays a ranked member once the race has ended', () => {
    expect(decideClaim(r, 'rank', facts({ race: entries, memberId: 3 }), never)).toEqual({ ok: false, message: '竞赛尚未结束，结束后前 5 名可领取奖金' });
    expect(decideClaim(r, 'rank', facts({ race: entries, memberId: 3, now: T0 + DAY }), never)).toMatchObject({
      ok: true,
      rewardFen: 88_800,
      label: '竞赛第2名',
    });
    expect(decideClaim(r, 'rank', facts({ race: entries, memberId: 4, now: T0 + DAY }), never)).toEqual({ ok: false, message: PROMOTION_MSG.raceNoPrize });
  });
  it('masks other names', () => {
    expect([maskName('alice01'), maskName('bob'), maskName('张三丰大侠')]).toEqual(['al***01', 'b***', '张三***大侠']);
  });
});

describe('kinds without claims', () => {
  it('refuses a claim on a deposit bonus (credited on the deposit) or a content page', () => {
    expect(decideClaim(rulesOf('firstDeposit'), 'bonus', facts(), never)).toEqual({ ok: false, message: PROMOTION_MSG.bonusByDeposit });
    expect(decideClaim(rulesOf('activityLandPage'), 'x', facts(), never)).toEqual({ ok: false, message: PROMOTION_MSG.contentOnly });
  });
});
