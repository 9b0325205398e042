import { beijingStamp, YUAN_BET_PER_POINT } from '@site/shared';
import type { Fen } from '../funds/fen';

/** Points earned from valid bets: one per YUAN_BET_PER_POINT yuan, whole points. */
export const pointsOf = (betFen: Fen): number => Math.floor(betFen / (YUAN_BET_PER_POINT * 100));

/** The order number of an exchange: EX, the Beijing date-time to the second, and six random digits. */
export function exchangeOrderNo(now: number, random: number): string {
  return `EX${beijingStamp(now)}${String(Math.floor(random * 1_000_000)).padStart(6, '0')}`;
}

/** The ledger ref of a cash exchange (creditReward, source vip): one payment per order. */
export const exchangeRef = (orderNo: string): string => `vip:exchange:${orderNo}`;
