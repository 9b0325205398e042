import { useCallback, useEffect, useState } from 'react';
import { isSiteError } from '@site/shared';

/** One api read as the page sees it: loading, its data, or the error message (with a retry). */
export type CallState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/**
 * Runs `load` whenever `key` changes (and on retry); the answer is kept with the key and attempt it
 * belongs to, so an older, slower answer never shows for a newer key. `load` must read only what `key` names.
 */
export function useCall<T>(key: string, load: () => Promise<T>, fallbackMessage: string): [CallState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ of: string; state: CallState<T> } | null>(null);
  const of = `${attempt}:${key}`;
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setAnswer({ of, state: { status: 'ok', data } }),
      (e: unknown) => current && setAnswer({ of, state: { status: 'error', message: (isSiteError(e) && e.message) || fallbackMessage } }),
    );
    return () => {
      current = false;
    };
    // load is read through key (the caller's contract).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [of]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer && answer.of === of ? answer.state : { status: 'loading' }, retry];
}
