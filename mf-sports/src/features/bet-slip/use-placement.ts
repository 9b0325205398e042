import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BET_STATE,
  betPlace,
  betRefusalSchema,
  betStatus,
  isSiteError,
  newIdempotencyKey,
  stakeText,
  type BetView,
  type OddsType,
  type SeriesFamily,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { placeAttempt, placeCheck, type PlaceProblem } from './slip-place';
import { betKindOf, betPicksOf } from './slip-state';
import type { SlipStore } from './slip-store';

/** A pending (in-play) bet is asked about every second until it leaves the delay, at most this many times. */
export const STATUS_POLL_MS = 1000;
export const STATUS_POLLS_MAX = 120;

export interface Placement {
  placing: boolean;
  /** The bets placed from this slip since the page opened, newest first (their states update). */
  receipts: BetView[];
  problem: PlaceProblem | null;
  /** The odds type the slip shows: the bet keeps it, so its receipt and records read its prices the same way. */
  place(input: { unitFen: number | null; family: SeriesFamily | null; oddsType: OddsType }): Promise<void>;
  dismiss(betId: string): void;
}

/**
 * Placing the slip's bet: a price check just before (so limits and prices are current), the slip's
 * own refusals, then betPlace with one idempotency key per click. A pending bet holds the picks in delay (no
 * picks meanwhile) and is polled until accepted (the picks leave the slip) or rejected (they stay, with the
 * reason). Refusals of the api answer their Chinese message; changed prices in them are applied to the slip.
 */
export function usePlacement(store: SlipStore, uid: string | null, check: () => Promise<boolean>, balanceFen: () => number | null): Placement {
  const { http } = usePlatform();
  const [placing, setPlacing] = useState(false);
  const [receipts, setReceipts] = useState<BetView[]>([]);
  const [problem, setProblem] = useState<PlaceProblem | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const upsert = useCallback((bet: BetView) => {
    setReceipts((list) => [bet, ...list.filter((b) => b.betId !== bet.betId)]);
  }, []);

  const settle = useCallback(
    (bet: BetView) => {
      upsert(bet);
      if (bet.state === BET_STATE.PENDING) return;
      store.dispatch({ type: 'delayOver', ticketId: bet.betId });
      if (bet.state === BET_STATE.ACCEPTED) store.dispatch({ type: 'clear' });
    },
    [store, upsert],
  );

  const follow = useCallback(
    async (bet: BetView) => {
      if (!uid) return;
      for (let i = 0; i < STATUS_POLLS_MAX && alive.current; i += 1) {
        await new Promise((r) => setTimeout(r, STATUS_POLL_MS));
        if (!alive.current) return;
        try {
          const answer = await http.call(betStatus, { uid, betIds: [bet.betId] }, { silent: true });
          const now = answer.bets.find((b) => b.betId === bet.betId);
          if (now && now.state !== BET_STATE.PENDING) {
            settle(now);
            return;
          }
        } catch {
          // the next poll asks again
        }
      }
    },
    [http, uid, settle],
  );

  const place = useCallback(
    async ({ oddsType, ...input }: { unitFen: number | null; family: SeriesFamily | null; oddsType: OddsType }) => {
      if (!uid || placing) return;
      setProblem(null);
      setPlacing(true);
      let attempt = placeAttempt(store.getState(), input.unitFen, input.family);
      try {
        await check();
        const slip = store.getState();
        attempt = placeAttempt(slip, input.unitFen, input.family);
        const verdict = placeCheck(slip, { ...input, balanceFen: balanceFen(), oddsType });
        if (!verdict.ok) {
          setProblem({ refusal: verdict.reason });
          return;
        }
        const kind = betKindOf(slip);
        const answer = await http.call(
          betPlace,
          {
            uid,
            kind,
            // Each pick with the odds floor the player set, in the odds type it reads in.
            picks: betPicksOf(slip, oddsType),
            ...(kind === 'series' ? { sizes: [...verdict.quote.sizes] } : {}),
            unitStake: stakeText(verdict.quote.unitFen),
            autoAccept: slip.autoAcceptOdds,
            oddsType,
          },
          { idempotencyKey: newIdempotencyKey(), silent: true },
        );
        if (!alive.current) return;
        if (answer.bet.state === BET_STATE.PENDING) {
          store.dispatch({ type: 'delay', ticketId: answer.bet.betId });
          upsert(answer.bet);
          void follow(answer.bet);
        } else settle(answer.bet);
      } catch (e) {
        if (!alive.current) return;
        if (isSiteError(e)) {
          const refusal = betRefusalSchema.safeParse(e.data);
          if (refusal.success && refusal.data.prices) store.dispatch({ type: 'prices', prices: refusal.data.prices });
          setProblem({ message: e.message, attempt });
        } else setProblem({ message: '', attempt });
      } finally {
        if (alive.current) setPlacing(false);
      }
    },
    [uid, placing, check, store, balanceFen, http, upsert, follow, settle],
  );

  const dismiss = useCallback((betId: string) => setReceipts((list) => list.filter((b) => b.betId !== betId)), []);
  return { placing, receipts, problem, place, dismiss };
}
