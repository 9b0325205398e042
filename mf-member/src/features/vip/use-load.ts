import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../wallet';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/**
 * Loads a page's data when `key` changes (the filters it depends on) and on reload(); an answer
 * to an older key or after unmount is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): { load: Load<T>; reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      (e: unknown) => {
        if (live) setState({ status: 'failed', message: failureMessage(e) });
      },
    );
    return () => {
      live = false;
    };
    // One load per key and reload: `load` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { load: state, reload };
}
