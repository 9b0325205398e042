import { useCallback, useEffect, useRef, useState } from 'react';
import { venueBalance } from '@site/shared';
import { usePlatform } from '@site/shared/react';

export interface SportWallet {
  /** The sport venue wallet in fen; null until first read. */
  fen: number | null;
}

/**
 * The member's sport venue wallet as the slip shows it (体育余额). Read when the slip mounts and again on every
 * balance event: the shell's balance store reloads on the api's balance push (a placement, a refund, a
 * settlement, a cash-out) and then emits 'balance:changed', so the figure follows the money without a reload.
 * (The price check reads the balance too, for the placement's own check at the moment of placing.)
 */
export function useSportWallet(enName: string, uid: string | null): SportWallet {
  const { http, bus } = usePlatform();
  const [fen, setFen] = useState<number | null>(null);
  const asked = useRef(0);

  const reload = useCallback(() => {
    const ask = ++asked.current;
    http.call(venueBalance, { channelCode: enName }, { silent: true }).then(
      (answer) => {
        // An older answer arriving after a newer one is dropped.
        if (ask === asked.current) setFen(Math.round(answer.balance * 100));
      },
      () => undefined,
    );
  }, [http, enName]);

  useEffect(() => {
    if (!uid) return;
    reload();
    return bus.subscribe('balance:changed', () => reload());
  }, [bus, uid, reload]);

  return { fen };
}
