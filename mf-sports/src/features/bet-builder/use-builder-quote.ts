import { useEffect, useRef } from 'react';
import { BUILDER_MIN_PICKS, betBuilderQuote, messageOf, type BuilderQuote } from '@site/shared';
import { readKey, useApi, useCachedRead } from '@site/shared/query';
import { useMatch } from '../live-store';

/** A builder's quote is asked again this often while the builder is open (and at once when the match moves). */
export const BUILDER_REQUOTE_MS = 5000;

/** What the builder shows of its quote: none yet (fewer than two picks), asking, the answer, or why there is none. */
export type QuoteStatus = 'idle' | 'loading' | 'ok' | 'error';

/**
 * The joint price of the picked selections, from the api (its one owner), as a read of the data layer: asked when
 * the picks change (a quote for other picks is not shown), polled every BUILDER_REQUOTE_MS while open, and asked
 * again at once when the match's score, period, clock or status moves (the last quote stays shown meanwhile).
 * Fewer than two picks: no quote. `put` shows a quote an answer carried (a refused placement's current price).
 */
export function useBuilderQuote(uid: string, gameId: string, picks: readonly string[]) {
  const match = useMatch(gameId);
  const enough = picks.length >= BUILDER_MIN_PICKS;
  const body = { uid, gameId, picks: [...picks] };
  const read = useApi(betBuilderQuote, body, { enabled: enough, pollMs: BUILDER_REQUOTE_MS, call: { silent: true } });
  const cache = useCachedRead<BuilderQuote>(readKey(betBuilderQuote, body));

  const moved = match ? `${match.sc_FT_H}:${match.sc_FT_C}:${match.se_now}:${match.gameStatus}` : 'gone';
  const seenMove = useRef(moved);
  const { refetch } = read;
  useEffect(() => {
    if (seenMove.current === moved) return;
    seenMove.current = moved;
    if (enough) void refetch();
  }, [moved, enough, refetch]);

  const status: QuoteStatus = !enough ? 'idle' : read.isError ? 'error' : read.data ? 'ok' : 'loading';
  return {
    status,
    quote: status === 'ok' ? (read.data ?? null) : null,
    message: status === 'error' ? messageOf(read.error) : '',
    put: cache.set,
  };
}
