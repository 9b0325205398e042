import {
  beijingDay,
  ClaimItem,
  ClaimState,
  NewTask,
  PROMOTION_MSG,
  PromotionKind,
  taskItem,
  tierItem,
  type ClaimRow,
  type NewTask as Task,
  type PromotionRules,
  type RulesOf,
} from '@site/shared';
import type { Fen } from '../funds/fen';
import { requiredOf } from './deposit-bonus';
import { rankRace, type RaceEntry } from './race';
import { signRewardOf, streakDayOf, streakOn } from './sign-streak';
import { chancesLeft, prizeAt } from './wheel';

/** What a member's claims are decided from, read by the store at `now`. */
export interface MemberFacts {
  now: number;
  endAt: number;
  joined: boolean;
  phoneBound: boolean;
  cardBound: boolean;
  paidDeposits: number;
  /** Paid deposits inside the activity's window (drawGift chances). */
  depositedFen: Fen;
  /** Valid bets inside the activity's window (race, tiers) — and ever, for the first-bet task. */
  validBetFen: Fen;
  everBetFen: Fen;
  /** Items already claimed (task:…, tier:…, sign:<day>, draw:<n>, rank, bonus). */
  claimed: ReadonlySet<string>;
  /** The race's entries (joined members and their valid bets in the window). */
  race: readonly RaceEntry[];
  memberId: number;
}

/** Whether each new-member task is done, as a table. */
export const TASK_DONE: Record<Task, (f: MemberFacts) => boolean> = {
  [NewTask.BIND_PHONE]: (f) => f.phoneBound,
  [NewTask.BIND_CARD]: (f) => f.cardBound,
  [NewTask.FIRST_DEPOSIT]: (f) => f.paidDeposits > 0,
  [NewTask.FIRST_BET]: (f) => f.everBetFen > 0,
};

export const TASK_LABEL: Record<Task, string> = { bindPhone: '绑定手机', bindCard: '绑定银行卡', firstDeposit: '首次存款', firstBet: '首次投注' };

export type ClaimDecision = { ok: true; item: string; label: string; rewardFen: Fen; requiredFen: Fen } | { ok: false; message: string };

const refuse = (message: string): ClaimDecision => ({ ok: false, message });
const state = (claimed: boolean, ready: boolean) => (claimed ? ClaimState.CLAIMED : ready ? ClaimState.CLAIMABLE : ClaimState.LOCKED);

const signedDays = (f: MemberFacts) => new Set([...f.claimed].filter((i) => i.startsWith('sign:')).map((i) => i.slice('sign:'.length)));
const drawsUsed = (f: MemberFacts) => [...f.claimed].filter((i) => i.startsWith('draw:')).length;
export const signItem = (day: string) => `sign:${day}`;
export const drawItem = (n: number) => `draw:${n}`;

/** The check-in state at `now`: the streak standing today and whether today is signed. */
export function signStateOf(f: MemberFacts): { streak: number; signedToday: boolean } {
  const days = signedDays(f);
  const today = beijingDay(f.now);
  return { streak: streakOn(days, today), signedToday: days.has(today) };
}

export function chancesOf(rules: RulesOf<'drawGift'>, f: MemberFacts): number {
  return chancesLeft(rules, f.depositedFen, drawsUsed(f));
}

export function raceRankOf(rules: RulesOf<'racePage'>, f: MemberFacts) {
  const board = rankRace(rules, f.race);
  return { board, mine: board.find((e) => e.memberId === f.memberId) ?? null };
}

/** The rows the landing page lists (tasks, tiers, check-in days, the race prize). */
export function itemsOf(rules: PromotionRules, f: MemberFacts): ClaimRow[] {
  switch (rules.kind) {
    case PromotionKind.NEW_TASK:
      return rules.tasks.map((t) => {
        const item = taskItem(t.task);
        return { item, rewardFen: t.rewardFen, state: state(f.claimed.has(item), TASK_DONE[t.task](f)), progress: null, target: null };
      });
    case PromotionKind.BETTING_GIFT:
      return rules.tiers.map((t, i) => {
        const item = tierItem(i);
        return {
          item,
          rewardFen: t.rewardFen,
          state: state(f.claimed.has(item), f.validBetFen >= t.turnoverFen),
          progress: f.validBetFen,
          target: t.turnoverFen,
        };
      });
    case PromotionKind.SIGN_GIFT: {
      const { streak, signedToday } = signStateOf(f);
      const cycleDay = streak === 0 ? 0 : ((streak - 1) % rules.cycleDays) + 1;
      const nextDay = signedToday ? -1 : streakDayOf(rules, streak);
      return rules.rewards.map((r) => ({
        item: `day:${r.day}`,
        rewardFen: r.rewardFen,
        state: r.day <= cycleDay && streak > 0 ? ClaimState.CLAIMED : r.day === nextDay ? ClaimState.CLAIMABLE : ClaimState.LOCKED,
        progress: cycleDay,
        target: r.day,
      }));
    }
    case PromotionKind.RACE: {
      const { mine } = raceRankOf(rules, f);
      const ended = f.now >= f.endAt;
      const prize = mine ? mine.rewardFen : 0;
      return [
        { item: ClaimItem.RANK, rewardFen: prize, state: state(f.claimed.has(ClaimItem.RANK), ended && prize > 0), progress: mine?.rank ?? null, target: null },
      ];
    }
    default:
      return [];
  }
}

