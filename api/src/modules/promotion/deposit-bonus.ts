import type { RulesOf } from '@site/shared';
import type { Fen } from '../funds/fen';

type DepositRules = RulesOf<'firstDeposit'> | RulesOf<'againDeposit'>;

export interface DepositBonus {
  rewardFen: Fen;
  /** Valid bets asked before a withdrawal: (deposit + bonus) × the multiple, the deposit module's rule. */
  requiredFen: Fen;
}

/** The bonus of one deposit: percent of it (floored to the fen), at most the cap; none under the minimum. */
export function depositBonusOf(rules: DepositRules, depositFen: Fen): DepositBonus {
  if (depositFen < rules.minDepositFen || depositFen <= 0) return { rewardFen: 0, requiredFen: 0 };
  const rewardFen = Math.min(rules.capFen, Math.floor((depositFen * rules.percent) / 100));
  return { rewardFen, requiredFen: rewardFen > 0 ? (depositFen + rewardFen) * rules.turnoverMultiple : 0 };
}

/** A reward that is not tied to a deposit asks for reward × the multiple. */
export const requiredOf = (rewardFen: Fen, turnoverMultiple: number): Fen => rewardFen * turnoverMultiple;
