import { useCallback, useEffect, useRef } from 'react';
import { betPriceCheck } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { betPicksOf, orderDataOf } from './slip-state';
import type { SlipStore } from './slip-store';
import { useSlipState } from './use-slip';

/** Spec §4: the price re-check (点水) runs when the slip opens, every 10 s while open, and before placing. */
export const PRICE_CHECK_EVERY_MS = 10_000;

export interface PriceCheck {
  /** The last balance, read at the moment of asking (placement checks it after its own price check). */
  readBalance(): number | null;
  /** Checks now; resolves true when the answer was applied. */
  check(): Promise<boolean>;
}

/** The price-check loop of an open slip: answers are applied to the slip (up/down flags, limits, open/closed). */
export function usePriceCheck(store: SlipStore, uid: string | null, open: boolean): PriceCheck {
  const { http } = usePlatform();
  const slip = useSlipState(store);
  const balanceRef = useRef<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const check = useCallback(async (): Promise<boolean> => {
    const picks = betPicksOf(store.getState());
    if (!uid || picks.length === 0) return false;
    try {
      const answer = await http.call(betPriceCheck, { uid, picks }, { silent: true });
      if (!alive.current) return false;
      // Answers come in the order asked; a pick removed meanwhile simply finds no price.
      store.dispatch({ type: 'prices', prices: answer.prices });
      balanceRef.current = Math.round(answer.balance * 100);
      return true;
    } catch {
      return false;
    }
  }, [http, store, uid]);

  // The picks asked about: a new or removed pick checks at once.
  const key = slip.picks.map((p) => orderDataOf(p)?.selectionId ?? '').join(',');
  useEffect(() => {
    if (!open || key === '') return;
    void check();
    const timer = setInterval(() => void check(), PRICE_CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [open, key, check]);

  const readBalance = useCallback(() => balanceRef.current, []);
  return { readBalance, check };
}
