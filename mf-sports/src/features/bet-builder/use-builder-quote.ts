import { useEffect, useState } from 'react';
import { BUILDER_MIN_PICKS, betBuilderQuote, isSiteError, type BuilderQuote } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useMatch } from '../live-store';

/** A builder's quote is asked again this often while the builder is open (and at once when the match moves). */
export const BUILDER_REQUOTE_MS = 5000;

export type QuoteLoad = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; quote: BuilderQuote } | { status: 'error'; message: string };

/**
 * The joint price of the picked selections, from the api (its one owner): asked when the picks change, when the
 * match's score, period or clock moves, and every BUILDER_REQUOTE_MS while open. Fewer than two picks: no quote.
 */
export function useBuilderQuote(uid: string, gameId: string, picks: readonly string[]): [QuoteLoad, (quote: BuilderQuote) => void] {
  const { http } = usePlatform();
  const match = useMatch(gameId);
  // The last answer and the picks it was for: an answer for other picks reads as loading.
  const [answer, setAnswer] = useState<{ key: string; load: QuoteLoad }>({ key: '', load: { status: 'idle' } });
  const key = picks.join(',');
  const moved = match ? `${match.sc_FT_H}:${match.sc_FT_C}:${match.se_now}:${match.gameStatus}` : 'gone';
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), BUILDER_REQUOTE_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    if (ids.length < BUILDER_MIN_PICKS) return;
    let current = true;
    http.call(betBuilderQuote, { uid, gameId, picks: ids }, { silent: true }).then(
      (quote) => current && setAnswer({ key, load: { status: 'ok', quote } }),
      (e: unknown) => current && setAnswer({ key, load: { status: 'error', message: isSiteError(e) ? e.message : '' } }),
    );
    return () => {
      current = false;
    };
  }, [http, uid, gameId, key, moved, tick]);

  const load: QuoteLoad = picks.length < BUILDER_MIN_PICKS ? { status: 'idle' } : answer.key === key ? answer.load : { status: 'loading' };
  return [load, (quote) => setAnswer({ key, load: { status: 'ok', quote } })];
}
