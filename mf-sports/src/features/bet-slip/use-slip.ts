import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { SlipStore } from './slip-store';

/** The page's bet slip (none outside the match centre: the cells then are plain prices). */
export const SlipContext = createContext<SlipStore | null>(null);

export const useSlipStore = () => useContext(SlipContext);

const noSubscribe = () => () => undefined;

/** Whether this selection is on the slip; re-renders only when that answer changes. */
export function usePicked(selectionId: string): boolean {
  const store = useSlipStore();
  const subscribe = useCallback((l: () => void) => (store ? store.subscribe(l) : noSubscribe()), [store]);
  const read = () => store?.isPicked(selectionId) ?? false;
  return useSyncExternalStore(subscribe, read, read);
}

/** The whole slip state (the slip panel). */
export function useSlipState(store: SlipStore) {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
