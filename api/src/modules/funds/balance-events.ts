import type { FastifyInstance } from 'fastify';
import type { TopicData } from '@site/shared';
import type { Db } from '../../db';
import { liveOf } from '../../live/install-live';
import { servicesOf } from '../../services';
import { yuanOf } from './fen';
import { ALL_VENUES_CATEGORY, centerOf, venueBalances } from './wallet-queries';

/**
 * Balance events: after every committed money movement, whatever path moved it (a contract call, a
 * bet's settlement, a deposit's callback, an operator's decision on a withdrawal), the member's centre
 * wallet and venue total are pushed on the live topic balance:<memberId> (the shell reloads its
 * balance store on it), on every api instance through the hub. The store tells each movement
 * (Store.onMoneyMoved: the journal's rows, once committed), so no movement has to remember to.
 */
export function balanceEventsModule(app: FastifyInstance): void {
  const stop = servicesOf(app).store.onMoneyMoved((memberIds) => {
    for (const memberId of memberIds) {
      pushBalance(app, memberId).catch((e: unknown) => app.log.error({ err: e, memberId }, 'balance push failed'));
    }
  });
  app.addHook('onClose', async () => stop());
}

/** Pushes the member's balance event now (the store's money listener calls it after each committed movement). */
export async function pushBalance(app: FastifyInstance, memberId: number): Promise<void> {
  await liveOf(app).publish('balance', String(memberId), await balanceEvent(servicesOf(app).store.db, memberId));
}

/** What a balance event carries: the centre wallet without locked money, and the venues' total. */
export async function balanceEvent(db: Db, memberId: number): Promise<TopicData['balance']> {
  const { center } = await centerOf(db, memberId);
  const venues = await venueBalances(db, memberId, ALL_VENUES_CATEGORY);
  const total = venues.reduce((sum, v) => sum + v.fen, 0);
  return { centerWalletBalance: yuanOf(center), totalMoney: yuanOf(total) };
}
