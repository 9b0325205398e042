import { useCallback, useEffect, useState } from 'react';
import { allBalance, getBalance, messageOf, type ResponseOf, VENUE_CATEGORY, venueBalance } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCachedRead, useRead } from '@site/shared/query';

export type VenueWallet = ResponseOf<typeof allBalance>['venues'][number];

/** The member's wallet as the page shows it: the centre, every venue (allBalance category 8), the total and the auto-transfer switch. */
export interface WalletFigures {
  center: number;
  totalMoney: number;
  autoTransfer: 0 | 1;
  venues: VenueWallet[];
}

/** The wallet's one read: the wallet and transfer pages share it (one asking when both are shown). */
const WALLET_KEY = ['member', 'wallet'] as const;

/**
 * The centre balance (getBalance) and every venue balance (allBalance, category 8 = all, spec §9) as one
 * read; reload() after a money move; refreshVenue() asks one venue (venueBalance) and changes its row
 * only. Asked again when the shell's balance store reports other figures than those shown (a push of the
 * live balance topic, another page's move); the same figures reported back after our own reload ask
 * nothing.
 */
export function useWallet() {
  const { http, bus } = usePlatform();
  const cache = useCachedRead<WalletFigures>(WALLET_KEY);
  const read = useRead<WalletFigures>(WALLET_KEY, () =>
    Promise.all([http.call(getBalance, {}, { silent: true }), http.call(allBalance, { category: VENUE_CATEGORY.ALL }, { silent: true })]).then(
      ([wallet, all]) => ({ center: wallet.centerWalletBalance, totalMoney: all.totalMoney, autoTransfer: all.autoTransfer, venues: all.venues }),
    ),
  );
  const [refreshing, setRefreshing] = useState<ReadonlySet<string>>(new Set());
  const { refetch } = read;

  const reload = useCallback(async (): Promise<void> => {
    await refetch();
  }, [refetch]);

  /** Another figure of one venue (venueBalance); its row only. Returns the failure's message, or null. */
  const refreshVenue = useCallback(
    async (channelCode: string) => {
      setRefreshing((s) => new Set(s).add(channelCode));
      try {
        const answer = await http.call(venueBalance, { channelCode }, { silent: true });
        cache.edit((wallet) => {
          const venues = wallet.venues.map((v) => (v.channelCode === answer.channelCode ? { ...v, balance: answer.balance } : v));
          const totalFen = venues.reduce((sum, v) => sum + Math.round(v.balance * 100), 0);
          return { ...wallet, venues, totalMoney: totalFen / 100 };
        });
        return null;
      } catch (e) {
        return messageOf(e);
      } finally {
        setRefreshing((s) => {
          const next = new Set(s);
          next.delete(channelCode);
          return next;
        });
      }
    },
    [http, cache],
  );

  /** The switch's new state as the api answered it. */
  const setAutoTransfer = useCallback((status: 0 | 1) => cache.edit((wallet) => ({ ...wallet, autoTransfer: status })), [cache]);

  useEffect(
    () =>
      bus.subscribe('balance:changed', (b) => {
        const shown = cache.get();
        if (!shown || shown.center !== b.centerWalletBalance || shown.totalMoney !== b.totalMoney) void cache.invalidate();
      }),
    [bus, cache],
  );

  return { read, wallet: read.data ?? null, reload, refreshVenue, refreshing, setAutoTransfer };
}
