import type { LiveHub } from '../../live/hub';
import type { Store } from '../../db';
import { balanceEvent } from '../funds/balance-events';
import { decideWithdrawal, type WithdrawDecision } from './withdraw-orders';

type Row = Awaited<ReturnType<typeof decideWithdrawal>>;

/**
 * An operator's decision made outside the api process (npm run withdraw:decide). The api pushes the
 * balance after the movements it commits itself (Store.onMoneyMoved), but it cannot see a commit made
 * by another process: so the decision tells the instances through their hub (REDIS_URL), the same
 * balance event they would have pushed, and the member's header follows within the second. Without a
 * hub (one instance on SQLite, no Redis) nothing can reach the running api: told is false and the
 * header follows at the member's next balance read.
 */
export async function decideOutsideApi(
  store: Store,
  hub: LiveHub | null,
  order: { orderNo: string; decision: WithdrawDecision; reason: string; now: number },
): Promise<{ row: Row; told: boolean }> {
  const row = await store.db.transaction().execute((trx) => decideWithdrawal(trx, order.orderNo, order.decision, order.now, order.reason));
  if (!hub) return { row, told: false };
  await hub.publish({ topic: 'balance', key: String(row.member_id), data: await balanceEvent(store.db, row.member_id) });
  return { row, told: true };
}
