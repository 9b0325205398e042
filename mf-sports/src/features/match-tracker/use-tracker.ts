import { useCallback, useSyncExternalStore } from 'react';
import type { TrackerState } from '@site/shared';
import type { TrackerStore } from './tracker-store';

/** One match's 赛况 from the store: re-renders when that match's tracker changes, not on any other. */
export function useTracker(store: TrackerStore, gameId: string): TrackerState | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(gameId, listener), [store, gameId]);
  const read = () => store.get(gameId);
  return useSyncExternalStore(subscribe, read, read);
}
