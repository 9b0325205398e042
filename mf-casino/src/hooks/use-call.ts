import { useCallback, useEffect, useState } from 'react';
import { isSiteError } from '@site/shared';
import { useLanguage, usePlatform } from '@site/shared/react';

/** One api read as the page sees it: loading, its data, or the error message (with a retry). */
export type CallState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/**
 * Runs `load` whenever `key` changes (and on retry), and when the player switches language (the api's names,
 * games and venues, come back in the language asked for); the answer is kept with the key, attempt and language
 * it belongs to, so an older, slower answer never shows for a newer key. While the answer in the new language
 * comes, the one in the old language stays (the list does not blank and jump). `load` must read only what `key`
 * names.
 */
export function useCall<T>(key: string, load: () => Promise<T>, fallbackMessage: string): [CallState<T>, () => void] {
  const language = useLanguage(usePlatform().i18n);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ of: string; asked: string; state: CallState<T> } | null>(null);
  const asked = `${attempt}:${key}`;
  const of = `${language}|${asked}`;
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setAnswer({ of, asked, state: { status: 'ok', data } }),
      (e: unknown) => current && setAnswer({ of, asked, state: { status: 'error', message: (isSiteError(e) && e.message) || fallbackMessage } }),
    );
    return () => {
      current = false;
    };
    // load is read through key (the caller's contract).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [of]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = answer && (answer.of === of || (answer.asked === asked && answer.state.status === 'ok')) ? answer.state : null;
  return [shown ?? { status: 'loading' }, retry];
}
