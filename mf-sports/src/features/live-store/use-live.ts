import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { storeKey, type LiveStore } from './live-store';

/** The page's live store (one per match centre page). */
export const LiveStoreContext = createContext<LiveStore | null>(null);

export function useLiveStore(): LiveStore {
  const store = useContext(LiveStoreContext);
  if (!store) throw new Error('useLiveStore: no LiveStoreContext above');
  return store;
}

/** Reads one key of the store; re-renders only when that key changes. */
function useKey<T>(key: string, read: (store: LiveStore) => T): T {
  const store = useLiveStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(
    subscribe,
    () => read(store),
    () => read(store),
  );
}

export const useBoardList = () => useKey(storeKey.list, (s) => s.getList());
export const useCounts = () => useKey(storeKey.counts, (s) => s.getCounts());
export const useMatch = (id: string) => useKey(storeKey.match(id), (s) => s.getMatch(id));
export const useMarket = (id: string) => useKey(storeKey.market(id), (s) => s.getMarket(id));
export const usePrice = (id: string) => useKey(storeKey.price(id), (s) => s.getPrice(id));
