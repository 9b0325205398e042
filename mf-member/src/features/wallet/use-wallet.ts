import { useCallback, useEffect, useRef, useState } from 'react';
import { allBalance, getBalance, venueBalance, VENUE_CATEGORY, type ResponseOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { failureMessage } from './money-intent';

export type VenueWallet = ResponseOf<typeof allBalance>['venues'][number];

/** The member's wallet as the page shows it: the centre, every venue (allBalance category 8), the total and the auto-transfer switch. */
export interface WalletFigures {
  center: number;
  totalMoney: number;
  autoTransfer: 0 | 1;
  venues: VenueWallet[];
}

export type WalletLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; wallet: WalletFigures };

/**
 * Loads the centre balance (getBalance) and every venue balance (allBalance, category 8 = all, spec §9)
 * together; reload() after a money move; refreshVenue() asks one venue (venueBalance). Reloads when the
 * shell's balance store reports other figures (a push of the live balance topic, another page's move).
 */
export function useWallet() {
  const { http, bus } = usePlatform();
  const [load, setLoad] = useState<WalletLoad>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState<ReadonlySet<string>>(new Set());
  const current = useRef<WalletFigures | null>(null);
  const generation = useRef(0);

  const reload = useCallback((): Promise<void> => {
    const mine = ++generation.current;
    return Promise.all([http.call(getBalance, {}, { silent: true }), http.call(allBalance, { category: VENUE_CATEGORY.ALL }, { silent: true })]).then(
      ([wallet, all]) => {
        if (mine !== generation.current) return;
        const figures = { center: wallet.centerWalletBalance, totalMoney: all.totalMoney, autoTransfer: all.autoTransfer, venues: all.venues };
        current.current = figures;
        setLoad({ status: 'ready', wallet: figures });
      },
      (e: unknown) => {
        // Figures already shown stay shown; only a first load that fails shows the failure.
        if (mine === generation.current && current.current === null) setLoad({ status: 'failed', message: failureMessage(e) });
      },
    );
  }, [http]);

  /** Another figure of one venue (venueBalance); its row only. */
  const refreshVenue = useCallback(
    async (channelCode: string) => {
      setRefreshing((s) => new Set(s).add(channelCode));
      try {
        const answer = await http.call(venueBalance, { channelCode }, { silent: true });
        const wallet = current.current;
        if (wallet) {
          const venues = wallet.venues.map((v) => (v.channelCode === answer.channelCode ? { ...v, balance: answer.balance } : v));
          const totalFen = venues.reduce((sum, v) => sum + Math.round(v.balance * 100), 0);
          current.current = { ...wallet, venues, totalMoney: totalFen / 100 };
          setLoad({ status: 'ready', wallet: current.current });
        }
        return null;
      } catch (e) {
        return failureMessage(e);
      } finally {
        setRefreshing((s) => {
          const next = new Set(s);
          next.delete(channelCode);
          return next;
        });
      }
    },
    [http],
  );

  /** The switch's new state as the api answered it. */
  const setAutoTransfer = useCallback((status: 0 | 1) => {
    if (!current.current) return;
    current.current = { ...current.current, autoTransfer: status };
    setLoad({ status: 'ready', wallet: current.current });
  }, []);

  useEffect(() => {
    void reload();
    return bus.subscribe('balance:changed', (b) => {
      const shown = current.current;
      if (!shown || shown.center !== b.centerWalletBalance || shown.totalMoney !== b.totalMoney) void reload();
    });
  }, [bus, reload]);

  return { load, reload, refreshVenue, refreshing, setAutoTransfer };
}
