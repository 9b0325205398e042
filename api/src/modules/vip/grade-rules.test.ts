import { beijingWeekOf, WelfareState } from '@site/shared';
import { fenOfYuanText } from '../funds/fen';
import { gradePatchOf } from './grade-patch';
import { gradeOf, progressOf, rebateFen, reaches, upgradeState, weekState, WelfareRef, type Grade } from './grade-rules';

const grade = (n: number, depositYuan: number, betYuan: number, upgrade = 0, week = 0): Grade => ({
  grade: n,
  name: `VIP${n}`,
  depositFen: depositYuan * 100,
  betFen: betYuan * 100,
  upgradeFen: upgrade * 100,
  weekFen: week * 100,
  rebateBp: 30 + 10 * n,
  turnoverMultiple: 1,
});
// Given out of order on purpose: the rules sort.
const GRADES = [grade(2, 1_000, 10_000, 18, 5), grade(0, 0, 0), grade(1, 100, 1_000, 8, 2), grade(3, 5_000, 50_000, 58, 18)];
const totals = (depositYuan: number, betYuan: number) => ({ depositFen: Math.round(depositYuan * 100), betFen: Math.round(betYuan * 100) });

describe('grade rules', () => {
  it.each([
    ['nothing done', 0, 0, 0, 0],
    ['deposits alone do not make a grade', 1_000_000, 0, 0, 0],
    ['valid bets alone do not make a grade', 0, 1_000_000, 0, 0],
    ['both thresholds of VIP1 exactly', 100, 1_000, 0, 1],
    ['one fen short of VIP1 bets', 100, 999.99, 0, 0],
    ['VIP2 deposits but VIP1 bets', 1_000, 1_000, 0, 1],
    ['past the top grade', 1e7, 1e8, 0, 3],
    ['a grade once reached is kept', 0, 0, 2, 2],
    ['a higher grade reached over a kept one', 5_000, 50_000, 1, 3],
  ])('%s', (_what, deposit, bet, kept, expected) => {
    expect(gradeOf(GRADES, totals(deposit, bet), kept).grade).toBe(expected);
  });

  it('reaches needs both thresholds', () => {
    expect(reaches(totals(100, 1_000), GRADES[2]!)).toBe(true);
    expect(reaches(totals(99, 1_000), GRADES[2]!)).toBe(false);
  });

  it('refuses a programme without grades', () => {
    expect(() => gradeOf([], totals(0, 0))).toThrow('no VIP grades');
  });
});

describe('progress to the next grade', () => {
  it.each([
    // deposit, bet → grade, next, percent (the lower share, floored), what is left
    [0, 0, 0, 1, 0, 100, 1_000],
    [50, 1_000, 0, 1, 50, 50, 0],
    [100, 250, 0, 1, 25, 0, 750],
    [100, 1_000, 1, 2, 0, 900, 9_000],
    [550, 5_500, 1, 2, 50, 450, 4_500],
    [999.99, 9_999.99, 1, 2, 99, 0.01, 0.01],
  ])('deposits %s, bets %s → VIP%s, next VIP%s at %s %%', (deposit, bet, g, next, percent, depositLeft, betLeft) => {
    const p = progressOf(GRADES, totals(deposit, bet));
    expect([p.grade.grade, p.next?.grade, p.percent]).toEqual([g, next, percent]);
    expect([p.next?.depositLeftFen, p.next?.betLeftFen]).toEqual([Math.round(depositLeft * 100), Math.round(betLeft * 100)]);
  });

  it('is 100 % with no next grade at the top', () => {
    expect(progressOf(GRADES, totals(1e7, 1e8))).toMatchObject({ next: null, percent: 100 });
  });

  it('counts from the kept grade when the totals are below it', () => {
    const p = progressOf(GRADES, totals(0, 0), 2);
    expect([p.grade.grade, p.next?.grade, p.percent]).toEqual([2, 3, 0]);
  });
});

describe('welfare rules', () => {
  it.each([
    [100_000, 50, 500],
    [99_999, 50, 499],
    [1, 120, 0],
    [0, 120, 0],
    [123_456_789, 45, 555_555],
  ])('rebate of %s fen at %s bp is %s fen (floored)', (bet, bp, fen) => {
    expect(rebateFen(bet, bp)).toBe(fen);
  });

  it('the Beijing week starts on Monday 00:00 UTC+8', () => {
    // Sunday 2026-11-22 09:56 UTC = 17:56 Beijing, Sunday → the week of Monday 2026-11-16 (= 2026-11-15 16:00 UTC).
    const sunday = Date.UTC(2026, 10, 22, 9, 56);
    expect(beijingWeekOf(sunday)).toEqual({ start: Date.UTC(2026, 10, 15, 16), end: Date.UTC(2026, 10, 22, 16) });
    // Sunday 16:00 UTC is Monday 00:00 in Beijing: the next week.
    expect(beijingWeekOf(Date.UTC(2026, 10, 22, 16)).start).toBe(Date.UTC(2026, 10, 22, 16));
    expect(beijingWeekOf(Date.UTC(2026, 10, 22, 15, 59, 59, 999)).start).toBe(Date.UTC(2026, 10, 15, 16));
  });

  it('an upgrade bonus is claimable once its grade is reached, and only if it pays', () => {
    const [vip2, vip0, vip1] = GRADES as [Grade, Grade, Grade];
    expect(upgradeState(vip1, 1, false)).toBe(WelfareState.CLAIMABLE);
    expect(upgradeState(vip2, 1, false)).toBe(WelfareState.LOCKED);
    expect(upgradeState(vip1, 3, true)).toBe(WelfareState.CLAIMED);
    expect(upgradeState(vip0, 3, false)).toBe(WelfareState.LOCKED);
    expect(weekState(vip1, false)).toBe(WelfareState.CLAIMABLE);
    expect(weekState(vip1, true)).toBe(WelfareState.CLAIMED);
    expect(weekState(vip0, false)).toBe(WelfareState.LOCKED);
  });

  it('names each reward by a ref of source vip', () => {
    expect([WelfareRef.upgrade(3), WelfareRef.week(1_700_000_000_000), WelfareRef.rebate(0)]).toEqual([
      'vip:upgrade:3',
      'vip:week:1700000000000',
      'vip:rebate:0',
    ]);
  });
});

describe('the ops verb reads a grade patch', () => {
  const read = (args: string[]) => gradePatchOf(args, fenOfYuanText);
  it('reads yuan, percent and the multiple', () => {
    expect(read(['deposit=100', 'bet=1000.5', 'upgrade=8', 'week=2', 'rebate=0.45', 'multiple=3'])).toEqual({
      depositFen: 10_000,
      betFen: 100_050,
      upgradeFen: 800,
      weekFen: 200,
      rebateBp: 45,
      turnoverMultiple: 3,
    });
  });
  it.each([
    [[], '请至少给出一个要修改的字段'],
    [['colour=red'], '未知字段：colour（可用：deposit、bet、upgrade、week、rebate、multiple）'],
    [['deposit=-1'], '字段 deposit 的值无效：-1'],
    [['rebate=11'], '字段 rebate 的值无效：11'],
    [['rebate=0.123'], '字段 rebate 的值无效：0.123'],
    [['multiple=1.5'], '字段 multiple 的值无效：1.5'],
  ])('refuses %j', (args, message) => {
    expect(read(args)).toBe(message);
  });
});
