import { useEffect, useRef } from 'react';
import { allBalance, newIdempotencyKey, recycle, VENUE_CATEGORY, type PlatformProps } from '@site/shared';

type LeavePlatform = Pick<PlatformProps, 'http' | 'stores'>;

/**
 * Auto-transfer (spec §7 setAutoTransferStatus): entering a venue moved the whole centre balance in;
 * leaving its game brings every venue balance back. Asks the member's switch first (allBalance), so
 * with auto-transfer off nothing moves; one idempotency key for this one leave. Never throws: the
 * money stays in the venue and the wallet page can recycle it.
 */
export async function recycleOnLeave(p: LeavePlatform): Promise<'recycled' | 'off'> {
  const wallet = await p.http.call(allBalance, { category: VENUE_CATEGORY.ALL }, { silent: true });
  if (wallet.autoTransfer !== 1) return 'off';
  await p.http.call(recycle, {}, { idempotencyKey: newIdempotencyKey(), silent: true });
  await p.stores.balance.refresh();
  return 'recycled';
}

/**
 * Runs recycleOnLeave once, when the frame page unmounts (the player leaves the game), for a
 * logged-in member. The platform props change with the route, so the latest ones are kept aside
 * and the leave itself runs only on unmount.
 */
export function useRecycleOnLeave(p: LeavePlatform): void {
  const latest = useRef(p);
  useEffect(() => {
    latest.current = p;
  });
  useEffect(
    () => () => {
      const now = latest.current;
      if (!now.stores.session.isLoggedIn) return;
      recycleOnLeave(now).catch((e: unknown) => console.warn('[casino] recycle on leaving the game failed', e));
    },
    [],
  );
}
