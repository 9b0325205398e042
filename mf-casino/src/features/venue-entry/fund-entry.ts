import { allBalance, newIdempotencyKey, VENUE_CATEGORY, venueTransfer, type PlatformProps } from '@site/shared';
import { allAmountText, fenOf } from '../transfer-in';
import type { VenueFunds } from './venue-funding';

type FundsPlatform = Pick<PlatformProps, 'http' | 'stores'>;

/**
 * The funds of one venue as the api keeps them: the venue's balance and the auto-transfer switch from
 * allBalance, the centre balance from the balance store (refreshed first, so the dialog shows the same figure).
 */
export async function readVenueFunds(p: FundsPlatform, channelCode: string): Promise<VenueFunds> {
  const [wallet] = await Promise.all([p.http.call(allBalance, { category: VENUE_CATEGORY.ALL }, { silent: true }), p.stores.balance.refresh()]);
  const venue = wallet.venues.find((v) => v.channelCode.toUpperCase() === channelCode.toUpperCase());
  return { venueFen: fenOf(venue?.balance ?? 0), centerFen: fenOf(p.stores.balance.centerWalletBalance), autoTransfer: wallet.autoTransfer === 1 };
}

/** Auto-transfer on entry: the whole centre balance (fen) into the venue, one idempotency key for this one entry. */
export async function autoTransferIn(p: FundsPlatform, channelCode: string, fen: number): Promise<void> {
  await p.http.call(
    venueTransfer,
    { channelCode, amount: allAmountText(fen / 100), ty: 1, isActivity: 0 },
    { idempotencyKey: newIdempotencyKey(), silent: true },
  );
  await p.stores.balance.refresh();
}
