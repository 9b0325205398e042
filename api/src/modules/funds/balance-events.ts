import type { FastifyInstance } from 'fastify';
import { onMoneyMoved } from '../../http/contract-route';
import { liveOf } from '../../live/install-live';
import { servicesOf } from '../../services';
import { yuanOf } from './fen';
import { ALL_VENUES_CATEGORY, centerOf, venueBalances } from './wallet-queries';

/**
 * Balance events: after every committed money move the member's centre wallet and venue total
 * are pushed on the live topic balance:<memberId> (the shell reloads its balance store on it), on
 * every api instance through the hub.
 */
export function balanceEventsModule(app: FastifyInstance): void {
  onMoneyMoved(app, (memberId) => pushBalance(app, memberId));
}

/** Pushes the member's balance now (money moved outside a movesMoney contract: the payment gateway, an ops verb). */
export async function pushBalance(app: FastifyInstance, memberId: number): Promise<void> {
  const { db } = servicesOf(app).store;
  const { center } = await centerOf(db, memberId);
  const venues = await venueBalances(db, memberId, ALL_VENUES_CATEGORY);
  const total = venues.reduce((sum, v) => sum + v.fen, 0);
  await liveOf(app).publish('balance', String(memberId), { centerWalletBalance: yuanOf(center), totalMoney: yuanOf(total) });
}
