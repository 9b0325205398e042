import type { LiveHub } from '../../live/hub';
import type { Store } from '../../db';
import { balanceEvent } from '../funds/balance-events';
import { decideWithdrawal, type Hold, holdWithdrawal, type WithdrawDecision } from './withdraw-orders';
import { DecidedBy } from './withdraw-stages';
import { withdrawalEvent } from './withdraw-events';

type Row = Awaited<ReturnType<typeof decideWithdrawal>>;

/**
 * An operator's decision made outside the api process (npm run withdraw:decide). The api pushes the
 * balance after the movements it commits itself (Store.onMoneyMoved), but it cannot see a commit made
 * by another process: so the decision tells the instances through their hub (REDIS_URL), the same
 * balance event they would have pushed and the tracker's new stage, and the member's page follows within the
 * second. Without a hub (one instance on SQLite, no Redis) nothing can reach the running api: told is false and the
 * header follows at the member's next balance read, the tracker at the page's next read of its orders.
 */
export async function decideOutsideApi(
  store: Store,
  hub: LiveHub | null,
  order: { orderNo: string; decision: WithdrawDecision; reason: string; now: number },
): Promise<{ row: Row; told: boolean }> {
  const row = await store.db.transaction().execute((trx) => decideWithdrawal(trx, order.orderNo, order.decision, order.now, order.reason));
  if (!hub) return { row, told: false };
  await hub.publish({ topic: 'balance', key: String(row.member_id), data: await balanceEvent(store.db, row.member_id) });
  await tellTracker(store, hub, row.member_id);
  return { row, told: true };
}

/** An operator's hold (withdraw:decide hold): the order stays in 风控审核 with the reason; the tracker is told. */
export async function holdOutsideApi(
  store: Store,
  hub: LiveHub | null,
  order: { orderNo: string; hold: Omit<Hold, 'decidedBy'>; now: number },
): Promise<{ row: Row; told: boolean }> {
  const row = await store.db.transaction().execute((trx) => holdWithdrawal(trx, order.orderNo, { ...order.hold, decidedBy: DecidedBy.OPERATOR }, order.now));
  if (!hub) return { row, told: false };
  await tellTracker(store, hub, row.member_id);
  return { row, told: true };
}

async function tellTracker(store: Store, hub: LiveHub, memberId: number): Promise<void> {
  const event = await withdrawalEvent(store.db, memberId);
  if (event) await hub.publish({ topic: 'withdrawal', key: String(memberId), data: event });
}
