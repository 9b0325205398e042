import type { FastifyInstance } from 'fastify';
import { DepositStatus } from '@site/shared';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';

/**
 * The turnover still required before a withdrawal: every paid deposit asks for valid bets (the
 * deposit once, its reward times the reward's multiple: deposit_order.turnover_fen), every other
 * reward its own (turnover_requirement, written by the ledger's creditReward); valid bets since the
 * oldest of them count against the sum. Valid bets come from the provider's game
 * rounds and from any source another module adds (the sports bets: addValidBetSource).
 */
export type ValidBetSource = (db: Db, memberId: number, since: number) => Promise<Fen>;

const sources = new WeakMap<FastifyInstance, ValidBetSource[]>();

/** Another module's valid bets (e.g. settled sports bets' stakes) count towards the turnover. */
export function addValidBetSource(app: FastifyInstance, source: ValidBetSource): void {
  sources.set(app, [...(sources.get(app) ?? []), source]);
}

const gameRounds: ValidBetSource = async (db, memberId, since) => {
  const row = await db
    .selectFrom('game_round')
    .select((eb) => eb.fn.sum<number | string | null>('stake_fen').as('fen'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
};

export interface Turnover {
  requiredFen: Fen;
  doneFen: Fen;
  leftFen: Fen;
}

const earliest = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));
const numberOrNull = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

export async function turnoverOf(app: FastifyInstance, db: Db, memberId: number): Promise<Turnover> {
  const deposits = await db
    .selectFrom('deposit_order')
    .select((eb) => [eb.fn.sum<number | string | null>('turnover_fen').as('fen'), eb.fn.min<number | string | null>('paid_at').as('since')])
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .executeTakeFirst();
  // Rewards (promotions, VIP, invitations: ledger creditReward) ask for their own turnover.
  const rewards = await db
    .selectFrom('turnover_requirement')
    .select((eb) => [eb.fn.sum<number | string | null>('required_fen').as('fen'), eb.fn.min<number | string | null>('created_at').as('since')])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const requiredFen = Number(deposits?.fen ?? 0) + Number(rewards?.fen ?? 0);
  const since = earliest(numberOrNull(deposits?.since), numberOrNull(rewards?.since));
  if (requiredFen === 0 || since === null) return { requiredFen: 0, doneFen: 0, leftFen: 0 };
  const doneFen = await validBetFen(app, db, memberId, since);
  return { requiredFen, doneFen, leftFen: Math.max(0, requiredFen - doneFen) };
}

/** A member's valid bets since a time (ms): the casino's game rounds and every added source (settled sports bets). */
export async function validBetFen(app: FastifyInstance, db: Db, memberId: number, since: number): Promise<Fen> {
  let fen = 0;
  for (const source of [gameRounds, ...(sources.get(app) ?? [])]) fen += await source(db, memberId, since);
  return fen;
}
