import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { Fen } from '../funds/fen';

/** A deposit the gateway confirmed and the ledger credited (once: a repeated confirmation hears nothing). */
export interface PaidDeposit {
  orderNo: string;
  memberId: number;
  payCode: string;
  amountFen: Fen;
  paidAt: number;
}

/**
 * Another module acting on a paid deposit (a deposit bonus joined before it, lucky-wheel chances):
 * it runs in the confirmation's transaction, so its writes land with the credit or not at all.
 */
export type DepositPaidListener = (db: Db, paid: PaidDeposit) => Promise<void>;

const listeners = new WeakMap<FastifyInstance, DepositPaidListener[]>();

export function onDepositPaid(app: FastifyInstance, listener: DepositPaidListener): void {
  listeners.set(app, [...(listeners.get(app) ?? []), listener]);
}

export async function depositPaid(app: FastifyInstance, db: Db, paid: PaidDeposit): Promise<void> {
  for (const listener of listeners.get(app) ?? []) await listener(db, paid);
}
