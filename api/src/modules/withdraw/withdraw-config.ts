import { PAYOUT_ARRIVAL_MINUTES, WithdrawMethod, type WithdrawMethod as Method } from '@site/shared';
import type { Fen } from '../funds/fen';

/**
 * The withdrawal limits and fees per method (site data): per-withdrawal range, a daily count, free ones a day, then a
 * fixed fee, and the expected arrival after approval (the tracker rule's, shared rules/withdraw-tracker.ts).
 */
export interface WithdrawRule {
  method: Method;
  minFen: Fen;
  maxFen: Fen;
  dailyCount: number;
  freeCount: number;
  feeFen: Fen;
  /** The expected arrival, in minutes after the approval (shown before the player submits). */
  arrivalMinutes: number;
}

export const WITHDRAW_RULES: Record<Method, WithdrawRule> = {
  [WithdrawMethod.BANK]: {
    method: WithdrawMethod.BANK,
    minFen: 50_00,
    maxFen: 50_000_00,
    dailyCount: 5,
    freeCount: 3,
    feeFen: 5_00,
    arrivalMinutes: PAYOUT_ARRIVAL_MINUTES.bank,
  },
  [WithdrawMethod.USDT]: {
    method: WithdrawMethod.USDT,
    minFen: 100_00,
    maxFen: 200_000_00,
    dailyCount: 3,
    freeCount: 1,
    feeFen: 10_00,
    arrivalMinutes: PAYOUT_ARRIVAL_MINUTES.usdt,
  },
};
