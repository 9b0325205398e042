import { YUAN_BET_PER_POINT } from '@site/shared';
import type { Fen } from '../funds/fen';

/** Points earned from valid bets: one per YUAN_BET_PER_POINT yuan, whole points. */
export const pointsOf = (betFen: Fen): number => Math.floor(betFen / (YUAN_BET_PER_POINT * 100));

/** A member's name as the lobby chat room's gift push shows it: two characters and three stars ('ab***'). */
export function maskedMemberName(name: string): string {
  const chars = [...name];
  return `${chars.slice(0, Math.min(2, Math.max(1, chars.length - 1))).join('')}***`;
}

/** The order number of an exchange: EX, the Beijing date-time to the second, and six random digits. */
export function exchangeOrderNo(now: number, random: number): string {
  const beijing = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `EX${beijing}${String(Math.floor(random * 1_000_000)).padStart(6, '0')}`;
}

/** The ledger ref of a cash exchange (creditReward, source vip): one payment per order. */
export const exchangeRef = (orderNo: string): string => `vip:exchange:${orderNo}`;