/**
 * Decides one claim (the caller checked the window and the join): the item, its label, the reward
 * and the turnover it asks for — or the refusal in Chinese. `roll` is the wheel's draw in
 * [0, total weight), made by the caller.
 */
export function decideClaim(rules: PromotionRules, item: string, f: MemberFacts, roll: () => number): ClaimDecision {
  switch (rules.kind) {
    case PromotionKind.NEW_TASK: {
      const task = rules.tasks.find((t) => taskItem(t.task) === item);
      if (!task) return refuse(PROMOTION_MSG.unknownItem);
      if (f.claimed.has(item)) return refuse(PROMOTION_MSG.claimed);
      if (!TASK_DONE[task.task](f)) return refuse(PROMOTION_MSG.taskNotDone);
      return { ok: true, item, label: TASK_LABEL[task.task], rewardFen: task.rewardFen, requiredFen: requiredOf(task.rewardFen, rules.turnoverMultiple) };
    }
    case PromotionKind.BETTING_GIFT: {
      const index = rules.tiers.findIndex((_, i) => tierItem(i) === item);
      const tier = rules.tiers[index];
      if (!tier) return refuse(PROMOTION_MSG.unknownItem);
      if (f.claimed.has(item)) return refuse(PROMOTION_MSG.claimed);
      if (f.validBetFen < tier.turnoverFen) return refuse(PROMOTION_MSG.tierNotReached);
      return {
        ok: true,
        item,
        label: `有效流水${tier.turnoverFen / 100}元`,
        rewardFen: tier.rewardFen,
        requiredFen: requiredOf(tier.rewardFen, rules.turnoverMultiple),
      };
    }
    case PromotionKind.SIGN_GIFT: {
      if (item !== ClaimItem.SIGN) return refuse(PROMOTION_MSG.unknownItem);
      const { streak, signedToday } = signStateOf(f);
      if (signedToday) return refuse(PROMOTION_MSG.signedToday);
      const day = streakDayOf(rules, streak);
      const rewardFen = signRewardOf(rules, day);
      return {
        ok: true,
        item: signItem(beijingDay(f.now)),
        label: `连续签到第${day}天`,
        rewardFen,
        requiredFen: requiredOf(rewardFen, rules.turnoverMultiple),
      };
    }
    case PromotionKind.DRAW_GIFT: {
      if (item !== ClaimItem.DRAW) return refuse(PROMOTION_MSG.unknownItem);
      if (chancesOf(rules, f) <= 0) return refuse(PROMOTION_MSG.noChance);
      const prize = rules.prizes[prizeAt(rules.prizes, roll())]!;
      return {
        ok: true,
        item: drawItem(drawsUsed(f) + 1),
        label: prize.label,
        rewardFen: prize.rewardFen,
        requiredFen: requiredOf(prize.rewardFen, rules.turnoverMultiple),
      };
    }
    case PromotionKind.RACE: {
      if (item !== ClaimItem.RANK) return refuse(PROMOTION_MSG.unknownItem);
      if (f.claimed.has(item)) return refuse(PROMOTION_MSG.claimed);
      if (f.now < f.endAt) return refuse(PROMOTION_MSG.raceRunning.replace('{count}', String(rules.prizes.length)));
      const { mine } = raceRankOf(rules, f);
      if (!mine || mine.rewardFen <= 0) return refuse(PROMOTION_MSG.raceNoPrize);
      return { ok: true, item, label: `竞赛第${mine.rank}名`, rewardFen: mine.rewardFen, requiredFen: requiredOf(mine.rewardFen, rules.turnoverMultiple) };
    }
    case PromotionKind.FIRST_DEPOSIT:
    case PromotionKind.AGAIN_DEPOSIT:
      return refuse(PROMOTION_MSG.bonusByDeposit);
    case PromotionKind.LAND:
      return refuse(PROMOTION_MSG.contentOnly);
  }
}
